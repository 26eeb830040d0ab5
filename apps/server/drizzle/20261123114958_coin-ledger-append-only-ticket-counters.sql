-- The coin ledger is append-only: a correction is a new entry, never an edit (its balance is the sum of its rows).
CREATE OR REPLACE FUNCTION coin_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'coin_entries is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER coin_entries_no_change BEFORE UPDATE OR DELETE ON coin_entries FOR EACH ROW EXECUTE FUNCTION coin_entries_append_only();
--> statement-breakpoint
-- The ticket list's status tabs (0 all, 1, 2, 3): counters per client and status, kept with the change (docs/lists.md).
CREATE TRIGGER tickets_list_counters_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('tickets', 'status');
--> statement-breakpoint
CREATE TRIGGER tickets_list_counters_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('tickets', 'status');
--> statement-breakpoint
CREATE TRIGGER tickets_list_counters_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('tickets', 'status');

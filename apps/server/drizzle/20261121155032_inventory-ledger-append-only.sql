-- Custom SQL migration file, put your code below! ---- DESIGN §5: the inventory ledger is append-only. Corrections are new rows (ADJUST, COUNT ...), never edits.
CREATE OR REPLACE FUNCTION inventory_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'inventory_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER inventory_ledger_no_update_delete BEFORE UPDATE OR DELETE ON inventory_ledger
  FOR EACH ROW EXECUTE FUNCTION inventory_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER inventory_ledger_no_truncate BEFORE TRUNCATE ON inventory_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_ledger_append_only();

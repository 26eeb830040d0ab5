-- The outbound list's status tabs: counters per client and status, kept in the transaction of the change
-- (list_counters_apply, docs/lists.md).
CREATE TRIGGER outbound_orders_list_counters_insert AFTER INSERT ON outbound_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('outbound', 'status');
--> statement-breakpoint
CREATE TRIGGER outbound_orders_list_counters_update AFTER UPDATE ON outbound_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('outbound', 'status');
--> statement-breakpoint
CREATE TRIGGER outbound_orders_list_counters_delete AFTER DELETE ON outbound_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('outbound', 'status');

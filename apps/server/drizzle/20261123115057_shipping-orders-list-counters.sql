-- The shipping-order list's tabs: counters per client and status, kept in the transaction of the change
-- (list_counters_apply, docs/lists.md); an ORDER_* tab's count is the sum of its statuses' buckets.
CREATE TRIGGER shipping_orders_list_counters_insert AFTER INSERT ON shipping_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('shipping', 'status');
--> statement-breakpoint
CREATE TRIGGER shipping_orders_list_counters_update AFTER UPDATE ON shipping_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('shipping', 'status');
--> statement-breakpoint
CREATE TRIGGER shipping_orders_list_counters_delete AFTER DELETE ON shipping_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('shipping', 'status');
--> statement-breakpoint
-- the status log is append-only: an order's history is never rewritten
CREATE FUNCTION shipping_order_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shipping_order_logs is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER shipping_order_logs_no_change BEFORE UPDATE OR DELETE ON shipping_order_logs
  FOR EACH STATEMENT EXECUTE FUNCTION shipping_order_logs_append_only();

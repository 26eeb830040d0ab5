DROP INDEX "inbound_orders_client_created_idx";--> statement-breakpoint
DROP INDEX "inbound_orders_client_status_idx";--> statement-breakpoint
DROP INDEX "inbound_orders_wh_status_idx";--> statement-breakpoint
ALTER TABLE "inbound_orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("inbound_orders"."asn_code" || ' ' || "inbound_orders"."order_inbound_code" || ' ' || coalesce("inbound_orders"."return_ref", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "inbound_orders_created_idx" ON "inbound_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_status_created_idx" ON "inbound_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_search_trgm_idx" ON "inbound_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inbound_orders_client_created_idx" ON "inbound_orders" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_client_status_idx" ON "inbound_orders" USING btree ("client_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_wh_status_idx" ON "inbound_orders" USING btree ("warehouse_id","status","created_at","id");--> statement-breakpoint
-- The inbound list's status tabs: counters per client and status, kept in the transaction of the change
-- (list_counters_apply, docs/lists.md). An UPDATE that leaves the status as it was adds and removes the same row,
-- which the function's HAVING drops.
CREATE TRIGGER inbound_orders_list_counters_insert AFTER INSERT ON inbound_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inbound', 'status');
--> statement-breakpoint
CREATE TRIGGER inbound_orders_list_counters_update AFTER UPDATE ON inbound_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inbound', 'status');
--> statement-breakpoint
CREATE TRIGGER inbound_orders_list_counters_delete AFTER DELETE ON inbound_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inbound', 'status');
--> statement-breakpoint
INSERT INTO list_counters (client_id, list, bucket, n)
  SELECT client_id, 'inbound', b, count(*) FROM (SELECT client_id, 'all' AS b FROM inbound_orders UNION ALL SELECT client_id, status::text FROM inbound_orders) x
  GROUP BY client_id, b
  ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = EXCLUDED.n;

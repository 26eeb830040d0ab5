-- Day-by-day totals for the dashboard (docs/lists.md, daily_counters), kept by statement-level triggers in the
-- transaction of the change like the inbound list's: express orders per (client, shop, creation day, status) and
-- outbound orders per (client, creation day, status). The express and outbound lists filtered by creation date
-- alone (and, for express, one shop) read their tabs from these sums, as the dashboard does.
CREATE TRIGGER shipping_orders_daily_counters_insert AFTER INSERT ON shipping_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('shipping', 'created_at', 'status', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shipping_orders_daily_counters_update AFTER UPDATE ON shipping_orders REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('shipping', 'created_at', 'status', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shipping_orders_daily_counters_delete AFTER DELETE ON shipping_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('shipping', 'created_at', 'status', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER outbound_orders_daily_counters_insert AFTER INSERT ON outbound_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('outbound', 'created_at', 'status');
--> statement-breakpoint
CREATE TRIGGER outbound_orders_daily_counters_update AFTER UPDATE ON outbound_orders REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('outbound', 'created_at', 'status');
--> statement-breakpoint
CREATE TRIGGER outbound_orders_daily_counters_delete AFTER DELETE ON outbound_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('outbound', 'created_at', 'status');
--> statement-breakpoint
-- How often each SKU goes out: per (client, creation day of the order, SKU id as the bucket) the number of outbound
-- lines holding it (an order has at most one line per SKU, so: the orders holding it). Kept by the lines' writes in
-- the order's transaction (an edit deletes and re-inserts the lines); rows are written in key order so concurrent
-- orders lock the counters in the same order. The dashboard's top SKUs are a sum over the period's rows of this
-- list: never a scan of outbound lines.
CREATE OR REPLACE FUNCTION outbound_sku_daily_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
      SELECT o.client_id, 0, 'outbound_sku', (o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, l.sku_id::text, count(*)
      FROM new_rows l JOIN outbound_orders o ON o.id = l.outbound_id
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 4, 5
      ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
  ELSE
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
      SELECT o.client_id, 0, 'outbound_sku', (o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, l.sku_id::text, -count(*)
      FROM old_rows l JOIN outbound_orders o ON o.id = l.outbound_id
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 4, 5
      ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER outbound_lines_sku_daily_insert AFTER INSERT ON outbound_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_sku_daily_apply();
--> statement-breakpoint
CREATE TRIGGER outbound_lines_sku_daily_delete AFTER DELETE ON outbound_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_sku_daily_apply();
--> statement-breakpoint
-- the orders written before these triggers
INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
  SELECT client_id, coalesce(shop_id, 0), 'shipping', (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, b, count(*)
  FROM shipping_orders, LATERAL (VALUES ('all'), (status::text)) v(b)
  GROUP BY client_id, coalesce(shop_id, 0), (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, b;
--> statement-breakpoint
INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
  SELECT client_id, 0, 'outbound', (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, b, count(*)
  FROM outbound_orders, LATERAL (VALUES ('all'), (status::text)) v(b)
  GROUP BY client_id, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, b;
--> statement-breakpoint
INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
  SELECT o.client_id, 0, 'outbound_sku', (o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, l.sku_id::text, count(*)
  FROM outbound_lines l JOIN outbound_orders o ON o.id = l.outbound_id
  GROUP BY 1, 2, 3, 4, 5;

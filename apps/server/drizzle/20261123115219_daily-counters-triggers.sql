-- Day-by-day list totals kept by statement-level triggers in the transaction of the change (docs/lists.md), beside
-- list_counters. TG_ARGV: [0] the list, [1] the timestamptz column whose day in Asia/Ho_Chi_Minh is the row's day,
-- [2] (optional) the bucket column (a status), [3] (optional) the shop column. Each statement upserts one row per
-- (client, shop, day, bucket) group it touches.
CREATE OR REPLACE FUNCTION daily_counters_apply() RETURNS trigger AS $$
DECLARE
  lst text := TG_ARGV[0];
  day_expr text := format('((%I AT TIME ZONE ''Asia/Ho_Chi_Minh'')::date)', TG_ARGV[1]);
  bucket_expr text := CASE WHEN TG_NARGS < 3 OR TG_ARGV[2] = '' THEN 'NULL::text' ELSE format('(%I)::text', TG_ARGV[2]) END;
  shop_expr text := CASE WHEN TG_NARGS < 4 THEN '0' ELSE format('coalesce(%I, 0)', TG_ARGV[3]) END;
  upsert text := 'INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n) SELECT client_id, s, $1, dy, b, sum(d) FROM (%s) x '
    'WHERE b IS NOT NULL GROUP BY client_id, s, dy, b HAVING sum(d) <> 0 '
    'ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n';
  rows_of text := 'SELECT client_id, %1$s AS s, %2$s AS dy, ''all'' AS b, %4$s AS d FROM %5$I UNION ALL SELECT client_id, %1$s, %2$s, %3$s, %4$s FROM %5$I';
  added text := format(rows_of, shop_expr, day_expr, bucket_expr, '1', 'new_rows');
  removed text := format(rows_of, shop_expr, day_expr, bucket_expr, '-1', 'old_rows');
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(upsert, added) USING lst;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(upsert, removed) USING lst;
  ELSE
    EXECUTE format(upsert, added || ' UNION ALL ' || removed) USING lst;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER inbound_orders_daily_counters_insert AFTER INSERT ON inbound_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('inbound', 'created_at', 'status');
--> statement-breakpoint
CREATE TRIGGER inbound_orders_daily_counters_update AFTER UPDATE ON inbound_orders REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('inbound', 'created_at', 'status');
--> statement-breakpoint
CREATE TRIGGER inbound_orders_daily_counters_delete AFTER DELETE ON inbound_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_apply('inbound', 'created_at', 'status');
--> statement-breakpoint
INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
  SELECT client_id, 0, 'inbound', (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, b, count(*)
  FROM inbound_orders, LATERAL (VALUES ('all'), (status::text)) v(b)
  GROUP BY client_id, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, b;

-- Exact counts for the last tab and filter views that still counted rows per request (docs/lists.md, issue 22):
-- the express list filtered by a shop (counters per client, shop and status) and the stock ledger (per client and
-- warehouse). list_counters_apply takes an optional third argument, a group column: each bucket is then
-- '<group>:<bucket>' and the group's total '<group>:all'. The upsert walks its rows in key order, so two
-- transactions that move the same counters lock them in the same order (no deadlock between parallel status changes).
CREATE OR REPLACE FUNCTION list_counters_apply() RETURNS trigger AS $$
DECLARE
  lst text := TG_ARGV[0];
  col text := TG_ARGV[1];
  grp text := TG_ARGV[2];
  all_expr text := CASE WHEN grp IS NULL THEN '''all''' ELSE format('(%I)::text || '':all''', grp) END;
  bucket_expr text := CASE
    WHEN col IS NULL THEN 'NULL::text'
    WHEN grp IS NULL THEN format('(%I)::text', col)
    ELSE format('(%I)::text || '':'' || (%I)::text', grp, col) END;
  upsert text := 'INSERT INTO list_counters (client_id, list, bucket, n) SELECT client_id, $1, b, sum(d) FROM (%s) x '
    'WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b '
    'ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n';
  added text := format('SELECT client_id, %s AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, %s, 1 FROM new_rows', all_expr, bucket_expr);
  removed text := format('SELECT client_id, %s AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, %s, -1 FROM old_rows', all_expr, bucket_expr);
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
-- the day-by-day counters' upsert in key order too (same reason)
CREATE OR REPLACE FUNCTION daily_counters_apply() RETURNS trigger AS $$
DECLARE
  lst text := TG_ARGV[0];
  day_expr text := format('((%I AT TIME ZONE ''Asia/Ho_Chi_Minh'')::date)', TG_ARGV[1]);
  bucket_expr text := CASE WHEN TG_NARGS < 3 OR TG_ARGV[2] = '' THEN 'NULL::text' ELSE format('(%I)::text', TG_ARGV[2]) END;
  shop_expr text := CASE WHEN TG_NARGS < 4 THEN '0' ELSE format('coalesce(%I, 0)', TG_ARGV[3]) END;
  upsert text := 'INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n) SELECT client_id, s, $1, dy, b, sum(d) FROM (%s) x '
    'WHERE b IS NOT NULL GROUP BY client_id, s, dy, b HAVING sum(d) <> 0 ORDER BY client_id, s, dy, b '
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
CREATE TRIGGER shipping_orders_shop_counters_insert AFTER INSERT ON shipping_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('shipping_shop', 'status', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shipping_orders_shop_counters_update AFTER UPDATE ON shipping_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('shipping_shop', 'status', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shipping_orders_shop_counters_delete AFTER DELETE ON shipping_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('shipping_shop', 'status', 'shop_id');
--> statement-breakpoint
-- the ledger is append-only (inventory_ledger_append_only): inserts alone move its counters
CREATE TRIGGER inventory_ledger_list_counters_insert AFTER INSERT ON inventory_ledger REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('ledger', 'warehouse_id');
--> statement-breakpoint
INSERT INTO list_counters (client_id, list, bucket, n)
  SELECT client_id, 'shipping_shop', shop_id::text || ':' || status, count(*) FROM shipping_orders GROUP BY client_id, shop_id, status
  UNION ALL SELECT client_id, 'shipping_shop', shop_id::text || ':all', count(*) FROM shipping_orders GROUP BY client_id, shop_id
  UNION ALL SELECT client_id, 'ledger', warehouse_id::text, count(*) FROM inventory_ledger GROUP BY client_id, warehouse_id
  UNION ALL SELECT client_id, 'ledger', 'all', count(*) FROM inventory_ledger GROUP BY client_id
  ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = EXCLUDED.n;

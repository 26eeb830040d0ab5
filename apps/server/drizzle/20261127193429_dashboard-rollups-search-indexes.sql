-- Dashboard rollups (modules/dashboard/README.md, docs/lists.md "Dashboard rollups"), kept in the transaction of
-- the change by statement triggers on daily_counters itself (transition tables, one set-based upsert per
-- statement): every change of a client's day row of the express,
-- outbound and inbound lists and of the outbound SKU frequencies is carried, by the same delta, into
--  * '<list>:all' — the day's totals over every client for provider staff, in 16 stripes chosen by the changed
--    row's client (client_id -1..-16 = -1 - client % 16, shop 0): no row is locked by every create of the system, a
--    client's open transaction holds up no client of another stripe, and staff read
--    days × buckets × 16 rows instead of days × buckets × clients;
--  * 'outbound_sku:4', ':16', ':64' — per client and SKU, blocks of 4, 16 and 64 days aligned on 1970-01-01 (day =
--    the block's first day), so a period of d days is read from at most about 2·3·log4(d) blocks per SKU (a
--    30-day period: at most 12 rows per SKU instead of 30, the period "today" 1).
-- The client-less rows never match a client scope (their client ids are negative) and each rollup has its own
-- list name, so no existing reader sums them.
CREATE OR REPLACE FUNCTION daily_counters_rollup() RETURNS trigger AS $$
DECLARE
  kept text := 'client_id > 0 AND list IN (''shipping'', ''outbound'', ''inbound'', ''outbound_sku'')';
  delta text;
  found_rows boolean;
BEGIN
  -- the changed rows of the kept lists, as signed deltas; none (the rollup rows' own writes): nothing to do, which
  -- also ends the trigger's recursion through its own INSERT
  IF TG_OP = 'INSERT' THEN
    delta := format('SELECT client_id, shop_id, list, day, bucket, n AS d FROM new_rows WHERE %s', kept);
  ELSIF TG_OP = 'DELETE' THEN
    delta := format('SELECT client_id, shop_id, list, day, bucket, -n AS d FROM old_rows WHERE %s', kept);
  ELSE
    delta := format('SELECT client_id, shop_id, list, day, bucket, n AS d FROM new_rows WHERE %1$s UNION ALL SELECT client_id, shop_id, list, day, bucket, -n FROM old_rows WHERE %1$s', kept);
  END IF;
  EXECUTE format('SELECT EXISTS (%s)', delta) INTO found_rows;
  IF NOT found_rows THEN RETURN NULL; END IF;
  -- one set-based upsert, rows in key order so concurrent writers lock shared rows in the same order
  EXECUTE format($q$
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
    SELECT k, s, l, dy, b, sum(d) FROM (
      SELECT client_id AS k, shop_id AS s, 'outbound_sku:' || w AS l,
             DATE '1970-01-01' + ((day - DATE '1970-01-01') - (day - DATE '1970-01-01') %% w) AS dy, bucket AS b, d
        FROM (%1$s) x, (VALUES (4), (16), (64)) v(w) WHERE list = 'outbound_sku'
      UNION ALL
      SELECT -1 - client_id %% 16, 0, list || ':all', day, bucket, d FROM (%1$s) y WHERE list <> 'outbound_sku'
    ) z GROUP BY k, s, l, dy, b HAVING sum(d) <> 0 ORDER BY k, l, dy, b, s
    ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n$q$, delta);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER daily_counters_rollup_insert AFTER INSERT ON daily_counters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_rollup();
--> statement-breakpoint
CREATE TRIGGER daily_counters_rollup_update AFTER UPDATE ON daily_counters REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_rollup();
--> statement-breakpoint
CREATE TRIGGER daily_counters_rollup_delete AFTER DELETE ON daily_counters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counters_rollup();
--> statement-breakpoint
-- the rows counted before this trigger
INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
  SELECT -1, 0, list || ':all', day, bucket, sum(n) FROM daily_counters
  WHERE client_id > 0 AND list IN ('shipping', 'outbound', 'inbound') GROUP BY list, day, bucket HAVING sum(n) <> 0;
--> statement-breakpoint
INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
  SELECT client_id, shop_id, 'outbound_sku:' || w, DATE '1970-01-01' + ((day - DATE '1970-01-01') - (day - DATE '1970-01-01') % w), bucket, sum(n)
  FROM daily_counters, (VALUES (4), (16), (64)) v(w)
  WHERE client_id > 0 AND list = 'outbound_sku' GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
--> statement-breakpoint
-- Keyword searches within one client (global search, the outbound, inbound and SKU lists' keyword): one GIN index
-- holding the client and the trigrams together, as shipping_orders_client_search_gin_idx does for express orders,
-- so a large client's search reads only its own matches. Left out where btree_gin is missing.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX IF NOT EXISTS outbound_orders_client_search_gin_idx ON outbound_orders USING gin (client_id, search_text gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS inbound_orders_client_search_gin_idx ON inbound_orders USING gin (client_id, search_text gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS skus_client_search_gin_idx ON skus USING gin (client_id, search_text gin_trgm_ops);
  END IF;
END $$;

-- The rollup trigger on daily_counters (migrations dashboard-rollups-search-indexes, rollup-stripe-per-transaction)
-- built its statements as text (EXECUTE format(...)), so PostgreSQL parsed and planned them on every call: the
-- rollup was most of the 0.96 ms the express order's daily-counter trigger took per create (EXPLAIN ANALYZE on the
-- volume bench's data), and it runs again, finding nothing, for its own upsert (an INSERT ... ON CONFLICT fires the
-- statement triggers of both INSERT and UPDATE). Its statements do not depend on the trigger's arguments, so they
-- are written out here, one per operation: PL/pgSQL prepares each once per connection. Same rows, same order, same
-- stripes.
CREATE OR REPLACE FUNCTION daily_counters_rollup() RETURNS trigger AS $$
DECLARE
  stripe int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- none of the kept lists' rows (the rollup rows' own writes): nothing to do, which also ends the recursion
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE client_id > 0 AND list IN ('shipping', 'outbound', 'inbound', 'outbound_sku')) THEN RETURN NULL; END IF;
    stripe := -1 - rollup_stripe();
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
    SELECT k, s, l, dy, b, sum(d) FROM (
      SELECT client_id AS k, shop_id AS s, 'outbound_sku:' || w AS l,
             DATE '1970-01-01' + ((day - DATE '1970-01-01') - (day - DATE '1970-01-01') % w) AS dy, bucket AS b, n AS d
        FROM new_rows, (VALUES (4), (16), (64)) v(w) WHERE client_id > 0 AND list = 'outbound_sku'
      UNION ALL
      SELECT stripe, 0, list || ':all', day, bucket, n FROM new_rows WHERE client_id > 0 AND list IN ('shipping', 'outbound', 'inbound')
    ) z GROUP BY k, s, l, dy, b HAVING sum(d) <> 0 ORDER BY k, l, dy, b, s
    ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE client_id > 0 AND list IN ('shipping', 'outbound', 'inbound', 'outbound_sku')) THEN RETURN NULL; END IF;
    stripe := -1 - rollup_stripe();
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
    SELECT k, s, l, dy, b, sum(d) FROM (
      SELECT client_id AS k, shop_id AS s, 'outbound_sku:' || w AS l,
             DATE '1970-01-01' + ((day - DATE '1970-01-01') - (day - DATE '1970-01-01') % w) AS dy, bucket AS b, -n AS d
        FROM old_rows, (VALUES (4), (16), (64)) v(w) WHERE client_id > 0 AND list = 'outbound_sku'
      UNION ALL
      SELECT stripe, 0, list || ':all', day, bucket, -n FROM old_rows WHERE client_id > 0 AND list IN ('shipping', 'outbound', 'inbound')
    ) z GROUP BY k, s, l, dy, b HAVING sum(d) <> 0 ORDER BY k, l, dy, b, s
    ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE client_id > 0 AND list IN ('shipping', 'outbound', 'inbound', 'outbound_sku'))
       AND NOT EXISTS (SELECT 1 FROM old_rows WHERE client_id > 0 AND list IN ('shipping', 'outbound', 'inbound', 'outbound_sku')) THEN
      RETURN NULL;
    END IF;
    stripe := -1 - rollup_stripe();
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
    SELECT k, s, l, dy, b, sum(d) FROM (
      SELECT client_id AS k, shop_id AS s, 'outbound_sku:' || w AS l,
             DATE '1970-01-01' + ((day - DATE '1970-01-01') - (day - DATE '1970-01-01') % w) AS dy, bucket AS b, d
        FROM (SELECT client_id, shop_id, list, day, bucket, n AS d FROM new_rows UNION ALL SELECT client_id, shop_id, list, day, bucket, -n FROM old_rows) x,
             (VALUES (4), (16), (64)) v(w)
        WHERE client_id > 0 AND list = 'outbound_sku'
      UNION ALL
      SELECT stripe, 0, list || ':all', day, bucket, d
        FROM (SELECT client_id, shop_id, list, day, bucket, n AS d FROM new_rows UNION ALL SELECT client_id, shop_id, list, day, bucket, -n FROM old_rows) y
        WHERE client_id > 0 AND list IN ('shipping', 'outbound', 'inbound')
    ) z GROUP BY k, s, l, dy, b HAVING sum(d) <> 0 ORDER BY k, l, dy, b, s
    ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

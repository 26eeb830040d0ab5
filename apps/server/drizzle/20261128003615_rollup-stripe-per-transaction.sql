-- The staff's client-less day rows ('<list>:all') were striped by the changed row's client (client_id % 16): at 20
-- parallel creates of 20 clients most transactions shared a stripe with another and waited for its commit on the
-- stripe's row (issue 22: creates waited on Lock:transactionid in this trigger). Now each transaction writes the
-- stripe of a slot no other open transaction holds: rollup_stripe() takes the first free transaction-scoped advisory
-- lock of 64 (it never waits; a transaction asking again gets the slot it holds, or another free one), so two open
-- transactions never write the same stripe row and a create waits only for its own client's rows. Slots are tried
-- from 0, so the stripes in use stay about as many as the transactions open at once. Stripes are client ids
-- -1..-64 (the old -1..-16 rows stay and are summed as before: readers sum every '<list>:all' row of a day).
CREATE OR REPLACE FUNCTION rollup_stripe() RETURNS int AS $$
DECLARE
  slot int;
BEGIN
  FOR slot IN 0..63 LOOP
    -- 22022: the rollup stripes' lock space (cycle counts use 26003, ticket files hashtext('files-quota'))
    IF pg_try_advisory_xact_lock(22022, slot) THEN RETURN slot; END IF;
  END LOOP;
  -- 64 transactions writing at once: share a stripe (its row lock queues them, as before)
  RETURN pg_backend_pid() % 64;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
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
      SELECT -1 - %2$s, 0, list || ':all', day, bucket, d FROM (%1$s) y WHERE list <> 'outbound_sku'
    ) z GROUP BY k, s, l, dy, b HAVING sum(d) <> 0 ORDER BY k, l, dy, b, s
    ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n$q$, delta, rollup_stripe());
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

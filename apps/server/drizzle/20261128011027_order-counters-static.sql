-- The counters of the express and outbound orders (list_counters, daily_counters) were kept by three and two
-- generic trigger functions per operation (list_counters_apply, daily_counters_apply: the list and columns as
-- arguments), which build their statements as text: PostgreSQL parsed and planned each on every call, and every
-- update of an order ran them even when its status did not move. One function per table now writes the same rows
-- with its statements written out (PL/pgSQL prepares each once per connection), in the order the old triggers fired
-- (daily, then the list, then the list by shop), and an update that moves no counted column returns at once.
-- list_counters_apply and daily_counters_apply stay for the other lists.
CREATE OR REPLACE FUNCTION shipping_orders_counters() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
      SELECT client_id, s, 'shipping', dy, b, sum(d) FROM (SELECT client_id, coalesce(shop_id, 0) AS s, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS dy, 'all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, coalesce(shop_id, 0), (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, (status)::text, 1 FROM new_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, s, dy, b HAVING sum(d) <> 0 ORDER BY client_id, s, dy, b
      ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'shipping', b, sum(d) FROM (SELECT client_id, 'all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, (status)::text, 1 FROM new_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'shipping_shop', b, sum(d) FROM (SELECT client_id, (shop_id)::text || ':all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, (shop_id)::text || ':' || (status)::text, 1 FROM new_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
      SELECT client_id, s, 'shipping', dy, b, sum(d) FROM (SELECT client_id, coalesce(shop_id, 0) AS s, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS dy, 'all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, coalesce(shop_id, 0), (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, s, dy, b HAVING sum(d) <> 0 ORDER BY client_id, s, dy, b
      ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'shipping', b, sum(d) FROM (SELECT client_id, 'all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'shipping_shop', b, sum(d) FROM (SELECT client_id, (shop_id)::text || ':all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, (shop_id)::text || ':' || (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
  ELSE
    -- an update that moves none of the counted columns (the status, the client, the shop, the creation time) moves
    -- no counter: most updates of an order (fees, COD, prints, receiver edits) end here
    IF NOT EXISTS (SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id WHERE o.id IS NULL OR n.status IS DISTINCT FROM o.status OR n.client_id IS DISTINCT FROM o.client_id OR n.shop_id IS DISTINCT FROM o.shop_id OR n.created_at IS DISTINCT FROM o.created_at) THEN
      RETURN NULL;
    END IF;
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
      SELECT client_id, s, 'shipping', dy, b, sum(d) FROM (SELECT client_id, coalesce(shop_id, 0) AS s, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS dy, 'all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, coalesce(shop_id, 0), (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, (status)::text, 1 FROM new_rows UNION ALL SELECT client_id, coalesce(shop_id, 0) AS s, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS dy, 'all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, coalesce(shop_id, 0), (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, s, dy, b HAVING sum(d) <> 0 ORDER BY client_id, s, dy, b
      ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'shipping', b, sum(d) FROM (SELECT client_id, 'all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, (status)::text, 1 FROM new_rows UNION ALL SELECT client_id, 'all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'shipping_shop', b, sum(d) FROM (SELECT client_id, (shop_id)::text || ':all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, (shop_id)::text || ':' || (status)::text, 1 FROM new_rows UNION ALL SELECT client_id, (shop_id)::text || ':all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, (shop_id)::text || ':' || (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outbound_orders_counters() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
      SELECT client_id, s, 'outbound', dy, b, sum(d) FROM (SELECT client_id, 0 AS s, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS dy, 'all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, 0, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, (status)::text, 1 FROM new_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, s, dy, b HAVING sum(d) <> 0 ORDER BY client_id, s, dy, b
      ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'outbound', b, sum(d) FROM (SELECT client_id, 'all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, (status)::text, 1 FROM new_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
      SELECT client_id, s, 'outbound', dy, b, sum(d) FROM (SELECT client_id, 0 AS s, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS dy, 'all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, 0, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, s, dy, b HAVING sum(d) <> 0 ORDER BY client_id, s, dy, b
      ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'outbound', b, sum(d) FROM (SELECT client_id, 'all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
  ELSE
    -- an update that moves none of the counted columns (the status, the client, the shop, the creation time) moves
    -- no counter: most updates of an order (fees, COD, prints, receiver edits) end here
    IF NOT EXISTS (SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id WHERE o.id IS NULL OR n.status IS DISTINCT FROM o.status OR n.client_id IS DISTINCT FROM o.client_id OR n.created_at IS DISTINCT FROM o.created_at) THEN
      RETURN NULL;
    END IF;
    INSERT INTO daily_counters (client_id, shop_id, list, day, bucket, n)
      SELECT client_id, s, 'outbound', dy, b, sum(d) FROM (SELECT client_id, 0 AS s, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS dy, 'all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, 0, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, (status)::text, 1 FROM new_rows UNION ALL SELECT client_id, 0 AS s, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS dy, 'all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, 0, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, s, dy, b HAVING sum(d) <> 0 ORDER BY client_id, s, dy, b
      ON CONFLICT (client_id, list, day, bucket, shop_id) DO UPDATE SET n = daily_counters.n + EXCLUDED.n;
    INSERT INTO list_counters (client_id, list, bucket, n)
      SELECT client_id, 'outbound', b, sum(d) FROM (SELECT client_id, 'all' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, (status)::text, 1 FROM new_rows UNION ALL SELECT client_id, 'all' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, (status)::text, -1 FROM old_rows) x
      WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 ORDER BY client_id, b
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_daily_counters_insert ON shipping_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_daily_counters_update ON shipping_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_daily_counters_delete ON shipping_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_list_counters_insert ON shipping_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_list_counters_update ON shipping_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_list_counters_delete ON shipping_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_shop_counters_insert ON shipping_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_shop_counters_update ON shipping_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shipping_orders_shop_counters_delete ON shipping_orders;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER shipping_orders_counters_insert AFTER INSERT ON shipping_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shipping_orders_counters();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER shipping_orders_counters_update AFTER UPDATE ON shipping_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shipping_orders_counters();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER shipping_orders_counters_delete AFTER DELETE ON shipping_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shipping_orders_counters();
--> statement-breakpoint
DROP TRIGGER IF EXISTS outbound_orders_daily_counters_insert ON outbound_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS outbound_orders_daily_counters_update ON outbound_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS outbound_orders_daily_counters_delete ON outbound_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS outbound_orders_list_counters_insert ON outbound_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS outbound_orders_list_counters_update ON outbound_orders;
--> statement-breakpoint
DROP TRIGGER IF EXISTS outbound_orders_list_counters_delete ON outbound_orders;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER outbound_orders_counters_insert AFTER INSERT ON outbound_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_orders_counters();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER outbound_orders_counters_update AFTER UPDATE ON outbound_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_orders_counters();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER outbound_orders_counters_delete AFTER DELETE ON outbound_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_orders_counters();

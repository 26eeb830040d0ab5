-- Change notices for the list answer cache (apps/server/src/http/answer-cache.ts, docs/lists.md "Answer cache").
-- Every change of a row a list may show announces, in its own transaction (so at commit, to every server process),
-- on channel ffm_list_changes, whose rows changed: the client's id, or '*' when the row is not one client's.
-- One notice per statement and client (statement triggers over the statement's rows; PostgreSQL folds repeats of a
-- payload within a transaction). The ledger and the stock totals are not watched: every posting changes the
-- balances it appends to (the totals are kept by the balances' own triggers), and the balances announce the client:
-- from the totals' own update function, since a trigger of its own cost the postings about a tenth of their speed
-- on PGlite; an insert only when it carries quantities (postings insert empty rows, then update them). A new table is watched with ffm_watch_for_lists; src/db/list-notices.test.ts
-- fails while a table is neither watched nor named there as not shown by any list.

-- the rows of the statement carry client_id
CREATE OR REPLACE FUNCTION ffm_list_changed_own() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c text;
BEGIN
  FOR c IN SELECT DISTINCT coalesce(client_id::text, '*') FROM changed_rows LOOP
    PERFORM pg_notify('ffm_list_changes', c);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- the rows belong to a parent row that carries client_id: TG_ARGV = parent table, the rows' column naming it
CREATE OR REPLACE FUNCTION ffm_list_changed_via() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c text;
BEGIN
  FOR c IN EXECUTE format('SELECT DISTINCT coalesce(p.client_id::text, ''*'') FROM changed_rows r JOIN %I p ON p.id = r.%I', TG_ARGV[0], TG_ARGV[1]) LOOP
    PERFORM pg_notify('ffm_list_changes', c);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- the rows are not one client's (warehouses, users, units...): every list may show them
CREATE OR REPLACE FUNCTION ffm_list_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ffm_list_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- watches a table: how = 'own' (it has client_id), 'via' (parent table and column given) or 'all'
CREATE OR REPLACE FUNCTION ffm_watch_for_lists(tbl text, how text, parent text DEFAULT NULL, fk text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fn text := CASE how WHEN 'own' THEN 'ffm_list_changed_own()' WHEN 'via' THEN format('ffm_list_changed_via(%L, %L)', parent, fk) WHEN 'all' THEN 'ffm_list_changed_all()' END;
BEGIN
  IF fn IS NULL THEN RAISE EXCEPTION 'ffm_watch_for_lists: how must be own, via or all'; END IF;
  IF how = 'all' THEN
    EXECUTE format('CREATE TRIGGER ffm_list_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION %s', tbl, fn);
  ELSE
    -- a trigger with transition rows fires on one kind of change
    EXECUTE format('CREATE TRIGGER ffm_list_changes_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', tbl, fn);
    EXECUTE format('CREATE TRIGGER ffm_list_changes_upd AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', tbl, fn);
    EXECUTE format('CREATE TRIGGER ffm_list_changes_del AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', tbl, fn);
    EXECUTE format('CREATE TRIGGER ffm_list_changes_trunc AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION ffm_list_changed_all()', tbl);
  END IF;
END $$;
--> statement-breakpoint
SELECT ffm_watch_for_lists(t, 'own') FROM unnest(ARRAY[
  'bank_accounts', 'cod_entries', 'cod_transfers', 'coin_accounts', 'coin_entries', 'files', 'inbound_orders',
  'inbound_sync_logs', 'outbound_orders', 'outbound_sync_logs', 'permission_groups', 'shipping_hubs', 'shipping_link_tokens',
  'shipping_order_charges', 'shipping_orders', 'shipping_webhook_events', 'shipping_webhooks', 'shop_debts', 'shops',
  'sku_changes', 'skus', 'stock_count_lines', 'stock_count_sessions', 'tickets', 'upload_files'
]) AS t;
--> statement-breakpoint
SELECT ffm_watch_for_lists(t, 'via', p, k) FROM (VALUES
  ('inbound_lines', 'inbound_orders', 'inbound_id'),
  ('inbound_logs', 'inbound_orders', 'inbound_id'),
  ('inbound_put_aways', 'inbound_orders', 'inbound_id'),
  ('inbound_receipts', 'inbound_orders', 'inbound_id'),
  ('outbound_allocations', 'outbound_orders', 'outbound_id'),
  ('outbound_lines', 'outbound_orders', 'outbound_id'),
  ('outbound_logs', 'outbound_orders', 'outbound_id'),
  ('shipping_order_logs', 'shipping_orders', 'order_id'),
  ('ticket_messages', 'tickets', 'ticket_id'),
  ('upload_rows', 'upload_files', 'file_id'),
  ('shop_members', 'shops', 'shop_id'),
  ('shop_configs', 'shops', 'shop_id'),
  ('shop_express_settings', 'shops', 'shop_id'),
  ('group_permissions', 'permission_groups', 'group_id'),
  ('group_users', 'permission_groups', 'group_id')
) AS w(t, p, k);
--> statement-breakpoint
SELECT ffm_watch_for_lists(t, 'all') FROM unnest(ARRAY[
  'clients', 'users', 'warehouses', 'locations', 'transporters', 'shipping_stations', 'shipping_tariffs', 'sku_units',
  'stock_operations', 'outbound_handovers', 'global_configs', 'sms_messages'
]) AS t;
--> statement-breakpoint
-- the balances: the update function of migration inventory-totals, unchanged but for the notice at its start
CREATE OR REPLACE FUNCTION inventory_totals_apply_update() RETURNS trigger AS $$
BEGIN
  -- the list answer cache's notice (migration list-change-notices): the clients whose stock moved
  PERFORM pg_notify('ffm_list_changes', c) FROM (SELECT DISTINCT coalesce(client_id::text, '*') AS c FROM new_rows) n;
  WITH changed AS (
    SELECT 1 AS s, warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, qty, qty_allocated, qty_held, qty_lost, production_date, expiry_date, warehoused_at FROM new_rows
    UNION ALL SELECT -1, warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, qty, qty_allocated, qty_held, qty_lost, production_date, expiry_date, warehoused_at FROM old_rows
  )
  INSERT INTO inventory_lot_totals AS t (warehouse_id, client_id, sku_id, lot, condition, zone_type, warehouse_code, sku_code,
        qty, qty_allocated, qty_held, qty_available)
    SELECT d.warehouse_id, d.client_id, d.sku_id, d.lot, d.condition, d.zone_type, w.code, k.sku, d.qty, d.alloc, d.held, d.avail
    FROM (
      SELECT r.warehouse_id, r.client_id, r.sku_id, r.lot, r.condition, coalesce(r.zone_type, '') AS zone_type,
        sum(r.s * r.qty)::int AS qty, sum(r.s * r.qty_allocated)::int AS alloc, sum(r.s * r.qty_held)::int AS held,
        sum(r.s * CASE WHEN r.condition = 'GOOD' AND l.purpose = 'STORAGE' THEN greatest(r.qty - r.qty_allocated - r.qty_held, 0) ELSE 0 END)::int AS avail,
        (min(r.production_date) FILTER (WHERE r.s = 1 AND r.qty > 0), min(r.expiry_date) FILTER (WHERE r.s = 1 AND r.qty > 0),
          min(r.warehoused_at) FILTER (WHERE r.s = 1 AND r.qty > 0), count(*) FILTER (WHERE r.s = 1 AND r.qty > 0))
        IS DISTINCT FROM (min(r.production_date) FILTER (WHERE r.s = -1 AND r.qty > 0), min(r.expiry_date) FILTER (WHERE r.s = -1 AND r.qty > 0),
          min(r.warehoused_at) FILTER (WHERE r.s = -1 AND r.qty > 0), count(*) FILTER (WHERE r.s = -1 AND r.qty > 0)) AS redate
      FROM changed r JOIN locations l ON l.id = r.location_id
      GROUP BY 1, 2, 3, 4, 5, 6
    ) d
    JOIN warehouses w ON w.id = d.warehouse_id JOIN skus k ON k.id = d.sku_id
    WHERE d.qty <> 0 OR d.alloc <> 0 OR d.held <> 0 OR d.avail <> 0 OR d.redate
    ORDER BY d.client_id, d.sku_id, d.warehouse_id, d.lot, d.condition, d.zone_type
    ON CONFLICT (client_id, sku_id, warehouse_id, lot, condition, zone_type) DO UPDATE SET
      qty = t.qty + EXCLUDED.qty, qty_allocated = t.qty_allocated + EXCLUDED.qty_allocated,
      qty_held = t.qty_held + EXCLUDED.qty_held, qty_available = t.qty_available + EXCLUDED.qty_available;
  IF EXISTS (
    SELECT 1 FROM (SELECT 1 AS s, warehouse_id, client_id, sku_id, lot, condition, zone_type, qty, production_date, expiry_date, warehoused_at FROM new_rows
      UNION ALL SELECT -1, warehouse_id, client_id, sku_id, lot, condition, zone_type, qty, production_date, expiry_date, warehoused_at FROM old_rows) r
    GROUP BY r.warehouse_id, r.client_id, r.sku_id, r.lot, r.condition, coalesce(r.zone_type, '')
    HAVING (min(r.production_date) FILTER (WHERE r.s = 1 AND r.qty > 0), min(r.expiry_date) FILTER (WHERE r.s = 1 AND r.qty > 0),
        min(r.warehoused_at) FILTER (WHERE r.s = 1 AND r.qty > 0), count(*) FILTER (WHERE r.s = 1 AND r.qty > 0))
      IS DISTINCT FROM (min(r.production_date) FILTER (WHERE r.s = -1 AND r.qty > 0), min(r.expiry_date) FILTER (WHERE r.s = -1 AND r.qty > 0),
        min(r.warehoused_at) FILTER (WHERE r.s = -1 AND r.qty > 0), count(*) FILTER (WHERE r.s = -1 AND r.qty > 0))
  ) THEN
    WITH changed AS (
      SELECT 1 AS s, warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, qty, qty_allocated, qty_held, qty_lost, production_date, expiry_date, warehoused_at FROM new_rows
      UNION ALL SELECT -1, warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, qty, qty_allocated, qty_held, qty_lost, production_date, expiry_date, warehoused_at FROM old_rows
    )
    UPDATE inventory_lot_totals t SET production_date = m.pd, expiry_date = m.ed, warehoused_at = m.wa
      FROM (
        SELECT r.warehouse_id, r.client_id, r.sku_id, r.lot, r.condition, coalesce(r.zone_type, '') AS zone_type,
          sum(r.s * r.qty)::int AS qty, sum(r.s * r.qty_allocated)::int AS alloc, sum(r.s * r.qty_held)::int AS held,
          sum(r.s * CASE WHEN r.condition = 'GOOD' AND l.purpose = 'STORAGE' THEN greatest(r.qty - r.qty_allocated - r.qty_held, 0) ELSE 0 END)::int AS avail,
          (min(r.production_date) FILTER (WHERE r.s = 1 AND r.qty > 0), min(r.expiry_date) FILTER (WHERE r.s = 1 AND r.qty > 0),
            min(r.warehoused_at) FILTER (WHERE r.s = 1 AND r.qty > 0), count(*) FILTER (WHERE r.s = 1 AND r.qty > 0))
          IS DISTINCT FROM (min(r.production_date) FILTER (WHERE r.s = -1 AND r.qty > 0), min(r.expiry_date) FILTER (WHERE r.s = -1 AND r.qty > 0),
            min(r.warehoused_at) FILTER (WHERE r.s = -1 AND r.qty > 0), count(*) FILTER (WHERE r.s = -1 AND r.qty > 0)) AS redate
        FROM changed r JOIN locations l ON l.id = r.location_id
        GROUP BY 1, 2, 3, 4, 5, 6
      ) g
      CROSS JOIN LATERAL (
        SELECT min(b.production_date) AS pd, min(b.expiry_date) AS ed, min(b.warehoused_at) AS wa
        FROM inventory_balances b
        WHERE b.warehouse_id = g.warehouse_id AND b.client_id = g.client_id AND b.sku_id = g.sku_id AND b.lot = g.lot
          AND b.condition = g.condition AND coalesce(b.zone_type, '') = g.zone_type AND b.qty > 0
      ) m
      WHERE g.redate AND t.client_id = g.client_id AND t.sku_id = g.sku_id AND t.warehouse_id = g.warehouse_id AND t.lot = g.lot
        AND t.condition = g.condition AND t.zone_type = g.zone_type
        AND (t.production_date, t.expiry_date, t.warehoused_at) IS DISTINCT FROM (m.pd, m.ed, m.wa);
  END IF;
  WITH changed AS (
    SELECT 1 AS s, warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, qty, qty_allocated, qty_held, qty_lost, production_date, expiry_date, warehoused_at FROM new_rows
    UNION ALL SELECT -1, warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, qty, qty_allocated, qty_held, qty_lost, production_date, expiry_date, warehoused_at FROM old_rows
  )
  INSERT INTO inventory_sku_totals AS t (warehouse_id, client_id, sku_id, warehouse_code, sku_code,
        qty, qty_allocated, qty_held, qty_lost, qty_defective, qty_available)
    SELECT d.warehouse_id, d.client_id, d.sku_id, w.code, k.sku, d.qty, d.alloc, d.held, d.lost, d.bad, d.avail
    FROM (
      SELECT r.warehouse_id, r.client_id, r.sku_id,
        sum(r.s * r.qty)::int AS qty, sum(r.s * r.qty_allocated)::int AS alloc, sum(r.s * r.qty_held)::int AS held,
        sum(r.s * r.qty_lost)::int AS lost, sum(r.s * CASE WHEN r.condition = 'BAD' THEN r.qty ELSE 0 END)::int AS bad,
        sum(r.s * CASE WHEN r.condition = 'GOOD' AND l.purpose = 'STORAGE' THEN greatest(r.qty - r.qty_allocated - r.qty_held, 0) ELSE 0 END)::int AS avail
      FROM changed r JOIN locations l ON l.id = r.location_id
      GROUP BY 1, 2, 3
    ) d
    JOIN warehouses w ON w.id = d.warehouse_id JOIN skus k ON k.id = d.sku_id
    WHERE d.qty <> 0 OR d.alloc <> 0 OR d.held <> 0 OR d.lost <> 0 OR d.bad <> 0 OR d.avail <> 0
    ORDER BY d.client_id, d.sku_id, d.warehouse_id
    ON CONFLICT (client_id, sku_id, warehouse_id) DO UPDATE SET
      qty = t.qty + EXCLUDED.qty, qty_allocated = t.qty_allocated + EXCLUDED.qty_allocated, qty_held = t.qty_held + EXCLUDED.qty_held,
      qty_lost = t.qty_lost + EXCLUDED.qty_lost, qty_defective = t.qty_defective + EXCLUDED.qty_defective,
      qty_available = t.qty_available + EXCLUDED.qty_available;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ffm_list_changed_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ffm_list_changes', coalesce(NEW.client_id::text, '*'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ffm_list_changes_ins AFTER INSERT ON inventory_balances FOR EACH ROW
  WHEN (NEW.qty <> 0 OR NEW.qty_allocated <> 0 OR NEW.qty_held <> 0 OR NEW.qty_lost <> 0) EXECUTE FUNCTION ffm_list_changed_row();
--> statement-breakpoint
CREATE TRIGGER ffm_list_changes_del AFTER DELETE ON inventory_balances REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ffm_list_changed_own();
--> statement-breakpoint
CREATE TRIGGER ffm_list_changes_trunc AFTER TRUNCATE ON inventory_balances FOR EACH STATEMENT EXECUTE FUNCTION ffm_list_changed_all();

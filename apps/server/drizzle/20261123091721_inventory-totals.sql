CREATE TABLE "inventory_lot_totals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_lot_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot" text NOT NULL,
	"condition" text NOT NULL,
	"zone_type" text DEFAULT '' NOT NULL,
	"warehouse_code" text NOT NULL,
	"sku_code" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"qty_allocated" integer DEFAULT 0 NOT NULL,
	"qty_held" integer DEFAULT 0 NOT NULL,
	"qty_available" integer DEFAULT 0 NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"warehoused_at" timestamp with time zone,
	"expiry_key" date GENERATED ALWAYS AS (coalesce(expiry_date, 'infinity'::date)) STORED NOT NULL,
	"warehoused_key" timestamp with time zone GENERATED ALWAYS AS (coalesce(warehoused_at, 'infinity'::timestamptz)) STORED NOT NULL,
	"in_stock" boolean GENERATED ALWAYS AS (qty > 0) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_sku_totals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_sku_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"sku_code" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"qty_allocated" integer DEFAULT 0 NOT NULL,
	"qty_held" integer DEFAULT 0 NOT NULL,
	"qty_lost" integer DEFAULT 0 NOT NULL,
	"qty_defective" integer DEFAULT 0 NOT NULL,
	"qty_available" integer DEFAULT 0 NOT NULL,
	"in_stock" boolean GENERATED ALWAYS AS (qty > 0 or qty_lost > 0) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_lot_totals" ADD CONSTRAINT "inventory_lot_totals_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lot_totals" ADD CONSTRAINT "inventory_lot_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lot_totals" ADD CONSTRAINT "inventory_lot_totals_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sku_totals" ADD CONSTRAINT "inventory_sku_totals_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sku_totals" ADD CONSTRAINT "inventory_sku_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sku_totals" ADD CONSTRAINT "inventory_sku_totals_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lot_totals_key_uq" ON "inventory_lot_totals" USING btree ("client_id","sku_id","warehouse_id","lot","condition","zone_type");--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_client_wh_idx" ON "inventory_lot_totals" USING btree ("client_id","warehouse_code","sku_code","lot","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_wh_idx" ON "inventory_lot_totals" USING btree ("warehouse_code","sku_code","lot","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_client_sku_idx" ON "inventory_lot_totals" USING btree ("client_id","sku_code","warehouse_code","lot","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_sku_idx" ON "inventory_lot_totals" USING btree ("sku_code","warehouse_code","lot","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_client_expiry_idx" ON "inventory_lot_totals" USING btree ("client_id","expiry_key","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_expiry_idx" ON "inventory_lot_totals" USING btree ("expiry_key","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_client_warehoused_idx" ON "inventory_lot_totals" USING btree ("client_id","warehoused_key","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_warehoused_idx" ON "inventory_lot_totals" USING btree ("warehoused_key","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_client_qty_idx" ON "inventory_lot_totals" USING btree ("client_id","qty","id") WHERE qty > 0;--> statement-breakpoint
CREATE INDEX "inventory_lot_totals_qty_idx" ON "inventory_lot_totals" USING btree ("qty","id") WHERE qty > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_sku_totals_key_uq" ON "inventory_sku_totals" USING btree ("client_id","sku_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "inventory_sku_totals_client_wh_sku_idx" ON "inventory_sku_totals" USING btree ("client_id","warehouse_code","sku_code","id");--> statement-breakpoint
CREATE INDEX "inventory_sku_totals_wh_sku_idx" ON "inventory_sku_totals" USING btree ("warehouse_code","sku_code","id");--> statement-breakpoint
-- The inventory lists' rows kept beside the ledger (docs/lists.md, modules/inventory/README.md). The totals copy
-- the warehouse's and the SKU's code for the lists' order: neither code may change once created.
CREATE OR REPLACE FUNCTION refuse_code_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the code of a row of % cannot change (inventory totals copy it)', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER warehouses_code_fixed BEFORE UPDATE OF code ON warehouses
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION refuse_code_change();
--> statement-breakpoint
CREATE TRIGGER skus_code_fixed BEFORE UPDATE OF sku ON skus
  FOR EACH ROW WHEN (OLD.sku IS DISTINCT FROM NEW.sku) EXECUTE FUNCTION refuse_code_change();
--> statement-breakpoint
-- The lists' totals: rows in stock per client (list_counters, bucket 'in_stock'; TG_ARGV[0] names the list), kept
-- with every statement on the totals. Static SQL (planned once per session, it runs inside every posting) without
-- joins between the transition tables, so a plan made for one row stays linear for ten thousand.
CREATE OR REPLACE FUNCTION inventory_totals_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counters AS c (client_id, list, bucket, n)
      SELECT client_id, TG_ARGV[0], 'in_stock', count(*) FROM new_rows WHERE in_stock GROUP BY client_id ORDER BY client_id
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO list_counters AS c (client_id, list, bucket, n)
      SELECT client_id, TG_ARGV[0], 'in_stock', sum(d)
      FROM (SELECT client_id, 1 AS d FROM new_rows WHERE in_stock UNION ALL SELECT client_id, -1 FROM old_rows WHERE in_stock) x
      GROUP BY client_id HAVING sum(d) <> 0 ORDER BY client_id
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO list_counters AS c (client_id, list, bucket, n)
      SELECT client_id, TG_ARGV[0], 'in_stock', -count(*) FROM old_rows WHERE in_stock GROUP BY client_id ORDER BY client_id
      ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER inventory_lot_totals_counters_insert AFTER INSERT ON inventory_lot_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_count('inventory_detail');
--> statement-breakpoint
CREATE TRIGGER inventory_lot_totals_counters_update AFTER UPDATE ON inventory_lot_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_count('inventory_detail');
--> statement-breakpoint
CREATE TRIGGER inventory_lot_totals_counters_delete AFTER DELETE ON inventory_lot_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_count('inventory_detail');
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_counters_insert AFTER INSERT ON inventory_sku_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_count('inventory_summary');
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_counters_update AFTER UPDATE ON inventory_sku_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_count('inventory_summary');
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_counters_delete AFTER DELETE ON inventory_sku_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_count('inventory_summary');
--> statement-breakpoint
-- Backfill from the balances (the counters follow through the triggers above).
INSERT INTO inventory_lot_totals (warehouse_id, client_id, sku_id, lot, condition, zone_type, warehouse_code, sku_code,
    qty, qty_allocated, qty_held, qty_available, production_date, expiry_date, warehoused_at)
  SELECT b.warehouse_id, b.client_id, b.sku_id, b.lot, b.condition, coalesce(b.zone_type, ''), w.code, k.sku,
    sum(b.qty)::int, sum(b.qty_allocated)::int, sum(b.qty_held)::int,
    sum(CASE WHEN b.condition = 'GOOD' AND l.purpose = 'STORAGE' THEN greatest(b.qty - b.qty_allocated - b.qty_held, 0) ELSE 0 END)::int,
    min(b.production_date) FILTER (WHERE b.qty > 0), min(b.expiry_date) FILTER (WHERE b.qty > 0), min(b.warehoused_at) FILTER (WHERE b.qty > 0)
  FROM inventory_balances b
  JOIN locations l ON l.id = b.location_id JOIN warehouses w ON w.id = b.warehouse_id JOIN skus k ON k.id = b.sku_id
  GROUP BY b.warehouse_id, b.client_id, b.sku_id, b.lot, b.condition, coalesce(b.zone_type, ''), w.code, k.sku;
--> statement-breakpoint
INSERT INTO inventory_sku_totals (warehouse_id, client_id, sku_id, warehouse_code, sku_code,
    qty, qty_allocated, qty_held, qty_lost, qty_defective, qty_available)
  SELECT b.warehouse_id, b.client_id, b.sku_id, w.code, k.sku,
    sum(b.qty)::int, sum(b.qty_allocated)::int, sum(b.qty_held)::int, sum(b.qty_lost)::int,
    sum(CASE WHEN b.condition = 'BAD' THEN b.qty ELSE 0 END)::int,
    sum(CASE WHEN b.condition = 'GOOD' AND l.purpose = 'STORAGE' THEN greatest(b.qty - b.qty_allocated - b.qty_held, 0) ELSE 0 END)::int
  FROM inventory_balances b
  JOIN locations l ON l.id = b.location_id JOIN warehouses w ON w.id = b.warehouse_id JOIN skus k ON k.id = b.sku_id
  GROUP BY b.warehouse_id, b.client_id, b.sku_id, w.code, k.sku;
--> statement-breakpoint
-- Every change of the balances moves the totals in the same transaction, one statement per table whatever the
-- number of rows (transition tables: the new rows counted +1, the old ones -1):
-- 1. the lot totals take the signed sums, upserted in key order so that two postings lock the same totals rows in
--    the same order and never wait for each other in a circle;
-- 2. where the earliest dates (or the number) of the changed rows with stock differ before and after (stock came
--    in, went out or changed its dates), the lot's earliest dates are read again from its balances with stock: a
--    new statement, so under READ COMMITTED it sees every posting that held the totals row before this one, and a
--    posting after it does the same once this one commits;
-- 3. the SKU totals take their sums the same way.
-- UPDATE (every posting) runs static SQL, planned once per session (about 2 ms a posting less than EXECUTE), with
-- no join between the transition tables, so a plan made for a posting of one row stays linear for a large one
-- (its joins to other tables are index lookups by key; ANALYZE, which autovacuum runs as tables grow, plans them
-- again). INSERT and DELETE (postMovements inserts empty rows, and nothing deletes) share one function building
-- the same statements over its transition table, which returns at once when no row carries a quantity.
CREATE OR REPLACE FUNCTION inventory_totals_apply_update() RETURNS trigger AS $$
BEGIN
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
CREATE OR REPLACE FUNCTION inventory_totals_apply() RETURNS trigger AS $$
DECLARE
  cols text := 'warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, qty, qty_allocated, qty_held, qty_lost, production_date, expiry_date, warehoused_at';
  src text;
  redate boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE qty <> 0 OR qty_allocated <> 0 OR qty_held <> 0 OR qty_lost <> 0) THEN
      RETURN NULL;
    END IF;
    src := format('SELECT 1 AS s, %s FROM new_rows', cols);
    redate := EXISTS (SELECT 1 FROM new_rows WHERE qty > 0);
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE qty <> 0 OR qty_allocated <> 0 OR qty_held <> 0 OR qty_lost <> 0) THEN
      RETURN NULL;
    END IF;
    src := format('SELECT -1 AS s, %s FROM old_rows', cols);
    redate := EXISTS (SELECT 1 FROM old_rows WHERE qty > 0);
  END IF;
  EXECUTE format($q$
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
      FROM (%s) r JOIN locations l ON l.id = r.location_id
      GROUP BY 1, 2, 3, 4, 5, 6
    ) d
    JOIN warehouses w ON w.id = d.warehouse_id JOIN skus k ON k.id = d.sku_id
    WHERE d.qty <> 0 OR d.alloc <> 0 OR d.held <> 0 OR d.avail <> 0 OR d.redate
    ORDER BY d.client_id, d.sku_id, d.warehouse_id, d.lot, d.condition, d.zone_type
    ON CONFLICT (client_id, sku_id, warehouse_id, lot, condition, zone_type) DO UPDATE SET
      qty = t.qty + EXCLUDED.qty, qty_allocated = t.qty_allocated + EXCLUDED.qty_allocated,
      qty_held = t.qty_held + EXCLUDED.qty_held, qty_available = t.qty_available + EXCLUDED.qty_available
  $q$, src);
  IF redate THEN
    EXECUTE format($q$
    UPDATE inventory_lot_totals t SET production_date = m.pd, expiry_date = m.ed, warehoused_at = m.wa
      FROM (
        SELECT r.warehouse_id, r.client_id, r.sku_id, r.lot, r.condition, coalesce(r.zone_type, '') AS zone_type,
          sum(r.s * r.qty)::int AS qty, sum(r.s * r.qty_allocated)::int AS alloc, sum(r.s * r.qty_held)::int AS held,
          sum(r.s * CASE WHEN r.condition = 'GOOD' AND l.purpose = 'STORAGE' THEN greatest(r.qty - r.qty_allocated - r.qty_held, 0) ELSE 0 END)::int AS avail,
          (min(r.production_date) FILTER (WHERE r.s = 1 AND r.qty > 0), min(r.expiry_date) FILTER (WHERE r.s = 1 AND r.qty > 0),
            min(r.warehoused_at) FILTER (WHERE r.s = 1 AND r.qty > 0), count(*) FILTER (WHERE r.s = 1 AND r.qty > 0))
          IS DISTINCT FROM (min(r.production_date) FILTER (WHERE r.s = -1 AND r.qty > 0), min(r.expiry_date) FILTER (WHERE r.s = -1 AND r.qty > 0),
            min(r.warehoused_at) FILTER (WHERE r.s = -1 AND r.qty > 0), count(*) FILTER (WHERE r.s = -1 AND r.qty > 0)) AS redate
        FROM (%s) r JOIN locations l ON l.id = r.location_id
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
        AND (t.production_date, t.expiry_date, t.warehoused_at) IS DISTINCT FROM (m.pd, m.ed, m.wa)
    $q$, src);
  END IF;
  EXECUTE format($q$
  INSERT INTO inventory_sku_totals AS t (warehouse_id, client_id, sku_id, warehouse_code, sku_code,
        qty, qty_allocated, qty_held, qty_lost, qty_defective, qty_available)
    SELECT d.warehouse_id, d.client_id, d.sku_id, w.code, k.sku, d.qty, d.alloc, d.held, d.lost, d.bad, d.avail
    FROM (
      SELECT r.warehouse_id, r.client_id, r.sku_id,
        sum(r.s * r.qty)::int AS qty, sum(r.s * r.qty_allocated)::int AS alloc, sum(r.s * r.qty_held)::int AS held,
        sum(r.s * r.qty_lost)::int AS lost, sum(r.s * CASE WHEN r.condition = 'BAD' THEN r.qty ELSE 0 END)::int AS bad,
        sum(r.s * CASE WHEN r.condition = 'GOOD' AND l.purpose = 'STORAGE' THEN greatest(r.qty - r.qty_allocated - r.qty_held, 0) ELSE 0 END)::int AS avail
      FROM (%s) r JOIN locations l ON l.id = r.location_id
      GROUP BY 1, 2, 3
    ) d
    JOIN warehouses w ON w.id = d.warehouse_id JOIN skus k ON k.id = d.sku_id
    WHERE d.qty <> 0 OR d.alloc <> 0 OR d.held <> 0 OR d.lost <> 0 OR d.bad <> 0 OR d.avail <> 0
    ORDER BY d.client_id, d.sku_id, d.warehouse_id
    ON CONFLICT (client_id, sku_id, warehouse_id) DO UPDATE SET
      qty = t.qty + EXCLUDED.qty, qty_allocated = t.qty_allocated + EXCLUDED.qty_allocated, qty_held = t.qty_held + EXCLUDED.qty_held,
      qty_lost = t.qty_lost + EXCLUDED.qty_lost, qty_defective = t.qty_defective + EXCLUDED.qty_defective,
      qty_available = t.qty_available + EXCLUDED.qty_available
  $q$, src);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER inventory_balances_totals_insert AFTER INSERT ON inventory_balances REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_balances_totals_update AFTER UPDATE ON inventory_balances REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_apply_update();
--> statement-breakpoint
CREATE TRIGGER inventory_balances_totals_delete AFTER DELETE ON inventory_balances REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_apply();

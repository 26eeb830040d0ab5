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
-- The lists' totals: rows in stock per client ('true' bucket), kept by the shared counter triggers on the totals.
CREATE TRIGGER inventory_lot_totals_counters_insert AFTER INSERT ON inventory_lot_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inventory_detail', 'in_stock');
--> statement-breakpoint
CREATE TRIGGER inventory_lot_totals_counters_update AFTER UPDATE ON inventory_lot_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inventory_detail', 'in_stock');
--> statement-breakpoint
CREATE TRIGGER inventory_lot_totals_counters_delete AFTER DELETE ON inventory_lot_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inventory_detail', 'in_stock');
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_counters_insert AFTER INSERT ON inventory_sku_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inventory_summary', 'in_stock');
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_counters_update AFTER UPDATE ON inventory_sku_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inventory_summary', 'in_stock');
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_counters_delete AFTER DELETE ON inventory_sku_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('inventory_summary', 'in_stock');
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
-- number of rows (transition tables):
-- 1. the lot totals take the signed sums of the changed rows (new +, old -), upserted in key order so that two
--    postings lock the same totals rows in the same order and never wait for each other in a circle;
-- 2. where stock came in, went out or changed its dates, the lot's earliest dates are read again from its
--    balances with stock: a new statement, so under READ COMMITTED it sees every posting that held the totals
--    row before this one, and a posting after it does the same once this one commits;
-- 3. the SKU totals take their sums the same way.
CREATE OR REPLACE FUNCTION inventory_totals_apply() RETURNS trigger AS $$
DECLARE
  cols text := 'warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, qty, qty_allocated, qty_held, qty_lost';
  src text;
  lot_sums text := $q$
    INSERT INTO inventory_lot_totals AS t (warehouse_id, client_id, sku_id, lot, condition, zone_type, warehouse_code, sku_code,
        qty, qty_allocated, qty_held, qty_available)
    SELECT d.warehouse_id, d.client_id, d.sku_id, d.lot, d.condition, d.zone_type, w.code, k.sku, d.qty, d.alloc, d.held, d.avail
    FROM (
      SELECT r.warehouse_id, r.client_id, r.sku_id, r.lot, r.condition, coalesce(r.zone_type, '') AS zone_type,
        sum(r.s * r.qty)::int AS qty, sum(r.s * r.qty_allocated)::int AS alloc, sum(r.s * r.qty_held)::int AS held,
        sum(r.s * CASE WHEN r.condition = 'GOOD' AND l.purpose = 'STORAGE' THEN greatest(r.qty - r.qty_allocated - r.qty_held, 0) ELSE 0 END)::int AS avail,
        bool_or(r.redate) AS redate
      FROM (%s) r JOIN locations l ON l.id = r.location_id
      GROUP BY 1, 2, 3, 4, 5, 6
    ) d
    JOIN warehouses w ON w.id = d.warehouse_id JOIN skus k ON k.id = d.sku_id
    WHERE d.qty <> 0 OR d.alloc <> 0 OR d.held <> 0 OR d.avail <> 0 OR d.redate
    ORDER BY d.client_id, d.sku_id, d.warehouse_id, d.lot, d.condition, d.zone_type
    ON CONFLICT (client_id, sku_id, warehouse_id, lot, condition, zone_type) DO UPDATE SET
      qty = t.qty + EXCLUDED.qty, qty_allocated = t.qty_allocated + EXCLUDED.qty_allocated,
      qty_held = t.qty_held + EXCLUDED.qty_held, qty_available = t.qty_available + EXCLUDED.qty_available
  $q$;
  lot_dates text := $q$
    UPDATE inventory_lot_totals t SET production_date = m.pd, expiry_date = m.ed, warehoused_at = m.wa
    FROM (SELECT DISTINCT r.warehouse_id, r.client_id, r.sku_id, r.lot, r.condition, coalesce(r.zone_type, '') AS zone_type FROM (%s) r WHERE r.redate) g
    CROSS JOIN LATERAL (
      SELECT min(b.production_date) AS pd, min(b.expiry_date) AS ed, min(b.warehoused_at) AS wa
      FROM inventory_balances b
      WHERE b.warehouse_id = g.warehouse_id AND b.client_id = g.client_id AND b.sku_id = g.sku_id AND b.lot = g.lot
        AND b.condition = g.condition AND coalesce(b.zone_type, '') = g.zone_type AND b.qty > 0
    ) m
    WHERE t.client_id = g.client_id AND t.sku_id = g.sku_id AND t.warehouse_id = g.warehouse_id AND t.lot = g.lot
      AND t.condition = g.condition AND t.zone_type = g.zone_type
      AND (t.production_date, t.expiry_date, t.warehoused_at) IS DISTINCT FROM (m.pd, m.ed, m.wa)
  $q$;
  sku_sums text := $q$
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
  $q$;
BEGIN
  -- the changed rows, signed (s), with whether they move the lot's earliest dates (redate)
  IF TG_OP = 'INSERT' THEN
    src := format('SELECT 1 AS s, %s, qty > 0 AS redate FROM new_rows', cols);
  ELSIF TG_OP = 'DELETE' THEN
    src := format('SELECT -1 AS s, %s, qty > 0 AS redate FROM old_rows', cols);
  ELSE
    src := format($q$
      SELECT v.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (SELECT (o.qty > 0) <> (n.qty > 0) OR (n.qty > 0 AND (o.production_date, o.expiry_date, o.warehoused_at, o.zone_type)
        IS DISTINCT FROM (n.production_date, n.expiry_date, n.warehoused_at, n.zone_type)) AS a) f
      CROSS JOIN LATERAL (VALUES
        (1, n.warehouse_id, n.client_id, n.sku_id, n.lot, n.location_id, n.condition, n.zone_type, n.qty, n.qty_allocated, n.qty_held, n.qty_lost, f.a),
        (-1, o.warehouse_id, o.client_id, o.sku_id, o.lot, o.location_id, o.condition, o.zone_type, o.qty, o.qty_allocated, o.qty_held, o.qty_lost, f.a)
      ) v(s, %s, redate)
      WHERE o.qty <> n.qty OR o.qty_allocated <> n.qty_allocated OR o.qty_held <> n.qty_held OR o.qty_lost <> n.qty_lost OR f.a
    $q$, cols);
  END IF;
  EXECUTE format(lot_sums, src);
  EXECUTE format(lot_dates, src);
  EXECUTE format(sku_sums, src);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER inventory_balances_totals_insert AFTER INSERT ON inventory_balances REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_balances_totals_update AFTER UPDATE ON inventory_balances REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_balances_totals_delete AFTER DELETE ON inventory_balances REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_apply();

-- The dashboard's stock totals (inventory_stock_totals): per client, warehouse and stripe (sku_id % 8) the sums of
-- the inventory_sku_totals rows in stock, kept by statement triggers in the transaction of every change of those
-- rows, so a reader sums warehouses x 8 rows instead of one row per SKU (the largest client: 54,000). A change that
-- leaves the sums as they were (a move between two locations of one warehouse) writes nothing. Rows are upserted in
-- key order, so two postings never wait on each other's rows in opposite orders.
CREATE OR REPLACE FUNCTION inventory_stock_totals_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_stock_totals AS s (client_id, warehouse_id, stripe, qty, qty_allocated, qty_held, qty_lost, qty_defective, qty_available)
      SELECT client_id, warehouse_id, sku_id % 8, sum(qty), sum(qty_allocated), sum(qty_held), sum(qty_lost), sum(qty_defective), sum(qty_available)
      FROM new_rows WHERE in_stock GROUP BY 1, 2, 3 HAVING sum(qty) <> 0 OR sum(qty_allocated) <> 0 OR sum(qty_held) <> 0 OR sum(qty_lost) <> 0 OR sum(qty_defective) <> 0 OR sum(qty_available) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (client_id, warehouse_id, stripe) DO UPDATE SET qty = s.qty + EXCLUDED.qty, qty_allocated = s.qty_allocated + EXCLUDED.qty_allocated, qty_held = s.qty_held + EXCLUDED.qty_held, qty_lost = s.qty_lost + EXCLUDED.qty_lost, qty_defective = s.qty_defective + EXCLUDED.qty_defective, qty_available = s.qty_available + EXCLUDED.qty_available;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inventory_stock_totals AS s (client_id, warehouse_id, stripe, qty, qty_allocated, qty_held, qty_lost, qty_defective, qty_available)
      SELECT client_id, warehouse_id, sku_id % 8, sum(qty), sum(qty_allocated), sum(qty_held), sum(qty_lost), sum(qty_defective), sum(qty_available)
      FROM (SELECT client_id, warehouse_id, sku_id, qty, qty_allocated, qty_held, qty_lost, qty_defective, qty_available FROM new_rows WHERE in_stock
            UNION ALL SELECT client_id, warehouse_id, sku_id, -qty, -qty_allocated, -qty_held, -qty_lost, -qty_defective, -qty_available FROM old_rows WHERE in_stock) x
      GROUP BY 1, 2, 3 HAVING sum(qty) <> 0 OR sum(qty_allocated) <> 0 OR sum(qty_held) <> 0 OR sum(qty_lost) <> 0 OR sum(qty_defective) <> 0 OR sum(qty_available) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (client_id, warehouse_id, stripe) DO UPDATE SET qty = s.qty + EXCLUDED.qty, qty_allocated = s.qty_allocated + EXCLUDED.qty_allocated, qty_held = s.qty_held + EXCLUDED.qty_held, qty_lost = s.qty_lost + EXCLUDED.qty_lost, qty_defective = s.qty_defective + EXCLUDED.qty_defective, qty_available = s.qty_available + EXCLUDED.qty_available;
  ELSE
    INSERT INTO inventory_stock_totals AS s (client_id, warehouse_id, stripe, qty, qty_allocated, qty_held, qty_lost, qty_defective, qty_available)
      SELECT client_id, warehouse_id, sku_id % 8, -sum(qty), -sum(qty_allocated), -sum(qty_held), -sum(qty_lost), -sum(qty_defective), -sum(qty_available)
      FROM old_rows WHERE in_stock GROUP BY 1, 2, 3 HAVING sum(qty) <> 0 OR sum(qty_allocated) <> 0 OR sum(qty_held) <> 0 OR sum(qty_lost) <> 0 OR sum(qty_defective) <> 0 OR sum(qty_available) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (client_id, warehouse_id, stripe) DO UPDATE SET qty = s.qty + EXCLUDED.qty, qty_allocated = s.qty_allocated + EXCLUDED.qty_allocated, qty_held = s.qty_held + EXCLUDED.qty_held, qty_lost = s.qty_lost + EXCLUDED.qty_lost, qty_defective = s.qty_defective + EXCLUDED.qty_defective, qty_available = s.qty_available + EXCLUDED.qty_available;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_stock_insert AFTER INSERT ON inventory_sku_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_stock_totals_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_stock_update AFTER UPDATE ON inventory_sku_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_stock_totals_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_sku_totals_stock_delete AFTER DELETE ON inventory_sku_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_stock_totals_apply();
--> statement-breakpoint
-- Backfill from the SKU totals as they are.
INSERT INTO inventory_stock_totals AS s (client_id, warehouse_id, stripe, qty, qty_allocated, qty_held, qty_lost, qty_defective, qty_available)
  SELECT client_id, warehouse_id, sku_id % 8, sum(qty), sum(qty_allocated), sum(qty_held), sum(qty_lost), sum(qty_defective), sum(qty_available)
  FROM inventory_sku_totals WHERE in_stock GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;

import { sql } from 'drizzle-orm';
import type { TDb } from '../../../apps/server/src/db/client.ts';

/**
 * The volumes the list bench reads (issue #8, docs/lists.md): generated in SQL, through the same triggers as real
 * writes (list counters, totals), for the demo store's client.
 */
export const LIST_VOLUMES = { skus: 100_000, 'inbound orders': 200_000, 'inbound lines': 400_000, 'stock balances': 100_000, 'ledger rows': 1_000_000, 'outbound orders': 200_000, 'outbound lines': 400_000 } as const;

const WORDS = ['Ao thun', 'Quan jean', 'Vay lien', 'Giay the thao', 'Tui xach', 'Non luoi trai', 'Dong ho', 'Kinh mat', 'Sua tuoi', 'Banh quy'];

export async function generateListVolumes(db: TDb): Promise<Record<string, number>> {
  await generateSkus(db, LIST_VOLUMES.skus);
  // 200,000 inbound orders over the five statuses, one every 3 minutes back from now, two lines each
  await db.execute(sql`
    insert into inbound_orders (asn_code, order_inbound_code, client_id, warehouse_id, tpl_inbound, estimate_received_time, zone_type, status, created_at)
    select 'ASNB' || lpad(i::text, 8, '0'), 'PO-B' || lpad(i::text, 7, '0'), c.id, w.id, t.code, current_date + (i % 30), 'B2C1D',
           (array[0, 3, 4, 9, 99])[1 + (i % 5)], now() - make_interval(mins => i * 3)
    from generate_series(1, ${LIST_VOLUMES['inbound orders']}) i, (select id from clients where code = 'KH0001') c,
         (select min(id) as id from warehouses) w, (select min(code) as code from transporters) t`);
  await db.execute(sql`
    insert into inbound_lines (inbound_id, line_no, sku_id, expected_quantity)
    select o.id, n, s.lo + ((o.id * 2 + n) % ${LIST_VOLUMES.skus}), 10 + (o.id % 40)
    from inbound_orders o, generate_series(1, 2) n, (select min(id) as lo from skus where sku like 'BK%') s
    where o.asn_code like 'ASNB%'`);
  // 100,000 balances (one per SKU, three lots, over the first warehouse's storage bins), each explained by ten
  // ledger rows: the totals beside the ledger are kept by the balances' triggers, as a posting keeps them
  await db.execute(sql`
    insert into inventory_balances (warehouse_id, client_id, sku_id, lot, location_id, condition, qty, zone_type, expiry_date, warehoused_at)
    select w.id, c.id, s.lo + i - 1, 'L' || (i % 3), l.ids[1 + (i % array_length(l.ids, 1))], 'GOOD', 100, 'B2C1D',
           current_date + (i % 400), now() - make_interval(hours => i % 5000)
    from generate_series(1, ${LIST_VOLUMES['stock balances']}) i, (select id from clients where code = 'KH0001') c,
         (select min(id) as id from warehouses) w, (select min(id) as lo from skus where sku like 'BK%') s,
         (select array_agg(id order by id) as ids from locations where purpose = 'STORAGE' and warehouse_id = (select min(id) from warehouses)) l`);
  await db.execute(sql`
    insert into inventory_ledger (batch_id, balance_id, warehouse_id, client_id, sku_id, lot, location_id, condition, zone_type, movement_type, qty_delta, reason, created_at)
    select 'bench-' || b.id || '-' || n, b.id, b.warehouse_id, b.client_id, b.sku_id, b.lot, b.location_id, b.condition, b.zone_type, 'ADJUST', 10, 'bench',
           now() - make_interval(mins => (b.id * 10 + n) % 500000)
    from inventory_balances b, generate_series(1, 10) n
    where b.client_id = (select id from clients where code = 'KH0001') and b.lot like 'L%'`);
  await generateOutboundOrders(db, LIST_VOLUMES['outbound orders'], LIST_VOLUMES.skus);
  await db.execute(sql`analyze`);
  return { ...LIST_VOLUMES };
}

/** `count` SKUs of the demo store (BK…), names drawn from ten product words. */
export async function generateSkus(db: TDb, count: number): Promise<void> {
  const words = sql.raw(`ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  await db.execute(sql`
    insert into skus (client_id, sku, m_code, s_code, name, search_text, name_key, category, unit, description, gross_weight, net_weight, length, width, height, volume, created_at)
    select c.id, 'BK' || lpad(i::text, 7, '0'), 'BM' || i, 'BS' || i, w || ' mau ' || (i % 97), lower('bk' || lpad(i::text, 7, '0') || ' ' || w || ' mau ' || (i % 97) || ' bm' || i || ' bs' || i),
           lower(w) || ' ' || lpad(i::text, 7, '0'), 'THOI_TRANG', 'CAI', 'bench', 50 + (i % 500), 40, 10, 10, 10, 1000,
           now() - make_interval(secs => i)
    from generate_series(1, ${count}) i, (select id from clients where code = 'KH0001') c,
         lateral (select (${words})[1 + (i % 10)] as w) x`);
}

/**
 * `count` outbound orders of the demo store over the eleven statuses, one every 3 minutes back from now, two lines
 * each of the generated SKUs (`skus` of them, from generateSkus); the receivers in one ward of Hà Nội, their
 * phones distinct (the code search reads them too).
 */
export async function generateOutboundOrders(db: TDb, count: number, skus: number): Promise<void> {
  await db.execute(sql`
    insert into outbound_orders (so_code, client_order_code, client_id, warehouse_id, zone_type, status, to_name, to_phone, to_address, to_province_id, to_district_id, to_ward_code, cod_amount, goods_value, created_at)
    select 'SOB' || lpad(i::text, 8, '0'), 'DH-B' || lpad(i::text, 7, '0'), c.id, w.id, 'B2C1D',
           (array[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99])[1 + (i % 11)], 'Nguoi nhan ' || (i % 1000), '09' || lpad(i::text, 8, '0'), (i % 200) || ' Hoang Quoc Viet',
           1, 5, '00157', (i % 50) * 10000, 100000, now() - make_interval(mins => i * 3)
    from generate_series(1, ${count}) i, (select id from clients where code = 'KH0001') c, (select min(id) as id from warehouses) w`);
  await db.execute(sql`
    insert into outbound_lines (outbound_id, line_no, sku_id, quantity)
    select o.id, n, s.lo + ((o.id * 2 + n) % ${skus}), 1 + (o.id % 5)
    from outbound_orders o, generate_series(1, 2) n, (select min(id) as lo from skus where sku like 'BK%') s
    where o.so_code like 'SOB%'`);
}

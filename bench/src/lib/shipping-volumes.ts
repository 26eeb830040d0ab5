// Generated express orders for the benches (shipping, dashboard): in SQL, through the same triggers as real creates
// (list counters, day-by-day counters), for the demo store's Hà Nội shop.
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../apps/server/src/db/client.ts';

// SHIPPING_BENCH_ORDERS: fewer generated orders, for a quick look (the budgets are set on 1,000,000)
export const SHIPPING_ORDERS = Number(process.env.SHIPPING_BENCH_ORDERS ?? 1_000_000);
const STATUSES = ['ready_to_pick', 'picked', 'storing', 'transporting', 'delivering', 'delivery_fail', 'waiting_to_return', 'delivered', 'returned', 'cancel'];
const NAMES = ['Nguyen Van An', 'Tran Thi Binh', 'Le Van Cuong', 'Pham Thi Dung', 'Hoang Van Em', 'Vu Thi Giang', 'Dang Van Hai', 'Bui Thi Lan'];

/** `count` orders, one a minute back from now, over ten statuses; codes GB…, client codes SB-…, phones 09…. */
export async function generateShippingOrders(db: TDb, count: number): Promise<void> {
  const statuses = sql.raw(`ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}]`);
  const names = sql.raw(`ARRAY[${NAMES.map((s) => `'${s}'`).join(',')}]`);
  // one order a minute back from now, through the same list-counter triggers as real creates
  await db.execute(sql`
    insert into shipping_orders (order_code, client_id, shop_id, client_order_code, status, from_name, from_phone, from_address, from_province_id,
      from_district_id, from_ward_code, return_phone, return_address, to_name, to_phone, to_address, to_province_id, to_district_id, to_ward_code,
      weight, length, width, height, converted_weight, service_type_id, payment_type_id, cod_amount, insurance_value, required_note, sort_code,
      tariff_id, fee, total_fee, leadtime, created_at, updated_at, search_name)
    select 'GB' || lpad(i::text, 10, '0'), s.client_id, s.id, 'SB-' || i, (${statuses})[1 + (i % 10)], s.name, '0987654321', '25 Tran Dang Ninh', 1, 5, '00157',
      '0987654321', '25 Tran Dang Ninh', n, '09' || lpad((i % 100000000)::text, 8, '0'), (i % 200) || ' Ly Tu Trong', 79, 760, '26740',
      500 + (i % 3000), 10, 10, 10, 500 + (i % 3000), 2, 1, (i % 50) * 10000, 0, 'CHOXEMHANGKHONGTHU', '79-760-40',
      t.id, '{"total":35000,"service_fee":35000,"insurance_fee":0,"pick_station_fee":0,"coupon_value":0,"r2s_fee":0,"return_again":0,"document_return":0,"double_check":0,"cod_fee":0,"pick_remote_areas_fee":0,"deliver_remote_areas_fee":0,"cod_failed_fee":0,"return_fee":0,"calculated_weight":500}'::jsonb,
      35000, now() + interval '3 days', now() - make_interval(mins => i), now() - make_interval(mins => i), lower(n)
    from generate_series(1, ${count}) i,
         (select id, client_id, name from shops where name = 'Shop Demo Hà Nội') s,
         (select min(id) as id from shipping_tariffs) t,
         lateral (select (${names})[1 + (i % 8)] as n) x`);
}

// The server the shipping bench loads, in a process of its own: the real app on a fresh PostgreSQL database (from
// BENCH_DATABASE_URL) with the demo seed and 1,000,000 generated express orders, and a bare Fastify route as the
// floor. Prints one JSON line with the ports, then serves until killed.
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { readConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { seedDemo } from '../../../apps/server/src/seed/demo.ts';

// SHIPPING_BENCH_ORDERS: fewer generated orders, for a quick look at the fee call alone (the budgets are set on 1,000,000)
export const SHIPPING_ORDERS = Number(process.env.SHIPPING_BENCH_ORDERS ?? 1_000_000);
const STATUSES = ['ready_to_pick', 'picked', 'storing', 'transporting', 'delivering', 'delivery_fail', 'waiting_to_return', 'delivered', 'returned', 'cancel'];
const NAMES = ['Nguyen Van An', 'Tran Thi Binh', 'Le Van Cuong', 'Pham Thi Dung', 'Hoang Van Em', 'Vu Thi Giang', 'Dang Van Hai', 'Bui Thi Lan'];

const base = process.env.BENCH_DATABASE_URL;
if (!base) throw new Error('BENCH_DATABASE_URL is not set');
const name = `bench_shipping_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(base);
url.pathname = `/${name}`;

const database = await openDatabase({ url: url.toString(), poolSize: 20 });
await database.migrate();
await seedDemo(database.db);
const statuses = sql.raw(`ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}]`);
const names = sql.raw(`ARRAY[${NAMES.map((s) => `'${s}'`).join(',')}]`);
// one order a minute back from now, through the same list-counter triggers as real creates
await database.db.execute(sql`
  insert into shipping_orders (order_code, client_id, shop_id, client_order_code, status, from_name, from_phone, from_address, from_province_id,
    from_district_id, from_ward_code, return_phone, return_address, to_name, to_phone, to_address, to_province_id, to_district_id, to_ward_code,
    weight, length, width, height, converted_weight, service_type_id, payment_type_id, cod_amount, insurance_value, required_note, sort_code,
    tariff_id, fee, total_fee, leadtime, created_at, updated_at, search_name)
  select 'GB' || lpad(i::text, 10, '0'), s.client_id, s.id, 'SB-' || i, (${statuses})[1 + (i % 10)], s.name, '0987654321', '25 Tran Dang Ninh', 1, 5, '00157',
    '0987654321', '25 Tran Dang Ninh', n, '09' || lpad((i % 100000000)::text, 8, '0'), (i % 200) || ' Ly Tu Trong', 79, 760, '26740',
    500 + (i % 3000), 10, 10, 10, 500 + (i % 3000), 2, 1, (i % 50) * 10000, 0, 'CHOXEMHANGKHONGTHU', '79-760-40',
    t.id, '{"total":35000,"service_fee":35000,"insurance_fee":0,"pick_station_fee":0,"coupon_value":0,"r2s_fee":0,"return_again":0,"document_return":0,"double_check":0,"cod_fee":0,"pick_remote_areas_fee":0,"deliver_remote_areas_fee":0,"cod_failed_fee":0,"return_fee":0,"calculated_weight":500}'::jsonb,
    35000, now() + interval '3 days', now() - make_interval(mins => i), now() - make_interval(mins => i), lower(n)
  from generate_series(1, ${SHIPPING_ORDERS}) i,
       (select id, client_id, name from shops where name = 'Shop Demo Hà Nội') s,
       (select min(id) as id from shipping_tariffs) t,
       lateral (select (${names})[1 + (i % 8)] as n) x`);
await database.db.execute(sql`analyze`);

const config = { ...readConfig({}), databaseUrl: url.toString(), jobWorker: false };
const app = await buildApp({ db: database.db, dbKind: database.kind, config, listen: database.listen }, { serveWeb: false, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
bare.post('/bare', async () => ({ ok: true }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (addr: ReturnType<typeof app.server.address>) => (typeof addr === 'object' && addr ? addr.port : 0);
process.stdout.write(`${JSON.stringify({ app: portOf(app.server.address()), bare: portOf(bare.server.address()), orders: SHIPPING_ORDERS })}\n`);

const stop = () => {
  void Promise.allSettled([app.close(), bare.close()])
    .then(() => database.close())
    .then(async () => {
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`drop database if exists ${name}`);
      await drop.end();
    })
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();

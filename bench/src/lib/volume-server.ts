// The server the volume bench loads, in a process of its own: the real app on PostgreSQL (BENCH_DATABASE_URL) with
// the realistic volume of issue 22 (volume-data.ts), a bare Fastify route, and a bare one-row INSERT through a pool of
// the app's size (the floors). Signs in many clients' owners and provider staff by creating their sessions directly,
// and prints one JSON line with the ports, the sessions and what the bench draws its requests from; then serves until
// killed. VOLUME_SCALE scales the volume (1 = the issue's); VOLUME_KEEP_DB=<name> keeps the database
// `bench_volume_<name>` after the run and reuses it, generation skipped, when a run before finished generating it.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createSession } from '../../../apps/server/src/modules/auth/sessions.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { seedDemo } from '../../../apps/server/src/seed/demo.ts';
import { checkBalancesMatchLedger } from '../../../apps/server/src/modules/inventory/check-ledger.ts';
import { foldRollupStripes } from '../../../apps/server/src/flows/dashboard/fold-stripes.ts';
import { vnDay } from '@ffm/domain';
import { rowsOf } from '../../../apps/server/src/modules/inventory/sql-rows.ts';
import Fastify from 'fastify';
import { portOf, serveUntilStopped, startBenchApp } from './bench-app.ts';
import { APP_POOL_SIZE, checkDerivedTables, generateVolumes, volumesDone, type TVolumeSummary } from './volume-data.ts';

/** Clients whose owners are signed in (besides the largest, signed in several times), and provider staff. */
const SIGNED_IN_CLIENTS = 80;
const LARGEST_CLIENT_SESSIONS = 20;
const STAFF_SESSIONS = 50;

const log = (s: string) => process.stderr.write(`${s}\n`);
const base = process.env.BENCH_DATABASE_URL;
if (!base) throw new Error('BENCH_DATABASE_URL is not set');
const scale = Number(process.env.VOLUME_SCALE ?? 1);
if (!(scale > 0 && scale <= 1)) throw new Error('VOLUME_SCALE must be a number in (0, 1]');
const keep = process.env.VOLUME_KEEP_DB ?? '';
if (keep && !/^[a-z0-9_]{1,40}$/.test(keep)) throw new Error('VOLUME_KEEP_DB must be a short name of a-z, 0-9 and _');
const dbName = keep ? `bench_volume_${keep}` : `bench_volume_${process.pid}`;

const admin = async (statement: string) => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await c.query(statement);
  } finally {
    await c.end();
  }
};
const url = new URL(base);
url.pathname = `/${dbName}`;
const exists = (await admin(`select 1 from pg_database where datname = '${dbName}'`)).rowCount === 1;
const reuse = exists && keep !== '' && (await volumesDone(url.toString()));
if (exists && !reuse) await admin(`drop database ${dbName}`);
if (!reuse) await admin(`create database ${dbName}`);

const database = await openDatabase({ url: url.toString(), poolSize: APP_POOL_SIZE });
await database.migrate();
let generated: TVolumeSummary | null = null;
if (!reuse) {
  await seedDemo(database.db);
  generated = await generateVolumes(url.toString(), scale, log);
}
// the days before today as the daily fold job leaves them overnight (its worker is off here)
await foldRollupStripes(database.db, vnDay(new Date()));
const t0 = performance.now();
const derived = await checkDerivedTables(url.toString());
const ledgerMismatches = (await checkBalancesMatchLedger(database.db)).length;
const checkSeconds = Math.round((performance.now() - t0) / 100) / 10;
log(`volume: derived tables ${derived.compared} compared, ${derived.mismatches.length} differ; ledger ${ledgerMismatches} mismatches (${checkSeconds} s)`);

// sessions created directly, as a sign-in makes them: the owners of clients across the ranks, the largest several
// times (its dashboard is measured from many sessions), and provider staff
const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(q));
const [{ n: clientCount }] = await rows<{ n: number }>(sql`select count(*)::int as n from bench_volume_clients`) as [{ n: number }];
const step = Math.max(1, Math.floor(clientCount / SIGNED_IN_CLIENTS));
const picked = await rows<{ rank: number; client_id: number; owner_id: number; shop_ids: number[]; n_ship: number; n_sku: number; n_in: number; n_out: number; n_tickets: number }>(
  sql`select rank, client_id, owner_id, shop_ids, n_ship, n_sku, n_in, n_out, n_tickets from bench_volume_clients where rank = 1 or rank % ${step} = 0 or rank <= 5 order by rank`,
);
export interface TClientInfo {
  rank: number;
  clientId: number;
  shopIds: number[];
  counts: { ship: number; sku: number; inbound: number; outbound: number; tickets: number };
  tokens: string[];
  /** what the searches look for: this client's own orders */
  orderCodes: string[];
  phones: string[];
  names: string[];
  soCodes: string[];
  /** SKUs with stock in HN01 (create-direct draws one unit) */
  stockSkus: string[];
}
const clients: TClientInfo[] = [];
for (const c of picked) {
  const tokens: string[] = [];
  for (let i = 0; i < (c.rank === 1 ? LARGEST_CLIENT_SESSIONS : 1); i++) tokens.push((await createSession(database.db, c.owner_id, { ttlSeconds: 86_400 })).token);
  const orders = await rows<{ order_code: string; to_phone: string; to_name: string }>(
    sql`select order_code, to_phone, to_name from shipping_orders where client_id = ${c.client_id} order by random() limit 20`,
  );
  const so = await rows<{ so_code: string }>(sql`select so_code from outbound_orders where client_id = ${c.client_id} order by random() limit 10`);
  const stock = await rows<{ sku: string }>(sql`
    select s.sku from inventory_sku_totals t join skus s on s.id = t.sku_id join warehouses w on w.id = t.warehouse_id
    where t.client_id = ${c.client_id} and w.code = 'HN01' and t.qty_available >= 20 order by random() limit 40`);
  clients.push({
    rank: c.rank,
    clientId: c.client_id,
    shopIds: c.shop_ids,
    counts: { ship: c.n_ship, sku: c.n_sku, inbound: c.n_in, outbound: c.n_out, tickets: c.n_tickets },
    tokens,
    orderCodes: orders.map((o) => o.order_code),
    phones: orders.map((o) => o.to_phone),
    names: orders.map((o) => o.to_name),
    soCodes: so.map((o) => o.so_code),
    stockSkus: stock.map((s) => s.sku),
  });
}
await database.db.execute(sql`
  insert into users (kind, email, phone, full_name, password_hash, staff_role)
  select 'staff', 'nv' || k || '@vanhanh.vn', '07' || lpad((30000000 + k)::text, 8, '0'), 'Nhân viên vận hành ' || k,
    (select password_hash from users where email = 'ops@demo.vn'), 'ops'
  from generate_series(1, ${STAFF_SESSIONS}) k
  on conflict do nothing`);
const staffIds = await rows<{ id: number }>(sql`select id from users where email like 'nv%@vanhanh.vn' order by id`);
const staffTokens: string[] = [];
for (const s of staffIds) staffTokens.push((await createSession(database.db, s.id, { ttlSeconds: 86_400 })).token);
// stock moves: balances of many clients with enough on hand, and another storage bin of the same warehouse
const moves = await rows<{ balance_id: number; warehouse_id: number; from_code: string; to_code: string }>(sql`
  select b.id as balance_id, b.warehouse_id, l.code as from_code,
    (select x.code from locations x where x.warehouse_id = b.warehouse_id and x.purpose = 'STORAGE' and x.id <> l.id order by (x.id * 7 + b.id) % 97 limit 1) as to_code
  from inventory_balances b join locations l on l.id = b.location_id
  where b.qty - b.qty_allocated - b.qty_held >= 30 and l.purpose = 'STORAGE'
  order by random() limit 3000`);

// the floors' server: the bare route and a bare one-row INSERT through a pool of the app's size
const floorPool = new pg.Pool({ connectionString: url.toString(), max: APP_POOL_SIZE });
await floorPool.query(`create table if not exists bench_floor_rows (id bigint generated always as identity primary key, v int not null, at timestamptz not null default now())`);
let nth = 0;
// the bare route as startBareRoute answers it, with the INSERT beside it on the same server
const floors = Fastify({ logger: false });
floors.get('/bare', async () => ({ ok: true }));
floors.post('/bare', async () => ({ ok: true }));
floors.post('/bare-insert', async () => {
  await floorPool.query('insert into bench_floor_rows (v) values ($1)', [++nth]);
  return { ok: true };
});
await floors.listen({ host: '127.0.0.1', port: 0 });

const [warehouseHn] = await rows<{ id: number }>(sql`select id from warehouses where code = 'HN01'`);
const { app, port } = await startBenchApp(database, url.toString(), { jobWorker: false });
serveUntilStopped(
  {
    app: port,
    floors: portOf(floors),
    database: dbName,
    reused: reuse,
    scale,
    generated,
    derived,
    ledgerMismatches,
    checkSeconds,
    clients,
    staffTokens,
    moves,
    warehouseHn: warehouseHn!.id,
  },
  [app, floors],
  database,
  async () => {
    await floorPool.end();
    if (!keep) await admin(`drop database if exists ${dbName}`);
  },
);

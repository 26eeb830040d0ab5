// The server the dashboard bench loads, in a process of its own: the real app on a fresh PostgreSQL database (from
// BENCH_DATABASE_URL) with the demo seed, generated SKUs, express orders and outbound orders (the shipping and list
// benches' generators, through the same triggers as real writes). Volumes from the environment, defaults the
// issue's: DASHBOARD_BENCH_SHIPPING=1000000, DASHBOARD_BENCH_OUTBOUND=200000, DASHBOARD_BENCH_SKUS=100000.
// Prints one JSON line with the port and the volumes, then serves until killed.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { readConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { seedDemo } from '../../../apps/server/src/seed/demo.ts';
import { generateOutboundOrders, generateSkus } from './list-volumes.ts';
import { generateShippingOrders, SHIPPING_ORDERS } from './shipping-volumes.ts';

const volume = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a positive whole number`);
  return v;
};
const volumes = {
  'shipping orders': volume('DASHBOARD_BENCH_SHIPPING', SHIPPING_ORDERS),
  'outbound orders': volume('DASHBOARD_BENCH_OUTBOUND', 200_000),
  skus: volume('DASHBOARD_BENCH_SKUS', 100_000),
};

const base = process.env.BENCH_DATABASE_URL;
if (!base) throw new Error('BENCH_DATABASE_URL is not set');
const name = `bench_dashboard_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(base);
url.pathname = `/${name}`;

const database = await openDatabase({ url: url.toString(), poolSize: 20 });
await database.migrate();
await seedDemo(database.db);
const t0 = performance.now();
await generateSkus(database.db, volumes.skus);
await generateShippingOrders(database.db, volumes['shipping orders']);
await generateOutboundOrders(database.db, volumes['outbound orders'], volumes.skus);
await database.db.execute(sql`analyze`);
const generatedSeconds = (performance.now() - t0) / 1000;

const config = { ...readConfig({}), databaseUrl: url.toString(), jobWorker: false };
const app = await buildApp({ db: database.db, dbKind: database.kind, config }, { serveWeb: false, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

const portOf = (addr: ReturnType<typeof app.server.address>) => (typeof addr === 'object' && addr ? addr.port : 0);
process.stdout.write(`${JSON.stringify({ app: portOf(app.server.address()), volumes, generatedSeconds })}\n`);

const stop = () => {
  void Promise.allSettled([app.close()])
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

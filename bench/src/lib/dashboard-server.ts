// The server the dashboard bench loads, in a process of its own: the real app on a fresh PostgreSQL database (from
// BENCH_DATABASE_URL) with the demo seed, generated SKUs, express orders and outbound orders (the shipping and list
// benches' generators, through the same triggers as real writes). Volumes from the environment, defaults the
// issue's: DASHBOARD_BENCH_SHIPPING=1000000, DASHBOARD_BENCH_OUTBOUND=200000, DASHBOARD_BENCH_SKUS=100000.
// Prints one JSON line with the port and the volumes, then serves until killed.
import { sql } from 'drizzle-orm';
import { openBenchDatabase, serveUntilStopped, startBenchApp } from './bench-app.ts';
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

const { database, url, drop } = await openBenchDatabase('dashboard');
const t0 = performance.now();
await generateSkus(database.db, volumes.skus);
await generateShippingOrders(database.db, volumes['shipping orders']);
await generateOutboundOrders(database.db, volumes['outbound orders'], volumes.skus);
await database.db.execute(sql`analyze`);
const generatedSeconds = (performance.now() - t0) / 1000;

const { app, port } = await startBenchApp(database, url, { jobWorker: false });
serveUntilStopped({ app: port, volumes, generatedSeconds }, [app], database, drop);

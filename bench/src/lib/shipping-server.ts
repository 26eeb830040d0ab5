// The server the shipping bench loads, in a process of its own: the real app on a fresh PostgreSQL database (from
// BENCH_DATABASE_URL) with the demo seed and 1,000,000 generated express orders, and a bare Fastify route as the
// floor. Prints one JSON line with the ports, then serves until killed.
import { sql } from 'drizzle-orm';
import { openBenchDatabase, portOf, serveUntilStopped, startBareRoute, startBenchApp } from './bench-app.ts';
import { generateShippingOrders, SHIPPING_ORDERS } from './shipping-volumes.ts';

const { database, url, drop } = await openBenchDatabase('shipping');
await generateShippingOrders(database.db, SHIPPING_ORDERS);
await database.db.execute(sql`analyze`);

const { app, port } = await startBenchApp(database, url, { jobWorker: false });
const bare = await startBareRoute();

serveUntilStopped({ app: port, bare: portOf(bare), orders: SHIPPING_ORDERS }, [app, bare], database, drop);

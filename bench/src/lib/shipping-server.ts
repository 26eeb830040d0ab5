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
import { generateShippingOrders, SHIPPING_ORDERS } from './shipping-volumes.ts';

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
await generateShippingOrders(database.db, SHIPPING_ORDERS);
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

// The server the list bench loads, in a process of its own: the real app on a fresh PostgreSQL database (from
// BENCH_DATABASE_URL) with the demo seed and the volumes of docs/lists.md.
// Prints one JSON line with the ports, then serves until killed.
import pg from 'pg';
import { buildApp } from '../../../apps/server/src/app.ts';
import { readConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { seedDemo } from '../../../apps/server/src/seed/demo.ts';
import { generateListVolumes } from './list-volumes.ts';

const base = process.env.BENCH_DATABASE_URL;
if (!base) throw new Error('BENCH_DATABASE_URL is not set');
const name = `bench_lists_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(base);
url.pathname = `/${name}`;

const database = await openDatabase({ url: url.toString(), poolSize: 20 });
await database.migrate();
await seedDemo(database.db);
const volumes = await generateListVolumes(database.db);
const config = { ...readConfig({}), databaseUrl: url.toString() };
const app = await buildApp({ db: database.db, dbKind: database.kind, config }, { serveWeb: false, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });


const portOf = (addr: ReturnType<typeof app.server.address>) => (typeof addr === 'object' && addr ? addr.port : 0);
process.stdout.write(`${JSON.stringify({ app: portOf(app.server.address()), volumes })}\n`);

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

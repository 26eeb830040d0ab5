// What each bench server process does around its own volumes: a fresh PostgreSQL database named after the bench and
// this process (from BENCH_DATABASE_URL), migrated and seeded with the demo data; the real app on it, as main.ts
// builds it; and, when the process is told to stop, the app closed and the database dropped.
import pg from 'pg';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app.ts';
import { readConfig, type TServerConfig } from '../../../apps/server/src/config.ts';
import { openDatabase, type TDatabase } from '../../../apps/server/src/db/client.ts';
import { seedDemo } from '../../../apps/server/src/seed/demo.ts';

/** A fresh database for `bench`, migrated, with the demo seed. */
export async function openBenchDatabase(bench: string): Promise<{ database: TDatabase; url: string; drop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) throw new Error('BENCH_DATABASE_URL is not set');
  const name = `bench_${bench}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await database.migrate();
  await seedDemo(database.db);
  return { database, url: url.toString(), drop: () => admin(`drop database if exists ${name}`) };
}

/** The real app on the bench database, listening on a free port of 127.0.0.1. */
export async function startBenchApp(database: TDatabase, url: string, config: Partial<TServerConfig> = {}): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ db: database.db, dbKind: database.kind, config: { ...readConfig({}), databaseUrl: url, ...config }, listen: database.listen }, { serveWeb: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: portOf(app) };
}

/** The floor of the benches measured against plain Fastify: `/bare` answering `{ ok: true }` (GET and POST). */
export async function startBareRoute(): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  bare.post('/bare', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return bare;
}

export function portOf(app: FastifyInstance): number {
  const addr = app.server.address();
  return typeof addr === 'object' && addr ? addr.port : 0;
}

/**
 * Prints the JSON line the bench waits for, then serves until killed (SIGTERM, SIGINT or the end of standard input):
 * closes the servers, then the database, then drops it.
 */
export function serveUntilStopped(ready: object, servers: FastifyInstance[], database: TDatabase, drop: () => Promise<void>): void {
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  const stop = () => {
    void Promise.allSettled(servers.map((s) => s.close()))
      .then(() => database.close())
      .then(drop)
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
}

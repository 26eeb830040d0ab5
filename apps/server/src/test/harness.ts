import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { readConfig, type TServerConfig } from '../config.ts';
import { openDatabase, type TDatabase } from '../db/client.ts';
import { buildApp } from '../app.ts';
import { seedDemo } from '../seed/demo.ts';

export interface TTestApp {
  app: FastifyInstance;
  database: TDatabase;
  /** signs in through /sso/login and returns the token */
  login(username: string, password?: string, portal?: 'client' | 'staff'): Promise<string>;
  /** POST JSON with a token; returns status and parsed body */
  call(url: string, token: string | null, body?: unknown, extra?: Omit<InjectOptions, 'url'>): Promise<{ status: number; body: TBody }>;
  close(): Promise<void>;
}

export interface TBody {
  code: number;
  message: string;
  code_message?: string;
  /** under /shiip/public-api an error's `code` is GHN's (400 …): the catalogue's number and key are here */
  error_code?: number;
  error_key?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of an answer
  data: any;
}

let dbCounter = 0;

/** A throwaway database on the test PostgreSQL server (TEST_DATABASE_URL), created fresh for one test file. */
export async function createPgDatabaseUrl(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set: run the tests through `npm test`, which starts a PostgreSQL server');
  const name = `t_${process.pid}_${Date.now()}_${dbCounter++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The app on a fresh database (in-memory PGlite unless `postgres`), migrated and seeded with the demo data. */
export async function createTestApp(opts: { postgres?: boolean; seed?: boolean; config?: Partial<TServerConfig> } = {}): Promise<TTestApp> {
  const url = opts.postgres ? await createPgDatabaseUrl() : undefined;
  const database = await openDatabase({ url, poolSize: 20 });
  await database.migrate();
  if (opts.seed !== false) await seedDemo(database.db);
  const config = { ...readConfig({}), databaseUrl: url, checkResponses: true, ...opts.config };
  const app = await buildApp({ db: database.db, dbKind: database.kind, config, listen: database.listen }, { serveWeb: false });
  await app.ready();

  const call: TTestApp['call'] = async (url, token, body, extra = {}) => {
    const res = await app.inject({
      method: 'POST',
      url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...extra,
      headers: { ...(token ? { token } : {}), ...(extra.headers ?? {}) },
    });
    let parsed: TBody;
    try {
      parsed = res.json() as TBody;
    } catch {
      parsed = { code: -1, message: res.body, data: null };
    }
    return { status: res.statusCode, body: parsed };
  };

  return {
    app,
    database,
    call,
    async login(username, password = 'Demo2026', portal = 'client') {
      const r = await call('/sso/login', null, { username, password, portal });
      if (r.status !== 200) throw new Error(`login ${username} failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

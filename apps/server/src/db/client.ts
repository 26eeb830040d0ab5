import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../config.ts';

/** The one database type the code sees, whether PGlite or a PostgreSQL server is behind it. */
export type TDb = PgDatabase<PgQueryResultHKT>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Messages between the server processes on this database (PostgreSQL LISTEN, sent with `notify`): on a server
   * through a connection of its own, on PGlite within the process. `onLost` is told when messages may have been
   * missed (the connection dropped). Resolves to the function that stops listening.
   */
  listen: TListen;
}

export type TListen = (channel: string, onMessage: (payload: string) => void, onLost?: () => void) => Promise<() => Promise<void>>;

/** Sends a message to every listener of the channel, in every process on the database (after the commit, in a transaction). */
export async function notify(db: TDbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const MIGRATIONS = path.join(REPO_ROOT, 'apps/server/drizzle');

/** How many statements one connection keeps prepared (docs/lists.md): the list shapes in use, not every text ever sent. */
const PREPARED_PER_CONNECTION = 200;

/**
 * Prepares each parameterised statement once per connection and reuses it by name: PostgreSQL then skips parsing on
 * every later call of the same text (each execution is still planned with its values: plan_cache_mode below). A list call is one
 * statement whose text depends only on the list's shape (filters present, sort), never on the values, so a
 * connection meets a few hundred texts at most; past the cap, further texts run unnamed as before.
 */
function preparedByText(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (config !== null && typeof config === 'object' && Array.isArray(values) && values.length > 0) {
      const c = config as { text?: unknown; name?: unknown };
      if (typeof c.text === 'string' && c.name === undefined) {
        let name = names.get(c.text);
        if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
          name = `ffm_${names.size}`;
          names.set(c.text, name);
        }
        if (name !== undefined) config = { ...c, name };
      }
    }
    return query(config, values, callback);
  };
}

export interface TDatabaseOptions {
  /** a PostgreSQL URL; without it, PGlite */
  url?: string;
  /** PGlite data directory; without it, in memory */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: TDatabaseOptions): Promise<TDatabase> {
  if (opts.url) {
    // Every execution planned with its values (docs/lists.md, "Plans"): a named statement's generic plan cannot tell a
    // client of 349,000 orders from one of 145. Set at connection start, in the startup packet: no extra round trip.
    // No JIT compilation: its threshold is a plan's estimated cost, which a large client's page or sum passes, and
    // compiling took 45 ms of a ledger page that runs in 6 ms (docs/lists.md, "Plans"). No parallel workers either:
    // a request's statement is one of 50 at once, and workers only fight those others for the same cores (the
    // largest client's keyword count on 3 processes took 124-332 ms at load; in one, index lookups do it).
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, options: '-c plan_cache_mode=force_custom_plan -c jit=off -c max_parallel_workers_per_gather=0' });
    // Keep int8 (count(*), bigint sums) as JS numbers: our quantities and VND amounts stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    pool.on('connect', preparedByText);
    const db = drizzlePg(pool) as unknown as TDb;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
      listen: async (channel, onMessage, onLost) => {
        const client = new pg.Client({ connectionString: opts.url });
        let closing = false;
        client.on('notification', (m) => {
          if (m.channel === channel) onMessage(m.payload ?? '');
        });
        client.on('error', () => {
          if (!closing) onLost?.();
        });
        client.on('end', () => {
          if (!closing) onLost?.();
        });
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        return async () => {
          closing = true;
          await client.end().catch(() => undefined);
        };
      },
    };
  }
  let client: PGlite;
  // pg_trgm: the trigram indexes behind `%…%` searches; btree_gin: the client id beside the trigrams in one GIN index
  // (the same extensions a PostgreSQL server loads)
  const extensions = { pg_trgm, btree_gin };
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(opts.dataDir, { extensions });
  } else {
    client = new PGlite({ extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => stop();
    },
  };
}

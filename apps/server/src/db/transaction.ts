import type { TDb, TDbOrTx, TTx } from './client.ts';
import { pgErrorCode } from './errors.ts';

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * A transaction, retried a few times when PostgreSQL picks it as a deadlock victim or a serialization
 * failure: both mean "nothing happened, try again", so the caller never sees them.
 */
export async function inTransaction<T>(db: TDb, fn: (tx: TTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => {
        roots.set(tx, db);
        return fn(tx);
      });
    } catch (err) {
      const code = pgErrorCode(err);
      if (code === null || !RETRYABLE.has(code) || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.floor(Math.random() * 20 * attempt)));
    }
  }
}

const roots = new WeakMap<object, TDb>();

/**
 * The database handle a transaction of inTransaction runs on (the handle itself when it is not a transaction; null
 * for a transaction opened otherwise): for what is kept per handle and may be read, never written, from within a
 * transaction (the tariffs of a version, modules/shipping/ref-cache.ts).
 */
export function rootOf(db: TDbOrTx): TDb | null {
  return 'rollback' in db ? (roots.get(db) ?? null) : db;
}

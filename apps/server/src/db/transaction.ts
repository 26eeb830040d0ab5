import type { TDb, TTx } from './client.ts';
import { pgErrorCode } from './errors.ts';

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * A transaction, retried a few times when PostgreSQL picks it as a deadlock victim or a serialization
 * failure: both mean "nothing happened, try again", so the caller never sees them.
 */
export async function inTransaction<T>(db: TDb, fn: (tx: TTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      const code = pgErrorCode(err);
      if (code === null || !RETRYABLE.has(code) || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.floor(Math.random() * 20 * attempt)));
    }
  }
}

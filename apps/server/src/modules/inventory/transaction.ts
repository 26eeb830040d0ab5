import type { TDb, TTx } from '../../db/client.ts';

/** The SQLSTATE of a database error, looking through wrappers (drizzle puts the driver's error in `cause`). */
export function pgErrorCode(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The constraint a database error names, if any. */
export function pgConstraint(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (pgErrorCode(err) !== '23505') return false;
  if (!constraint) return true;
  const c = pgConstraint(err);
  // some drivers leave the constraint out; then the message names it
  return c === constraint || (c === null && String((err as Error).message ?? '').includes(constraint)) || String((err as { cause?: Error }).cause?.message ?? '').includes(constraint);
}

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

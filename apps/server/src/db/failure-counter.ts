import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from './client.ts';
import { failureCounters } from './schema.ts';

/**
 * A fixed-window failure limit (`max` failures per `windowMs`) kept in the database: two server processes on one
 * PostgreSQL count the same attempts, and a restart forgets nothing. One row per key, bumped in one statement.
 */
export class FailureCounter {
  constructor(
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private key(k: string): string {
    return `${this.name}:${k}`;
  }

  /** Whether the limit is reached. Not for a limit on attempts: a burst passes such a check all at once (`attempt`). */
  async blocked(db: TDbOrTx, k: string): Promise<boolean> {
    const [row] = await db
      .select({ count: failureCounters.count })
      .from(failureCounters)
      .where(and(eq(failureCounters.key, this.key(k)), gt(failureCounters.resetAt, sql`now()`)));
    return (row?.count ?? 0) >= this.max;
  }

  async fail(db: TDbOrTx, k: string): Promise<void> {
    await this.take(db, k);
  }

  /**
   * Counts one more (a failure, or a use of a limited action such as an OTP send) and answers the count in the
   * window, in one atomic upsert: two processes counting at once each see their own number.
   */
  async take(db: TDbOrTx, k: string): Promise<number> {
    const window = sql`now() + ${`${this.windowMs} milliseconds`}::interval`;
    const [row] = await db
      .insert(failureCounters)
      .values({ key: this.key(k), count: 1, resetAt: window })
      .onConflictDoUpdate({
        target: failureCounters.key,
        set: {
          // a window that has passed starts again at one
          count: sql`case when ${failureCounters.resetAt} <= now() then 1 else ${failureCounters.count} + 1 end`,
          resetAt: sql`case when ${failureCounters.resetAt} <= now() then excluded.reset_at else ${failureCounters.resetAt} end`,
        },
      })
      .returning({ count: failureCounters.count });
    // now and then, rows whose window ended long ago go
    if (Math.random() < 0.001) await db.delete(failureCounters).where(lt(failureCounters.resetAt, sql`now() - interval '1 day'`));
    return row?.count ?? 1;
  }

  /**
   * Counts an attempt before it is tried and answers whether it may be tried: the count is taken in one atomic
   * upsert first, so of a burst of N at once only the first `max` get through (a check-then-count lets all pass).
   */
  async attempt(db: TDbOrTx, k: string): Promise<boolean> {
    return (await this.take(db, k)) <= this.max;
  }

  /** Gives back one attempt counted by `attempt` (one that turned out not to be a failure). */
  async giveBack(db: TDbOrTx, k: string): Promise<void> {
    await db
      .update(failureCounters)
      .set({ count: sql`greatest(${failureCounters.count} - 1, 0)` })
      .where(and(eq(failureCounters.key, this.key(k)), gt(failureCounters.resetAt, sql`now()`)));
  }

  async reset(db: TDbOrTx, k: string): Promise<void> {
    await db.delete(failureCounters).where(eq(failureCounters.key, this.key(k)));
  }
}

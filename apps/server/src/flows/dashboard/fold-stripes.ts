import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { nextDay, vnDay, vnDayEnd } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/enqueue.ts';

/**
 * The client id of the folded rows of the staff's day rollups ('<list>:all'): no writer's stripe (−1…−64,
 * rollup_stripe() in migration rollup-stripe-per-transaction), so folding never waits on a create.
 */
export const FOLDED_STRIPE = -1000;

/**
 * Folds the stripes of the staff's day rollups of the days before `before` into one row per list, day and bucket
 * (client id FOLDED_STRIPE), in one statement: the stripe rows are deleted and their sums added to the folded row, so
 * every day's sum over its rows is what it was. Writers stripe per open transaction, so a day holds up to one row per
 * transaction that wrote at once for each bucket (on the volume bench 7,900 rows for the last 30 days of express
 * orders); staff read the sum of them for every dashboard. A status change of an old order after the fold writes a
 * stripe row of its creation day again, folded by the next run. Answers the stripe rows folded.
 */
export async function foldRollupStripes(db: TDbOrTx, before: string): Promise<number> {
  const [row] = sqlRows<{ n: number }>(
    await db.execute(sql`
      with gone as (
        delete from daily_counters
        where client_id between -64 and -1 and list in ('shipping:all', 'outbound:all', 'inbound:all') and day < ${before}::date
        returning list, day, bucket, n),
      folded as (
        insert into daily_counters (client_id, shop_id, list, day, bucket, n)
        select ${FOLDED_STRIPE}, 0, list, day, bucket, sum(n) from gone group by list, day, bucket having sum(n) <> 0 order by list, day, bucket
        on conflict (client_id, list, day, bucket, shop_id) do update set n = daily_counters.n + excluded.n)
      select count(*)::int as n from gone`),
  );
  return row?.n ?? 0;
}

export const ROLLUP_FOLD_JOB = 'rollup-fold';
const ZPayload = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Queues the fold of the days before `day`, due at `at` (key rollup-fold:<day>: queued once). */
async function scheduleFold(db: TDbOrTx, day: string, at: Date): Promise<number> {
  return enqueue(db, ROLLUP_FOLD_JOB, { day }, { key: `rollup-fold:${day}`, runAt: at });
}

/** The chain's first link: the days before tomorrow, folded 10 minutes after today ends. */
export async function scheduleRollupFold(db: TDbOrTx, now = new Date()): Promise<number> {
  const today = vnDay(now);
  return scheduleFold(db, nextDay(today), new Date(vnDayEnd(today).getTime() + 10 * 60_000));
}

/** The daily fold: the days before the payload's day (run after they ended), then the next link. */
export const rollupFoldJob = defineJob<z.infer<typeof ZPayload>>({
  kind: ROLLUP_FOLD_JOB,
  parse: (p) => ZPayload.parse(p),
  backoffMs: 60_000,
  async run(p, ctx) {
    const folded = await foldRollupStripes(ctx.db, p.day);
    ctx.log.info({ before: p.day, folded }, 'rollup stripes folded');
    await scheduleFold(ctx.db, nextDay(p.day), new Date(vnDayEnd(p.day).getTime() + 10 * 60_000));
  },
});

import { z } from 'zod';
import { nextDay, vnDateKey, vnDayEnd } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { listWarehouses } from '../warehouses/index.ts';
import { generateDailyList } from './generate-list.ts';

export const CYCLE_COUNT_DAY_JOB = 'cycle-counts.daily-list';
/** a day's list is made this long after the day starts (Asia/Ho_Chi_Minh) */
const AFTER_MIDNIGHT_MS = 5 * 60_000;

const ZPayload = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Queues the making of a day's count lists, due just after that day starts (key per day: queued once). */
export async function scheduleCountDay(db: TDbOrTx, day: string): Promise<number> {
  const startsAt = vnDayEnd(day).getTime() - 86_400_000;
  return enqueue(db, CYCLE_COUNT_DAY_JOB, { day }, { key: `${CYCLE_COUNT_DAY_JOB}:${day}`, runAt: new Date(startsAt + AFTER_MIDNIGHT_MS) });
}

/**
 * The chain's first link, at start: the next day's lists. Each run queues the day after it, so a day whose job is
 * queued already (the chain) runs at start when its time has come; the day a fresh database starts on has no
 * scheduled list (staff admins make one on demand).
 */
export async function scheduleCountDays(db: TDbOrTx, now = Date.now()): Promise<number> {
  return scheduleCountDay(db, nextDay(vnDateKey(now)));
}

/**
 * Each day's cycle count list of every active warehouse, within its daily capacity, from its ABC classes and their
 * intervals (the warehouse's settings). Exactly once per warehouse and day: each warehouse's list is made in one
 * transaction with the day's mark, so a run again (the runner is at-least-once) or another process adds nothing.
 * A day already over when its job runs (the workers were down) is skipped: today's list is made instead.
 */
export const cycleCountDayJob = defineJob<z.infer<typeof ZPayload>>({
  kind: CYCLE_COUNT_DAY_JOB,
  parse: (p) => ZPayload.parse(p),
  backoffMs: 60_000,
  async run({ day }, ctx) {
    const today = vnDateKey(Date.now());
    if (day < today) {
      ctx.log.info({ day }, 'cycle count day passed: today is listed instead');
      await scheduleCountDay(ctx.db, today);
      return;
    }
    const made: Record<string, number | null> = {};
    for (const w of await listWarehouses(ctx.db, false)) {
      if (ctx.signal.aborted) throw new Error('cycle count day interrupted');
      made[w.code] = await generateDailyList(ctx.db, w.id, day);
    }
    ctx.log.info({ day, made }, 'cycle count lists made');
    await scheduleCountDay(ctx.db, nextDay(day));
  },
});

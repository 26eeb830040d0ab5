import { z } from 'zod';
import { nextDay, vnDay, vnDayEnd } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { issueInvoices } from './invoices.ts';
import { runStorageDay } from './storage-day.ts';

export const BILLING_DAY_JOB = 'billing-day';

const ZPayload = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), scheduled: z.boolean().default(true) });

/** Queues the billing of a Vietnamese day, due 5 minutes after it ends (key billing-day:<day>: queued once). */
export async function scheduleBillingDay(db: TDbOrTx, day: string, scheduled = true): Promise<number> {
  const at = new Date(vnDayEnd(day).getTime() + 5 * 60_000);
  return enqueue(db, BILLING_DAY_JOB, { day, scheduled }, { key: `billing-day:${day}`, runAt: scheduled ? at : undefined });
}

/** The chain's first link: today's billing (run after today ends). */
export async function scheduleBilling(db: TDbOrTx, now = new Date()): Promise<number> {
  return scheduleBillingDay(db, vnDay(now));
}

/**
 * The daily billing job: the day's storage fee of every client (exactly once per client and day, however often it
 * runs: see runStorageDay), then, when the next day is the 1st, any day of the month not yet charged and the month's
 * invoices (once per client and month).
 * The scheduled chain queues the next day once this one is done.
 */
export const billingDayJob = defineJob<z.infer<typeof ZPayload>>({
  kind: BILLING_DAY_JOB,
  parse: (p) => ZPayload.parse(p),
  backoffMs: 60_000,
  async run(p, ctx) {
    const pauseMs = Number(process.env.BILLING_STORAGE_PAUSE_MS ?? 0);
    const batchSize = Number(process.env.BILLING_STORAGE_BATCH ?? 200);
    const written = await runStorageDay(ctx.db, p.day, { pauseMs, batchSize, shouldStop: () => ctx.signal.aborted });
    if (ctx.signal.aborted) throw new Error('billing day interrupted');
    const next = nextDay(p.day);
    let issued = 0;
    if (next.endsWith('-01')) {
      // every day of the month is charged before its invoices are: a day whose job never ran (the worker was down,
      // the job failed) is written now (a day already written adds nothing), so no storage line comes after its invoice
      for (let day = `${p.day.slice(0, 7)}-01`; day < p.day && !ctx.signal.aborted; day = nextDay(day)) {
        await runStorageDay(ctx.db, day, { batchSize, shouldStop: () => ctx.signal.aborted });
      }
      if (ctx.signal.aborted) throw new Error('billing day interrupted');
      issued = await issueInvoices(ctx.db, p.day.slice(0, 7), () => ctx.signal.aborted);
    }
    if (ctx.signal.aborted) throw new Error('billing day interrupted');
    ctx.log.info({ day: p.day, storageLines: written, invoices: issued }, 'billing day done');
    if (p.scheduled) await scheduleBillingDay(ctx.db, next);
  },
});

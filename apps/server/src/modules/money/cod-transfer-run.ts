import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { nextCodRun } from '@ffm/domain';
import { z } from 'zod';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob, type TJobLog } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { JobInterrupted } from '../../jobs/job-runner.ts';
import { shopPayoutAccount } from '../accounts/index.ts';
import { bankAccountOfClient } from './bank-accounts.ts';
import { codInvoiceNetting } from './cod-netting.ts';
import { codDays, codHour } from './cod-schedule.ts';
import { codEntries, codTransfers } from './schema.ts';

export interface TCodRunResult {
  runKey: string;
  paid: number;
  /** shops this run had already paid (a repeated or resumed run) */
  alreadyPaid: number;
  /** shops with COD but no bank account to pay to */
  noBankAccount: number;
}

/**
 * Pays one shop in its own transaction: its COD entries collected up to the cutoff are locked and taken, its open
 * debts deducted oldest first while they fit, the transfer row (unique per shop and run) written with them, then,
 * when the client chose COD netting, its open invoices paid from what is left (`invoice_total`).
 * A killed process rolls the whole shop back; a second run of the same key finds the row and pays nothing.
 */
async function payShop(db: TDb, shopId: number, runKey: string, cutoff: Date): Promise<'paid' | 'already' | 'nothing' | 'no-bank'> {
  return inTransaction(db, async (tx) => {
    const [done] = await tx.select({ id: codTransfers.id }).from(codTransfers).where(and(eq(codTransfers.shopId, shopId), eq(codTransfers.runKey, runKey)));
    if (done) return 'already';
    const payout = await shopPayoutAccount(tx, shopId);
    if (!payout?.bankAccountId) return 'no-bank';
    const bank = await bankAccountOfClient(tx, payout.clientId, payout.bankAccountId);
    if (!bank) return 'no-bank';
    const entries = sqlRows<{ id: number; amount: string; fee: string }>(
      await tx.execute(sql`select id, amount, fee from cod_entries where shop_id = ${shopId} and transfer_id is null and collected_at <= ${cutoff.toISOString()}::timestamptz order by id for update`),
    );
    if (entries.length === 0) return 'nothing';
    const codTotal = entries.reduce((s, e) => s + Number(e.amount), 0);
    const feeTotal = entries.reduce((s, e) => s + Number(e.fee), 0);
    let room = codTotal - feeTotal;
    const debts = sqlRows<{ id: number; amount: string }>(
      await tx.execute(sql`select id, amount from shop_debts where shop_id = ${shopId} and settled_via is null and booked_at <= ${cutoff.toISOString()}::timestamptz order by booked_at, id for update`),
    );
    const taken: number[] = [];
    let debtTotal = 0;
    for (const d of debts) {
      const a = Number(d.amount);
      if (a > room) continue;
      room -= a;
      debtTotal += a;
      taken.push(d.id);
    }
    const inserted = await tx
      .insert(codTransfers)
      .values({
        clientId: payout.clientId,
        shopId,
        runKey,
        bankAccountId: bank.id,
        bankName: bank.bankName,
        accountNumber: bank.accountNumber,
        holderName: bank.holderName,
        codTotal,
        feeTotal,
        debtTotal,
        amount: codTotal - feeTotal - debtTotal,
        orderCount: entries.length,
      })
      .onConflictDoNothing()
      .returning({ id: codTransfers.id });
    const transferId = inserted[0]?.id;
    if (transferId === undefined) return 'already';
    await tx.execute(sql`update cod_entries set transfer_id = ${transferId} where id = any(${sql.param(entries.map((e) => e.id))}::int[])`);
    if (taken.length) {
      await tx.execute(sql`update shop_debts set settled_via = 'cod', settled_at = now(), transfer_id = ${transferId} where id = any(${sql.param(taken)}::int[])`);
    }
    // the client's open invoices, when it chose COD netting: paid from what is left, in this same transaction
    const netted = room > 0 ? ((await codInvoiceNetting()?.(tx, { clientId: payout.clientId, room, transferId })) ?? 0) : 0;
    if (netted > 0) {
      await tx.update(codTransfers).set({ invoiceTotal: netted, amount: sql`${codTransfers.amount} - ${netted}` }).where(eq(codTransfers.id, transferId));
    }
    return 'paid';
  });
}

/**
 * A transfer run: every shop with COD collected up to the cutoff and not yet paid gets one transfer to its bank
 * account (the shop's, else the client's main one), minus its fees and debts. Exactly once per shop and run key,
 * however often the run is repeated or resumed after a crash.
 */
export async function runCodTransfers(db: TDb, opts: { runKey: string; cutoff: Date; shouldStop?: () => boolean; log?: TJobLog; pauseMs?: number }): Promise<TCodRunResult> {
  const shops = await db
    .selectDistinct({ shopId: codEntries.shopId })
    .from(codEntries)
    .where(and(isNull(codEntries.transferId), lte(codEntries.collectedAt, opts.cutoff)))
    .orderBy(asc(codEntries.shopId));
  const result: TCodRunResult = { runKey: opts.runKey, paid: 0, alreadyPaid: 0, noBankAccount: 0 };
  for (const { shopId } of shops) {
    if (opts.shouldStop?.()) throw new JobInterrupted('stopped between shops');
    const r = await payShop(db, shopId, opts.runKey, opts.cutoff);
    if (r === 'paid') result.paid++;
    else if (r === 'already') result.alreadyPaid++;
    else if (r === 'no-bank') {
      result.noBankAccount++;
      opts.log?.info({ shopId, runKey: opts.runKey }, 'COD transfer skipped: the shop has no bank account');
    }
    if (opts.pauseMs) await new Promise((res) => setTimeout(res, opts.pauseMs));
  }
  opts.log?.info(result, 'COD transfer run finished');
  return result;
}

export const COD_RUN_JOB = 'cod.transfer-run';
const ZPayload = z.object({ runKey: z.string(), cutoff: z.string(), scheduled: z.boolean().default(false) });

/** Enqueues the next scheduled run (key `cod-run:<date>`: enqueueing it again adds nothing). */
export async function scheduleNextCodRun(db: TDbOrTx, from = new Date()): Promise<number> {
  const next = nextCodRun(from, codDays(), codHour());
  return enqueue(db, COD_RUN_JOB, { runKey: next.runKey, cutoff: next.at.toISOString(), scheduled: true }, { key: `cod-run:${next.runKey}`, runAt: next.at });
}

/** A run now, by hand (the console): a run key already done pays nobody twice. */
export async function startCodRunNow(db: TDbOrTx, runKey: string): Promise<number> {
  return enqueue(db, COD_RUN_JOB, { runKey, cutoff: new Date().toISOString(), scheduled: false }, { key: `cod-run:${runKey}` });
}

export const codTransferRunJob = defineJob<z.infer<typeof ZPayload>>({
  kind: COD_RUN_JOB,
  parse: (p) => ZPayload.parse(p),
  backoffMs: 60_000,
  async run(p, ctx) {
    const pauseMs = Number(process.env.COD_RUN_PAUSE_MS ?? 0);
    await runCodTransfers(ctx.db, { runKey: p.runKey, cutoff: new Date(p.cutoff), shouldStop: () => ctx.signal.aborted, log: ctx.log, pauseMs });
    // the scheduled chain: the next run day is queued once this one is done
    if (p.scheduled) await scheduleNextCodRun(ctx.db, new Date(new Date(p.cutoff).getTime() + 60_000));
  },
});

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { UNATTACHED_FILE_TTL_MS } from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/enqueue.ts';

export const FILE_SWEEP_JOB = 'tickets.file-sweep';
/** how often the sweep runs: an unattached upload goes between one day and a day and this after it came */
const SWEEP_EVERY_MS = 6 * 3600_000;

/**
 * Removes the uploads no ticket message nor return line names (uploaded for a ticket never sent) that came more than
 * UNATTACHED_FILE_TTL_MS ago, with their download links. Answers how many went.
 */
export async function removeUnattachedFiles(db: TDb, olderThanMs = UNATTACHED_FILE_TTL_MS): Promise<number> {
  return inTransaction(db, async (tx) => {
    const stale = sql`
      select f.id from files f
       where f.created_at < now() - ${`${olderThanMs} milliseconds`}::interval
         and not exists (select 1 from ticket_messages m join tickets t on t.id = m.ticket_id where t.client_id = f.client_id and f.id = any(m.file_ids))
         -- a return's photos (modules/returns) are attached too
         and not exists (select 1 from return_lines rl join return_receipts rr on rr.id = rl.receipt_id where rr.client_id = f.client_id and f.id = any(rl.photo_ids))`;
    await tx.execute(sql`delete from file_tokens where file_id in (${stale})`);
    const gone = await tx.execute(sql`delete from files where id in (${stale}) returning id`);
    return sqlRows<{ id: number }>(gone).length;
  });
}

/** Queues the next sweep at the next slot (key per slot: enqueueing one twice adds nothing). */
export async function scheduleFileSweep(db: TDbOrTx, from = Date.now()): Promise<number> {
  const at = new Date(Math.ceil((from + 1) / SWEEP_EVERY_MS) * SWEEP_EVERY_MS);
  return enqueue(db, FILE_SWEEP_JOB, {}, { key: `${FILE_SWEEP_JOB}:${at.toISOString()}`, runAt: at });
}

export const fileSweepJob = defineJob<Record<string, never>>({
  kind: FILE_SWEEP_JOB,
  parse: (p) => z.object({}).strict().parse(p) as Record<string, never>,
  backoffMs: 60_000,
  async run(_p, ctx) {
    const n = await removeUnattachedFiles(ctx.db);
    if (n > 0) ctx.log.info({ removed: n }, 'unattached ticket files removed');
    // the chain: the next slot is queued once this one is done
    await scheduleFileSweep(ctx.db);
  },
});

import { eq } from 'drizzle-orm';
import { cycleCountMessage, type TCycleApproveInput, type TCycleTaskReview, type TLang } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError } from '../../lib/errors.ts';
import { postMovements } from '../inventory/index.ts';
import { cycleCountTasks } from './schema.ts';
import { readTasks } from './task-views.ts';

/**
 * A supervisor's decision on a counted variance, with its reason. Approved: the variance (final count minus the
 * system quantity at that count) is posted through the ledger as one COUNT movement with the reason, referring to
 * the task (CYCLE_COUNT); a shortage larger than the free stock left is refused by the ledger (40007). Rejected:
 * nothing is posted. The task row is locked first, so a double click or two supervisors post once.
 */
export async function approveTask(db: TDb, input: TCycleApproveInput, actorUserId: number, lang: TLang): Promise<TCycleTaskReview> {
  await inTransaction(db, async (tx) => {
    const t = cycleCountTasks;
    const [task] = await tx.select().from(t).where(eq(t.id, input.id)).limit(1).for('update');
    if (!task) throw new DomainError(404);
    if (task.status !== 'PENDING_APPROVAL') throw new DomainError(400, { message: cycleCountMessage('notPending', lang), data: { status: task.status } });
    if (input.approve && task.variance) {
      await postMovements(
        tx,
        [
          {
            type: 'COUNT',
            warehouseId: task.warehouseId,
            clientId: task.clientId,
            skuId: task.skuId,
            lot: task.lot,
            locationId: task.locationId,
            condition: task.condition,
            qtyDelta: task.variance,
            refType: 'CYCLE_COUNT',
            refId: task.id,
            refCode: `CC${task.id}`,
            reason: input.reason,
          },
        ],
        actorUserId,
      );
    }
    await tx
      .update(t)
      .set({ status: input.approve ? 'POSTED' : 'REJECTED', reason: input.reason, approvedBy: actorUserId, approvedAt: new Date() })
      .where(eq(t.id, task.id));
  });
  return (await readTasks(db, eq(cycleCountTasks.id, input.id)))[0]!;
}

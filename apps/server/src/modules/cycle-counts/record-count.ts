import { eq } from 'drizzle-orm';
import { cycleCountMessage, needsRecount, type TCycleCountInput, type TCycleTaskStatus, type TLang } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { balanceQty } from '../inventory/index.ts';
import { locationsByIds } from '../warehouses/index.ts';
import { getSettings } from './settings.ts';
import { cycleCountTasks } from './schema.ts';

/**
 * A blind count of a task at its location (scanned: another location is refused), compared with what the system
 * has on hand now. The first count: equal → MATCHED; off by more than the recount threshold → RECOUNT (counted
 * again, blind); otherwise → PENDING_APPROVAL. The recount is final: equal → MATCHED, else → PENDING_APPROVAL.
 * The counter learns only the new status, never the system quantity. The task row is locked: two counters of one
 * task go one after the other.
 */
export async function recordCount(db: TDb, input: TCycleCountInput, actorUserId: number, lang: TLang): Promise<{ id: number; status: TCycleTaskStatus }> {
  return inTransaction(db, async (tx) => {
    const t = cycleCountTasks;
    const [task] = await tx.select().from(t).where(eq(t.id, input.id)).limit(1).for('update');
    if (!task) throw new DomainError(404);
    if (task.status !== 'OPEN' && task.status !== 'RECOUNT') throw new DomainError(400, { message: cycleCountMessage('notCounting', lang), data: { status: task.status } });
    const location = (await locationsByIds(tx, [task.locationId])).get(task.locationId)!;
    if (input.locationCode.toUpperCase() !== location.code) failFields([{ field: 'locationCode', message: cycleCountMessage('wrongLocation', lang, { code: location.code }) }]);
    const systemQty = await balanceQty(tx, { warehouseId: task.warehouseId, clientId: task.clientId, skuId: task.skuId, lot: task.lot, locationId: task.locationId, condition: task.condition });
    const variance = input.quantity - systemQty;
    const now = new Date();
    let status: TCycleTaskStatus;
    if (task.status === 'OPEN') {
      const s = await getSettings(tx, task.warehouseId);
      status = variance === 0 ? 'MATCHED' : needsRecount(systemQty, input.quantity, s.recountThreshold) ? 'RECOUNT' : 'PENDING_APPROVAL';
      await tx.update(t).set({ status, systemQty, countedQty: input.quantity, countedBy: actorUserId, countedAt: now, variance }).where(eq(t.id, task.id));
    } else {
      status = variance === 0 ? 'MATCHED' : 'PENDING_APPROVAL';
      await tx.update(t).set({ status, systemQty, recountQty: input.quantity, recountedBy: actorUserId, recountedAt: now, variance }).where(eq(t.id, task.id));
    }
    return { id: task.id, status };
  });
}

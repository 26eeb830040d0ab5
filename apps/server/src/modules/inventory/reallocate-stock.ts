import { eq } from 'drizzle-orm';
import { inventoryMessage, type TStockOperationResult, type TStockReallocateInput } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import { requireLocation } from '../warehouses/index.ts';
import { inventoryBalances } from './schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { transferStock, type TTransferLeg } from './transfer-stock.ts';

/** Spreads one balance row's free stock over several storage locations of its warehouse in one operation. */
export async function reallocateStock(db: TDb, scope: TDataScope, input: TStockReallocateInput): Promise<TStockOperationResult> {
  const { userId: actorUserId, lang } = scope;
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(inventoryBalances).where(eq(inventoryBalances.id, input.balanceId)).limit(1);
    if (!row) failFields([{ field: 'balanceId', message: inventoryMessage('balanceMissing', lang) }]);
    const legs: TTransferLeg[] = [];
    for (const [i, t] of input.targets.entries()) {
      const to = await requireLocation(tx, row.warehouseId, t.locationCode, lang, { field: `targets.${i}.locationCode`, purposes: ['STORAGE'] });
      legs.push({ balanceId: row.id, qty: t.qty, to, field: `targets.${i}.qty` });
    }
    return transferStock(tx, {
      kind: 'REALLOCATE',
      warehouseId: row.warehouseId,
      from: null,
      legs,
      reason: input.reason ?? null,
      details: { balanceId: row.id },
      actorUserId,
      lang,
    });
  });
}

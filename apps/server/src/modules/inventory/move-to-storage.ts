import { inventoryMessage, type TMoveToStorageInput, type TStockOperationResult } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import { locationOfPurpose, requireLocation, requireWarehouse } from '../warehouses/index.ts';
import { sourceLegs } from './source-legs.ts';
import { inTransaction } from '../../db/transaction.ts';
import { transferStock } from './transfer-stock.ts';

/** After a stock check: moves goods from the count area back to a storage location. */
export async function moveToStorage(db: TDb, scope: TDataScope, input: TMoveToStorageInput): Promise<TStockOperationResult> {
  const { userId: actorUserId, lang } = scope;
  return inTransaction(db, async (tx) => {
    const wh = await requireWarehouse(tx, input.warehouseId, lang);
    const from = await locationOfPurpose(tx, wh.id, 'COUNT');
    if (!from) failFields([{ field: 'warehouseId', message: inventoryMessage('noCountLocation', lang) }]);
    const to = await requireLocation(tx, wh.id, input.toLocationCode, lang, { field: 'toLocationCode', purposes: ['STORAGE'] });
    return transferStock(tx, {
      kind: 'MOVE_TO_STORAGE',
      warehouseId: wh.id,
      from,
      legs: await sourceLegs(tx, from, to, input.items),
      reason: input.reason ?? null,
      details: { from: from.code, to: to.code, sessionId: input.sessionId ?? null },
      actorUserId,
      lang,
    });
  });
}

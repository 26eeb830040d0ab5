import { inventoryMessage, type TMoveToCountInput, type TStockOperationResult } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import { locationOfPurpose, requireLocation, requireWarehouse } from '../warehouses/index.ts';
import { sourceLegs } from './source-legs.ts';
import { inTransaction } from '../../db/transaction.ts';
import { transferStock } from './transfer-stock.ts';

/** During a stock check: moves goods from a location into the warehouse's count area (purpose COUNT). */
export async function moveToCount(db: TDb, scope: TDataScope, input: TMoveToCountInput): Promise<TStockOperationResult> {
  const { userId: actorUserId, lang } = scope;
  return inTransaction(db, async (tx) => {
    const wh = await requireWarehouse(tx, input.warehouseId, lang);
    const to = await locationOfPurpose(tx, wh.id, 'COUNT');
    if (!to) failFields([{ field: 'warehouseId', message: inventoryMessage('noCountLocation', lang) }]);
    const from = await requireLocation(tx, wh.id, input.fromLocationCode, lang, { field: 'fromLocationCode', purposes: ['STORAGE'] });
    return transferStock(tx, {
      kind: 'MOVE_TO_COUNT',
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

import { inventoryMessage, type TStockMoveInput, type TStockOperationResult } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import { requireLocation, requireWarehouse } from '../warehouses/index.ts';
import { sourceLegs } from './source-legs.ts';
import { inTransaction } from '../../db/transaction.ts';
import { transferStock } from './transfer-stock.ts';

/** Moves stock between two locations of a warehouse, whole rows or part of them (free stock only). */
export async function moveStock(db: TDb, scope: TDataScope, input: TStockMoveInput): Promise<TStockOperationResult> {
  const { userId: actorUserId, lang } = scope;
  return inTransaction(db, async (tx) => {
    const wh = await requireWarehouse(tx, input.warehouseId, lang);
    const from = await requireLocation(tx, wh.id, input.fromLocationCode, lang, { field: 'fromLocationCode' });
    const to = await requireLocation(tx, wh.id, input.toLocationCode, lang, { field: 'toLocationCode', purposes: ['STORAGE'] });
    if (from.id === to.id) failFields([{ field: 'toLocationCode', message: inventoryMessage('locationSame', lang) }]);
    return transferStock(tx, {
      kind: 'MOVE',
      warehouseId: wh.id,
      from,
      legs: await sourceLegs(tx, from, to, input.items),
      reason: input.reason ?? null,
      details: { from: from.code, to: to.code },
      actorUserId,
      lang,
    });
  });
}

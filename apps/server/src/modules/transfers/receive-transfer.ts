import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { transferText, type TLang, type TTransferReceiveInput, type TTransferView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { failFields } from '../../lib/errors.ts';
import { postMovements, type TMovement } from '../inventory/index.ts';
import { skuIdsByAnyCode } from '../sku/index.ts';
import { requireLocation, transitLocationOf } from '../warehouses/index.ts';
import { transferView } from './get-transfer.ts';
import { transferLines, transferOrders, transferSources } from './schema.ts';
import { assertTransferStatus, lockTransfer } from './transfer-rows.ts';

/**
 * Receives scanned units at the destination: the storage bin first, then the product and how many. They move from
 * the transit location into the bin (MOVE_OUT / MOVE_IN, ref TRANSFER), lot by lot in the order they were drawn at
 * the source, and become available there. The last unit makes the transfer RECEIVED.
 */
export async function receiveTransfer(db: TDb, input: TTransferReceiveInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TTransferView> {
  return inTransaction(db, async (tx) => {
    const row = await lockTransfer(tx, input.id, scope, lang);
    assertTransferStatus(row, 'IN_TRANSIT', lang);
    const bin = await requireLocation(tx, row.toWarehouseId, input.locationCode, lang, { purposes: ['STORAGE'] });
    const skuIds = await skuIdsByAnyCode(tx, row.clientId, input.code);
    const lines = skuIds.length
      ? await tx
          .select()
          .from(transferLines)
          .where(and(eq(transferLines.transferId, row.id), inArray(transferLines.skuId, skuIds), lt(transferLines.receivedQuantity, transferLines.quantity)))
      : [];
    const line = lines[0];
    if (!line) return failFields([{ field: 'code', message: transferText('notOnTransfer', lang, { sku: input.code }) }]);
    const left = line.quantity - line.receivedQuantity;
    if (input.quantity > left) return failFields([{ field: 'quantity', message: transferText('tooMany', lang, { n: left }) }]);
    const sources = await tx
      .select()
      .from(transferSources)
      .where(and(eq(transferSources.lineId, line.id), lt(transferSources.receivedQuantity, transferSources.quantity)))
      .orderBy(asc(transferSources.id));
    const transit = await transitLocationOf(tx, row.toWarehouseId);
    const base = { warehouseId: row.toWarehouseId, clientId: row.clientId, skuId: line.skuId, condition: 'GOOD' as const, refType: 'TRANSFER' as const, refId: row.id, refCode: row.code };
    const movements: TMovement[] = [];
    let want = input.quantity;
    for (const s of sources) {
      if (want === 0) break;
      const take = Math.min(want, s.quantity - s.receivedQuantity);
      want -= take;
      movements.push({ ...base, lot: s.lot, locationId: transit.id, type: 'MOVE_OUT', qtyDelta: -take }, { ...base, lot: s.lot, locationId: bin.id, type: 'MOVE_IN', qtyDelta: take, expiryDate: s.expiryDate });
      await tx.update(transferSources).set({ receivedQuantity: s.receivedQuantity + take }).where(eq(transferSources.id, s.id));
    }
    await postMovements(tx, movements, actorUserId);
    await tx.update(transferLines).set({ receivedQuantity: line.receivedQuantity + input.quantity }).where(eq(transferLines.id, line.id));
    const [rest] = await tx
      .select({ n: sql<number>`coalesce(sum(${transferLines.quantity} - ${transferLines.receivedQuantity}), 0)::int`.mapWith(Number) })
      .from(transferLines)
      .where(eq(transferLines.transferId, row.id));
    if ((rest?.n ?? 0) > 0) return transferView(tx, row);
    const [after] = await tx.update(transferOrders).set({ status: 'RECEIVED', receivedAt: new Date() }).where(eq(transferOrders.id, row.id)).returning();
    return transferView(tx, after!);
  });
}

import { eq, inArray } from 'drizzle-orm';
import type { TLang, TTransferRef, TTransferView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { balanceKeyOf, postMovements, stockAttributesByKeys, type TBalanceKey, type TMovement } from '../inventory/index.ts';
import { transitLocationOf } from '../warehouses/index.ts';
import { transferView } from './get-transfer.ts';
import { transferLines, transferOrders, transferSources } from './schema.ts';
import { assertTransferStatus, lockTransfer } from './transfer-rows.ts';

/**
 * Picked at the source (NEW → IN_TRANSIT): in one batch, every source row leaves the source's books (TRANSFER_OUT:
 * on hand and allocated −n) and arrives at the destination's transit location (TRANSFER_IN: on hand +n, with the
 * lot's dates, zone type and warehousing date). Transit is no storage location, so the goods are the client's and
 * visible, but available in neither warehouse until received.
 */
export async function shipTransfer(db: TDb, ref: TTransferRef, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TTransferView> {
  return inTransaction(db, async (tx) => {
    const row = await lockTransfer(tx, ref.id, scope, lang);
    assertTransferStatus(row, 'NEW', lang);
    const lines = await tx.select().from(transferLines).where(eq(transferLines.transferId, row.id));
    const skuOfLine = new Map(lines.map((l) => [l.id, l.skuId]));
    const sources = await tx.select().from(transferSources).where(inArray(transferSources.lineId, lines.map((l) => l.id)));
    const transit = await transitLocationOf(tx, row.toWarehouseId);
    const keyAt = (s: (typeof sources)[number]): TBalanceKey => ({ warehouseId: row.fromWarehouseId, clientId: row.clientId, skuId: skuOfLine.get(s.lineId)!, lot: s.lot, locationId: s.locationId, condition: 'GOOD' });
    const attrs = await stockAttributesByKeys(tx, sources.map(keyAt));
    const ref_ = { refType: 'TRANSFER' as const, refId: row.id, refCode: row.code };
    const movements: TMovement[] = sources.flatMap((s) => {
      const from = keyAt(s);
      const a = attrs.get(balanceKeyOf(from));
      return [
        { ...from, type: 'TRANSFER_OUT' as const, qtyDelta: -s.quantity, allocatedDelta: -s.quantity, ...ref_ },
        {
          ...from,
          warehouseId: row.toWarehouseId,
          locationId: transit.id,
          type: 'TRANSFER_IN' as const,
          qtyDelta: s.quantity,
          productionDate: a?.productionDate ?? null,
          expiryDate: a?.expiryDate ?? s.expiryDate,
          zoneType: a?.zoneType ?? null,
          warehousedAt: a?.warehousedAt ?? null,
          ...ref_,
        },
      ];
    });
    await postMovements(tx, movements, actorUserId);
    const [shipped] = await tx.update(transferOrders).set({ status: 'IN_TRANSIT', shippedAt: new Date(), shippedBy: actorUserId }).where(eq(transferOrders.id, row.id)).returning();
    return transferView(tx, shipped!);
  });
}

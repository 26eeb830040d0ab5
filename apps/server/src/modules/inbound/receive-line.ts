import { and, eq, inArray, sql } from 'drizzle-orm';
import { receivingMessage, validateReceiveDates, type TInboundDetail, type TLang, type TReceiveLineInput } from '@ffm/domain';
import type { TDataScope } from '../../db/scope.ts';
import type { TDb } from '../../db/client.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { hasLotWithOtherDates, postMovements } from '../inventory/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { skuIdsByAnyCode, skusByIds } from '../sku/index.ts';
import { locationOfPurpose } from '../warehouses/index.ts';
import { getInboundDetail } from './get-inbound.ts';
import { writeInboundLog } from './inbound-log.ts';
import { lockInbound } from './lock-inbound.ts';
import { inboundLines, inboundOrders, inboundReceipts } from './schema.ts';

/**
 * Counts goods of one line at the dock, by scan (a sku, mCode or sCode) or by hand (the line): quantity, lot,
 * dates (required when the SKU manages them) and condition. Adds to what the line received; can be called
 * again and again. Posts RECEIVE to the warehouse's receiving location, held for this order (on hand, not
 * available) until the order is complete. The order row is locked first, so parallel counts of the same
 * line all add up.
 */
export async function receiveLine(db: TDb, input: TReceiveLineInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TInboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockInbound(tx, { id: input.id }, scope);
    if (order.status !== 3) throw new DomainError(400, { message: receivingMessage('notReceiving', lang), data: { status: order.status } });
    const code = input.code?.trim() ?? '';
    if (input.lineId === undefined && code === '') failFields([{ field: 'code', message: receivingMessage('skuCodeRequired', lang) }]);
    const l = inboundLines;
    // by hand: the line; by scan: a line whose SKU has the code as its sku, mCode or sCode
    const which = input.lineId !== undefined ? eq(l.id, input.lineId) : inArray(l.skuId, await skuIdsByAnyCode(tx, order.clientId, code));
    const [row] = await tx
      .select()
      .from(l)
      .where(and(eq(l.inboundId, order.id), which))
      .limit(1);
    const sku = row && (await skusByIds(tx, [row.skuId])).get(row.skuId);
    if (!row || !sku) failFields([{ field: input.lineId !== undefined ? 'lineId' : 'code', message: receivingMessage('lineNotInOrder', lang) }]);

    const dates = validateReceiveDates(sku, input, new Date(), lang);
    if (dates.errors.length) failFields(dates.errors);
    // a lot has one set of dates: refuse goods of the same lot with other dates
    const clash = await hasLotWithOtherDates(tx, { clientId: order.clientId, skuId: sku.id, lot: dates.lot, productionDate: dates.productionDate, expiryDate: dates.expiryDate });
    if (clash) failFields([{ field: 'lot', message: receivingMessage('lotDatesDiffer', lang) }]);

    const dock = await locationOfPurpose(tx, order.warehouseId, 'RECEIVING');
    if (!dock) failFields([{ field: 'id', message: receivingMessage('noReceivingLocation', lang) }]);

    const q = input.quantity;
    const good = input.condition === 'GOOD' ? q : 0;
    await tx.insert(inboundReceipts).values({
      inboundId: order.id,
      lineId: row.id,
      lot: dates.lot,
      productionDate: dates.productionDate,
      expiryDate: dates.expiryDate,
      condition: input.condition,
      quantity: q,
      method: input.method,
      actorUserId,
    });
    await tx
      .update(l)
      .set({
        receivedQuantity: sql`${l.receivedQuantity} + ${q}`,
        receivedGood: sql`${l.receivedGood} + ${good}`,
        receivedBad: sql`${l.receivedBad} + ${q - good}`,
      })
      .where(eq(l.id, row.id));
    await postMovements(
      tx,
      [
        {
          type: 'RECEIVE',
          warehouseId: order.warehouseId,
          clientId: order.clientId,
          skuId: sku.id,
          lot: dates.lot,
          locationId: dock.id,
          condition: input.condition,
          qtyDelta: q,
          heldDelta: q,
          productionDate: dates.productionDate,
          expiryDate: dates.expiryDate,
          zoneType: order.zoneType,
          refType: 'INBOUND',
          refId: order.id,
          refCode: order.asnCode,
        },
      ],
      actorUserId,
    );
    await tx.update(inboundOrders).set({ updatedAt: new Date() }).where(eq(inboundOrders.id, order.id));
    const lotText = dates.lot ? `, lot ${dates.lot}` : '';
    await writeInboundLog(tx, {
      inboundId: order.id,
      action: 'RECEIVE',
      note: `${sku.sku}: +${q} ${input.condition}${lotText} (${input.method})`,
      actorUserId,
    });
  });
  return getInboundDetail(db, input.id);
}

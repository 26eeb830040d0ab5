import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { fillLabel, OUTBOUND_STATUS_LABELS, OUTBOUND_WORK_MESSAGES as TEXT, type THandoverInput, type THandoverView, type TLang } from '@ffm/domain';
import type { TDb, TDbOrTx, TTx } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError } from '../../lib/errors.ts';
import { mainShopOfClient, userNamesByIds } from '../accounts/index.ts';
import { shipAllocatedStock } from '../inventory/index.ts';
import { createShippingOrder, existingByClientCode } from '../shipping/index.ts';
import { skusByIds } from '../sku/index.ts';
import { warehousesByIds } from '../warehouses/index.ts';
import { chargeHandover } from '../billing/index.ts';
import { moveOutbound, type TOutboundRow } from './lock-outbound.ts';
import { addressLabel } from './outbound-views.ts';
import { outboundHandovers, outboundLines, outboundOrders } from './schema.ts';

const o = outboundOrders;

/**
 * The tracking code a parcel leaves with. Handed to the provider's express service, the order becomes an express
 * shipping order through the express module's own create use case (the one the API uses: the same rules, limits,
 * tariff and log), shipped as the client's main shop from the warehouse's address, with the shop's own order code
 * as its client order code (the label's "Mã đơn shop", the callbacks' client_order_code; the SO code when the shop
 * already sent another express order under that code) and the order's lines as its items (the label's total
 * quantity). A repeated handover answers the same express order. The parcel is in the provider's hands then, so
 * the express order starts picked up (its log says by whom, with the handover batch and the warehouse): no longer
 * the shop's to cancel or readdress. Other carriers keep the code the client booked (direct-delivery,
 * create-ahamove-order) or the one staff typed.
 */
async function trackingCodeFor(tx: TTx, order: TOutboundRow, carrier: string, typed: string | undefined, actorUserId: number, batchCode: string, lang: TLang): Promise<string | null> {
  if (carrier === 'provider-express') return order.shippingOrderCode ?? (await createExpressOrder(tx, order, actorUserId, batchCode, lang));
  return typed?.trim() || order.shippingOrderCode || null;
}

async function createExpressOrder(tx: TTx, order: TOutboundRow, actorUserId: number, batchCode: string, lang: TLang): Promise<string> {
  const shopId = await mainShopOfClient(tx, order.clientId);
  if (shopId === null) throw new DomainError(60016);
  const warehouse = (await warehousesByIds(tx, [order.warehouseId])).get(order.warehouseId)!;
  const lines = await tx.select({ skuId: outboundLines.skuId, quantity: outboundLines.quantity }).from(outboundLines).where(eq(outboundLines.outboundId, order.id)).orderBy(asc(outboundLines.lineNo));
  const skuOf = await skusByIds(tx, lines.map((l) => l.skuId));
  const items = lines.map((l) => ({ name: skuOf.get(l.skuId)?.name || skuOf.get(l.skuId)?.sku || order.soCode, code: skuOf.get(l.skuId)?.sku ?? '', quantity: l.quantity }));
  // a code the shop already gave one of its own express orders would answer that order, not create this parcel's
  const codeTaken = (await existingByClientCode(tx, shopId, order.clientOrderCode)) !== undefined;
  const created = await createShippingOrder(
    tx,
    { kind: 'client', clientId: order.clientId, userId: actorUserId, shopId, acting: true, lang },
    {
      shop_id: shopId,
      client_order_code: codeTaken ? order.soCode : order.clientOrderCode,
      from_name: warehouse.name,
      from_phone: warehouse.phone ?? undefined,
      from_address: warehouse.address,
      // the stored addresses in their scheme: a 2025 one goes as GHN's new address model
      ...(warehouse.addressScheme === '2025'
        ? { is_new_from_address: true, from_province_id: warehouse.provinceId, from_ward_id: warehouse.wardCode }
        : { from_district_id: warehouse.districtId, from_ward_code: warehouse.wardCode }),
      to_name: order.toName,
      to_phone: order.toPhone,
      to_address: order.toAddress,
      ...(order.toAddressScheme === '2025'
        ? { is_new_to_address: true, to_province_id: order.toProvinceId, to_ward_id: order.toWardCode }
        : { to_district_id: order.toDistrictId, to_ward_code: order.toWardCode }),
      weight: order.weight ?? undefined,
      length: order.length ?? undefined,
      width: order.width ?? undefined,
      height: order.height ?? undefined,
      cod_amount: order.codAmount,
      insurance_value: order.goodsValue,
      service_type_id: order.shippingServiceType,
      payment_type_id: order.shippingPaymentType,
      required_note: order.shippingRequiredNote,
      content: order.goodsName ?? order.soCode,
      items,
      note: order.note ?? undefined,
    },
    { actorUserId, pickedUp: { reason: `${batchCode} · ${warehouse.name}` }, storedAddresses: true },
  );
  return created.order_code;
}

/**
 * Handover (6 → 7): the parcels scanned at the dock go to one carrier in one batch (its handover sheet). Each
 * scanned order must be packed, in this warehouse, and not booked with another carrier; the others are listed as
 * refused with why, without stopping the batch. Handed-over goods leave the books: SHIP movements take what each
 * order holds allocated off its rows.
 */
export async function handOver(db: TDb, input: THandoverInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<THandoverView> {
  const codes = [...new Set(input.codes.map((c) => c.trim()).filter((c) => c !== ''))];
  const id = await inTransaction(db, async (tx) => {
    const rows = await tx
      .select()
      .from(o)
      .where(and(inScope(o.clientId, scope), eq(o.warehouseId, input.warehouseId), or(inArray(o.soCode, codes), inArray(o.clientOrderCode, codes))))
      .orderBy(asc(o.id))
      .for('update');
    const refused: THandoverView['refused'] = [];
    const ready: Array<{ row: TOutboundRow; code: string }> = [];
    for (const code of codes) {
      const row = rows.find((r) => r.soCode === code || r.clientOrderCode === code);
      if (!row) refused.push({ code, message: TEXT.handoverNotFound[lang] });
      else if (row.status !== 6) refused.push({ code, message: fillLabel(TEXT.handoverNotPacked, lang, { status: OUTBOUND_STATUS_LABELS[row.status][lang] }) });
      else if (row.carrier && row.carrier !== input.carrier) refused.push({ code, message: fillLabel(TEXT.handoverOtherCarrier, lang, { carrier: row.carrier }) });
      else if (!ready.some((x) => x.row.id === row.id)) ready.push({ row, code });
    }
    if (ready.length === 0) throw new DomainError(400, { message: refused.map((r) => `${r.code}: ${r.message}`).join('; '), data: { refused } });
    const [batch] = await tx
      .insert(outboundHandovers)
      .values({ code: await nextDocumentCode(tx, 'BG'), warehouseId: input.warehouseId, carrier: input.carrier, actorUserId })
      .returning({ id: outboundHandovers.id, code: outboundHandovers.code });
    for (const { row, code } of ready) {
      const tracking = await trackingCodeFor(tx, row, input.carrier, input.trackingCodes?.[code] ?? input.trackingCodes?.[row.soCode], actorUserId, batch!.code, lang);
      await shipAllocatedStock(tx, { refType: 'OUTBOUND', refId: row.id, refCode: row.soCode, reason: 'handover' }, actorUserId);
      await moveOutbound(tx, row, 7, {
        action: 'HANDOVER',
        actorUserId,
        lang,
        note: [input.carrier, tracking].filter(Boolean).join(' '),
        set: { carrier: input.carrier, shippingOrderCode: tracking, handoverId: batch!.id, shippedAt: new Date() },
      });
      // pick and pack (and its packing material), in the handover's transaction
      const [u] = await tx.select({ units: sql<number>`coalesce(sum(${outboundLines.quantity}), 0)::int`.mapWith(Number) }).from(outboundLines).where(eq(outboundLines.outboundId, row.id));
      await chargeHandover(tx, { clientId: row.clientId, outboundId: row.id, orderCode: row.soCode, units: u?.units ?? 0 });
    }
    return { id: batch!.id, refused };
  });
  const view = await getHandover(db, id.id, scope);
  return { ...view, refused: id.refused };
}

/** A handover batch with its orders (the printable handover sheet). */
export async function getHandover(db: TDbOrTx, id: number, scope: TDataScope): Promise<THandoverView> {
  const h = outboundHandovers;
  const [batch] = await db.select().from(h).where(eq(h.id, id)).limit(1);
  if (!batch) throw new DomainError(404);
  const orders = await db
    .select()
    .from(o)
    .where(and(eq(o.handoverId, id), inScope(o.clientId, scope)))
    .orderBy(asc(o.soCode));
  const [wh, names] = await Promise.all([warehousesByIds(db, [batch.warehouseId]), userNamesByIds(db, [batch.actorUserId])]);
  return {
    id: batch.id,
    code: batch.code,
    warehouseId: batch.warehouseId,
    warehouseName: wh.get(batch.warehouseId)?.name ?? '',
    carrier: batch.carrier,
    createdAt: batch.createdAt.toISOString(),
    actor: batch.actorUserId === null ? null : (names.get(batch.actorUserId) ?? null),
    orders: orders.map((r) => ({
      id: r.id,
      soCode: r.soCode,
      clientOrderCode: r.clientOrderCode,
      toName: r.toName,
      toPhone: r.toPhone,
      toAddressLabel: [r.toAddress, addressLabel(r.toProvinceId, r.toDistrictId, r.toWardCode)].join(', '),
      codAmount: r.codAmount,
      weight: r.weight,
      shippingOrderCode: r.shippingOrderCode,
    })),
    refused: [],
  };
}

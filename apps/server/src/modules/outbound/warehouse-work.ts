import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OUTBOUND_STATUS_LABELS, type TLang, type TOutboundDetail, type TOutboundStepInput, type TPackInput, type TPickInput, type TPickListInput, type TPickListView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { releaseStock } from '../inventory/index.ts';
import { skuIdsByAnyCode, skusByIds } from '../sku/index.ts';
import { findLocation, locationsByIds } from '../warehouses/index.ts';
import { getOutboundDetail } from './get-outbound.ts';
import { lockOutbound, moveOutbound } from './lock-outbound.ts';
import { writeOutboundLog } from './outbound-log.ts';
import { outboundAllocations, outboundLines, outboundOrders } from './schema.ts';

const o = outboundOrders;
const a = outboundAllocations;

const TEXT = {
  wrongPlace: { vi: 'Vị trí này không có hàng cần lấy của sản phẩm này cho đơn', en: 'Nothing of this product is to be picked at this location for the order' },
  tooMany: { vi: 'Số lượng lấy vượt quá số lượng cần lấy ({n})', en: 'More than is left to pick ({n})' },
  noLocation: { vi: 'Vị trí không tồn tại trong kho của đơn', en: "No such location in the order's warehouse" },
  noSku: { vi: 'Mã sản phẩm không thuộc đơn', en: 'This product is not on the order' },
};

/**
 * A pick list for a warehouse (one order or a batch): the allocated orders named (or the oldest allocated ones)
 * move to picking (2 → 3) and the answer lists what to take, sorted by location then SKU, so a picker walks the
 * aisles once. Orders already picking are listed again (a reprint), without a second status change.
 */
export async function makePickList(db: TDb, input: TPickListInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TPickListView> {
  const ids = await inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: o.id, status: o.status })
      .from(o)
      .where(and(inScope(o.clientId, scope), eq(o.warehouseId, input.warehouseId), input.ids?.length ? inArray(o.id, input.ids) : eq(o.status, 2), inArray(o.status, [2, 3])))
      .orderBy(asc(o.createdAt), asc(o.id))
      .limit(input.ids?.length ?? input.limit)
      .for('update');
    for (const r of rows) if (r.status === 2) await moveOutbound(tx, r, 3, { action: 'START_PICKING', actorUserId, lang });
    return rows.map((r) => r.id);
  });
  if (ids.length === 0) return { warehouseId: input.warehouseId, orders: [], rows: [] };
  const orders = await db.select({ id: o.id, soCode: o.soCode, clientOrderCode: o.clientOrderCode, status: o.status }).from(o).where(inArray(o.id, ids));
  const allocs = await db.select().from(a).where(inArray(a.outboundId, ids));
  const [locOf, skuOf] = await Promise.all([locationsByIds(db, allocs.map((x) => x.locationId)), skusByIds(db, allocs.map((x) => x.skuId))]);
  const soOf = new Map(orders.map((x) => [x.id, x.soCode]));
  const rows = allocs
    .map((x) => ({
      outboundId: x.outboundId,
      soCode: soOf.get(x.outboundId) ?? '',
      lineId: x.lineId,
      locationCode: locOf.get(x.locationId)?.code ?? '',
      sku: skuOf.get(x.skuId)?.sku ?? '',
      name: skuOf.get(x.skuId)?.name ?? '',
      lotNum: x.lot,
      expiryDate: x.expiryDate,
      quantity: x.quantity,
      pickedQuantity: x.pickedQuantity,
    }))
    .sort((p, q) => p.locationCode.localeCompare(q.locationCode) || p.sku.localeCompare(q.sku) || p.soCode.localeCompare(q.soCode));
  return { warehouseId: input.warehouseId, orders, rows };
}

/**
 * One pick: the location scanned first, then the SKU. The units come off the allocation of that line at that
 * location (the lot allocation chose); picking more than is left, or from a place the order has nothing at, is
 * refused with a message on the field. The last unit picked makes the order picked (3 → 4).
 */
export async function pickOutbound(db: TDb, input: TPickInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOutbound(tx, { id: input.id }, scope);
    if (order.status === 2) await moveOutbound(tx, order, 3, { action: 'START_PICKING', actorUserId, lang });
    if (order.status !== 3) {
      const label = OUTBOUND_STATUS_LABELS[order.status][lang];
      throw new DomainError(400, { message: lang === 'en' ? `The order is ${label.toLowerCase()}: nothing to pick` : `Đơn đang ở trạng thái "${label}": không có gì để lấy`, data: { status: order.status } });
    }
    const loc = await findLocation(tx, order.warehouseId, input.locationCode);
    if (!loc) failFields([{ field: 'locationCode', message: TEXT.noLocation[lang] }]);
    const skuIds = await skuIdsByAnyCode(tx, order.clientId, input.code);
    const rows = skuIds.length
      ? await tx
          .select()
          .from(a)
          .where(and(eq(a.outboundId, order.id), eq(a.locationId, loc.id), inArray(a.skuId, skuIds), sql`${a.pickedQuantity} < ${a.quantity}`))
          .orderBy(asc(a.expiryDate), asc(a.id))
      : [];
    if (rows.length === 0) failFields([{ field: 'code', message: skuIds.length ? TEXT.wrongPlace[lang] : TEXT.noSku[lang] }]);
    const left = rows.reduce((s, r) => s + r.quantity - r.pickedQuantity, 0);
    if (input.quantity > left) failFields([{ field: 'quantity', message: TEXT.tooMany[lang].replace('{n}', String(left)) }]);
    let want = input.quantity;
    for (const r of rows) {
      if (want === 0) break;
      const take = Math.min(want, r.quantity - r.pickedQuantity);
      want -= take;
      await tx.update(a).set({ pickedQuantity: r.pickedQuantity + take }).where(eq(a.id, r.id));
      await tx.update(outboundLines).set({ pickedQuantity: sql`${outboundLines.pickedQuantity} + ${take}` }).where(eq(outboundLines.id, r.lineId));
    }
    await writeOutboundLog(tx, { outboundId: order.id, action: 'PICK', from: 3, to: 3, note: `${input.code} × ${input.quantity} @ ${loc.code}`, actorUserId });
    const [rest] = await tx
      .select({ n: sql<number>`coalesce(sum(${a.quantity} - ${a.pickedQuantity}), 0)::int`.mapWith(Number) })
      .from(a)
      .where(eq(a.outboundId, order.id));
    if ((rest?.n ?? 0) === 0) await moveOutbound(tx, order, 4, { action: 'PICK', actorUserId, lang });
  });
  return getOutboundDetail(db, input.id);
}

/** Packs a picked order: the parcel's weight and size are recorded (4 → 5 → 6); the packing slip prints from the detail. */
export async function packOutbound(db: TDb, input: TPackInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOutbound(tx, { id: input.id }, scope);
    if (order.status === 4) await moveOutbound(tx, order, 5, { action: 'START_PACKING', actorUserId, lang });
    await moveOutbound(tx, order, 6, {
      action: 'PACK',
      actorUserId,
      lang,
      note: `${input.weight} g, ${input.length}×${input.width}×${input.height} cm`,
      set: { weight: input.weight, length: input.length, width: input.width, height: input.height },
    });
  });
  return getOutboundDetail(db, input.id);
}

/** Records the shipment as delivered (7 → 99). */
export async function completeOutbound(db: TDb, input: TOutboundStepInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOutbound(tx, { id: input.id }, scope);
    await moveOutbound(tx, order, 99, { action: 'COMPLETE', actorUserId, lang, note: input.note ?? null, set: { completedAt: new Date() } });
  });
  return getOutboundDetail(db, input.id);
}

/**
 * Staff put the goods of an order waiting at 8 back where they were picked from and confirm: the order is
 * cancelled (8 → 9) and what it held allocated is released (RELEASE movements), picked or not.
 */
export async function confirmCancelOutbound(db: TDb, input: TOutboundStepInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOutbound(tx, { id: input.id }, scope);
    if (order.status !== 8) {
      const label = OUTBOUND_STATUS_LABELS[order.status][lang];
      throw new DomainError(400, { message: lang === 'en' ? `The order is ${label.toLowerCase()}: no cancel is waiting` : `Đơn đang ở trạng thái "${label}": không có yêu cầu huỷ đang chờ`, data: { status: order.status } });
    }
    await releaseStock(tx, { refType: 'OUTBOUND', refId: order.id, refCode: order.soCode, reason: input.note ?? 'cancel' }, actorUserId);
    await moveOutbound(tx, order, 9, { action: 'CONFIRM_CANCEL', actorUserId, lang, note: input.note ?? null, set: { cancelledAt: new Date() } });
  });
  return getOutboundDetail(db, input.id);
}

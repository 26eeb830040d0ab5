import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fillLabel, OUTBOUND_STATUS_LABELS, OUTBOUND_WORK_MESSAGES as TEXT, pickLocationNotOnListMessage, type TLang, type TOutboundDetail, type TOutboundStepInput, type TPackInput, type TPickInput } from '@ffm/domain';
import type { TDb, TTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { releaseStock } from '../inventory/index.ts';
import { skuIdsByAnyCode } from '../sku/index.ts';
import { findLocation, type TLocationRow } from '../warehouses/index.ts';
import { getOutboundDetail } from './get-outbound.ts';
import { lockOutbound, moveOutbound, type TOutboundRow } from './lock-outbound.ts';
import { writeOutboundLog } from './outbound-log.ts';
import { closePickListIfFinished, findPickList, locationOnList, openPickListOf, orderToPickOnList, storePickList, type TPickListRow } from './pick-lists.ts';
import { outboundAllocations, outboundLines } from './schema.ts';
import { assertWaveOrderSorted } from './waves.ts';

const a = outboundAllocations;

/**
 * One pick: the location scanned first, then the SKU, on a stored pick list (`pickListId`, or the open list of
 * the order named by `id`). A location the list does not send the picker to is refused (40009, naming both).
 * The units come off the allocation of that line at that location (the lot allocation chose); picking more than
 * is left, or a product the order has nothing of there, is refused with a message on the field. The last unit
 * picked makes the order picked (3 → 4), and the list is done when none of its orders is left picking. An order
 * picked by id before any list held it gets a list of its own, so an order picking is always on one.
 */
export async function pickOutbound(db: TDb, input: TPickInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundDetail> {
  const outboundId = await inTransaction(db, async (tx) => {
    let list = input.pickListId !== undefined ? await findPickList(tx, input.pickListId) : null;
    if (list && list.status !== 'open') throw new DomainError(40011);
    let order: TOutboundRow;
    let loc: TLocationRow | null;
    if (input.id !== undefined) {
      order = await lockOutbound(tx, { id: input.id }, scope);
      if (order.status === 2 || order.status === 3) {
        const open = await openPickListOf(tx, order.id);
        if (list && open?.id !== list.id) throw new DomainError(400, { message: fillLabel(TEXT.pickNotOnList, lang, { so: order.soCode, list: list.code }) });
        list = open ?? (await findPickList(tx, await storePickList(tx, order.warehouseId, [order], actorUserId, lang)));
      }
      assertPicking(order, lang);
      loc = await findLocation(tx, order.warehouseId, input.locationCode);
      if (!loc) failFields([{ field: 'locationCode', message: TEXT.pickNoLocation[lang] }]);
      await assertLocationOnList(tx, list!, loc, scope);
    } else {
      const onList = list!;
      loc = await findLocation(tx, onList.warehouseId, input.locationCode);
      if (!loc) failFields([{ field: 'locationCode', message: TEXT.pickNoLocation[lang] }]);
      await assertLocationOnList(tx, onList, loc, scope);
      const found = await orderToPickOnList(tx, onList.id, loc.id, input.code, scope);
      if (found.id === null) failFields([{ field: 'code', message: found.known ? TEXT.pickWrongPlace[lang] : TEXT.pickNoSku[lang] }]);
      order = await lockOutbound(tx, { id: found.id }, scope);
      assertPicking(order, lang);
    }
    const skuIds = await skuIdsByAnyCode(tx, order.clientId, input.code);
    const rows = skuIds.length
      ? await tx
          .select()
          .from(a)
          .where(and(eq(a.outboundId, order.id), eq(a.locationId, loc.id), inArray(a.skuId, skuIds), sql`${a.pickedQuantity} < ${a.quantity}`))
          .orderBy(asc(a.expiryDate), asc(a.id))
      : [];
    if (rows.length === 0) failFields([{ field: 'code', message: skuIds.length ? TEXT.pickWrongPlace[lang] : TEXT.pickNoSku[lang] }]);
    const left = rows.reduce((s, r) => s + r.quantity - r.pickedQuantity, 0);
    if (input.quantity > left) failFields([{ field: 'quantity', message: fillLabel(TEXT.pickTooMany, lang, { n: left }) }]);
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
    if ((rest?.n ?? 0) === 0) {
      await moveOutbound(tx, order, 4, { action: 'PICK', actorUserId, lang });
      if (list) await closePickListIfFinished(tx, list.id, actorUserId);
    }
    return order.id;
  });
  return getOutboundDetail(db, outboundId);
}

function assertPicking(order: TOutboundRow, lang: TLang): void {
  if (order.status === 3) return;
  const label = OUTBOUND_STATUS_LABELS[order.status][lang];
  throw new DomainError(400, { message: fillLabel(TEXT.notPicking, lang, { status: lang === 'en' ? label.toLowerCase() : label }), data: { status: order.status } });
}

/** 40009 when the list has nothing to take at the location, with the location and the list named. */
async function assertLocationOnList(tx: TTx, list: TPickListRow, loc: TLocationRow, scope: TDataScope): Promise<void> {
  if (await locationOnList(tx, list.id, loc.id, scope)) return;
  throw new DomainError(40009, { localize: (l) => pickLocationNotOnListMessage(l, loc.code, list.code), data: { locationCode: loc.code, pickListCode: list.code } });
}

/**
 * Packs a picked order: the parcel's weight and size are recorded (4 → 5 → 6); the packing slip prints from the detail.
 * A wave's order is packed only once all its units are sorted to it (40012).
 */
export async function packOutbound(db: TDb, input: TPackInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOutbound(tx, { id: input.id }, scope);
    if (order.status === 4 || order.status === 5) await assertWaveOrderSorted(tx, order);
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
      throw new DomainError(400, { message: fillLabel(TEXT.noCancelWaiting, lang, { status: lang === 'en' ? label.toLowerCase() : label }), data: { status: order.status } });
    }
    await releaseStock(tx, { refType: 'OUTBOUND', refId: order.id, refCode: order.soCode, reason: input.note ?? 'cancel' }, actorUserId);
    await moveOutbound(tx, order, 9, { action: 'CONFIRM_CANCEL', actorUserId, lang, note: input.note ?? null, set: { cancelledAt: new Date() } });
    const list = await openPickListOf(tx, order.id);
    if (list) await closePickListIfFinished(tx, list.id, actorUserId);
  });
  return getOutboundDetail(db, input.id);
}

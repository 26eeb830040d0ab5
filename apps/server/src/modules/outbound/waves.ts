import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  assertOutboundTransition,
  pickLocationNotOnListMessage,
  waveText,
  type TLang,
  type TPickBinAnswer,
  type TPickBinInput,
  type TSortScanAnswer,
  type TSortScanInput,
  type TWaveRef,
  type TWaveReleaseInput,
  type TWaveView,
} from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { qualified as q } from '../../db/qualified.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { allocateStock, postMovements, releaseStock, type TAllocatedPart } from '../inventory/index.ts';
import { skuIdsByAnyCode, skusByIds } from '../sku/index.ts';
import { findLocation, locationsByIds } from '../warehouses/index.ts';
import { lockOutbound, moveOutbound } from './lock-outbound.ts';
import { closePickListIfFinished, findPickList, locationOnList, membersOf } from './pick-lists.ts';
import { outboundAllocations, outboundLines, outboundLogs, outboundOrders, pickListOrders, pickLists } from './schema.ts';

const o = outboundOrders;
const a = outboundAllocations;
const l = outboundLines;
const pl = pickLists;
const plo = pickListOrders;

const onOpenList = sql`exists (select 1 from ${plo} where ${q(plo.outboundId)} = ${q(o.id)} and ${q(plo.active)})`;

/**
 * Releases a wave: the allocated orders of one warehouse that are on no open list, narrowed by carrier (an order
 * with no carrier chosen goes with the provider's own express), cut-off time (created at or before) and zone type,
 * the oldest first up to the count, onto one stored pick list of kind `wave`; they start picking (2 → 3).
 *
 * It is the pick list's creation in bulk: the candidates are locked skipping those another release holds, which
 * of them are still free is read again once the locks are held, and the partial unique index on the active
 * membership is the last guard, so two releases at once never share an order. The status change and its log
 * rows are one statement each, so a wave of 2,000 orders costs a handful of statements.
 */
export async function releaseWave(db: TDb, input: TWaveReleaseInput, scope: TDataScope, actorUserId: number): Promise<TWaveView | null> {
  const listId = await inTransaction(db, async (tx) => {
    const byCarrier =
      input.carrier === undefined ? undefined : input.carrier === 'provider-express' ? or(isNull(o.carrier), eq(o.carrier, input.carrier)) : eq(o.carrier, input.carrier);
    const candidates = await tx
      .select({ id: o.id })
      .from(o)
      .where(
        and(
          inScope(o.clientId, scope),
          eq(o.warehouseId, input.warehouseId),
          eq(o.status, 2),
          byCarrier,
          input.cutoffAt ? sql`${o.createdAt} <= ${new Date(input.cutoffAt).toISOString()}` : undefined,
          input.zoneType ? eq(o.zoneType, input.zoneType) : undefined,
          sql`not ${onOpenList}`,
        ),
      )
      .orderBy(asc(o.createdAt), asc(o.id))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return null;
    const fresh = await tx
      .select({ id: o.id })
      .from(o)
      .where(and(inArray(o.id, candidates.map((c) => c.id)), eq(o.status, 2), sql`not ${onOpenList}`))
      .orderBy(asc(o.id));
    if (fresh.length === 0) return null;
    const ids = fresh.map((r) => r.id);
    const code = await nextDocumentCode(tx, 'PL');
    const criteria = { carrier: input.carrier ?? null, cutoffAt: input.cutoffAt ?? null, zoneType: input.zoneType ?? null, limit: input.limit };
    const [list] = await tx.insert(pl).values({ code, warehouseId: input.warehouseId, kind: 'wave', criteria, createdBy: actorUserId }).returning({ id: pl.id });
    await tx.insert(plo).values(ids.map((id) => ({ pickListId: list!.id, outboundId: id })));
    const move = assertOutboundTransition(2, 3);
    if (!move.ok) throw new DomainError(400);
    await tx.update(o).set({ status: 3, updatedAt: new Date() }).where(inArray(o.id, ids));
    await tx.insert(outboundLogs).values(ids.map((id) => ({ outboundId: id, action: 'START_PICKING', fromStatus: 2 as const, toStatus: 3 as const, note: code, actorUserId })));
    return list!.id;
  });
  return listId === null ? null : getWave(db, { id: listId }, scope);
}

/**
 * A pick list seen as a wave: its bins (one row per location, SKU and lot, summed over its orders, in walking
 * order by location code) and its orders with their sort slot (1-based, by SO code) and progress. Any stored
 * pick list opens this way.
 */
export async function getWave(db: TDbOrTx, ref: TWaveRef, scope: TDataScope): Promise<TWaveView> {
  const list = await findPickList(db, ref.id);
  const orders = await db
    .select({
      id: o.id,
      soCode: o.soCode,
      clientOrderCode: o.clientOrderCode,
      status: o.status,
      quantity: sql<number>`coalesce(sum(${l.quantity}), 0)::int`.mapWith(Number),
      pickedQuantity: sql<number>`coalesce(sum(${l.pickedQuantity}), 0)::int`.mapWith(Number),
      sortedQuantity: sql<number>`coalesce(sum(${l.sortedQuantity}), 0)::int`.mapWith(Number),
    })
    .from(plo)
    .innerJoin(o, eq(o.id, plo.outboundId))
    .leftJoin(l, eq(l.outboundId, o.id))
    .where(membersOf(list.id, scope))
    .groupBy(o.id)
    .orderBy(asc(o.soCode));
  // a client scope that holds none of the list's orders does not learn the list exists
  if (orders.length === 0 && scope.kind === 'client') throw new DomainError(40010);
  const bins = await db
    .select({
      locationId: a.locationId,
      skuId: a.skuId,
      lot: a.lot,
      expiryDate: sql<string | null>`min(${a.expiryDate})`,
      quantity: sql<number>`sum(${a.quantity})::int`.mapWith(Number),
      pickedQuantity: sql<number>`sum(${a.pickedQuantity})::int`.mapWith(Number),
      orderCount: sql<number>`count(distinct ${a.outboundId})::int`.mapWith(Number),
    })
    .from(plo)
    .innerJoin(o, eq(o.id, plo.outboundId))
    .innerJoin(a, eq(a.outboundId, plo.outboundId))
    .where(membersOf(list.id, scope))
    .groupBy(a.locationId, a.skuId, a.lot);
  const [locOf, skuOf, names] = await Promise.all([
    locationsByIds(db, bins.map((b) => b.locationId)),
    skusByIds(db, bins.map((b) => b.skuId)),
    userNamesByIds(db, list.createdBy === null ? [] : [list.createdBy]),
  ]);
  const rows = bins
    .map((b) => ({
      locationCode: locOf.get(b.locationId)?.code ?? '',
      sku: skuOf.get(b.skuId)?.sku ?? '',
      name: skuOf.get(b.skuId)?.name ?? '',
      lotNum: b.lot,
      expiryDate: b.expiryDate,
      quantity: b.quantity,
      pickedQuantity: b.pickedQuantity,
      orderCount: b.orderCount,
    }))
    .sort((x, y) => x.locationCode.localeCompare(y.locationCode) || x.sku.localeCompare(y.sku) || x.lotNum.localeCompare(y.lotNum));
  return {
    id: list.id,
    code: list.code,
    warehouseId: list.warehouseId,
    status: list.status,
    createdAt: list.createdAt.toISOString(),
    createdBy: list.createdBy === null ? null : (names.get(list.createdBy) ?? null),
    closedAt: list.closedAt?.toISOString() ?? null,
    orderCount: orders.length,
    quantity: rows.reduce((s, r) => s + r.quantity, 0),
    pickedQuantity: rows.reduce((s, r) => s + r.pickedQuantity, 0),
    orders: orders.map((x, i) => ({ ...x, slot: i + 1 })),
    bins: rows,
  };
}

type TAllocRow = typeof outboundAllocations.$inferSelect;

/**
 * Confirms one bin of a wave: the picker scanned the location, then the product, and took `found` units (all the
 * bin row still asks for unless told). The units go to the orders waiting for them there, the first slot (SO code)
 * first; fewer than asked leaves the rest to pick, unless the picker says the bin is `empty`.
 *
 * Two pickers on one wave never take the same unit: the orders with units left at the bin are locked (id order,
 * the lock every step of an order takes first), then their allocation rows are read again and locked, so the
 * second picker sees what the first took and is told the bin is done.
 *
 * A bin found empty is a short pick: for each order left short, what it had allocated
 * at the bin and did not get is released (RELEASE) and allocated again from another bin (ALLOCATE, never the
 * empty one), which the walk then shows; an order no other bin can complete is marked short: everything it holds
 * is released, its picked and sorted counts cleared, and it leaves the wave back to new (3 → 0), waiting for stock.
 */
export async function pickBin(db: TDb, input: TPickBinInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TPickBinAnswer> {
  const result = await inTransaction(db, async (tx) => {
    const list = await findPickList(tx, input.pickListId);
    if (list.status !== 'open') throw new DomainError(40011);
    const loc = await findLocation(tx, list.warehouseId, input.locationCode);
    if (!loc) return failFields([{ field: 'locationCode', message: waveText('noLocation', lang) }]);
    if (!(await locationOnList(tx, list.id, loc.id, scope))) {
      throw new DomainError(40009, { localize: (x) => pickLocationNotOnListMessage(x, loc.code, list.code), data: { locationCode: loc.code, pickListCode: list.code } });
    }
    // the rows of the bin for this product, on orders still picking
    const atBin = and(membersOf(list.id, scope), eq(plo.active, true), eq(o.status, 3), eq(a.locationId, loc.id));
    const clients = await tx.selectDistinct({ clientId: o.clientId }).from(plo).innerJoin(o, eq(o.id, plo.outboundId)).innerJoin(a, eq(a.outboundId, o.id)).where(atBin);
    const skuIds = new Set<number>();
    for (const c of clients) for (const id of await skuIdsByAnyCode(tx, c.clientId, input.code)) skuIds.add(id);
    const vars = { loc: loc.code, sku: input.code };
    if (skuIds.size === 0) return failFields([{ field: 'code', message: waveText('notInBin', lang, vars) }]);
    const ofProduct = and(atBin, inArray(a.skuId, [...skuIds]), input.lotNum !== undefined ? eq(a.lot, input.lotNum) : undefined);
    const waiting = await tx
      .selectDistinct({ id: o.id })
      .from(plo)
      .innerJoin(o, eq(o.id, plo.outboundId))
      .innerJoin(a, eq(a.outboundId, o.id))
      .where(and(ofProduct, lt(a.pickedQuantity, a.quantity)));
    if (waiting.length === 0) {
      const [any] = await tx.select({ one: sql`1` }).from(plo).innerJoin(o, eq(o.id, plo.outboundId)).innerJoin(a, eq(a.outboundId, o.id)).where(ofProduct).limit(1);
      return failFields([{ field: 'code', message: waveText(any ? 'binDone' : 'notInBin', lang, vars) }]);
    }
    // lock the orders, then read their rows again: what another picker took meanwhile is seen
    const orders = await tx
      .select()
      .from(o)
      .where(inArray(o.id, waiting.map((w) => w.id)))
      .orderBy(asc(o.id))
      .for('update');
    const live = new Map(orders.filter((x) => x.status === 3).map((x) => [x.id, x]));
    const rows = (
      await tx
        .select({ a })
        .from(a)
        .innerJoin(plo, and(eq(plo.outboundId, a.outboundId), eq(plo.pickListId, list.id), eq(plo.active, true)))
        .where(and(inArray(a.outboundId, [...live.keys()]), eq(a.locationId, loc.id), inArray(a.skuId, [...skuIds]), input.lotNum !== undefined ? eq(a.lot, input.lotNum) : undefined, lt(a.pickedQuantity, a.quantity)))
        .orderBy(asc(a.id))
        .for('update', { of: a })
    ).map((r) => r.a);
    if (rows.length === 0) return failFields([{ field: 'code', message: waveText('binDone', lang, vars) }]);
    if (new Set(rows.map((r) => r.lot)).size > 1) return failFields([{ field: 'lotNum', message: waveText('lotNeeded', lang) }]);
    const so = (id: number) => live.get(id)!.soCode;
    rows.sort((x, y) => so(x.outboundId).localeCompare(so(y.outboundId)) || x.id - y.id);
    const left = rows.reduce((s, r) => s + r.quantity - r.pickedQuantity, 0);
    const found = input.found ?? left;
    if (found > left) return failFields([{ field: 'found', message: waveText('tooMany', lang, { n: left }) }]);

    let give = found;
    const shortByRow: Array<{ row: TAllocRow; missing: number }> = [];
    const logs: Array<typeof outboundLogs.$inferInsert> = [];
    for (const r of rows) {
      const want = r.quantity - r.pickedQuantity;
      const take = Math.min(give, want);
      give -= take;
      if (take > 0) {
        await tx.update(a).set({ pickedQuantity: r.pickedQuantity + take }).where(eq(a.id, r.id));
        await tx.update(l).set({ pickedQuantity: sql`${l.pickedQuantity} + ${take}` }).where(eq(l.id, r.lineId));
        r.pickedQuantity += take;
        logs.push({ outboundId: r.outboundId, action: 'PICK', fromStatus: 3, toStatus: 3, note: `${input.code} × ${take} @ ${loc.code} (${list.code})`, actorUserId });
      }
      if (take < want && input.empty) shortByRow.push({ row: r, missing: want - take });
    }
    if (logs.length) await tx.insert(outboundLogs).values(logs);

    const reallocated: TPickBinAnswer['reallocated'] = [];
    const shortOrders: TPickBinAnswer['shortOrders'] = [];
    const skuOf = await skusByIds(tx, [...new Set(rows.map((r) => r.skuId))]);
    const markedShort = new Set<number>();
    for (const { row, missing } of shortByRow) {
      const order = live.get(row.outboundId)!;
      if (markedShort.has(order.id)) continue;
      const ref = { refType: 'OUTBOUND' as const, refId: order.id, refCode: order.soCode, reason: `short pick ${loc.code}` };
      // what the order did not get at this bin is no longer promised there
      await postMovements(
        tx,
        [{ type: 'RELEASE', warehouseId: order.warehouseId, clientId: order.clientId, skuId: row.skuId, lot: row.lot, locationId: row.locationId, condition: 'GOOD', allocatedDelta: -missing, ...ref }],
        actorUserId,
      );
      if (row.pickedQuantity === 0) await tx.delete(a).where(eq(a.id, row.id));
      else await tx.update(a).set({ quantity: row.pickedQuantity }).where(eq(a.id, row.id));
      let parts: TAllocatedPart[] | null = null;
      try {
        parts = await allocateStock(
          tx,
          { warehouseId: order.warehouseId, clientId: order.clientId, skuId: row.skuId, qty: missing, fefo: skuOf.get(row.skuId)?.manageExpDate ?? false, excludeLocationIds: [loc.id], ...ref },
          actorUserId,
        );
      } catch (err) {
        if (!(err instanceof DomainError) || err.code !== 40007) throw err;
      }
      if (parts) {
        await tx.insert(a).values(parts.map((p) => ({ outboundId: order.id, lineId: row.lineId, skuId: row.skuId, locationId: p.locationId, lot: p.lot, expiryDate: p.expiryDate, quantity: p.qty })));
        const locs = await locationsByIds(tx, parts.map((p) => p.locationId));
        for (const p of parts) reallocated.push({ soCode: order.soCode, locationCode: locs.get(p.locationId)?.code ?? '', quantity: p.qty });
        continue;
      }
      // no other bin has it: the order is short and leaves the wave, its stock released
      markedShort.add(order.id);
      await releaseStock(tx, ref, actorUserId);
      await tx.delete(a).where(eq(a.outboundId, order.id));
      await tx.update(l).set({ pickedQuantity: 0, sortedQuantity: 0 }).where(eq(l.outboundId, order.id));
      await tx.update(plo).set({ active: false, releasedAt: new Date() }).where(and(eq(plo.pickListId, list.id), eq(plo.outboundId, order.id)));
      await moveOutbound(tx, order, 0, { action: 'SHORT_PICK', actorUserId, lang, note: `${skuOf.get(row.skuId)?.sku ?? input.code} −${missing} @ ${loc.code} (${list.code})`, set: { allocatedAt: null } });
      shortOrders.push({ id: order.id, soCode: order.soCode });
    }

    // orders with nothing left to take are picked (3 → 4)
    const touched = [...live.keys()].filter((id) => !markedShort.has(id));
    if (touched.length) {
      const rest = await tx
        .select({ id: a.outboundId, n: sql<number>`sum(${a.quantity} - ${a.pickedQuantity})::int`.mapWith(Number) })
        .from(a)
        .where(inArray(a.outboundId, touched))
        .groupBy(a.outboundId);
      const leftOf = new Map(rest.map((r) => [r.id, r.n]));
      for (const id of touched) if ((leftOf.get(id) ?? 0) === 0) await moveOutbound(tx, live.get(id)!, 4, { action: 'PICK', actorUserId, lang, note: list.code });
    }
    await closePickListIfFinished(tx, list.id, actorUserId);
    return { picked: found, short: input.empty ? left - found : 0, reallocated, shortOrders };
  });
  return { ...result, wave: await getWave(db, { id: input.pickListId }, scope) };
}

/**
 * The pack step of a wave: a picked unit is scanned and sorted to the first order of the wave (by slot) that
 * still waits for one of it; the answer names the order and its slot, and whether the order is now complete.
 * The order is locked and its line re-read, so two packers never sort more units to an order than were picked.
 */
export async function sortScan(db: TDb, input: TSortScanInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TSortScanAnswer> {
  return inTransaction(db, async (tx) => {
    const list = await findPickList(tx, input.pickListId);
    const members = await tx
      .select({ id: o.id, soCode: o.soCode, clientId: o.clientId, status: o.status })
      .from(plo)
      .innerJoin(o, eq(o.id, plo.outboundId))
      .where(membersOf(list.id, scope))
      .orderBy(asc(o.soCode));
    const skuIdsOf = new Map<number, number[]>();
    for (const m of members) if (!skuIdsOf.has(m.clientId)) skuIdsOf.set(m.clientId, await skuIdsByAnyCode(tx, m.clientId, input.code));
    for (const [i, m] of members.entries()) {
      const skuIds = skuIdsOf.get(m.clientId)!;
      if (skuIds.length === 0 || (m.status !== 3 && m.status !== 4 && m.status !== 5)) continue;
      const order = await lockOutbound(tx, { id: m.id }, scope);
      if (order.status !== 3 && order.status !== 4 && order.status !== 5) continue;
      const [line] = await tx
        .select()
        .from(l)
        .where(and(eq(l.outboundId, m.id), inArray(l.skuId, skuIds), lt(l.sortedQuantity, l.pickedQuantity)))
        .limit(1);
      if (!line) continue;
      await tx.update(l).set({ sortedQuantity: line.sortedQuantity + 1 }).where(eq(l.id, line.id));
      const [sum] = await tx
        .select({ q: sql<number>`sum(${l.quantity})::int`.mapWith(Number), s: sql<number>`sum(${l.sortedQuantity})::int`.mapWith(Number) })
        .from(l)
        .where(eq(l.outboundId, m.id));
      const orderComplete = sum!.q === sum!.s;
      if (orderComplete) await tx.insert(outboundLogs).values({ outboundId: m.id, action: 'SORT', fromStatus: order.status, toStatus: order.status, note: list.code, actorUserId });
      const sku = (await skusByIds(tx, [line.skuId])).get(line.skuId)?.sku ?? input.code;
      return { outboundId: m.id, soCode: m.soCode, slot: i + 1, sku, sortedQuantity: line.sortedQuantity + 1, quantity: line.quantity, orderComplete };
    }
    return failFields([{ field: 'code', message: waveText('nothingToSort', lang, { sku: input.code }) }]);
  });
}

/**
 * The pack step of a wave's order waits for its sort: an order released on a wave (and not taken off it) is packed
 * only once every unit it ordered has been sorted to its slot (sortScan); else 40012, naming the order, the wave and
 * how many of its units are sorted. An order picked on a plain list, or on none, has no sort step.
 */
export async function assertWaveOrderSorted(tx: TDbOrTx, order: { id: number; soCode: string }): Promise<void> {
  const [wave] = await tx
    .select({ code: pl.code })
    .from(plo)
    .innerJoin(pl, eq(pl.id, plo.pickListId))
    .where(and(eq(plo.outboundId, order.id), isNull(plo.releasedAt), eq(pl.kind, 'wave')))
    .orderBy(sql`${plo.id} desc`)
    .limit(1);
  if (!wave) return;
  const [sum] = await tx
    .select({ quantity: sql<number>`coalesce(sum(${l.quantity}), 0)::int`.mapWith(Number), sorted: sql<number>`coalesce(sum(${l.sortedQuantity}), 0)::int`.mapWith(Number) })
    .from(l)
    .where(eq(l.outboundId, order.id));
  if (sum!.sorted >= sum!.quantity) return;
  const vars = { so: order.soCode, wave: wave.code, sorted: sum!.sorted, quantity: sum!.quantity };
  throw new DomainError(40012, { localize: (lang) => waveText('notSorted', lang, vars), data: vars });
}

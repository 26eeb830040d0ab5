import { and, asc, desc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TLang, TPickListInput, TPickListReleaseInput, TPickListRef, TPickListsInput, TPickListStatus, TPickListSummary, TPickListView, TOutboundStatus } from '@ffm/domain';
import type { TDb, TDbOrTx, TTx } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { qualified as q } from '../../db/qualified.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError } from '../../lib/errors.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { skuIdsByAnyCode, skusByIds } from '../sku/index.ts';
import { locationsByIds } from '../warehouses/index.ts';
import { moveOutbound } from './lock-outbound.ts';
import { outboundAllocations, outboundLines, outboundOrders, pickListOrders, pickLists } from './schema.ts';

const o = outboundOrders;
const a = outboundAllocations;
const pl = pickLists;
const plo = pickListOrders;

export type TPickListRow = typeof pickLists.$inferSelect;

/** The membership of an order in an open pick list (the partial unique index keeps at most one). */
const onOpenList = sql`exists (select 1 from ${plo} where ${q(plo.outboundId)} = ${q(o.id)} and ${q(plo.active)})`;

/**
 * Stores a pick list of allocated orders of a warehouse (those named, or the oldest ones), each on no other open
 * list, and starts their picking (2 → 3). An order already picking but on no open list (picked by scanning
 * before any list held it) is taken too. Answers the list, or null when no order was free.
 *
 * Two staff members creating lists at once never get the same order: the candidates are locked (the batch case
 * skips rows another creator holds), and which of them are still free is read again by a second statement, after
 * the locks are held, so it sees what a creator that went first committed; the partial unique index on the
 * active membership is the last guard.
 */
export async function createPickList(db: TDb, input: TPickListInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TPickListView | null> {
  const listId = await inTransaction(db, async (tx) => {
    const named = input.ids?.length ? input.ids : null;
    const candidates = await tx
      .select({ id: o.id, status: o.status })
      .from(o)
      .where(and(inScope(o.clientId, scope), eq(o.warehouseId, input.warehouseId), named ? inArray(o.id, named) : undefined, inArray(o.status, [2, 3]), sql`not ${onOpenList}`))
      .orderBy(asc(o.createdAt), asc(o.id))
      .limit(named?.length ?? input.limit)
      .for('update', named ? {} : { skipLocked: true });
    if (candidates.length === 0) return null;
    const ids = candidates.map((c) => c.id);
    const fresh = await tx
      .select({ id: o.id, status: o.status })
      .from(o)
      .where(and(inArray(o.id, ids), inArray(o.status, [2, 3]), sql`not ${onOpenList}`));
    const free = new Map(fresh.map((r) => [r.id, r.status]));
    const orders = candidates.filter((c) => free.has(c.id)).map((c) => ({ id: c.id, status: free.get(c.id)! }));
    if (orders.length === 0) return null;
    return storePickList(tx, input.warehouseId, orders, actorUserId, lang);
  });
  return listId === null ? null : getPickList(db, { id: listId }, scope);
}

/** A new open list holding orders the caller has locked; those still allocated start picking (2 → 3). */
export async function storePickList(tx: TTx, warehouseId: number, orders: Array<{ id: number; status: TOutboundStatus }>, actorUserId: number, lang: TLang): Promise<number> {
  const code = await nextDocumentCode(tx, 'PL');
  const [list] = await tx.insert(pl).values({ code, warehouseId, createdBy: actorUserId }).returning({ id: pl.id });
  await tx.insert(plo).values(orders.map((r) => ({ pickListId: list!.id, outboundId: r.id })));
  for (const r of orders) if (r.status === 2) await moveOutbound(tx, r, 3, { action: 'START_PICKING', actorUserId, lang, note: code });
  return list!.id;
}

/** The open list an order is on, if any. */
export async function openPickListOf(db: TDbOrTx, outboundId: number): Promise<TPickListRow | null> {
  const [row] = await db
    .select({ list: pl })
    .from(plo)
    .innerJoin(pl, eq(pl.id, plo.pickListId))
    .where(and(eq(plo.outboundId, outboundId), eq(plo.active, true)))
    .limit(1);
  return row?.list ?? null;
}

/** A pick list by id (provider staff: any warehouse's); 40010 when there is none. */
export async function findPickList(db: TDbOrTx, id: number): Promise<TPickListRow> {
  const [row] = await db.select().from(pl).where(eq(pl.id, id)).limit(1);
  if (!row) throw new DomainError(40010);
  return row;
}

/** The orders a list shows: those on it and not taken off, within the scope. */
export function membersOf(listId: number, scope: TDataScope): SQL | undefined {
  return and(eq(plo.pickListId, listId), isNull(plo.releasedAt), inScope(o.clientId, scope));
}

/** Is the location among those the list sends its picker to (an allocation row of an order on it)? */
export async function locationOnList(db: TDbOrTx, listId: number, locationId: number, scope: TDataScope): Promise<boolean> {
  const [hit] = await db
    .select({ one: sql<number>`1` })
    .from(plo)
    .innerJoin(o, eq(o.id, plo.outboundId))
    .innerJoin(a, eq(a.outboundId, plo.outboundId))
    .where(and(membersOf(listId, scope), eq(a.locationId, locationId)))
    .limit(1);
  return hit !== undefined;
}

/**
 * Closes an open list none of whose orders is still picking (each picked, or cancelled): it ends `done`, or the
 * status the caller names, and its orders become free for another list.
 */
export async function closePickListIfFinished(tx: TTx, listId: number, actorUserId: number, ended: TPickListStatus = 'done'): Promise<void> {
  const closed = await tx
    .update(pl)
    .set({ status: ended, closedAt: new Date(), closedBy: actorUserId })
    .where(
      and(
        eq(pl.id, listId),
        eq(pl.status, 'open'),
        sql`not exists (select 1 from ${plo} join ${o} on ${q(o.id)} = ${q(plo.outboundId)} where ${q(plo.pickListId)} = ${listId} and ${q(plo.active)} and ${q(o.status)} = 3)`,
      ),
    )
    .returning({ id: pl.id });
  if (closed.length) await tx.update(plo).set({ active: false }).where(and(eq(plo.pickListId, listId), eq(plo.active, true)));
}

/** A stored list with its orders and what to take, in walking order (location, then SKU, then order). */
export async function getPickList(db: TDbOrTx, ref: TPickListRef, scope: TDataScope): Promise<TPickListView> {
  const list = await findPickList(db, ref.id);
  const orders = await db
    .select({ id: o.id, soCode: o.soCode, clientOrderCode: o.clientOrderCode, status: o.status })
    .from(plo)
    .innerJoin(o, eq(o.id, plo.outboundId))
    .where(membersOf(list.id, scope))
    .orderBy(asc(o.soCode));
  // a client scope that holds none of the list's orders does not learn the list exists
  if (orders.length === 0 && scope.kind === 'client') throw new DomainError(40010);
  const ids = orders.map((x) => x.id);
  const allocs = ids.length ? await db.select().from(a).where(inArray(a.outboundId, ids)) : [];
  const [locOf, skuOf, names] = await Promise.all([
    locationsByIds(db, allocs.map((x) => x.locationId)),
    skusByIds(db, allocs.map((x) => x.skuId)),
    userNamesByIds(db, [list.createdBy]),
  ]);
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
  return {
    ...summaryOf(list, list.createdBy === null ? null : (names.get(list.createdBy) ?? null)),
    orderCount: orders.length,
    quantity: rows.reduce((s, r) => s + r.quantity, 0),
    pickedQuantity: rows.reduce((s, r) => s + r.pickedQuantity, 0),
    orders,
    rows,
  };
}

function summaryOf(list: TPickListRow, createdBy: string | null): Omit<TPickListSummary, 'orderCount' | 'quantity' | 'pickedQuantity'> {
  return { id: list.id, code: list.code, warehouseId: list.warehouseId, status: list.status, createdAt: list.createdAt.toISOString(), createdBy, closedAt: list.closedAt?.toISOString() ?? null };
}

/** A warehouse's pick lists of one status (open by default), newest first, with their progress. */
export async function listPickLists(db: TDb, input: TPickListsInput, scope: TDataScope): Promise<TPickListSummary[]> {
  // named in full: these run inside subqueries of the lists' select
  const mine = and(sql`${q(plo.pickListId)} = ${q(pl.id)} and ${q(plo.releasedAt)} is null`, scope.kind === 'client' ? sql`${q(o.clientId)} = ${scope.clientId}` : undefined);
  const lists = await db
    .select({
      list: pl,
      orderCount: sql<number>`(select count(*) from ${plo} join ${o} on ${q(o.id)} = ${q(plo.outboundId)} where ${mine})`.mapWith(Number),
      quantity: sql<number>`(select coalesce(sum(${q(a.quantity)}), 0) from ${plo} join ${o} on ${q(o.id)} = ${q(plo.outboundId)} join ${a} on ${q(a.outboundId)} = ${q(plo.outboundId)} where ${mine})`.mapWith(Number),
      pickedQuantity: sql<number>`(select coalesce(sum(${q(a.pickedQuantity)}), 0) from ${plo} join ${o} on ${q(o.id)} = ${q(plo.outboundId)} join ${a} on ${q(a.outboundId)} = ${q(plo.outboundId)} where ${mine})`.mapWith(Number),
    })
    .from(pl)
    .where(
      and(
        eq(pl.warehouseId, input.warehouseId),
        eq(pl.status, input.status),
        scope.kind === 'client' ? exists(db.select({ one: sql`1` }).from(plo).innerJoin(o, eq(o.id, plo.outboundId)).where(mine)) : undefined,
      ),
    )
    .orderBy(desc(pl.id))
    .limit(input.limit);
  const names = await userNamesByIds(db, lists.map((r) => r.list.createdBy));
  return lists.map((r) => ({
    ...summaryOf(r.list, r.list.createdBy === null ? null : (names.get(r.list.createdBy) ?? null)),
    orderCount: r.orderCount,
    quantity: r.quantity,
    pickedQuantity: r.pickedQuantity,
  }));
}

/**
 * Takes orders off an open list (all of them when none is named). An order still picking goes back to allocated
 * (3 → 2) with its picked counts cleared, so it can be put on a list and picked again: the goods go back where
 * the list took them from. Its allocation is untouched (picking moved no stock: the ledger and the balances
 * already hold it where it was allocated). Orders picked or cancelled stay as they are. A list left with no order
 * picking ends `released`.
 */
export async function releasePickList(db: TDb, input: TPickListReleaseInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TPickListView> {
  await inTransaction(db, async (tx) => {
    const list = await findPickList(tx, input.id);
    const members = await tx
      .select({ id: o.id })
      .from(plo)
      .innerJoin(o, eq(o.id, plo.outboundId))
      .where(and(membersOf(list.id, scope), eq(plo.active, true), input.outboundIds ? inArray(o.id, input.outboundIds) : undefined));
    // the orders first, then the list: the order a pick takes its locks in
    const ids = members.map((m) => m.id);
    const locked = ids.length ? await tx.select({ id: o.id, status: o.status, soCode: o.soCode }).from(o).where(inArray(o.id, ids)).orderBy(asc(o.id)).for('update') : [];
    const [current] = await tx.select().from(pl).where(eq(pl.id, list.id)).for('update');
    if (current!.status !== 'open') throw new DomainError(40011);
    for (const order of locked) {
      if (order.status !== 3) continue;
      await tx.update(a).set({ pickedQuantity: 0 }).where(eq(a.outboundId, order.id));
      await tx.update(outboundLines).set({ pickedQuantity: 0, sortedQuantity: 0 }).where(eq(outboundLines.outboundId, order.id));
      await moveOutbound(tx, order, 2, { action: 'RELEASE_PICKING', actorUserId, lang, note: input.note ? `${list.code}: ${input.note}` : list.code });
      await tx.update(plo).set({ active: false, releasedAt: new Date() }).where(and(eq(plo.pickListId, list.id), eq(plo.outboundId, order.id)));
    }
    const [left] = await tx.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(plo).where(and(eq(plo.pickListId, list.id), isNull(plo.releasedAt)));
    await closePickListIfFinished(tx, list.id, actorUserId, input.outboundIds && (left?.n ?? 0) > 0 ? 'done' : 'released');
    if (!input.outboundIds) {
      // a whole release ends the list even when an order on it waits for a cancel (8): nothing is left to pick
      await tx.update(pl).set({ status: 'released', closedAt: new Date(), closedBy: actorUserId }).where(and(eq(pl.id, list.id), eq(pl.status, 'open')));
      await tx.update(plo).set({ active: false }).where(and(eq(plo.pickListId, list.id), eq(plo.active, true)));
    }
  });
  return getPickList(db, { id: input.id }, scope);
}

/**
 * The order of an open list to pick a scanned product for at a location: one still picking that has units of it
 * left there (the first by SO code), locked for the pick. Null when none has; `known` tells whether the code is a
 * product of any of the list's clients at all.
 */
export async function orderToPickOnList(tx: TTx, listId: number, locationId: number, code: string, scope: TDataScope): Promise<{ id: number | null; known: boolean }> {
  const cands = await tx
    .selectDistinct({ id: o.id, soCode: o.soCode, clientId: o.clientId, skuId: a.skuId })
    .from(plo)
    .innerJoin(o, eq(o.id, plo.outboundId))
    .innerJoin(a, eq(a.outboundId, plo.outboundId))
    .where(and(membersOf(listId, scope), eq(plo.active, true), eq(o.status, 3), eq(a.locationId, locationId), sql`${q(a.pickedQuantity)} < ${q(a.quantity)}`))
    .orderBy(asc(o.soCode), asc(o.id));
  const skusOfClient = new Map<number, Set<number>>();
  for (const c of cands) if (!skusOfClient.has(c.clientId)) skusOfClient.set(c.clientId, new Set(await skuIdsByAnyCode(tx, c.clientId, code)));
  const hit = cands.find((c) => skusOfClient.get(c.clientId)?.has(c.skuId));
  if (hit) return { id: hit.id, known: true };
  if ([...skusOfClient.values()].some((s) => s.size > 0)) return { id: null, known: true };
  // the product may be on the list's orders elsewhere: known, but not here
  const others = await tx.selectDistinct({ clientId: o.clientId }).from(plo).innerJoin(o, eq(o.id, plo.outboundId)).where(membersOf(listId, scope));
  for (const c of others) if (!skusOfClient.has(c.clientId) && (await skuIdsByAnyCode(tx, c.clientId, code)).length) return { id: null, known: true };
  return { id: null, known: false };
}

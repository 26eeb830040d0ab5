import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { vnDateKey, type TLedgerRefType } from '@ffm/domain';
import type { TTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { locationsByIds } from '../warehouses/index.ts';
import { postMovements, type TMovement } from './post-movements.ts';
import { inventoryBalances, inventoryLedger } from './schema.ts';

const b = inventoryBalances;

export interface TAllocationRequest {
  warehouseId: number;
  clientId: number;
  skuId: number;
  qty: number;
  /** SKUs that manage an expiry date go first-expiry-first-out; others first-in-first-out */
  fefo: boolean;
  refType: TLedgerRefType;
  refId: number;
  refCode?: string | null;
  reason?: string | null;
  /** the day (Vietnam) whose expired lots are never drawn from: today unless told */
  today?: string;
  /** locations never drawn from (a bin a picker found empty) */
  excludeLocationIds?: readonly number[];
}

export interface TAllocatedPart {
  balanceId: number;
  locationId: number;
  lot: string;
  expiryDate: string | null;
  qty: number;
}

/**
 * Allocates available stock to a document (DESIGN §5): the candidate rows (good, in storage, with free stock)
 * are locked in id order, then drawn from in FEFO or FIFO order, and ALLOCATE movements posted. Not enough
 * available stock answers 40007 and allocates nothing: no oversell under concurrency, because a parallel
 * allocation waits for the lock and then sees what is left. Which locations are storage is the warehouses
 * module's to say: the candidates' locations are asked for first, and only rows in storage are locked (never
 * the dock's or a count area's).
 */
export async function allocateStock(tx: TTx, req: TAllocationRequest, actorUserId: number | null): Promise<TAllocatedPart[]> {
  const free = sql<number>`(${b.qty} - ${b.qtyAllocated} - ${b.qtyHeld})::int`.mapWith(Number);
  const withFreeGoods = and(
    eq(b.warehouseId, req.warehouseId),
    eq(b.clientId, req.clientId),
    eq(b.skuId, req.skuId),
    eq(b.condition, 'GOOD'),
    gt(sql`${b.qty} - ${b.qtyAllocated} - ${b.qtyHeld}`, 0),
    // never an expired lot: the last good day is the expiry date itself
    or(isNull(b.expiryDate), gte(b.expiryDate, req.today ?? vnDateKey(new Date()))),
  );
  const places = await tx.selectDistinct({ locationId: b.locationId }).from(b).where(withFreeGoods);
  const locs = await locationsByIds(tx, places.map((p) => p.locationId));
  const storage = [...locs.values()].filter((l) => l.purpose === 'STORAGE' && !req.excludeLocationIds?.includes(l.id)).map((l) => l.id);
  const candidates = storage.length
    ? await tx
        .select({ id: b.id, locationId: b.locationId, lot: b.lot, free, expiryDate: b.expiryDate, warehousedAt: b.warehousedAt })
        .from(b)
        .where(and(withFreeGoods, inArray(b.locationId, storage)))
        .orderBy(asc(b.id))
        .for('update')
    : [];
  const time = (d: Date | null) => d?.getTime() ?? Number.MAX_SAFE_INTEGER;
  const ordered = [...candidates].sort(
    (x, y) =>
      (req.fefo ? (x.expiryDate ?? '9999-12-31').localeCompare(y.expiryDate ?? '9999-12-31') : 0) || time(x.warehousedAt) - time(y.warehousedAt) || x.id - y.id,
  );
  const parts: TAllocatedPart[] = [];
  let left = req.qty;
  for (const c of ordered) {
    if (left === 0) break;
    const take = Math.min(left, c.free);
    parts.push({ balanceId: c.id, locationId: c.locationId, lot: c.lot, expiryDate: c.expiryDate, qty: take });
    left -= take;
  }
  if (left > 0) throw new DomainError(40007, { data: { skuId: req.skuId, wanted: req.qty, available: req.qty - left } });
  const movements: TMovement[] = parts.map((p) => ({
    type: 'ALLOCATE',
    warehouseId: req.warehouseId,
    clientId: req.clientId,
    skuId: req.skuId,
    lot: p.lot,
    locationId: p.locationId,
    condition: 'GOOD',
    allocatedDelta: p.qty,
    refType: req.refType,
    refId: req.refId,
    refCode: req.refCode ?? null,
    reason: req.reason ?? null,
  }));
  await postMovements(tx, movements, actorUserId);
  return parts;
}

/** Gives back what a document still holds allocated (a cancel): RELEASE movements from the ledger's own record. */
export async function releaseStock(tx: TTx, ref: TStockRef, actorUserId: number | null): Promise<number> {
  return settleAllocated(tx, ref, 'RELEASE', actorUserId);
}

/**
 * The goods a document holds allocated leave the warehouse (an outbound handed to its carrier): SHIP movements take
 * them off the rows they were allocated on, on hand and allocated alike.
 */
export async function shipAllocatedStock(tx: TTx, ref: TStockRef, actorUserId: number | null): Promise<number> {
  return settleAllocated(tx, ref, 'SHIP', actorUserId);
}

export interface TStockRef {
  refType: TLedgerRefType;
  refId: number;
  refCode?: string | null;
  reason?: string | null;
}

async function settleAllocated(tx: TTx, ref: TStockRef, type: 'RELEASE' | 'SHIP', actorUserId: number | null): Promise<number> {
  const g = inventoryLedger;
  const held = await tx
    .select({
      warehouseId: g.warehouseId,
      clientId: g.clientId,
      skuId: g.skuId,
      lot: g.lot,
      locationId: g.locationId,
      condition: g.condition,
      qty: sql<number>`sum(${g.allocatedDelta})::int`.mapWith(Number),
    })
    .from(g)
    .where(and(eq(g.refType, ref.refType), eq(g.refId, ref.refId)))
    .groupBy(g.warehouseId, g.clientId, g.skuId, g.lot, g.locationId, g.condition)
    .having(sql`sum(${g.allocatedDelta}) > 0`);
  if (held.length === 0) return 0;
  await postMovements(
    tx,
    held.map((h) => ({ ...h, type, allocatedDelta: -h.qty, qtyDelta: type === 'SHIP' ? -h.qty : 0, refType: ref.refType, refId: ref.refId, refCode: ref.refCode ?? null, reason: ref.reason ?? null })),
    actorUserId,
  );
  return held.reduce((s, h) => s + h.qty, 0);
}

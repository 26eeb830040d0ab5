import { asc, eq } from 'drizzle-orm';
import { fillLabel, OUTBOUND_WORK_MESSAGES as TEXT, type TLang, type TOutboundDetail, type TOutboundRef } from '@ffm/domain';
import type { TDb, TTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError } from '../../lib/errors.ts';
import { allocateStock, type TAllocatedPart } from '../inventory/index.ts';
import { skusByIds } from '../sku/index.ts';
import { getOutboundDetail } from './get-outbound.ts';
import { lockOutbound, moveOutbound, type TOutboundRow } from './lock-outbound.ts';
import { outboundAllocations, outboundLines } from './schema.ts';

export interface TShortSku {
  sku: string;
  wanted: number;
  available: number;
  missing: number;
}

/** 40007 naming each short SKU and how many are missing, in the caller's language. */
export function insufficientStock(short: TShortSku[]): DomainError {
  return new DomainError(40007, {
    data: { missing: short },
    localize: (lang) => fillLabel(TEXT.stockShort, lang, { list: short.map((s) => fillLabel(TEXT.stockShortSku, lang, { sku: s.sku, n: s.missing })).join('; ') }),
  });
}

/**
 * Allocates a new order (0 → 1 → 2) inside the caller's transaction (SPEC §3 point 3): each line from GOOD,
 * available, unexpired stock of the order's warehouse and client, FEFO for expiry-managed SKUs, FIFO otherwise.
 * `allocateStock` locks the balance rows it draws from and re-checks them, so parallel orders cannot take the
 * same units. Lines go in SKU order, so two orders lock shared rows in the same order. Any short line makes the
 * whole order 40007 (naming every short SKU): the caller's transaction then rolls back, allocating nothing.
 */
export async function allocateInTx(tx: TTx, order: TOutboundRow, actorUserId: number | null, lang: TLang): Promise<void> {
  await moveOutbound(tx, order, 1, { action: 'ALLOCATE', actorUserId, lang });
  const lines = await tx.select().from(outboundLines).where(eq(outboundLines.outboundId, order.id)).orderBy(asc(outboundLines.skuId));
  await allocateLines(tx, order, lines, actorUserId);
  await moveOutbound(tx, order, 2, { action: 'ALLOCATE', actorUserId, lang, set: { allocatedAt: new Date() } });
}

/**
 * Allocates some lines of an order (all of a new one; the lines an upload adds to an allocated one), recording
 * what each drew. Any short line: 40007 naming every short SKU, nothing recorded (the caller rolls back).
 */
export async function allocateLines(tx: TTx, order: TOutboundRow, lines: ReadonlyArray<typeof outboundLines.$inferSelect>, actorUserId: number | null): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.skuId - b.skuId);
  const skuOf = await skusByIds(tx, sorted.map((l) => l.skuId));
  const short: TShortSku[] = [];
  const drawn: Array<{ lineId: number; skuId: number; parts: TAllocatedPart[] }> = [];
  for (const line of sorted) {
    const sku = skuOf.get(line.skuId);
    try {
      const parts = await allocateStock(
        tx,
        { warehouseId: order.warehouseId, clientId: order.clientId, skuId: line.skuId, qty: line.quantity, fefo: sku?.manageExpDate ?? false, refType: 'OUTBOUND', refId: order.id, refCode: order.soCode },
        actorUserId,
      );
      drawn.push({ lineId: line.id, skuId: line.skuId, parts });
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== 40007) throw err;
      const available = (err.data as { available?: number } | undefined)?.available ?? 0;
      short.push({ sku: sku?.sku ?? `#${line.skuId}`, wanted: line.quantity, available, missing: line.quantity - available });
    }
  }
  if (short.length) throw insufficientStock(short);
  const rows = drawn.flatMap((d) => d.parts.map((p) => ({ outboundId: order.id, lineId: d.lineId, skuId: d.skuId, locationId: p.locationId, lot: p.lot, expiryDate: p.expiryDate, quantity: p.qty })));
  if (rows.length) await tx.insert(outboundAllocations).values(rows);
}

/** The allocate call: a new order's stock, under the order's row lock. */
export async function allocateOutbound(db: TDb, ref: TOutboundRef, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundDetail> {
  const id = await inTransaction(db, async (tx) => {
    const order = await lockOutbound(tx, ref, scope);
    await allocateInTx(tx, order, actorUserId, lang);
    return order.id;
  });
  return getOutboundDetail(db, id);
}

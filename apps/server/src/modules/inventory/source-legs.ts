import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TLocationRow } from '../warehouses/index.ts';
import type { TTransferLeg } from './transfer-stock.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;

/**
 * The legs of a move: the listed balance rows (whole free quantity when no qty), or, without a list, every
 * row of the source location that has free stock.
 */
export async function sourceLegs(
  db: TDbOrTx,
  from: TLocationRow,
  to: TLocationRow,
  items: Array<{ balanceId: number; qty?: number }> | undefined,
): Promise<TTransferLeg[]> {
  if (items) return items.map((it, i) => ({ balanceId: it.balanceId, qty: it.qty, to, field: `items.${i}` }));
  const rows = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.locationId, from.id), gt(sql`${b.qty} - ${b.qtyAllocated} - ${b.qtyHeld}`, 0)))
    .orderBy(asc(b.id));
  return rows.map((r) => ({ balanceId: r.id, to, field: 'items' }));
}

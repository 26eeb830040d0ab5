import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { availableQty, freeQty, type TBalanceView } from '@ffm/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { skus } from '../sku/schema.ts';
import { locations } from '../warehouses/schema.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;

/** ISO instant of a timestamptz expression, the same text on node-postgres and PGlite. */
export function isoOf(expr: SQL | PgColumn): SQL<string | null> {
  return sql<string | null>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Balance rows with their location and SKU (check-sku, check-location, the tools' answers). Rows with
 * nothing on hand and nothing lost are left out unless asked for.
 */
export async function listBalanceViews(db: TDbOrTx, where: SQL | undefined, opts: { includeEmpty?: boolean; limit?: number } = {}): Promise<TBalanceView[]> {
  const rows = await db
    .select({
      balanceId: b.id,
      warehouseId: b.warehouseId,
      locationId: b.locationId,
      locationCode: locations.code,
      zone: locations.zone,
      aisle: locations.aisle,
      bin: locations.bin,
      purpose: locations.purpose,
      customerId: b.clientId,
      skuId: b.skuId,
      sku: skus.sku,
      name: skus.name,
      lotNum: b.lot,
      condition: b.condition,
      zoneType: b.zoneType,
      qty: b.qty,
      qtyAllocated: b.qtyAllocated,
      qtyOnHold: b.qtyHeld,
      qtyLost: b.qtyLost,
      productionDate: b.productionDate,
      expiryDate: b.expiryDate,
      warehousingDate: isoOf(b.warehousedAt),
    })
    .from(b)
    .innerJoin(locations, eq(locations.id, b.locationId))
    .innerJoin(skus, eq(skus.id, b.skuId))
    .where(and(where, opts.includeEmpty ? undefined : or(gt(b.qty, 0), gt(b.qtyLost, 0))))
    .orderBy(asc(locations.code), asc(skus.sku), asc(b.lot), asc(b.condition))
    .limit(opts.limit ?? 2000);
  return rows.map((r) => {
    const q = { qty: r.qty, qtyAllocated: r.qtyAllocated, qtyHeld: r.qtyOnHold };
    return { ...r, qtyFree: freeQty(q), qtyAvailable: availableQty({ ...q, condition: r.condition, purpose: r.purpose }) };
  });
}

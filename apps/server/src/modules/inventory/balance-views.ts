import { and, gt, or, sql, type SQL } from 'drizzle-orm';
import { availableQty, freeQty, type TBalanceView } from '@ffm/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { skusByIds } from '../sku/index.ts';
import { locationsByIds } from '../warehouses/index.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;

/** ISO instant of a timestamptz expression, the same text on node-postgres and PGlite. */
export function isoOf(expr: SQL | PgColumn): SQL<string | null> {
  return sql<string | null>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Codes in the database's order (C collation: by code point), for lists joined in memory. */
export function compareCodes(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Balance rows with their location and SKU (check-sku, check-location, the tools' answers), by location code,
 * SKU, lot and condition. Rows with nothing on hand and nothing lost are left out unless asked for.
 */
export async function listBalanceViews(db: TDbOrTx, where: SQL | undefined, opts: { includeEmpty?: boolean; limit?: number } = {}): Promise<TBalanceView[]> {
  const rows = await db
    .select({
      balanceId: b.id,
      warehouseId: b.warehouseId,
      locationId: b.locationId,
      customerId: b.clientId,
      skuId: b.skuId,
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
    .where(and(where, opts.includeEmpty ? undefined : or(gt(b.qty, 0), gt(b.qtyLost, 0))));
  // one after the other: a transaction is one connection
  const locs = await locationsByIds(db, rows.map((r) => r.locationId));
  const skus = await skusByIds(db, rows.map((r) => r.skuId));
  const views = rows.flatMap((r) => {
    const loc = locs.get(r.locationId);
    const sku = skus.get(r.skuId);
    if (!loc || !sku) return [];
    const q = { qty: r.qty, qtyAllocated: r.qtyAllocated, qtyHeld: r.qtyOnHold };
    return [
      {
        balanceId: r.balanceId,
        warehouseId: r.warehouseId,
        locationId: r.locationId,
        locationCode: loc.code,
        zone: loc.zone,
        aisle: loc.aisle,
        bin: loc.bin,
        purpose: loc.purpose,
        customerId: r.customerId,
        skuId: r.skuId,
        sku: sku.sku,
        name: sku.name,
        lotNum: r.lotNum,
        condition: r.condition,
        zoneType: r.zoneType,
        qty: r.qty,
        qtyAllocated: r.qtyAllocated,
        qtyOnHold: r.qtyOnHold,
        qtyLost: r.qtyLost,
        productionDate: r.productionDate,
        expiryDate: r.expiryDate,
        warehousingDate: r.warehousingDate,
        qtyFree: freeQty(q),
        qtyAvailable: availableQty({ ...q, condition: r.condition, purpose: loc.purpose }),
      },
    ];
  });
  views.sort((x, y) => compareCodes(x.locationCode, y.locationCode) || compareCodes(x.sku, y.sku) || compareCodes(x.lotNum, y.lotNum) || compareCodes(x.condition, y.condition));
  return views.slice(0, opts.limit ?? 2000);
}

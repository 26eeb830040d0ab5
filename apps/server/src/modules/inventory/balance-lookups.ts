import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { TZoneType } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { balanceKeyOf, type TBalanceKey } from './post-movements.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;

export interface TStockAttributes {
  productionDate: string | null;
  expiryDate: string | null;
  zoneType: TZoneType | null;
  warehousedAt: Date | null;
}

/**
 * Whether the client holds goods of the SKU's lot (on hand or held) with other production or expiry dates: a lot
 * has one set of dates. No lot ('') never clashes.
 */
export async function hasLotWithOtherDates(
  db: TDbOrTx,
  k: { clientId: number; skuId: number; lot: string; productionDate: string | null; expiryDate: string | null },
): Promise<boolean> {
  const [clash] = await db
    .select({ id: b.id })
    .from(b)
    .where(
      and(
        eq(b.clientId, k.clientId),
        eq(b.skuId, k.skuId),
        eq(b.lot, k.lot),
        ne(b.lot, ''),
        or(gt(b.qty, 0), gt(b.qtyHeld, 0)),
        or(sql`${b.productionDate} is distinct from ${k.productionDate}::date`, sql`${b.expiryDate} is distinct from ${k.expiryDate}::date`),
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/** The stock attributes (dates, zone type, warehousing date) of existing balance rows, by `balanceKeyOf`; one query. */
export async function stockAttributesByKeys(db: TDbOrTx, keys: readonly TBalanceKey[]): Promise<Map<string, TStockAttributes>> {
  const distinct = [...new Map(keys.map((k) => [balanceKeyOf(k), k])).values()];
  if (distinct.length === 0) return new Map();
  const rows = await db
    .select({
      warehouseId: b.warehouseId,
      clientId: b.clientId,
      skuId: b.skuId,
      lot: b.lot,
      locationId: b.locationId,
      condition: b.condition,
      productionDate: b.productionDate,
      expiryDate: b.expiryDate,
      zoneType: b.zoneType,
      warehousedAt: b.warehousedAt,
    })
    .from(b)
    .where(
      or(
        ...distinct.map((k) =>
          and(eq(b.warehouseId, k.warehouseId), eq(b.clientId, k.clientId), eq(b.skuId, k.skuId), eq(b.lot, k.lot), eq(b.locationId, k.locationId), eq(b.condition, k.condition)),
        ),
      ),
    );
  return new Map(rows.map(({ productionDate, expiryDate, zoneType, warehousedAt, ...key }) => [balanceKeyOf(key), { productionDate, expiryDate, zoneType, warehousedAt }]));
}

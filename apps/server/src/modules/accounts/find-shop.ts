import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { shops } from './schema.ts';

export interface TShopRecord {
  id: number;
  clientId: number;
  name: string;
  phone: string | null;
  address: string | null;
  provinceId: number | null;
  districtId: number | null;
  wardCode: string | null;
  /** 'v1' or '2025' (no district) */
  addressScheme: string;
  isActive: boolean;
}

/** The columns of a shop record, read alike by both finders. */
const SHOP_COLUMNS = { id: shops.id, clientId: shops.clientId, name: shops.name, phone: shops.phone, address: shops.address, provinceId: shops.provinceId, districtId: shops.districtId, wardCode: shops.wardCode, addressScheme: shops.addressScheme, isActive: shops.isActive };

/** A shop of a client (its sender name, phone and address), or null when the client has no such shop. */
export async function findShopOfClient(db: TDbOrTx, clientId: number, shopId: number): Promise<TShopRecord | null> {
  const [row] = await db
    .select(SHOP_COLUMNS)
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/**
 * The same shop with one more value read in the same statement (`also`, e.g. another module's version stamp), so
 * a call that needs both makes one round trip; null when the client has no such shop.
 */
export async function findShopOfClientWith<T>(db: TDbOrTx, clientId: number, shopId: number, also: SQL<T> | ((shopId: PgColumn) => SQL<T>)): Promise<{ shop: TShopRecord; also: T } | null> {
  const [row] = await db
    .select({ ...SHOP_COLUMNS, also: typeof also === 'function' ? also(shops.id) : also })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.clientId, clientId)))
    .limit(1);
  if (!row) return null;
  const { also: value, ...shop } = row;
  return { shop, also: value as T };
}

/** A shop's name beside another module's rows (one correlated lookup per row of the page). */
export function shopNameSql(shopId: PgColumn): SQL<string | null> {
  return sql<string | null>`(select ${shops.name} from ${shops} where ${qualified(shops.id)} = ${qualified(shopId)})`;
}

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.ts';
import { skus } from './schema.ts';

export interface TSkuNames {
  sku: string;
  name: string;
  mCode: string;
  sCode: string;
}

/**
 * A SKU's codes and name beside another module's rows: one correlated lookup per row, so only the rows a query
 * returns are looked up, in the same round trip (an export batch's lines, a page's rows). Null when not found.
 */
export function skuNamesSql(skuId: PgColumn): SQL<TSkuNames | null> {
  return sql<TSkuNames | null>`(select json_build_object('sku', ${skus.sku}, 'name', ${skus.name}, 'mCode', ${skus.mCode}, 'sCode', ${skus.sCode}) from ${skus} where ${qualified(skus.id)} = ${qualified(skuId)})`;
}

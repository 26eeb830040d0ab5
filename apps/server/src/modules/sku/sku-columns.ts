import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.ts';
import { skus } from './schema.ts';

/**
 * A SKU's code and name beside another module's rows, as correlated subqueries on the row's SKU id: only the
 * rows a query returns are looked up, in the same round trip (an export batch's lines, a page's rows).
 */
export function skuNameColumns(skuId: PgColumn) {
  const id = qualified(skuId);
  return {
    sku: sql<string | null>`(select ${skus.sku} from ${skus} where ${qualified(skus.id)} = ${id})`,
    skuName: sql<string | null>`(select ${skus.name} from ${skus} where ${qualified(skus.id)} = ${id})`,
  };
}

/** A SKU's manufacturer and customer codes beside another module's rows (as `skuNameColumns`). */
export function skuCodeColumns(skuId: PgColumn) {
  const id = qualified(skuId);
  return {
    mCode: sql<string | null>`(select ${skus.mCode} from ${skus} where ${qualified(skus.id)} = ${id})`,
    sCode: sql<string | null>`(select ${skus.sCode} from ${skus} where ${qualified(skus.id)} = ${id})`,
  };
}

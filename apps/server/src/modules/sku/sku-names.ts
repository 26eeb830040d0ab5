import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { skus } from './schema.ts';

/** Code and name of some SKUs, by id (for the rows of a page or an export batch). */
export async function skuNamesByIds(db: TDbOrTx, ids: number[]): Promise<Map<number, { sku: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: skus.id, sku: skus.sku, name: skus.name }).from(skus).where(inArray(skus.id, unique));
  return new Map(rows.map((r) => [r.id, { sku: r.sku, name: r.name }]));
}

import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { skus } from './schema.ts';

export interface TSkuSizes {
  id: number;
  clientId: number;
  sku: string;
  name: string;
  category: string;
  /** cm³ of one unit */
  volume: number;
  /** grams of one unit, packed */
  grossWeight: number;
}

/** The sizes and category of SKUs by id (ids read from the caller's own rows: no scope), one query for the set. */
export async function skuSizesByIds(db: TDbOrTx, ids: ReadonlyArray<number>): Promise<Map<number, TSkuSizes>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: skus.id, clientId: skus.clientId, sku: skus.sku, name: skus.name, category: skus.category, volume: skus.volume, grossWeight: skus.grossWeight })
    .from(skus)
    .where(inArray(skus.id, wanted));
  return new Map(rows.map((r) => [r.id, { ...r, volume: Number(r.volume) }]));
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { skuKeywordOf } from './sku-search.ts';
import { skus } from './schema.ts';

export interface TSkuPick {
  id: number;
  sku: string;
  mCode: string;
  sCode: string;
  name: string;
  unit: string;
  manageExpDate: boolean;
}

/**
 * A client's active SKUs for a picker: exact codes (sku, mCode or sCode, what a scanner types), else those whose
 * codes or name contain the keyword, accents and case ignored (the trigram-indexed search text), by code.
 */
export async function searchActiveSkus(db: TDbOrTx, clientId: number, q: { keyword?: string; codes?: readonly string[]; limit: number }): Promise<TSkuPick[]> {
  const cols = { id: skus.id, sku: skus.sku, mCode: skus.mCode, sCode: skus.sCode, name: skus.name, unit: skus.unit, manageExpDate: skus.manageExpDate };
  const mine = and(eq(skus.clientId, clientId), eq(skus.isActive, true));
  if (q.codes?.length) {
    const codes = sql.param([...q.codes]);
    return db
      .select(cols)
      .from(skus)
      .where(and(mine, sql`(${skus.sku} = any(${codes}::text[]) or ${skus.mCode} = any(${codes}::text[]) or ${skus.sCode} = any(${codes}::text[]))`))
      .orderBy(asc(skus.sku))
      .limit(Math.max(q.limit, q.codes.length));
  }
  const k = skuKeywordOf(q.keyword);
  return db
    .select(cols)
    .from(skus)
    .where(and(mine, k ? sql`${skus.searchText} like ${containsPattern(k)}` : undefined))
    .orderBy(asc(skus.sku))
    .limit(q.limit);
}

import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldText } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { containsPattern } from '../../lib/like.ts';
import { skus } from '../sku/schema.ts';

/**
 * What the inventory lists read of the SKU area: names for a page's SKUs and the SKUs a keyword finds. The SKU
 * module has no index.ts of its own yet (and is another branch's to change), so these two reads live here, the
 * only place the lists touch its table; they belong in `modules/sku/index.ts` once it exists.
 */

export interface TSkuNames {
  sku: string;
  mCode: string;
  sCode: string;
  name: string;
}

/** sku, mCode, sCode and name of a page's SKUs by id: one query for the page. */
export async function skuNamesByIds(db: TDbOrTx, ids: ReadonlyArray<number>): Promise<Map<number, TSkuNames>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: skus.id, sku: skus.sku, mCode: skus.mCode, sCode: skus.sCode, name: skus.name }).from(skus).where(inArray(skus.id, wanted));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** The folded keyword, or undefined when nothing is left to search for. */
export function skuKeywordOf(keyword: string | undefined): string | undefined {
  const k = keyword ? foldText(keyword).trim() : '';
  return k === '' ? undefined : k;
}

/**
 * `column` is the id of a SKU whose sku, mCode, sCode or name contains the keyword, accents and case ignored:
 * the accent-folded `search_text` with its trigram index, as the SKU list searches (modules/sku/sku-filters.ts).
 */
export function skuMatchesKeyword(column: PgColumn, keyword: string | undefined, scope: TDataScope): SQL | undefined {
  const k = skuKeywordOf(keyword);
  if (k === undefined) return undefined;
  const found = sql`select ${skus.id} from ${skus} where ${and(inScope(skus.clientId, scope), sql`${skus.searchText} like ${containsPattern(k)}`)}`;
  return sql`${column} in (${found})`;
}

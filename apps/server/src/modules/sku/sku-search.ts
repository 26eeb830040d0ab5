import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldText } from '@ffm/domain';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { literalValues, type TBind } from '../../db/shaped.ts';
import { codeFirst, containsPattern } from '../../lib/like.ts';
import { skus } from './schema.ts';
import type { TDbOrTx } from '../../db/client.ts';

/** What another module's list filters by when it searches SKUs by keyword (the inventory lists). */

/** The folded keyword, or undefined when nothing is left to search for. */
export function skuKeywordOf(keyword: string | undefined): string | undefined {
  const k = keyword ? foldText(keyword).trim() : '';
  return k === '' ? undefined : k;
}

/**
 * `column` is the id of a SKU whose sku, mCode, sCode or name contains the keyword, accents and case ignored:
 * the accent-folded `search_text` with its trigram index, as the SKU list searches (modules/sku/sku-filters.ts).
 * With a placeholder `bind` (db/shaped.ts) the pattern is the placeholder `skuKeyword` (and the client `clientId`).
 */
export function skuMatchesKeyword(column: PgColumn, keyword: string | undefined, scope: TDataScope, bind: TBind = literalValues): SQL | undefined {
  const k = skuKeywordOf(keyword);
  if (k === undefined) return undefined;
  const found = sql`select ${skus.id} from ${skus} where ${and(inScope(skus.clientId, scope, bind), sql`${skus.searchText} like ${bind('skuKeyword', containsPattern(k))}`)}`;
  return sql`${column} in (${found})`;
}

export interface TSkuSearchHit {
  id: number;
  sku: string;
  name: string;
  clientId: number;
}

/**
 * The newest `limit` SKUs in the scope whose sku, mCode, sCode or name contains the folded keyword (the top bar's
 * search): the same trigram-indexed `search_text` test as the SKU list, so a hit here is a row of that list; those
 * whose SKU code starts with it first (`codeFirst`).
 */
export async function findSkusByKeyword(db: TDbOrTx, scope: TDataScope, folded: string, limit: number): Promise<TSkuSearchHit[]> {
  return codeFirst(folded, limit, (pattern) =>
    db
      .select({ id: skus.id, sku: skus.sku, name: skus.name, clientId: skus.clientId })
      .from(skus)
      .where(and(inScope(skus.clientId, scope), sql`${skus.searchText} like ${pattern}`))
      .orderBy(desc(skus.createdAt), desc(skus.id))
      .limit(limit),
  );
}

import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { foldText, type TSkuListFilters } from '@ffm/domain';
import { containsPattern } from '../../lib/like.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { literalValues, type TBind } from '../../db/shaped.ts';
import { skus } from './schema.ts';

/** The list's WHERE: the client, then keyword (accent-free, in sku, name, mCode, sCode), category, unit, tag. */
export function skuWhere(scope: TDataScope, f: TSkuListFilters, bind: TBind = literalValues): SQL | undefined {
  const cond: Array<SQL | undefined> = [inScope(skus.clientId, scope, bind)];
  const keyword = f.keyword ? foldText(f.keyword) : '';
  if (keyword !== '') cond.push(sql`${skus.searchText} like ${bind('keyword', containsPattern(keyword))}`);
  if (f.category) cond.push(eq(skus.category, bind('category', f.category)));
  if (f.unit) cond.push(eq(skus.unit, bind('unit', f.unit)));
  if (f.tag) cond.push(sql`lower(${skus.tag}) = ${bind('tag', f.tag.toLowerCase())}`);
  return and(...cond)!;
}

/** Whether any filter narrows the list (its total is then counted, capped, instead of read from the counter). */
export function skuFiltered(f: TSkuListFilters): boolean {
  return Boolean((f.keyword && foldText(f.keyword) !== '') || f.category || f.unit || f.tag);
}

export const SORT_COLUMNS = {
  createdAt: skus.createdAt,
  sku: skus.sku,
  name: skus.nameKey,
  grossWeight: skus.grossWeight,
} as const;

/** ORDER BY the chosen column, then id in the same direction (a stable order for paging and keyset export). */
export function skuOrder(f: TSkuListFilters): SQL[] {
  const dir = f.sortDir === 'asc' ? asc : desc;
  return [dir(SORT_COLUMNS[f.sortBy]), dir(skus.id)];
}

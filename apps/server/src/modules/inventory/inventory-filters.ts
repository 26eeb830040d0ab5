import { and, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { TInventoryDetailFilter, TInventorySummaryFilter } from '@ffm/domain';
import { skus } from '../sku/schema.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { containsPattern, foldedPattern } from '../../lib/like.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;

/** sku, mCode, sCode or name contains the keyword; accents and case ignored. */
export function skuKeyword(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const raw = containsPattern(k);
  return or(ilike(skus.searchText, foldedPattern(k)), ilike(skus.sku, raw), ilike(skus.mCode, raw), ilike(skus.sCode, raw), ilike(skus.name, raw));
}

/** The WHERE of the summary list and export. */
export function summaryConditions(f: Omit<TInventorySummaryFilter, 'onlyInStock'>, scope: TDataScope): SQL | undefined {
  return and(
    inScope(b.clientId, scope),
    f.warehouseId === undefined ? undefined : eq(b.warehouseId, f.warehouseId),
    f.skuId === undefined ? undefined : eq(b.skuId, f.skuId),
    'skuIds' in f && f.skuIds?.length ? inArray(b.skuId, f.skuIds) : undefined,
    f.sku ? eq(skus.sku, f.sku) : undefined,
    skuKeyword(f.keyword),
  );
}

/** The WHERE of the detail list and export. */
export function detailConditions(f: TInventoryDetailFilter, scope: TDataScope): SQL | undefined {
  return and(
    summaryConditions(f, scope),
    f.lot ? ilike(b.lot, containsPattern(f.lot)) : undefined,
    f.condition ? eq(b.condition, f.condition) : undefined,
    f.zoneType ? eq(b.zoneType, f.zoneType) : undefined,
    f.expiryBefore ? lt(b.expiryDate, f.expiryBefore) : undefined,
  );
}

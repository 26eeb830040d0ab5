import { and, eq, gt, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { TInventoryDetailFilter, TInventorySummaryFilter } from '@ffm/domain';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { containsPattern } from '../../lib/like.ts';
import { inventoryLotTotals, inventorySkuTotals } from './schema.ts';
import { skuKeywordOf, skuMatchesKeyword } from '../sku/index.ts';

const lt_ = inventoryLotTotals;
const st = inventorySkuTotals;

/** The WHERE of the summary list and export, on the SKU totals. */
export function summaryConditions(f: TInventorySummaryFilter, scope: TDataScope): SQL | undefined {
  return and(
    inScope(st.clientId, scope),
    f.warehouseId === undefined ? undefined : eq(st.warehouseId, f.warehouseId),
    f.skuId === undefined ? undefined : eq(st.skuId, f.skuId),
    f.skuIds?.length ? inArray(st.skuId, f.skuIds) : undefined,
    f.sku ? eq(st.skuCode, f.sku) : undefined,
    skuMatchesKeyword(st.skuId, f.keyword, scope),
    f.onlyInStock ? eq(st.inStock, true) : undefined,
  );
}

/** Whether the summary is narrowed beyond the default (its total is then counted, capped, not read from the counter). */
export function summaryFiltered(f: TInventorySummaryFilter): boolean {
  return Boolean(f.warehouseId !== undefined || f.skuId !== undefined || f.skuIds?.length || f.sku || skuKeywordOf(f.keyword) || !f.onlyInStock);
}

/** The WHERE of the detail list and export, on the lot totals: only what is on hand. */
export function detailConditions(f: TInventoryDetailFilter, scope: TDataScope): SQL | undefined {
  return and(
    inScope(lt_.clientId, scope),
    // rows emptied earlier keep their key; they are not stock (and are in no index of the list)
    gt(lt_.qty, 0),
    f.warehouseId === undefined ? undefined : eq(lt_.warehouseId, f.warehouseId),
    f.skuId === undefined ? undefined : eq(lt_.skuId, f.skuId),
    f.sku ? eq(lt_.skuCode, f.sku) : undefined,
    skuMatchesKeyword(lt_.skuId, f.keyword, scope),
    f.lot ? ilike(lt_.lot, containsPattern(f.lot)) : undefined,
    f.condition ? eq(lt_.condition, f.condition) : undefined,
    f.zoneType ? eq(lt_.zoneType, f.zoneType) : undefined,
    // the earliest expiry of the stock on hand is before the date
    f.expiryBefore ? lt(lt_.expiryKey, f.expiryBefore) : undefined,
  );
}

/** Whether any filter narrows the detail (its total is then counted, capped, not read from the counter). */
export function detailFiltered(f: TInventoryDetailFilter): boolean {
  return Boolean(
    f.warehouseId !== undefined || f.skuId !== undefined || f.sku || skuKeywordOf(f.keyword) || f.lot || f.condition || f.zoneType || f.expiryBefore,
  );
}

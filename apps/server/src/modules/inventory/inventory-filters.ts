import { and, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { TInventoryDetailFilter, TInventorySummaryFilter } from '@ffm/domain';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { literalValues, type TBind } from '../../db/shaped.ts';
import { containsPattern } from '../../lib/like.ts';
import { inventoryLotTotals, inventorySkuTotals } from './schema.ts';
import { skuKeywordOf, skuMatchesKeyword } from '../sku/index.ts';
import { warehouseCodeOfSql } from '../warehouses/index.ts';

const lt_ = inventoryLotTotals;
const st = inventorySkuTotals;

/**
 * The WHERE of the summary list and export, on the SKU totals. With a placeholder `bind` (db/shaped.ts) every value
 * of the filter is a placeholder; `onlyInStock` changes the text without a value (the list names it in its shape).
 */
export function summaryConditions(f: TInventorySummaryFilter, scope: TDataScope, bind: TBind = literalValues): SQL | undefined {
  return and(
    inScope(st.clientId, scope, bind),
    f.warehouseId === undefined ? undefined : eq(st.warehouseId, bind('warehouseId', f.warehouseId)),
    // the same warehouse by the code the totals copy: the lists sorted by warehouse code seek to it (warehouseCodeOfSql)
    f.warehouseId === undefined ? undefined : eq(st.warehouseCode, warehouseCodeOfSql(bind('warehouseId', f.warehouseId))),
    f.skuId === undefined ? undefined : eq(st.skuId, bind('skuId', f.skuId)),
    // one array value whatever the count of ids: one statement for any number of SKUs
    f.skuIds?.length ? sql`${st.skuId} = any(${bind('skuIds', f.skuIds)}::int[])` : undefined,
    f.sku ? eq(st.skuCode, bind('sku', f.sku)) : undefined,
    skuMatchesKeyword(st.skuId, f.keyword, scope, bind),
    f.onlyInStock ? sql`${st.inStock}` : undefined,
  );
}

/** Whether the summary is narrowed beyond the default (its total is then counted, capped, not read from the counter). */
export function summaryFiltered(f: TInventorySummaryFilter): boolean {
  return Boolean(f.warehouseId !== undefined || f.skuId !== undefined || f.skuIds?.length || f.sku || skuKeywordOf(f.keyword) || !f.onlyInStock);
}

/**
 * The WHERE of the detail list and export, on the lot totals: only what is on hand. With a placeholder `bind`
 * (db/shaped.ts) every value of the filter is a placeholder.
 */
export function detailConditions(f: TInventoryDetailFilter, scope: TDataScope, bind: TBind = literalValues): SQL | undefined {
  return and(
    inScope(lt_.clientId, scope, bind),
    // rows emptied earlier keep their key; they are not stock (and are in no index of the list). Written as text, the
    // partial indexes' own predicate (schema.ts): a parameter here would keep a generic plan off those indexes
    sql`${lt_.qty} > 0`,
    f.warehouseId === undefined ? undefined : eq(lt_.warehouseId, bind('warehouseId', f.warehouseId)),
    f.warehouseId === undefined ? undefined : eq(lt_.warehouseCode, warehouseCodeOfSql(bind('warehouseId', f.warehouseId))),
    f.skuId === undefined ? undefined : eq(lt_.skuId, bind('skuId', f.skuId)),
    f.sku ? eq(lt_.skuCode, bind('sku', f.sku)) : undefined,
    skuMatchesKeyword(lt_.skuId, f.keyword, scope, bind),
    f.lot ? ilike(lt_.lot, bind('lot', containsPattern(f.lot))) : undefined,
    f.condition ? eq(lt_.condition, bind('condition', f.condition)) : undefined,
    f.zoneType ? eq(lt_.zoneType, bind('zoneType', f.zoneType)) : undefined,
    // the earliest expiry of the stock on hand is before the date
    f.expiryBefore ? lt(lt_.expiryKey, bind('expiryBefore', f.expiryBefore)) : undefined,
  );
}

/** Whether any filter narrows the detail (its total is then counted, capped, not read from the counter). */
export function detailFiltered(f: TInventoryDetailFilter): boolean {
  return Boolean(
    f.warehouseId !== undefined || f.skuId !== undefined || f.sku || skuKeywordOf(f.keyword) || f.lot || f.condition || f.zoneType || f.expiryBefore,
  );
}

/** What other parts of the server may use of the SKU area (a client's products). */
export { activeSkuIdsByCodes, skuIdsByAnyCode, skusByCode, skusByIds } from './sku-lookups.ts';
export { skuNamesSql, type TSkuNames } from './sku-columns.ts';
export { findSkusByKeyword, skuKeywordOf, skuMatchesKeyword, type TSkuSearchHit } from './sku-search.ts';
export { searchActiveSkus, type TSkuPick } from './search-skus.ts';
export { skuSizesByIds, type TSkuSizes } from './sku-sizes.ts';

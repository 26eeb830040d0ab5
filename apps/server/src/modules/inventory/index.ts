/** What other modules may use of the inventory area (inbound posts receipts; outbound allocates; warehouses reads balances). */
export { balanceKeyOf, postMovements, type TBalanceKey, type TMovement } from './post-movements.ts';
export { allocateStock, releaseStock, shipAllocatedStock, type TAllocationRequest, type TAllocatedPart, type TStockRef } from './allocate-stock.ts';
export { skuStockInWarehouse } from './sku-stock-in-warehouse.ts';
export { checkLedgerMatchesBalances, type TLedgerMismatch } from './check-ledger.ts';
export { sumQtyByLocation } from './sum-location-qty.ts';
export { stockInLocations, type TLocationStock } from './stock-in-locations.ts';
export { heldByRef, netQtyOfMovements } from './ref-stock.ts';
export { hasLotWithOtherDates, stockAttributesByKeys, type TStockAttributes } from './balance-lookups.ts';
export { listInventoryDetail } from './list-inventory-detail.ts';
export { listInventorySummary } from './list-inventory-summary.ts';
export { stockTotals, type TStockTotals } from './stock-totals.ts';
export { balanceQty, outboundFrequency } from './outbound-frequency.ts';

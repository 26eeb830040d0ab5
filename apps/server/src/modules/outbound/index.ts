/** What other modules and flows may use of the outbound area (inbound checks a return's outbound order; returns its lines; flows/handover hands orders over). */
export { outboundOfReturnRef, outboundOfShipment } from './outbound-of-return.ts';
export { findOutboundByKeyword, type TOutboundSearchHit } from './find-by-keyword.ts';
export { listOutbound } from './list-outbound.ts';
export { outboundSkuFrequencies, type TSkuFrequencies, type TSkuFrequency } from './sku-frequency.ts';
export { beginHandover, completeHandover, getHandover, outboundLinesOf, type THandoverReady } from './handover.ts';
export type { TOutboundRow } from './lock-outbound.ts';

/** What other parts of the server may use of the inbound area. */
export { findInboundByKeyword, type TInboundSearchHit } from './find-by-keyword.ts';
export { listInbound } from './list-inbound.ts';
export { inboundByCode } from './inbound-by-code.ts';

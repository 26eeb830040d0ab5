/** What other modules may use of the put-away area (inbound asks where received goods should go). */
export { suggestBins, type TGoodsToPlace } from './suggest-bins.ts';
export { hasActiveRules } from './list-rules.ts';

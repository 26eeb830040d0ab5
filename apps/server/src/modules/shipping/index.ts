/**
 * What other parts of the server may use of the express shipping area: the create use case (the outbound
 * handover creates its express order through it, like the API) and the money events of orders.
 */
export { createShippingOrder, existingByClientCode, type TCreateOptions } from './create-shipping-order.ts';
export { onCodCollected, onRedeliveryFeeBooked } from './charges.ts';
export { findShippingByKeyword, type TShippingSearchHit } from './find-by-keyword.ts';
export { listShippingOrders, shippingTabCountsByDay, tabCountsOf as shippingTabCountsOf } from './list-shipping-orders.ts';
export { checkPickPlace } from './hubs.ts';

/** What other parts of the server may use of the inventory area. */
export { sumQtyByLocation } from './sum-location-qty.ts';

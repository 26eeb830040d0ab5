/** What other parts of the server may use of the SKU area. */
export { skuNamesByIds } from './sku-names.ts';

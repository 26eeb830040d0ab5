import type { INVENTORY_VI } from './inventory-vi.ts';
import type { TTexts } from './texts.ts';

/** English texts of the inventory screen: the keys of inventory-vi.ts. */
export const INVENTORY_EN: TTexts<typeof INVENTORY_VI> = {
  title: 'Inventory',
  subtitle: 'Stock by lot, expiry and condition (Detail), and by product (Summary).',
  tabs: {
    detail: 'Detail',
    summary: 'Summary',
  },
  fields: {
    warehouse: 'Warehouse',
    customer: 'Customer',
    product: 'Product',
    sku: 'SKU',
    mCode: 'Mfr code',
    sCode: 'Cust. code',
    name: 'Product name',
    lotNum: 'Lot',
    qty: 'On hand',
    qtyAllocated: 'Allocated',
    qtyAvailable: 'Available',
    qtyDefective: 'Defective',
    qtyLost: 'Lost',
    qtyOnHold: 'Inbound pending',
    qtyOnHoldHint: 'Received for inbound orders not complete yet: on hand, not available to sell',
    productionDate: 'Produced',
    expiryDate: 'Expires',
    warehousingDate: 'Warehoused',
    zoneType: 'Zone type',
    condition: 'Condition',
    locations: 'Locations',
  },
  filters: {
    keyword: 'SKU, name, mfr or customer code',
    allWarehouses: 'All warehouses',
    lot: 'Lot',
    allConditions: 'Any condition',
    allZones: 'Any zone type',
    expiryBefore: 'Expiring before',
    includeEmpty: 'Include products out of stock',
    reset: 'Clear filters',
  },
  export: 'Export to Excel',
  exported: 'The inventory Excel file was downloaded',
  total: '{{count}} rows',
  empty: 'No matching stock',
};

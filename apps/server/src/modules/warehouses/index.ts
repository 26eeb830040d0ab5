/** What other parts of the server may use of the warehouses area (warehouses, locations, carriers). */
export { findLocation, locationOfPurpose, requireLocation, requireWarehouse, type TLocationRow, type TWarehouseRow } from './find-location.ts';
export { listTransporters } from './list-transporters.ts';
export { listWarehouses } from './list-warehouses.ts';
export { locationCodesByIds, warehouseNamesByIds } from './names-by-ids.ts';

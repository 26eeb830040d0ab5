/** What other parts of the server may use of the warehouses area (warehouses, locations, carriers). */
export { findLocation, locationOfPurpose, requireLocation, requireWarehouse, type TLocationRow, type TWarehouseRow } from './find-location.ts';
export { locationsByIds, warehousesByIds } from './by-ids.ts';
export { findActiveTransporter } from './find-transporter.ts';
export { listTransporters } from './list-transporters.ts';
export { listWarehouses } from './list-warehouses.ts';
export { locationCodeSql, locationCodesIn, transporterNameSql, warehouseCodeOfSql, warehouseNameSql } from './warehouse-names.ts';
export { transitLocationOf } from './transit-location.ts';
export { setBinCapacity, storageBins, type TBinArea, type TStorageBin } from './bin-capacity.ts';
export { listLocations, type THeldQty } from './list-locations.ts';
export { updateLocation } from './update-location.ts';

import { z } from 'zod';
import { defineContract } from '../contract/contract.ts';
import { zListPage, ZListPaging } from '../contract/list.ts';
import { ZLocationCreateInput, ZLocationUpdateInput, ZWarehouseListInput } from '../inventory/contracts.ts';
import { LOCATION_PURPOSES } from '../inventory/enums.ts';
import { ZId } from '../inventory/schema-parts.ts';

/** A provider warehouse as the pickers and the staff console list it. */
export const ZWarehouse = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  provinceId: z.number().int(),
  /** null for a 2025 address */
  districtId: z.number().int().nullable(),
  wardCode: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
});
export type TWarehouse = z.infer<typeof ZWarehouse>;

/** A storage location with what it holds (all customers). */
export const ZLocation = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  code: z.string(),
  zone: z.string(),
  aisle: z.string(),
  bin: z.string(),
  purpose: z.enum(LOCATION_PURPOSES),
  isActive: z.boolean(),
  /** on hand in this location, all customers */
  qty: z.number().int(),
});
export type TLocation = z.infer<typeof ZLocation>;

/** A warehouse's locations by code, a page at a time (docs/lists.md: `cursor` from the previous answer). */
export const ZLocationListInput = z.object({
  warehouseId: ZId,
  purpose: z.enum(LOCATION_PURPOSES).optional(),
  zone: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(50).optional(),
  includeInactive: z.boolean().default(false),
  ...ZListPaging.shape,
});
export type TLocationListInput = z.infer<typeof ZLocationListInput>;
export const ZLocationPage = zListPage(ZLocation);
export type TLocationPage = z.infer<typeof ZLocationPage>;

/** A carrier that brings goods in (tplInbound is its code). */
export const ZTransporter = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type TTransporter = z.infer<typeof ZTransporter>;

const tags = ['warehouses'];
const staff = { group: 'ops', method: 'POST', tags, audience: 'staff', permissions: [], tenant: 'none' } as const;

/**
 * Warehouses, their locations and the carriers. They are the provider's, not a client's: no tenant data (the
 * quantity of a location is the provider's view over every client, so only provider staff see it).
 */
export const WAREHOUSE_CALLS = {
  /** the web's pickers (any signed-in user) */
  list: defineContract({ group: 'ffm', method: ['GET', 'POST'], path: '/ffm/warehouse/list', summary: 'Active warehouses', tags, audience: 'user', permissions: [], tenant: 'none', response: z.array(ZWarehouse) }),
  transporters: defineContract({
    group: 'ffm',
    method: ['GET', 'POST'],
    path: '/ffm/transporter/list',
    summary: 'Active carriers (tplInbound)',
    tags,
    audience: 'user',
    permissions: [],
    tenant: 'none',
    response: z.array(ZTransporter),
  }),
  staffList: defineContract({ ...staff, path: '/ops/warehouses/list', summary: 'Warehouses (inactive ones too when asked)', body: ZWarehouseListInput, response: z.array(ZWarehouse) }),
  locations: defineContract({ ...staff, path: '/ops/locations/list', summary: 'Locations of a warehouse with the quantity each holds', body: ZLocationListInput, response: ZLocationPage }),
  createLocation: defineContract({
    ...staff,
    path: '/ops/locations/create',
    summary: 'Create a location (zone, aisle, bin; code unique per warehouse)',
    body: ZLocationCreateInput,
    response: ZLocation,
  }),
  updateLocation: defineContract({
    ...staff,
    path: '/ops/locations/update',
    summary: 'Update a location (an occupied one keeps its purpose and stays active)',
    body: ZLocationUpdateInput,
    response: ZLocation,
  }),
} as const;

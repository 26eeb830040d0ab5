import { z } from 'zod';
import { defineContract } from '../contract/contract.ts';
import { ZTransporter, ZWarehouse } from '../warehouses/contracts.ts';

/**
 * `/ffm/master-data` (SPEC §7): what every form picks from, in one call the web caches: the provider's active
 * warehouses and carriers, and the option lists of the areas (codes with their label in the caller's language).
 */

/** A code and its label in the language of the call. */
export const ZOption = z.object({ value: z.union([z.string(), z.number(), z.boolean()]), label: z.string() });
export type TOption = z.infer<typeof ZOption>;

export const ZMasterData = z.object({
  warehouses: z.array(ZWarehouse),
  transporters: z.array(ZTransporter),
  /** inbound order types (NI, returns); outbound order types where the outbound area defines them */
  inboundTypes: z.array(ZOption),
  zoneTypes: z.array(ZOption),
  skuCategories: z.array(ZOption),
  skuUnits: z.array(ZOption),
  stockConditions: z.array(ZOption),
  serviceTypes: z.array(ZOption),
  paymentTypes: z.array(ZOption),
  requiredNotes: z.array(ZOption),
  pickupTimes: z.array(ZOption),
});
export type TMasterData = z.infer<typeof ZMasterData>;

export const REFERENCE_CALLS = {
  masterData: defineContract({
    group: 'ffm',
    method: ['GET', 'POST'],
    tags: ['master-data'],
    path: '/ffm/master-data',
    summary: 'Warehouses, carriers and every option list (order and zone types, SKU categories and units, service, payment, required note, pickup time), labelled in the caller’s language',
    audience: 'user',
    permissions: [],
    tenant: 'none',
    response: ZMasterData,
  }),
} as const;

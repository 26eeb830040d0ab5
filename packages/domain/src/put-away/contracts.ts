import { z } from 'zod';
import { defineContract } from '../contract/contract.ts';
import { ZId } from '../inventory/schema-parts.ts';
import { STOCK_CONDITIONS } from '../inbound/enums.ts';

const ZCode = z.string().trim().min(1).max(50).regex(/^[A-Za-z0-9_-]+$/);
const ZZone = z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9_]+$/);

/** A put-away rule of a warehouse: goods matching every criterion given go to the zone and/or code range. */
export const ZPutAwayRule = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  priority: z.number().int(),
  customerId: z.number().int().nullable(),
  customerCode: z.string().nullable(),
  skuId: z.number().int().nullable(),
  skuCode: z.string().nullable(),
  category: z.string().nullable(),
  condition: z.enum(STOCK_CONDITIONS).nullable(),
  zone: z.string().nullable(),
  fromCode: z.string().nullable(),
  toCode: z.string().nullable(),
  isActive: z.boolean(),
});
export type TPutAwayRule = z.infer<typeof ZPutAwayRule>;

export const ZPutAwayRuleListInput = z.object({ warehouseId: ZId });
export type TPutAwayRuleListInput = z.infer<typeof ZPutAwayRuleListInput>;

/** Creates a rule, or replaces the one named by `id`. A SKU is named by its code and needs its customer. */
export const ZPutAwayRuleSaveInput = z.object({
  id: ZId.optional(),
  warehouseId: ZId,
  /** lower first */
  priority: z.coerce.number().int().min(0).max(10_000).default(100),
  customerId: ZId.nullish(),
  skuCode: z.string().trim().min(1).max(50).nullish(),
  category: z.string().trim().min(1).max(100).nullish(),
  condition: z.enum(STOCK_CONDITIONS).nullish(),
  zone: ZZone.nullish(),
  fromCode: ZCode.nullish(),
  toCode: ZCode.nullish(),
  isActive: z.boolean().default(true),
});
export type TPutAwayRuleSaveInput = z.infer<typeof ZPutAwayRuleSaveInput>;

export const ZPutAwayRuleRef = z.object({ id: ZId });

/** Sets the capacity of a warehouse's storage bins of a zone and/or code range; null lifts a limit. */
export const ZBinCapacityInput = z.object({
  warehouseId: ZId,
  zone: ZZone.nullish(),
  fromCode: ZCode.nullish(),
  toCode: ZCode.nullish(),
  /** cm³ */
  maxVolumeCm3: z.coerce.number().int().positive().max(1_000_000_000).nullable(),
  /** grams */
  maxWeightGrams: z.coerce.number().int().positive().max(100_000_000).nullable(),
});
export type TBinCapacityInput = z.infer<typeof ZBinCapacityInput>;
export const ZBinCapacityAnswer = z.object({ updated: z.number().int() });

/** The suggested bin of each row waiting on an inbound order's receiving dock. */
export const ZPutAwaySuggestion = z.object({
  lineId: z.number().int(),
  sku: z.string(),
  skuName: z.string(),
  lot: z.string(),
  condition: z.enum(STOCK_CONDITIONS),
  quantity: z.number().int(),
  /** null when no bin the rule allows has room */
  locationCode: z.string().nullable(),
  reason: z.enum(['SAME_SKU_LOT', 'EMPTY_BIN']).nullable(),
  ruleId: z.number().int().nullable(),
});
export type TPutAwaySuggestion = z.infer<typeof ZPutAwaySuggestion>;
export const ZPutAwaySuggestions = z.object({
  /** the warehouse has active rules: a location other than the suggestion needs a reason */
  directed: z.boolean(),
  items: z.array(ZPutAwaySuggestion),
});
export type TPutAwaySuggestions = z.infer<typeof ZPutAwaySuggestions>;

const tags = ['put-away'];
const staff = { group: 'ops', method: 'POST', tags, audience: 'staff', permissions: [], tenant: 'provider' } as const;

/** Put-away rules and bin capacities: the provider's staff manage them per warehouse. */
export const PUT_AWAY_CALLS = {
  rules: defineContract({ ...staff, path: '/ops/put-away/rules/list', summary: "A warehouse's put-away rules, by priority", body: ZPutAwayRuleListInput, response: z.array(ZPutAwayRule) }),
  saveRule: defineContract({ ...staff, path: '/ops/put-away/rules/save', summary: 'Create or change a put-away rule', body: ZPutAwayRuleSaveInput, response: ZPutAwayRule }),
  deleteRule: defineContract({ ...staff, path: '/ops/put-away/rules/delete', summary: 'Remove a put-away rule', body: ZPutAwayRuleRef, response: z.object({ id: z.number().int() }) }),
  setCapacity: defineContract({
    ...staff,
    path: '/ops/put-away/bin-capacity',
    summary: 'Set the volume and weight capacity of storage bins (a zone and/or a code range)',
    body: ZBinCapacityInput,
    response: ZBinCapacityAnswer,
  }),
} as const;

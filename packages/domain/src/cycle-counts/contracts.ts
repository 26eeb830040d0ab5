import { z } from 'zod';
import { defineContract, ZFileAnswer } from '../contract/contract.ts';
import { ZListPaging, zListPage } from '../contract/list.ts';
import { ZDateKey, ZId } from '../inventory/schema-parts.ts';
import { STOCK_CONDITIONS } from '../inbound/enums.ts';
import { ABC_CLASSES, CYCLE_TASK_STATUSES } from './rules.ts';

export const ZCycleSettings = z.object({
  aDays: z.coerce.number().int().min(1).max(3650),
  bDays: z.coerce.number().int().min(1).max(3650),
  cDays: z.coerce.number().int().min(1).max(3650),
  aShare: z.coerce.number().int().min(1).max(100),
  abShare: z.coerce.number().int().min(1).max(100),
  dailyCapacity: z.coerce.number().int().min(1).max(10_000),
  recountThreshold: z.coerce.number().int().min(0).max(1_000_000),
});
export const ZCycleSettingsInput = ZCycleSettings.partial().extend({ warehouseId: ZId });
export type TCycleSettingsInput = z.infer<typeof ZCycleSettingsInput>;

export const ZCycleListInput = z.object({ warehouseId: ZId, date: ZDateKey.optional() });
export type TCycleListInput = z.infer<typeof ZCycleListInput>;

/** A count task as the counter sees it: blind, no system quantity and no earlier count. */
export const ZCycleTask = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  countDate: z.string(),
  abcClass: z.enum(ABC_CLASSES),
  status: z.enum(CYCLE_TASK_STATUSES),
  locationCode: z.string(),
  customerCode: z.string().nullable(),
  sku: z.string(),
  skuName: z.string(),
  lot: z.string(),
  condition: z.enum(STOCK_CONDITIONS),
});
export type TCycleTask = z.infer<typeof ZCycleTask>;

/** The same with the figures, for the supervisor. */
export const ZCycleTaskReview = ZCycleTask.extend({
  systemQty: z.number().int().nullable(),
  countedQty: z.number().int().nullable(),
  recountQty: z.number().int().nullable(),
  variance: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type TCycleTaskReview = z.infer<typeof ZCycleTaskReview>;

export const ZCycleGenerateAnswer = z.object({ created: z.number().int(), tasks: z.array(ZCycleTask) });

export const ZCycleCountInput = z.object({
  id: ZId,
  /** the location scanned: it must be the task's */
  locationCode: z.string().trim().min(1).max(50),
  quantity: z.coerce.number().int().min(0).max(10_000_000),
});
export type TCycleCountInput = z.infer<typeof ZCycleCountInput>;
/** What the counter learns: only whether the task is done or must be counted again. */
export const ZCycleCountAnswer = z.object({ id: z.number().int(), status: z.enum(CYCLE_TASK_STATUSES) });

export const ZCycleApproveInput = z.object({ id: ZId, approve: z.boolean(), reason: z.string().trim().min(1).max(500) });
export type TCycleApproveInput = z.infer<typeof ZCycleApproveInput>;

export const ZCycleReportFilter = z.object({ warehouseId: ZId, customerId: ZId.optional(), from: ZDateKey, to: ZDateKey });
export type TCycleReportFilter = z.infer<typeof ZCycleReportFilter>;
/** the report's page: by customer, then SKU (their ids), keyset-paged like every list (docs/lists.md) */
export const ZCycleReportInput = ZCycleReportFilter.merge(ZListPaging);
export type TCycleReportInput = z.infer<typeof ZCycleReportInput>;
export const ZCycleReportRow = z.object({
  customerId: z.number().int(),
  customerCode: z.string().nullable(),
  skuId: z.number().int(),
  sku: z.string(),
  skuName: z.string(),
  tasks: z.number().int(),
  systemQty: z.number().int(),
  countedQty: z.number().int(),
  /** counted − system over the posted counts */
  netVariance: z.number().int(),
  absVariance: z.number().int(),
});
export type TCycleReportRow = z.infer<typeof ZCycleReportRow>;

const tags = ['cycle-counts'];
const staff = { group: 'ops', method: 'POST', tags, audience: 'staff', permissions: [], tenant: 'provider' } as const;
const admin = { ...staff, audience: 'staffAdmin' } as const;
const supervisor = { ...staff, audience: 'staffSupervisor' } as const;
const P = '/ops/cycle-counts';

/**
 * Cycle counts: counters (any provider staff) count blind and read the variance report of finished counts; staff
 * admins set the settings and make a list on demand (the job runner makes each day's); supervisors (the supervisor
 * role only) see the figures of the counts and approve or reject the adjustments.
 */
export const CYCLE_COUNT_CALLS = {
  settings: defineContract({ ...staff, path: `${P}/settings`, summary: "A warehouse's cycle count settings", body: z.object({ warehouseId: ZId }), response: ZCycleSettings }),
  saveSettings: defineContract({ ...admin, path: `${P}/settings/save`, summary: 'Change the intervals per class, the ABC shares, the daily capacity or the recount threshold', body: ZCycleSettingsInput, response: ZCycleSettings }),
  generate: defineContract({ ...admin, path: `${P}/generate`, summary: "Make the day's count list: due stock by ABC class within the daily capacity", body: ZCycleListInput, response: ZCycleGenerateAnswer }),
  tasks: defineContract({ ...staff, path: `${P}/tasks`, summary: 'Count tasks to do (blind: no quantities)', body: ZCycleListInput, response: z.array(ZCycleTask) }),
  count: defineContract({ ...staff, path: `${P}/count`, summary: 'Record a blind count (or the recount) of a task at its scanned location', body: ZCycleCountInput, response: ZCycleCountAnswer }),
  review: defineContract({ ...supervisor, path: `${P}/review`, summary: 'Counted tasks with their figures, waiting for approval first', body: ZCycleListInput, response: z.array(ZCycleTaskReview) }),
  approve: defineContract({ ...supervisor, path: `${P}/approve`, summary: 'Approve (post the adjustment through the ledger) or reject a counted variance, with its reason', body: ZCycleApproveInput, response: ZCycleTaskReview }),
  varianceReport: defineContract({ ...staff, path: `${P}/variance-report`, summary: 'Finished count variances by customer and SKU over a period (a page)', body: ZCycleReportInput, response: zListPage(ZCycleReportRow) }),
  varianceExport: defineContract({ ...staff, path: `${P}/variance-report/export`, summary: 'The variance report of a period as xlsx', body: ZCycleReportFilter, answer: 'file', response: ZFileAnswer }),
} as const;

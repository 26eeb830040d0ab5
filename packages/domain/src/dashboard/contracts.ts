import { z } from 'zod';
import { defineContract, ZFileAnswer } from '../contract/contract.ts';
import { ZRowId } from '../common/ids.ts';
import { ZDateKey } from '../inventory/schema-parts.ts';

/**
 * The dashboard (SPEC §2 `/`, §7 dashboard and dashboard-export): figures for the signed-in client (provider
 * staff: every client, or one with customerId) over a period of days in Asia/Ho_Chi_Minh. Each figure is what its
 * list shows with the same filters (the use case reads it through that list's own call), and links to it.
 * A section the caller may not see (a client staff member without the list's permission) is null.
 */

export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'range'] as const;
export type TDashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** The longest date range a dashboard covers (a quarter). */
export const DASHBOARD_MAX_DAYS = 92;
/** SKUs whose stock expires within this many days are "near expiry". */
export const NEAR_EXPIRY_DAYS = 30;
/** The top SKUs are this share of the SKUs that went out in the period (SPEC §9: the top 20 %), rounded up. */
export const TOP_SKU_SHARE = 0.2;
/** At most this many of them are drawn (a period where thousands of SKUs move shows the first 30 of its top 20 %). */
export const TOP_SKU_SHOWN = 30;
/**
 * Delivery success rate: delivered / (delivered + the failed finals), over the express orders created in the period
 * (their status now). Orders still on their way, cancelled or drafts are in neither side.
 */
export const DELIVERY_SUCCESS_STATUSES = ['delivered'] as const;
export const DELIVERY_FAILED_STATUSES = ['returned', 'lost', 'damage'] as const;

export const ZDashboardInput = z
  .object({
    period: z.enum(DASHBOARD_PERIODS).default('7d'),
    /** with period range: the first and last day, YYYY-MM-DD */
    from: ZDateKey.optional(),
    to: ZDateKey.optional(),
    warehouseId: ZRowId.optional(),
    customerId: ZRowId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period !== 'range') return;
    if (!v.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose the first day' });
    if (!v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose the last day' });
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day is before the first' });
    else if (v.from && v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 > DASHBOARD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A period covers at most ${DASHBOARD_MAX_DAYS} days` });
    }
  });
export type TDashboardInput = z.input<typeof ZDashboardInput>;

const ZCounts = z.record(z.string(), z.number().int());

export const ZNearExpiryLot = z.object({
  sku: z.string(),
  name: z.string(),
  lot: z.string(),
  expiryDate: z.string().nullable(),
  qty: z.number().int(),
  warehouseCode: z.string(),
  customerName: z.string(),
});
export type TNearExpiryLot = z.infer<typeof ZNearExpiryLot>;

export const ZTopSku = z.object({
  skuId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** outbound orders created in the period with a line of the SKU */
  orders: z.number().int(),
  /** the running share of every outbound line of the period, 0..1, up to and including this SKU */
  cumulativeShare: z.number(),
});
export type TTopSku = z.infer<typeof ZTopSku>;

export const ZDashboard = z.object({
  /** the period's first and last day (YYYY-MM-DD), and each day between */
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  /** inbound orders created in the period, per status and 'all' (the inbound list filtered by creation date) */
  inbound: z.object({ counts: ZCounts, exact: z.boolean() }).nullable(),
  /**
   * express orders created in the period (the chosen shop for a client user), per ORDER_* tab, status and 'all' as
   * the express list's tabs count them, and per day (by tab); the delivery success rate from the same counts
   */
  shipping: z
    .object({
      shopId: z.number().int().nullable(),
      counts: ZCounts,
      exact: z.boolean(),
      byDay: z.array(z.object({ day: z.string(), counts: ZCounts })),
      delivered: z.number().int(),
      failed: z.number().int(),
      /** delivered / (delivered + failed), null when neither */
      successRate: z.number().nullable(),
    })
    .nullable(),
  /** the shop's COD to date, as the COD summary shows it: collected and not yet transferred */
  /** a client user's current shop; for provider staff (shopId null) the sums over every shop of all clients or of one */
  cod: z.object({ shopId: z.number().int().nullable(), collected: z.number().int(), pending: z.number().int() }).nullable(),
  /** outbound orders created in the period, per status and 'all' (the outbound list filtered by creation date) */
  outbound: z.object({ counts: ZCounts, exact: z.boolean() }).nullable(),
  /** the top 20 % of the SKUs by outbound orders in the period (a Pareto chart), most frequent first */
  topSkus: z
    .object({
      skuCount: z.number().int(),
      lineCount: z.number().int(),
      topCount: z.number().int(),
      items: z.array(ZTopSku),
    })
    .nullable(),
  /** stock now: the sums of the inventory summary, and how many SKU rows it has */
  stock: z
    .object({
      qty: z.number().int(),
      qtyAllocated: z.number().int(),
      qtyAvailable: z.number().int(),
      qtyDefective: z.number().int(),
      qtyLost: z.number().int(),
      qtyOnHold: z.number().int(),
      skuRows: z.number().int(),
      skuRowsExact: z.boolean(),
    })
    .nullable(),
  /** lots on hand expiring before `before` (the inventory detail filtered by expiryBefore), soonest first */
  nearExpiry: z.object({ before: z.string(), total: z.number().int(), exact: z.boolean(), lots: z.array(ZNearExpiryLot) }).nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

const base = { group: 'ffm', tags: ['dashboard'], audience: 'user', permissions: [], tenant: 'provider' } as const;

export const DASHBOARD_CALLS = {
  dashboard: defineContract({ ...base, method: 'POST', path: '/ffm/dashboard', summary: 'Dashboard figures for a period', body: ZDashboardInput, response: ZDashboard }),
  dashboardExport: defineContract({
    ...base,
    method: 'POST',
    path: '/ffm/dashboard-export',
    summary: 'The dashboard’s figures for a period as xlsx',
    body: ZDashboardInput,
    answer: 'file',
    response: ZFileAnswer,
  }),
} as const;

import { z } from 'zod';
import type { TLabel } from '../common/labels.ts';
import type { TLang } from '../errors/catalogue.ts';
import { defineContract } from '../contract/contract.ts';
import { ZONE_TYPES } from '../inbound/enums.ts';
import { ZId } from '../inventory/schema-parts.ts';
import { ZPickListSummary } from './contracts.ts';

/**
 * Wave picking (issue 26): a wave is a stored pick list released over many orders of one warehouse at once, chosen
 * by carrier, cut-off time, zone type and a count. Its picker walks consolidated bins (one row per location, SKU
 * and lot, in location-code order) and confirms each bin once; the pack step sorts the picked units to their
 * orders by scanning.
 */

/** The largest wave one release makes (the volume budget is 2,000 orders in < 5 s). */
export const WAVE_MAX_ORDERS = 5000;

export const ZWaveReleaseInput = z.object({
  warehouseId: ZId,
  /** only orders booked with this carrier; 'provider-express' also takes orders with no carrier chosen */
  carrier: z.string().trim().min(1).max(50).optional(),
  /** only orders created at or before this moment (the carrier's cut-off) */
  cutoffAt: z.string().datetime({ offset: true }).optional(),
  /** only orders of this zone type (order type) */
  zoneType: z.enum(ZONE_TYPES).optional(),
  /** at most this many orders, oldest first */
  limit: z.coerce.number().int().min(1).max(WAVE_MAX_ORDERS).default(500),
});
export type TWaveReleaseInput = z.infer<typeof ZWaveReleaseInput>;

export const ZWaveRef = z.object({ id: ZId });
export type TWaveRef = z.infer<typeof ZWaveRef>;

/** One stop of the walk: everything the wave takes of one SKU and lot at one location. */
export const ZWaveBin = z.object({
  locationCode: z.string(),
  sku: z.string(),
  name: z.string(),
  lotNum: z.string(),
  expiryDate: z.string().nullable(),
  quantity: z.number().int(),
  pickedQuantity: z.number().int(),
  orderCount: z.number().int(),
});
export type TWaveBin = z.infer<typeof ZWaveBin>;

export const ZWaveOrder = z.object({
  id: z.number().int(),
  soCode: z.string(),
  clientOrderCode: z.string(),
  status: z.number().int(),
  /** the order's tote or shelf at the sort wall: its place in the wave (1 = first by SO code) */
  slot: z.number().int(),
  quantity: z.number().int(),
  pickedQuantity: z.number().int(),
  sortedQuantity: z.number().int(),
});
export type TWaveOrder = z.infer<typeof ZWaveOrder>;

export const ZWaveView = ZPickListSummary.extend({ orders: z.array(ZWaveOrder), bins: z.array(ZWaveBin) });
export type TWaveView = z.infer<typeof ZWaveView>;

export const ZPickBinInput = z.object({
  pickListId: ZId,
  /** the bin scanned first, then the product (sku, mCode or sCode) */
  locationCode: z.string().trim().min(1).max(50),
  code: z.string().trim().min(1).max(100),
  /** the lot when the bin holds more than one of the product on the wave */
  lotNum: z.string().trim().max(100).optional(),
  /** the units taken; absent: everything the bin row still asks for */
  found: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** the bin is empty after these units: what it still owed the wave is a short pick (re-allocated or the order short) */
  empty: z.boolean().default(false),
});
export type TPickBinInput = z.infer<typeof ZPickBinInput>;

export const ZPickBinAnswer = z.object({
  picked: z.number().int(),
  short: z.number().int(),
  /** the units a short pick drew from another bin: the walk gains those bins */
  reallocated: z.array(z.object({ soCode: z.string(), locationCode: z.string(), quantity: z.number().int() })),
  /** orders no other bin could complete: taken off the wave, their stock released, back to new (0) */
  shortOrders: z.array(z.object({ id: z.number().int(), soCode: z.string() })),
  wave: ZWaveView,
});
export type TPickBinAnswer = z.infer<typeof ZPickBinAnswer>;

export const ZSortScanInput = z.object({ pickListId: ZId, code: z.string().trim().min(1).max(100) });
export type TSortScanInput = z.infer<typeof ZSortScanInput>;

export const ZSortScanAnswer = z.object({
  outboundId: z.number().int(),
  soCode: z.string(),
  slot: z.number().int(),
  sku: z.string(),
  /** this order's sorted and ordered units of the product */
  sortedQuantity: z.number().int(),
  quantity: z.number().int(),
  /** every unit of the order is at its slot: ready to pack */
  orderComplete: z.boolean(),
});
export type TSortScanAnswer = z.infer<typeof ZSortScanAnswer>;

const ops = { group: 'ops', method: 'POST', tags: ['outbound'], audience: 'staff', permissions: [], tenant: 'provider' } as const;
const OPS = '/ops/outbound';

export const WAVE_CALLS = {
  releaseWave: defineContract({ ...ops, path: `${OPS}/release-wave`, summary: 'Release a wave: allocated orders of a warehouse by carrier, cut-off, zone type and count onto one pick list (2 → 3); null when none is free', body: ZWaveReleaseInput, response: ZWaveView.nullable() }),
  getWave: defineContract({ ...ops, path: `${OPS}/get-wave`, summary: 'A pick list as a wave: its bins consolidated by location, SKU and lot in walking order, and its orders with their sort slots', body: ZWaveRef, response: ZWaveView }),
  pickBin: defineContract({ ...ops, path: `${OPS}/pick-bin`, summary: 'Confirm a bin of a wave: its units go to the orders, first slot first; a bin found empty re-allocates the rest from another bin or marks the order short', body: ZPickBinInput, response: ZPickBinAnswer }),
  sortScan: defineContract({ ...ops, path: `${OPS}/sort-scan`, summary: 'Sort a picked unit to its order by scanning: answers the order and its slot', body: ZSortScanInput, response: ZSortScanAnswer }),
} as const;

/** Messages of the wave steps (the field named in `data.errors`). */
export const WAVE_MESSAGES = {
  noLocation: { vi: 'Vị trí không tồn tại trong kho của đợt', en: "No such location in the wave's warehouse" },
  binDone: { vi: 'Ô {loc} đã lấy đủ sản phẩm {sku} của đợt', en: 'Bin {loc} already gave everything of {sku} for the wave' },
  notInBin: { vi: 'Sản phẩm {sku} không có trong đợt tại ô {loc}', en: 'Product {sku} is not to be picked at bin {loc} in this wave' },
  lotNeeded: { vi: 'Ô có nhiều lô của sản phẩm: chọn lô', en: 'The bin holds several lots of the product: choose the lot' },
  tooMany: { vi: 'Số lượng vượt quá số cần lấy tại ô ({n})', en: 'More than the bin row asks for ({n})' },
  nothingToSort: { vi: 'Không còn đơn nào của đợt chờ sản phẩm {sku}', en: 'No order of the wave is waiting for {sku}' },
  notSorted: { vi: 'Đơn {so} của đợt {wave} mới chia {sorted}/{quantity} sản phẩm: quét chia hết rồi mới đóng gói', en: 'Order {so} of wave {wave} has {sorted} of {quantity} units sorted: sort them all before packing' },
} as const satisfies Record<string, TLabel>;

export function waveText(key: keyof typeof WAVE_MESSAGES, lang: TLang, vars: Record<string, string | number> = {}): string {
  return Object.entries(vars).reduce<string>((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), WAVE_MESSAGES[key][lang]);
}

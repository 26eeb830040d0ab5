/**
 * What the provider charges a client (issue 27): the fee types, the tariff's rates, how each line's amount is
 * rounded, and the VAT of a monthly invoice. Amounts are integers of đồng everywhere.
 */
import type { TLabel } from '../common/labels.ts';

export const FEE_TYPES = ['receiving', 'storage', 'pick_pack', 'packing_material', 'return', 'labelling', 'kitting', 'vas'] as const;
export type TFeeType = (typeof FEE_TYPES)[number];

/** Field messages of the provider's billing steps (contracts, tariffs, invoices). */
export const BILLING_MESSAGES = {
  contractCodeTaken: { vi: 'Mã hợp đồng đã được dùng', en: 'Another contract has this code' },
  monthNotEnded: { vi: 'Chỉ xuất hóa đơn cho tháng đã kết thúc', en: 'Only a month that has ended can be invoiced' },
  tariffOwnerBoth: { vi: 'Biểu phí áp dụng cho một khách hàng hoặc một hợp đồng, không cho cả hai', en: 'A tariff is for a client or for a contract, not both' },
  tariffFromToday: { vi: 'Biểu phí chỉ có hiệu lực từ hôm nay hoặc một ngày sau', en: 'A tariff takes effect today or on a later day' },
} as const satisfies Record<string, TLabel>;

export const FEE_TYPE_LABELS: Record<TFeeType, { vi: string; en: string }> = {
  receiving: { vi: 'Phí nhập kho', en: 'Receiving' },
  storage: { vi: 'Phí lưu kho', en: 'Storage' },
  pick_pack: { vi: 'Phí lấy hàng và đóng gói', en: 'Pick and pack' },
  packing_material: { vi: 'Vật tư đóng gói', en: 'Packing materials' },
  return: { vi: 'Phí xử lý hàng hoàn', en: 'Returns handling' },
  labelling: { vi: 'Dán nhãn', en: 'Labelling' },
  kitting: { vi: 'Đóng bộ sản phẩm', en: 'Kitting' },
  vas: { vi: 'Dịch vụ giá trị gia tăng', en: 'Value-added services' },
};

/** Value-added services staff record on an order (issue 27): each charged per unit as a fee line of its own type. */
export const VAS_SERVICES = ['labelling', 'kitting'] as const;
export type TVasService = (typeof VAS_SERVICES)[number];
export const VAS_ORDER_KINDS = ['inbound', 'outbound'] as const;
export type TVasOrderKind = (typeof VAS_ORDER_KINDS)[number];

export const RECEIVING_BASES = ['unit', 'carton'] as const;
export const STORAGE_BASES = ['m3', 'bin'] as const;
export type TReceivingBasis = (typeof RECEIVING_BASES)[number];
export type TStorageBasis = (typeof STORAGE_BASES)[number];

/** The rates of one tariff, each an integer of đồng. */
export interface TTariffRates {
  receivingBasis: TReceivingBasis;
  /** per unit or per carton received */
  receivingRate: number;
  storageBasis: TStorageBasis;
  /** per cubic metre per day, or per occupied bin per day */
  storageRate: number;
  pickPackPerOrder: number;
  /** per unit of an order beyond its first */
  pickPackPerExtraUnit: number;
  packingMaterialPerOrder: number;
  returnPerUnit: number;
  labellingPerUnit: number;
  kittingPerUnit: number;
}

/** The rounding stated on every line: the exact amount rounded to the nearest đồng, halves away from zero. */
export const ROUNDING_HALF_UP = 'half_up_1_dong' as const;
/** A line of integer quantity × integer rate: exact, nothing to round. */
export const ROUNDING_EXACT = 'exact' as const;
export type TRounding = typeof ROUNDING_HALF_UP | typeof ROUNDING_EXACT;

/** Rounds a non-negative amount of đồng to the nearest đồng, halves up (the rule every rounded line states). */
export function roundDong(exact: number): number {
  if (!Number.isFinite(exact) || exact < 0) throw new RangeError('an amount must be a finite non-negative number');
  return Math.floor(exact + 0.5);
}

/** qty × rate, both integers: exact. */
export function lineAmount(qty: number, rate: number): number {
  if (!Number.isSafeInteger(qty) || !Number.isSafeInteger(rate) || qty < 0 || rate < 0) throw new RangeError('quantity and rate must be non-negative integers');
  return qty * rate;
}

/**
 * Storage of one day on the m3 basis: the volume in cm³ (SKU size × end-of-day quantity, summed) × the rate per m³,
 * rounded half up to the đồng. Computed on integers (cm³ with the two decimals of the SKU sizes as hundredths), so
 * no float error reaches the line.
 */
export function storageAmountM3(volumeCm3Hundredths: bigint, ratePerM3: number): number {
  // amount = cm3/1e6 × rate = hundredths × rate / 1e8, rounded half up
  const num = volumeCm3Hundredths * BigInt(ratePerM3);
  const den = 100_000_000n;
  return Number((num * 2n + den) / (2n * den));
}

/** Pick and pack of one order: per order plus per unit beyond the first. */
export function pickPackAmount(units: number, r: Pick<TTariffRates, 'pickPackPerOrder' | 'pickPackPerExtraUnit'>): number {
  return r.pickPackPerOrder + lineAmount(Math.max(0, units - 1), r.pickPackPerExtraUnit);
}

/**
 * VAT of an invoice month, as Vietnamese invoices state it: one rate per invoice ("Thuế suất GTGT"), the VAT amount
 * ("Tiền thuế GTGT") is the subtotal × rate rounded half up to the đồng, and the total is subtotal + VAT.
 * The rate: warehousing and handling are services taxed at 10 %, reduced to 8 % by Nghị quyết 204/2025/QH15 from
 * 1 July 2025 to 31 December 2026; so months up to 2026-12 are invoiced at 8 %, from 2027-01 at 10 %.
 */
export function vatRateOf(month: string): 8 | 10 {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new RangeError('a month is yyyy-mm');
  return month >= '2025-07' && month <= '2026-12' ? 8 : 10;
}

export function invoiceTotals(month: string, lineAmounts: readonly number[]): { subtotal: number; vatRate: 8 | 10; vatAmount: number; total: number } {
  const subtotal = lineAmounts.reduce((s, a) => s + a, 0);
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('the subtotal is not an integer of đồng');
  const vatRate = vatRateOf(month);
  // integer arithmetic: (subtotal × rate + 50) / 100, floored
  const vatAmount = Math.floor((subtotal * vatRate + 50) / 100);
  return { subtotal, vatRate, vatAmount, total: subtotal + vatAmount };
}

/** An issued invoice is due this many days after its issue date (the 1st): the 15th. */
export const INVOICE_DUE_DAYS = 14;

/** The Vietnamese calendar day (yyyy-mm-dd, Asia/Ho_Chi_Minh, UTC+7 without DST) of an instant. */
export function vnDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** The instant a Vietnamese day ends (its next midnight, UTC+7). */
export function vnDayEnd(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1) - 7 * 3600_000);
}

/** The day after a yyyy-mm-dd day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** The month before a yyyy-mm month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 2, 1)).toISOString().slice(0, 7);
}

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;
const GROUPS = ['', 'nghìn', 'triệu', 'tỷ', 'nghìn tỷ', 'triệu tỷ'] as const;

/** One group of three digits, read in full ('không trăm linh năm') unless it is the leading group. */
function readGroup(n: number, leading: boolean): string {
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const u = n % 10;
  const out: string[] = [];
  if (!leading || h > 0) out.push(DIGITS[h]!, 'trăm');
  if (t === 0) {
    if (u > 0 && out.length) out.push('linh');
  } else if (t === 1) out.push('mười');
  else out.push(DIGITS[t]!, 'mươi');
  if (u > 0) {
    if (u === 1 && t >= 2) out.push('mốt');
    else if (u === 5 && t >= 1) out.push('lăm');
    else out.push(DIGITS[u]!);
  }
  return out.join(' ');
}

/**
 * An amount of đồng in words, as a Vietnamese invoice's "Số tiền viết bằng chữ" line states it:
 * 1_234_000 → 'Một triệu hai trăm ba mươi bốn nghìn đồng', 105 → 'Một trăm linh năm đồng'.
 */
export function dongInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('an amount of đồng is a non-negative integer');
  let words = 'không';
  if (amount > 0) {
    const groups: number[] = [];
    for (let n = amount; n > 0; n = Math.floor(n / 1000)) groups.push(n % 1000);
    const parts: string[] = [];
    for (let i = groups.length - 1; i >= 0; i--) {
      const g = groups[i]!;
      if (g === 0) continue;
      parts.push(readGroup(g, i === groups.length - 1), GROUPS[i]!);
    }
    words = parts.filter(Boolean).join(' ');
  }
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} đồng`;
}

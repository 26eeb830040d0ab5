import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';

/**
 * Cycle counts (issue 26): ABC classes from outbound frequency, a count list per day within a capacity, blind
 * counts, a recount past a variance threshold, a supervisor's approval, the adjustment through the ledger.
 */

export const ABC_CLASSES = ['A', 'B', 'C'] as const;
export type TAbcClass = (typeof ABC_CLASSES)[number];

export const CYCLE_TASK_STATUSES = ['OPEN', 'RECOUNT', 'PENDING_APPROVAL', 'POSTED', 'REJECTED', 'MATCHED'] as const;
export type TCycleTaskStatus = (typeof CYCLE_TASK_STATUSES)[number];

export interface TCycleSettings {
  /** days between two counts of a class */
  aDays: number;
  bDays: number;
  cDays: number;
  /** the share of outbound orders the A SKUs make together (percent), then A and B together */
  aShare: number;
  abShare: number;
  /** count tasks a day at most */
  dailyCapacity: number;
  /** a first count differing from the system by more than this many units is counted again */
  recountThreshold: number;
}

export const DEFAULT_CYCLE_SETTINGS: TCycleSettings = { aDays: 30, bDays: 90, cDays: 365, aShare: 80, abShare: 95, dailyCapacity: 50, recountThreshold: 0 };

/**
 * ABC classes by outbound frequency (Pareto): items sorted by orders, most first; A while the running share of
 * orders is within `aShare` (the item that crosses it included), B within `abShare`, C after, and C for items
 * with no outbound order at all.
 */
export function abcClasses(frequency: ReadonlyMap<string, number>, keys: Iterable<string>, s: Pick<TCycleSettings, 'aShare' | 'abShare'>): Map<string, TAbcClass> {
  const all = [...new Set(keys)];
  const total = all.reduce((n, k) => n + (frequency.get(k) ?? 0), 0);
  const sorted = all.sort((a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0) || (a < b ? -1 : 1));
  const out = new Map<string, TAbcClass>();
  let running = 0;
  for (const k of sorted) {
    const f = frequency.get(k) ?? 0;
    const before = total === 0 ? 100 : (running * 100) / total;
    running += f;
    out.set(k, f === 0 ? 'C' : before < s.aShare ? 'A' : before < s.abShare ? 'B' : 'C');
  }
  return out;
}

export function intervalDays(cls: TAbcClass, s: Pick<TCycleSettings, 'aDays' | 'bDays' | 'cDays'>): number {
  return cls === 'A' ? s.aDays : cls === 'B' ? s.bDays : s.cDays;
}

/** Days a count is overdue on `today` (0: due today, negative: not due), never counted: due since forever. */
export function overdueDays(lastCounted: string | null, cls: TAbcClass, today: string, s: TCycleSettings): number {
  if (!lastCounted) return Number.MAX_SAFE_INTEGER;
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${lastCounted}T00:00:00Z`)) / 86_400_000);
  return days - intervalDays(cls, s);
}

export function needsRecount(systemQty: number, countedQty: number, threshold: number): boolean {
  return Math.abs(countedQty - systemQty) > threshold;
}

export const CYCLE_COUNT_MESSAGES = {
  wrongLocation: { vi: 'Sai vị trí: cần đếm tại {{code}}', en: 'Wrong location: count at {{code}}' },
  notCounting: { vi: 'Phiếu đếm không ở trạng thái chờ đếm', en: 'The count task is not waiting for a count' },
  notPending: { vi: 'Phiếu đếm không chờ duyệt', en: 'The count task is not waiting for approval' },
  reasonRequired: { vi: 'Vui lòng nhập lý do điều chỉnh', en: 'Please give the reason of the adjustment' },
  badRange: { vi: 'Ngày kết thúc phải sau ngày bắt đầu', en: 'The end day must not be before the start day' },
} as const satisfies Record<string, TLabel>;

/** The variance report's xlsx: its sheet, the period line and the columns. */
export const CYCLE_REPORT_HEADERS = {
  sheet: { vi: 'Chenh lech kiem ke', en: 'Count variances' },
  period: { vi: 'Kỳ kiểm kê', en: 'Count period' },
  columns: [
    { vi: 'Mã khách hàng', en: 'Customer code', width: 16 },
    { vi: 'SKU', en: 'SKU', width: 20 },
    { vi: 'Tên sản phẩm', en: 'Product name', width: 32 },
    { vi: 'Số lần đếm', en: 'Counts', width: 12 },
    { vi: 'Tồn hệ thống', en: 'System quantity', width: 14 },
    { vi: 'Số đếm được', en: 'Counted quantity', width: 14 },
    { vi: 'Chênh lệch', en: 'Net variance', width: 14 },
    { vi: 'Chênh lệch tuyệt đối', en: 'Absolute variance', width: 18 },
  ],
} as const;

export function cycleCountMessage(key: keyof typeof CYCLE_COUNT_MESSAGES, lang: TLang = 'vi', vars: Record<string, string> = {}): string {
  return CYCLE_COUNT_MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}

import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';

/**
 * Directed put-away (issue 26): where received goods should go. Pure rules shared by the server (the suggestion
 * and the check of a scanned bin) and the web (the texts of the suggestion).
 */

export type TStockConditionOf = 'GOOD' | 'BAD';

/** What a rule matches on; a criterion left null matches anything. */
export interface TPutAwayRuleMatch {
  clientId: number | null;
  skuId: number | null;
  category: string | null;
  condition: TStockConditionOf | null;
}

/** Where a rule sends goods: a zone, a range of location codes (inclusive, by code order), or both. */
export interface TPutAwayTarget {
  zone: string | null;
  fromCode: string | null;
  toCode: string | null;
}

export interface TPutAwayRuleLike extends TPutAwayRuleMatch, TPutAwayTarget {
  id: number;
  priority: number;
  isActive: boolean;
}

/** What is being put away: one dock row's goods. */
export interface TPutAwayGoods {
  clientId: number;
  skuId: number;
  category: string;
  lot: string;
  condition: TStockConditionOf;
  qty: number;
  /** one unit's volume in cm³ and gross weight in grams (the SKU's sizes) */
  unitVolume: number;
  unitWeight: number;
}

/** A storage bin as the suggestion sees it: its capacity (null = no limit) and what it holds now. */
export interface TPutAwayBin {
  id: number;
  code: string;
  zone: string;
  maxVolumeCm3: number | null;
  maxWeightGrams: number | null;
  usedVolume: number;
  usedWeight: number;
  /** the stock keys in it with something on hand: `${clientId}|${skuId}|${lot}|${condition}` */
  keys: ReadonlySet<string>;
}

export type TPutAwayReason = 'SAME_SKU_LOT' | 'EMPTY_BIN';

export interface TPutAwaySuggestionOf {
  binId: number;
  code: string;
  reason: TPutAwayReason;
  ruleId: number | null;
}

export function goodsKey(g: Pick<TPutAwayGoods, 'clientId' | 'skuId' | 'lot' | 'condition'>): string {
  return `${g.clientId}|${g.skuId}|${g.lot}|${g.condition}`;
}

export function ruleMatches(rule: TPutAwayRuleMatch, g: TPutAwayGoods): boolean {
  return (
    (rule.clientId === null || rule.clientId === g.clientId) &&
    (rule.skuId === null || rule.skuId === g.skuId) &&
    (rule.category === null || rule.category === g.category) &&
    (rule.condition === null || rule.condition === g.condition)
  );
}

/** The first active rule that matches, by priority (lowest first) then id. */
export function pickRule<R extends TPutAwayRuleLike>(rules: readonly R[], g: TPutAwayGoods): R | null {
  const sorted = rules.filter((r) => r.isActive).sort((a, b) => a.priority - b.priority || a.id - b.id);
  return sorted.find((r) => ruleMatches(r, g)) ?? null;
}

export function inTarget(t: TPutAwayTarget, bin: Pick<TPutAwayBin, 'code' | 'zone'>): boolean {
  return (t.zone === null || t.zone === bin.zone) && (t.fromCode === null || bin.code >= t.fromCode) && (t.toCode === null || bin.code <= t.toCode);
}

/** Whether the goods fit in the bin with what it holds (a limit left null never refuses). */
export function hasRoom(bin: TPutAwayBin, g: Pick<TPutAwayGoods, 'qty' | 'unitVolume' | 'unitWeight'>): boolean {
  const volume = bin.usedVolume + g.qty * g.unitVolume;
  const weight = bin.usedWeight + g.qty * g.unitWeight;
  return (bin.maxVolumeCm3 === null || volume <= bin.maxVolumeCm3) && (bin.maxWeightGrams === null || weight <= bin.maxWeightGrams);
}

/**
 * The bin for the goods: among the bins the rule allows (all the warehouse's storage bins when no rule matches),
 * in location code order, the first that already holds the same client, SKU, lot and condition and has room for
 * them; else the first empty bin they fit in; else none.
 */
export function suggestBin(bins: readonly TPutAwayBin[], rule: TPutAwayRuleLike | null, g: TPutAwayGoods): TPutAwaySuggestionOf | null {
  const allowed = bins.filter((b) => !rule || inTarget(rule, b)).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const key = goodsKey(g);
  const same = allowed.find((b) => b.keys.has(key) && hasRoom(b, g));
  if (same) return { binId: same.id, code: same.code, reason: 'SAME_SKU_LOT', ruleId: rule?.id ?? null };
  const empty = allowed.find((b) => b.keys.size === 0 && b.usedVolume === 0 && b.usedWeight === 0 && hasRoom(b, g));
  if (empty) return { binId: empty.id, code: empty.code, reason: 'EMPTY_BIN', ruleId: rule?.id ?? null };
  return null;
}

/** Adds goods to a bin as planned, so the next line of the same call sees the room they take. */
export function takeRoom(bin: TPutAwayBin, g: TPutAwayGoods): TPutAwayBin {
  return { ...bin, usedVolume: bin.usedVolume + g.qty * g.unitVolume, usedWeight: bin.usedWeight + g.qty * g.unitWeight, keys: new Set([...bin.keys, goodsKey(g)]) };
}

export const PUT_AWAY_MESSAGES = {
  overrideReasonRequired: {
    vi: 'Vị trí khác vị trí gợi ý {{code}}: vui lòng nhập lý do',
    en: 'This is not the suggested location {{code}}: please give a reason',
  },
  ruleTargetRequired: { vi: 'Vui lòng chọn khu hoặc dải vị trí', en: 'Please choose a zone or a range of locations' },
  ruleRangeOrder: { vi: 'Vị trí đầu phải đứng trước vị trí cuối', en: 'The first location must come before the last one' },
  skuNeedsCustomer: { vi: 'Vui lòng chọn khách hàng của sản phẩm', en: 'Please choose the customer of the product' },
  customerMissing: { vi: 'Không tìm thấy khách hàng đang hoạt động', en: 'No active customer has this id' },
  capacityTargetRequired: { vi: 'Vui lòng chọn khu hoặc dải vị trí', en: 'Please choose a zone or a range of locations' },
} as const satisfies Record<string, TLabel>;

export function putAwayMessage(key: keyof typeof PUT_AWAY_MESSAGES, lang: TLang = 'vi', vars: Record<string, string> = {}): string {
  return PUT_AWAY_MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}

import { describe, expect, it } from 'vitest';
import { abcClasses, DEFAULT_CYCLE_SETTINGS, needsRecount, overdueDays } from './rules.ts';
import { pickRule, suggestBin, type TPutAwayBin, type TPutAwayGoods } from '../put-away/rules.ts';

describe('cycle count rules', () => {
  it('classes SKUs by their share of outbound orders: A up to 80 %, B up to 95 %, C after and for none', () => {
    const freq = new Map([
      ['a', 70],
      ['b', 15],
      ['c', 10],
      ['d', 5],
    ]);
    const cls = abcClasses(freq, ['a', 'b', 'c', 'd', 'e'], DEFAULT_CYCLE_SETTINGS);
    expect(Object.fromEntries(cls)).toEqual({ a: 'A', b: 'A', c: 'B', d: 'C', e: 'C' });
  });

  it('is due when the class interval has passed since the last count, and at once when never counted', () => {
    expect(overdueDays('2026-10-28', 'A', '2026-11-27', DEFAULT_CYCLE_SETTINGS)).toBe(0);
    expect(overdueDays('2026-10-29', 'A', '2026-11-27', DEFAULT_CYCLE_SETTINGS)).toBe(-1);
    expect(overdueDays('2026-10-29', 'C', '2026-11-27', DEFAULT_CYCLE_SETTINGS)).toBeLessThan(0);
    expect(overdueDays(null, 'C', '2026-11-27', DEFAULT_CYCLE_SETTINGS)).toBeGreaterThan(1_000_000);
  });

  it('asks a recount past the threshold only', () => {
    expect(needsRecount(20, 18, 2)).toBe(false);
    expect(needsRecount(20, 17, 2)).toBe(true);
    expect(needsRecount(0, 1, 0)).toBe(true);
  });
});

describe('put-away rules', () => {
  const goods: TPutAwayGoods = { clientId: 1, skuId: 7, category: 'FASHION', lot: 'L1', condition: 'GOOD', qty: 5, unitVolume: 1000, unitWeight: 100 };
  const bin = (id: number, code: string, over: Partial<TPutAwayBin> = {}): TPutAwayBin => ({ id, code, zone: code[0]!, maxVolumeCm3: 10_000, maxWeightGrams: null, usedVolume: 0, usedWeight: 0, keys: new Set(), ...over });

  it('takes the first matching active rule by priority, then id', () => {
    const rules = [
      { id: 1, priority: 50, isActive: true, clientId: null, skuId: null, category: 'FASHION', condition: null, zone: 'B', fromCode: null, toCode: null },
      { id: 2, priority: 10, isActive: false, clientId: 1, skuId: null, category: null, condition: null, zone: 'C', fromCode: null, toCode: null },
      { id: 3, priority: 50, isActive: true, clientId: 1, skuId: 7, category: null, condition: 'BAD' as const, zone: 'Q', fromCode: null, toCode: null },
    ];
    expect(pickRule(rules, goods)?.id).toBe(1);
    expect(pickRule(rules, { ...goods, condition: 'BAD' })?.id).toBe(1);
    expect(pickRule(rules, { ...goods, category: 'FOOD', condition: 'BAD' })?.id).toBe(3);
  });

  it('prefers a bin with the same SKU and lot and room, else the first empty one that fits, by code', () => {
    const same = bin(3, 'B-02-01', { usedVolume: 4000, keys: new Set(['1|7|L1|GOOD']) });
    const full = bin(2, 'B-01-02', { usedVolume: 8000, keys: new Set(['1|7|L1|GOOD']) });
    const bins = [bin(5, 'B-03-01'), same, full, bin(4, 'B-01-03'), bin(1, 'A-01-01')];
    const rule = { id: 9, priority: 1, isActive: true, clientId: null, skuId: null, category: null, condition: null, zone: 'B', fromCode: null, toCode: null };
    expect(suggestBin(bins, rule, goods)).toEqual({ binId: 3, code: 'B-02-01', reason: 'SAME_SKU_LOT', ruleId: 9 });
    expect(suggestBin(bins, rule, { ...goods, lot: 'L2' })).toEqual({ binId: 4, code: 'B-01-03', reason: 'EMPTY_BIN', ruleId: 9 });
    expect(suggestBin(bins, rule, { ...goods, qty: 11 })).toBeNull();
    expect(suggestBin(bins, null, { ...goods, lot: 'L2' })?.code).toBe('A-01-01');
  });
});

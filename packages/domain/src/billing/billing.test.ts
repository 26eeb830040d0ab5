import { describe, expect, it } from 'vitest';
import { dongInWords, invoiceTotals, nextDay, pickPackAmount, roundDong, storageAmountM3, vatRateOf, vnDay, vnDayEnd } from './rules.ts';

describe('billing rules', () => {
  it('VAT: 8 % for months from 2025-07 to 2026-12 (Nghị quyết 204/2025/QH15), 10 % outside them', () => {
    expect([vatRateOf('2025-06'), vatRateOf('2025-07'), vatRateOf('2026-12'), vatRateOf('2027-01')]).toEqual([10, 8, 8, 10]);
    expect(() => vatRateOf('2026-1')).toThrow();
  });

  it('an invoice is its lines’ sum plus VAT rounded half up to the đồng', () => {
    expect(invoiceTotals('2026-10', [1_000, 2_345])).toEqual({ subtotal: 3_345, vatRate: 8, vatAmount: 268, total: 3_613 }); // 267.6
    expect(invoiceTotals('2027-01', [1_005])).toEqual({ subtotal: 1_005, vatRate: 10, vatAmount: 101, total: 1_106 }); // 100.5 → 101
    expect(invoiceTotals('2026-10', [])).toEqual({ subtotal: 0, vatRate: 8, vatAmount: 0, total: 0 });
  });

  it('storage on the m³ basis: exact on integers, rounded half up once per line', () => {
    // 1234.56 cm³ × 100 units = 0.123456 m³ × 45 000 đ = 5 555.52 → 5 556
    expect(storageAmountM3(123_456n * 100n, 45_000)).toBe(5_556);
    // exactly half a đồng rounds up: 0.00001 m³ × 50 000 = 0.5
    expect(storageAmountM3(1_000n, 50_000)).toBe(1);
    expect(storageAmountM3(999n, 50_000)).toBe(0);
    expect(roundDong(2.5)).toBe(3);
    expect(() => roundDong(-1)).toThrow();
  });

  it('pick and pack: per order plus per unit beyond the first', () => {
    expect(pickPackAmount(1, { pickPackPerOrder: 4_000, pickPackPerExtraUnit: 700 })).toBe(4_000);
    expect(pickPackAmount(3, { pickPackPerOrder: 4_000, pickPackPerExtraUnit: 700 })).toBe(5_400);
  });

  it('Vietnamese days: 23:30 UTC is the next day in Hà Nội; a day ends at 17:00 UTC', () => {
    expect(vnDay(new Date('2026-10-31T17:00:00Z'))).toBe('2026-11-01');
    expect(vnDay(new Date('2026-10-31T16:59:59Z'))).toBe('2026-10-31');
    expect(vnDayEnd('2026-10-31').toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('an amount in words, as the invoice states it ("Số tiền viết bằng chữ")', () => {
    expect(dongInWords(0)).toBe('Không đồng');
    expect(dongInWords(105)).toBe('Một trăm linh năm đồng');
    expect(dongInWords(15)).toBe('Mười lăm đồng');
    expect(dongInWords(21)).toBe('Hai mươi mốt đồng');
    expect(dongInWords(1_234_000)).toBe('Một triệu hai trăm ba mươi bốn nghìn đồng');
    expect(dongInWords(1_005_000)).toBe('Một triệu không trăm linh năm nghìn đồng');
    expect(dongInWords(3_613)).toBe('Ba nghìn sáu trăm mười ba đồng');
    expect(dongInWords(2_000_000_055)).toBe('Hai tỷ không trăm năm mươi lăm đồng');
    expect(dongInWords(972_000_000)).toBe('Chín trăm bảy mươi hai triệu đồng');
    expect(() => dongInWords(-1)).toThrow();
  });
});

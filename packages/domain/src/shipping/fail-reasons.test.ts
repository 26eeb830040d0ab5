import { describe, expect, it } from 'vitest';
import { FAIL_REASON_CODES, FAIL_REASON_LABELS, failReasonCodesFor, isFailReasonCode, statusReasonText } from './enums.ts';
import { ZCourierMoveInput } from './contracts.ts';

describe("GHN's failure reason codes", () => {
  it('offers a failed pickup, delivery or return its own codes, and other moves none', () => {
    expect(failReasonCodesFor('delivery_fail')).toContain('GHN-DFC1A0');
    expect(failReasonCodesFor('return_fail')).toEqual(FAIL_REASON_CODES.return);
    expect(failReasonCodesFor('ready_to_pick')).toContain('GHN-PFA1A0');
    expect(failReasonCodesFor('cancel')).toEqual(FAIL_REASON_CODES.pick);
    expect(failReasonCodesFor('delivered')).toEqual([]);
  });

  it('labels every code in Vietnamese and English, and the move input takes each code', () => {
    const all = Object.values(FAIL_REASON_CODES).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const c of all) {
      expect(FAIL_REASON_LABELS[c].vi.length).toBeGreaterThan(0);
      expect(FAIL_REASON_LABELS[c].en.length).toBeGreaterThan(0);
      expect(ZCourierMoveInput.safeParse({ order_codes: ['A'], to: 'delivery_fail', reason_code: c }).success).toBe(true);
    }
    expect(Object.keys(FAIL_REASON_LABELS).sort()).toEqual([...all].sort());
    expect(isFailReasonCode('HEN-GIAO-LAI')).toBe(false);
  });

  it("shows a code's label in the reader's language, then the courier's own words", () => {
    expect(statusReasonText('Người nhận hẹn lại ngày giao', 'GHN-DFC1A0', 'en')).toBe('The receiver asked for another delivery day (GHN-DFC1A0)');
    expect(statusReasonText('Khách hẹn 17h', 'GHN-DFC1A0', 'vi')).toBe('Người nhận hẹn lại ngày giao (GHN-DFC1A0): Khách hẹn 17h');
    expect(statusReasonText('Hẹn mai', 'HEN-GIAO-LAI', 'vi')).toBe('Hẹn mai (HEN-GIAO-LAI)');
    expect(statusReasonText('Khách đổi ý', null, 'vi')).toBe('Khách đổi ý');
    expect(statusReasonText(null, null, 'vi')).toBe('');
  });
});

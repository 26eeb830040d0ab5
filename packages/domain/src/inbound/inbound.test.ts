import { describe, it, expect } from 'vitest';
import { INBOUND_STATUS_LABELS, INBOUND_STATUSES, ZONE_TYPE_LABELS, ZONE_TYPES } from './enums.ts';
import { assertInboundTransition, canCancelInbound, inboundCancel } from './transitions.ts';
import { inboundDraftSchema, type TInboundDraft } from './rules.ts';
import { fieldErrorsOf } from '../contract/field-rules.ts';
import type { TLang } from '../errors/catalogue.ts';

const validateInboundDraft = (draft: TInboundDraft, today: Date, lang: TLang = 'vi') => fieldErrorsOf(inboundDraftSchema(today), draft, lang);

describe('inbound enums', () => {
  it('labels every status and zone type', () => {
    expect([...INBOUND_STATUSES]).toEqual([0, 3, 4, 9, 99]);
    expect(INBOUND_STATUS_LABELS[4].en).toBe('Putting away');
    expect(ZONE_TYPES).toHaveLength(8);
    for (const z of ZONE_TYPES) expect(ZONE_TYPE_LABELS[z].vi).toMatch(/^B2[BC] - \d (ngày|giờ)$/);
  });
});

describe('inbound transitions', () => {
  it('cancels only a waiting order', () => {
    expect(inboundCancel(0)).toEqual({ ok: true });
    expect(inboundCancel(3)).toEqual({ ok: false, code: 30002 });
    expect(inboundCancel(4)).toEqual({ ok: false, code: 30002 });
    expect(inboundCancel(99)).toEqual({ ok: false, code: 30002 });
    expect(inboundCancel(9)).toEqual({ ok: false, code: 30003 });
    expect(INBOUND_STATUSES.filter(canCancelInbound)).toEqual([0]);
  });
  it('walks 0 → 3 → 4 → 99 and refuses skips and reversals', () => {
    expect(assertInboundTransition(0, 3)).toEqual({ ok: true });
    expect(assertInboundTransition(3, 4)).toEqual({ ok: true });
    expect(assertInboundTransition(4, 99)).toEqual({ ok: true });
    expect(assertInboundTransition(0, 99)).toEqual({ ok: false, code: 400 });
    expect(assertInboundTransition(4, 3)).toEqual({ ok: false, code: 400 });
    expect(assertInboundTransition(99, 0)).toEqual({ ok: false, code: 400 });
    expect(assertInboundTransition(9, 3)).toEqual({ ok: false, code: 400 });
  });
  it('uses the cancel codes for moves to 9', () => {
    expect(assertInboundTransition(0, 9)).toEqual({ ok: true });
    expect(assertInboundTransition(3, 9)).toEqual({ ok: false, code: 30002 });
    expect(assertInboundTransition(9, 9)).toEqual({ ok: false, code: 30003 });
  });
});

describe('inboundDraftSchema', () => {
  // 2025-03-10 08:00 in Vietnam
  const today = new Date('2025-03-10T01:00:00Z');
  const draft: TInboundDraft = {
    warehouseId: 1,
    tplInbound: 'GHN',
    zoneType: 'B2C1D',
    estimateReceivedTime: '2025-03-10',
    lines: [{ sku: 'SKU_1', expectedQuantity: 5 }],
  };
  it('passes a complete draft received today', () => {
    expect(validateInboundDraft(draft, today)).toEqual([]);
  });
  it('requires warehouse, carrier, zone type, date and a line', () => {
    const errors = validateInboundDraft({}, today);
    expect(errors.map((e) => e.field)).toEqual(['warehouseId', 'tplInbound', 'zoneType', 'estimateReceivedTime', 'lines']);
    expect(errors[0]?.message).toBe('Vui lòng chọn kho nhập hàng');
  });
  it('refuses yesterday in Vietnam and accepts today even late in the UTC day', () => {
    expect(validateInboundDraft({ ...draft, estimateReceivedTime: '2025-03-09' }, today)).toEqual([
      { field: 'estimateReceivedTime', message: 'Ngày dự kiến nhận hàng phải từ hôm nay trở đi' },
    ]);
    // 23:30 UTC on the 9th is 06:30 on the 10th in Vietnam
    const lateUtc = new Date('2025-03-09T23:30:00Z');
    expect(validateInboundDraft({ ...draft, estimateReceivedTime: '2025-03-10' }, lateUtc)).toEqual([]);
    expect(validateInboundDraft({ ...draft, estimateReceivedTime: new Date('2025-03-09T17:00:00Z') }, today)).toEqual([]);
    expect(validateInboundDraft({ ...draft, estimateReceivedTime: 'soon' }, today, 'en')).toEqual([
      { field: 'estimateReceivedTime', message: 'The expected receive date is not valid' },
    ]);
  });
  it('needs a whole expected quantity above 0', () => {
    const withQty = (q: number | string | null) => validateInboundDraft({ ...draft, lines: [{ sku: 'A', expectedQuantity: q }] }, today);
    expect(withQty(1)).toEqual([]);
    expect(withQty('3')).toEqual([]);
    expect(withQty(0)).toEqual([{ field: 'lines.0.expectedQuantity', message: 'Số lượng dự kiến phải là số nguyên lớn hơn 0' }]);
    expect(withQty(-2)).toHaveLength(1);
    expect(withQty(1.5)).toHaveLength(1);
    expect(withQty(null)).toEqual([{ field: 'lines.0.expectedQuantity', message: 'Vui lòng nhập số lượng dự kiến' }]);
  });
  it('refuses an unknown zone type and duplicate skus', () => {
    const errors = validateInboundDraft(
      { ...draft, zoneType: 'B2C9D', lines: [{ sku: 'A', expectedQuantity: 1 }, { sku: 'A', expectedQuantity: 2 }] },
      today,
    );
    expect(errors.map((e) => e.field)).toEqual(['zoneType', 'lines.1.sku']);
  });
});

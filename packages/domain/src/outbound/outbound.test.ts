import { describe, it, expect } from 'vitest';
import { OUTBOUND_STATUS_LABELS, OUTBOUND_STATUSES } from './enums.ts';
import { assertOutboundTransition, canAskOutboundCancel, canCancelOutbound, outboundCancel, OUTBOUND_TRANSITIONS } from './transitions.ts';
import { canAddOutboundItems, outboundDraftSchema, pickLocationNotOnListMessage, type TOutboundDraft } from './rules.ts';
import { fieldErrorsOf } from '../contract/field-rules.ts';

const validateOutboundDraft = (draft: TOutboundDraft) => fieldErrorsOf(outboundDraftSchema(), draft, 'vi');
import { formatVnd, UNIT_VALUE_MAX } from '../common/limits.ts';
import { codOverLimitMessage, outboundShippingSchema } from './limits.ts';
import { messageFor } from '../errors/catalogue.ts';

describe('outbound enums', () => {
  it('labels all 11 statuses', () => {
    expect(OUTBOUND_STATUSES).toHaveLength(11);
    expect(OUTBOUND_STATUS_LABELS[7].vi).toBe('Đã bàn giao vận chuyển');
  });
});

describe('outboundCancel', () => {
  it('lets the client cancel 0, 1 and 2, releasing stock from 1 and 2', () => {
    expect(outboundCancel(0)).toEqual({ ok: true, releasesStock: false });
    expect(outboundCancel(1)).toEqual({ ok: true, releasesStock: true });
    expect(outboundCancel(2)).toEqual({ ok: true, releasesStock: true });
    expect(OUTBOUND_STATUSES.filter(canCancelOutbound)).toEqual([0, 1, 2]);
  });
  it('answers 40002 while the warehouse works on it', () => {
    for (const s of [3, 4, 5, 6, 8] as const) expect(outboundCancel(s)).toEqual({ ok: false, code: 40002 });
  });
  it('answers 40005 after handover or completion and 40008 when already cancelled', () => {
    expect(outboundCancel(7)).toEqual({ ok: false, code: 40005 });
    expect(outboundCancel(99)).toEqual({ ok: false, code: 40005 });
    expect(outboundCancel(9)).toEqual({ ok: false, code: 40008 });
    expect(messageFor(40008)).toBe('Đơn xuất đã được huỷ');
  });
  it('offers the client a cancel only where it does something: at once (0-2) or as a request (3-6), not once handed over', () => {
    expect(OUTBOUND_STATUSES.filter(canAskOutboundCancel)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('outbound state machine', () => {
  it('walks the normal flow', () => {
    const flow = [0, 1, 2, 3, 4, 5, 6, 7, 99] as const;
    for (let i = 1; i < flow.length; i++) {
      expect(assertOutboundTransition(flow[i - 1] ?? 0, flow[i] ?? 0)).toEqual({ ok: true });
    }
  });
  it('refuses skips with 400 and refused cancels with their codes', () => {
    expect(assertOutboundTransition(0, 3)).toEqual({ ok: false, code: 400 });
    expect(assertOutboundTransition(99, 7)).toEqual({ ok: false, code: 400 });
    expect(assertOutboundTransition(4, 9)).toEqual({ ok: false, code: 40002 });
    expect(assertOutboundTransition(7, 9)).toEqual({ ok: false, code: 40005 });
    expect(assertOutboundTransition(9, 9)).toEqual({ ok: false, code: 40008 });
  });
  it('lets staff cancel a picked order through 8', () => {
    expect(assertOutboundTransition(4, 8)).toEqual({ ok: true });
    expect(assertOutboundTransition(8, 9)).toEqual({ ok: true });
    expect(OUTBOUND_TRANSITIONS[9]).toEqual([]);
    expect(OUTBOUND_TRANSITIONS[99]).toEqual([]);
  });
  it('lets a released pick list send an order still picking back to allocated, and only that one', () => {
    expect(assertOutboundTransition(3, 2)).toEqual({ ok: true });
    expect(assertOutboundTransition(4, 2)).toEqual({ ok: false, code: 400 });
  });
});

describe('pick scans off the pick list', () => {
  it('name the location and the list in both languages, under catalogue code 40009', () => {
    expect(messageFor(40009, 'vi')).toBe('Vị trí không có trong phiếu lấy hàng');
    expect(messageFor(40009, 'en')).toBe('The location is not on the pick list');
    expect(pickLocationNotOnListMessage('vi', 'B-01-01', 'PL2611270001')).toBe('Vị trí B-01-01 không có trong phiếu lấy hàng PL2611270001');
    expect(pickLocationNotOnListMessage('en', 'B-01-01', 'PL2611270001')).toBe('Location B-01-01 is not on pick list PL2611270001');
  });
});

describe('outboundDraftSchema', () => {
  it('wants the warehouse before products', () => {
    expect(canAddOutboundItems(undefined)).toEqual({ ok: false, message: 'Vui lòng chọn kho xuất hàng trước khi thêm sản phẩm' });
    expect(canAddOutboundItems(0, 'en').ok).toBe(false);
    expect(canAddOutboundItems(3)).toEqual({ ok: true });
  });
  it('passes a warehouse with positive whole quantities', () => {
    expect(validateOutboundDraft({ warehouseId: 1, items: [{ sku: 'A', quantity: 1 }, { sku: 'B', quantity: '2' }] })).toEqual([]);
  });
  it('reports missing warehouse, bad quantities and empty item lists', () => {
    expect(validateOutboundDraft({ items: [{ sku: 'A', quantity: 0 }, { sku: 'B', quantity: 1.5 }] }).map((e) => e.field)).toEqual([
      'warehouseId',
      'items.0.quantity',
      'items.1.quantity',
    ]);
    expect(validateOutboundDraft({ warehouseId: 1, items: [] }).map((e) => e.field)).toEqual(['items']);
  });
  it('names a product twice and a quantity at the unit bound, with the catalogue messages', () => {
    expect(validateOutboundDraft({ warehouseId: 1, items: [{ sku: 'A', quantity: 1 }, { sku: 'A', quantity: 10_000 }, { sku: ' ', quantity: 1 }] })).toEqual([
      { field: 'items.1.quantity', message: `Số lượng phải nhỏ hơn ${UNIT_VALUE_MAX}` },
      { field: 'items.2.sku', message: 'Vui lòng chọn sản phẩm' },
      { field: 'items.1.sku', message: 'Sản phẩm bị trùng' },
    ]);
    expect(fieldErrorsOf(outboundDraftSchema(), {}, 'en')).toEqual([
      { field: 'warehouseId', message: 'Please choose the outbound warehouse before adding products' },
      { field: 'items', message: 'Please add at least 1 product' },
    ]);
  });
});

describe('codOverLimitMessage', () => {
  it('names the shop limit when the COD passes it, in both languages, and nothing within it', () => {
    expect(codOverLimitMessage(50_000_001, 50_000_000)).toBe(`Tiền thu hộ vượt quá mức tối đa ${formatVnd(50_000_000)}`);
    expect(codOverLimitMessage(50_000_001, 50_000_000, 'en')).toContain('50.000.000');
    expect(codOverLimitMessage(50_000_000, 50_000_000)).toBeNull();
    expect(codOverLimitMessage(undefined, 50_000_000)).toBeNull();
  });
});

describe('outboundShippingSchema', () => {
  const limits = {
    contract: { max_cod: 20_000_000, max_weight: 50_000, max_length: 150, max_width: 150, max_height: 150, max_insurrance: 5_000_000 },
    blocks: { districts: ['5'], wards: ['W9'] },
  };
  const ok = { toName: 'Chị Lan', toPhone: '0912345678', toAddress: '1 Lê Lợi', toWardCode: 'W1', zoneType: 'B2C1D', codAmount: 0, weight: 500 };
  const check = (d: Record<string, unknown>, lang: 'vi' | 'en' = 'vi') => fieldErrorsOf(outboundShippingSchema(limits), { ...ok, ...d }, lang);

  it('passes a complete receiver within the shop limits', () => {
    expect(check({})).toEqual([]);
  });
  it('states each limit with its catalogue message, the limit filled in, in either language', () => {
    expect(check({ codAmount: 20_000_001, weight: 0, length: 151, toName: 'x'.repeat(256) })).toEqual([
      { field: 'toName', message: 'Không được vượt quá 255 ký tự' },
      { field: 'codAmount', message: `Tiền thu hộ vượt quá mức tối đa ${formatVnd(20_000_000)}` },
      { field: 'weight', message: 'Khối lượng phải là số nguyên lớn hơn 0 (gram)' },
      { field: 'length', message: 'Chiều dài vượt quá mức tối đa 150 cm' },
    ]);
    expect(check({ goodsValue: '1.5', shippingServiceType: 9, toPhone: '123' }, 'en')).toEqual([
      { field: 'toPhone', message: 'The phone number is not valid' },
      { field: 'shippingServiceType', message: 'Invalid service type' },
      { field: 'goodsValue', message: 'The goods value must be a whole number of 0 or more' },
    ]);
  });
  it('refuses the blocked district and ward, and a missing ward as an invalid address', () => {
    expect(check({ toDistrictId: 5, toWardCode: 'W9' }).map((e) => e.field)).toEqual(['toWardCode', 'toDistrictId']);
    expect(check({ toWardCode: '' })).toEqual([{ field: 'toWardCode', message: 'Địa chỉ người nhận không hợp lệ' }]);
  });
});

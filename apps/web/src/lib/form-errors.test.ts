import { describe, expect, it } from 'vitest';
import { changedAt, knownField, placeFieldErrors } from './form-errors.ts';

describe('changedAt: does a change touch a field that shows a server error', () => {
  it('sees the field itself, even when it is cleared to undefined', () => {
    expect(changedAt({ warehouseId: 2 }, 'warehouseId')).toBe(true);
    expect(changedAt({ warehouseId: undefined }, 'warehouseId')).toBe(true);
    expect(changedAt({ toName: 'An' }, 'warehouseId')).toBe(false);
  });
  it('follows paths into lists, and counts a list replaced whole', () => {
    const changed: unknown[] = [];
    changed[1] = { quantity: 3 };
    expect(changedAt({ items: changed }, ['items', 1, 'quantity'])).toBe(true);
    expect(changedAt({ items: changed }, ['items', 0, 'quantity'])).toBe(false);
    expect(changedAt({ items: null }, ['items', 0, 'quantity'])).toBe(true);
  });
});

describe('placeFieldErrors', () => {
  it('puts each message under its field, keeps several of one field, and hands back the rest', () => {
    const { fields, rest } = placeFieldErrors(
      [
        { field: 'toPhone', message: 'Số điện thoại không hợp lệ' },
        { field: 'toDistrictId', message: 'Chưa chọn phường/xã' },
        { field: 'toPhone', message: 'Số điện thoại bị chặn' },
        { field: 'items', message: 'Chưa có sản phẩm' },
      ],
      (f) => (f === 'toDistrictId' ? 'toWardCode' : knownField(['toPhone', 'toWardCode'])(f)),
    );
    expect(fields).toEqual([
      { name: 'toPhone', errors: ['Số điện thoại không hợp lệ', 'Số điện thoại bị chặn'] },
      { name: 'toWardCode', errors: ['Chưa chọn phường/xã'] },
    ]);
    expect(rest).toEqual([{ field: 'items', message: 'Chưa có sản phẩm' }]);
  });
});

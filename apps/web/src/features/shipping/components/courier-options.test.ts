import { describe, expect, it } from 'vitest';
import { assertShippingTransition, SHIPPING_STATUSES } from '@ffm/domain';
import { courierOptions } from './courier-options.ts';

describe('the couriers’ console options', () => {
  it('offer only the statuses the machine allows next from the scanned order’s status', () => {
    expect(courierOptions(['picked'], 'vi')).toEqual([
      { value: 'storing', label: 'Hàng đang nằm ở kho' },
      { value: 'transporting', label: 'Đang luân chuyển hàng' },
      { value: 'sorting', label: 'Đang phân loại hàng' },
      { value: 'lost', label: 'Hàng thất lạc' },
      { value: 'damage', label: 'Hàng hư hỏng' },
      { value: 'exception', label: 'Đơn hàng ngoại lệ' },
    ]);
    expect(courierOptions(['delivering'], 'en').map((o) => o.label)).toEqual(['Collecting at delivery', 'Delivered', 'Delivery failed', 'Lost', 'Damaged', 'Exception']);
    // every offer is a move the server accepts, and every move the server accepts is offered
    for (const from of SHIPPING_STATUSES) {
      const offered = courierOptions([from], 'vi').map((o) => o.value);
      expect(offered.sort()).toEqual(SHIPPING_STATUSES.filter((to) => assertShippingTransition(from, to).ok).sort());
    }
  });

  it('offer nothing before an order is scanned, or for orders in a final status', () => {
    expect(courierOptions([], 'vi')).toEqual([]);
    expect(courierOptions(['cancel', 'finish'], 'vi')).toEqual([]);
  });

  it('count, for a mixed batch, the orders each status applies to', () => {
    const options = courierOptions(['ready_to_pick', 'picking', 'picked'], 'vi');
    expect(options.find((o) => o.value === 'picked')).toEqual({ value: 'picked', label: 'Đã lấy hàng (2/3)' });
    expect(options.find((o) => o.value === 'cancel')).toEqual({ value: 'cancel', label: 'Đã huỷ (2/3)' });
    expect(options.find((o) => o.value === 'storing')).toEqual({ value: 'storing', label: 'Hàng đang nằm ở kho (1/3)' });
    expect(options.some((o) => o.value === 'delivered')).toBe(false);
    // two orders in one status: no count
    expect(courierOptions(['picked', 'picked'], 'vi')[0]).toEqual({ value: 'storing', label: 'Hàng đang nằm ở kho' });
  });
});

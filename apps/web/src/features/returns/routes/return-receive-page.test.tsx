import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, REFERENCE_CALLS, RETURN_CALLS, type TReturnExpected } from '@ffm/domain';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { ReturnReceivePage } from './return-receive-page.tsx';

const WAREHOUSE = { id: 7, code: 'HN01', name: 'Kho Hà Nội', address: '', provinceId: 1, districtId: null, wardCode: null, phone: null, isActive: true };
const EXPECTED: TReturnExpected = {
  customerId: 3,
  customerName: 'Cửa hàng Demo',
  orderCode: 'GY2611280001',
  status: 'returning',
  soCode: 'SO2611280001',
  lines: [
    { sku: 'RT_A', name: 'Áo thun', quantity: 2, returnedQuantity: 0 },
    { sku: 'RT_B', name: 'Quần jean', quantity: 1, returnedQuantity: 1 },
  ],
};

function stub(expected: () => unknown) {
  return stubApi({
    [REFERENCE_CALLS.masterData.path]: () => ({ warehouses: [WAREHOUSE], transporters: [], zoneTypes: [], provinces: [] }),
    [ACCOUNT_CALLS.customers.path]: () => ({ items: [{ id: 3, code: 'KH0001', name: 'Cửa hàng Demo' }], total: 1, totalExact: true, page: 1, pageSize: 20, nextCursor: null, prevCursor: null }),
    [RETURN_CALLS.expected.path]: expected,
    [RETURN_CALLS.receive.path]: () => ({ id: 1, code: 'TH2611280001', clientId: 3, warehouseId: 7, warehouseName: 'Kho Hà Nội', source: 'EXPRESS', ref: 'GY2611280001', quantity: 2, receivedBy: null, createdAt: new Date().toISOString(), lines: [] }),
  });
}

const scan = (testId: string, code: string) => {
  const box = screen.getByTestId(testId);
  fireEvent.change(box, { target: { value: code } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the returns desk', () => {
  it('scans a returned express order, shows the lines expected back, and receives the ones tapped without typing a SKU', async () => {
    const calls = stub(() => EXPECTED);
    renderScreen(<ReturnReceivePage />);
    await waitFor(() => expect(calls.some((c) => c.path === REFERENCE_CALLS.masterData.path)).toBe(true));
    await waitFor(() => expect(window.localStorage.getItem('ops-warehouse-id')).toBe('7'));
    scan('return-scan-ref', 'gy2611280001');
    await screen.findByTestId('return-expected');
    expect(calls.find((c) => c.path === RETURN_CALLS.expected.path)!.body).toEqual({ warehouseId: 7, ref: 'GY2611280001' });
    // what already came back cannot be taken again
    expect((screen.getByTestId('return-expected-RT_B') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('return-expected-RT_A'));
    fireEvent.click(screen.getByTestId('return-expected-RT_A'));
    expect(screen.getAllByTestId('return-line')).toHaveLength(1);
    expect((screen.getByTestId('return-line-qty') as HTMLInputElement).value).toBe('2');
    // both units expected are on the line now: nothing of it is left to take
    expect((screen.getByTestId('return-expected-RT_A') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('return-expected-all') as HTMLButtonElement).disabled).toBe(true);
    scan('return-line-bin', 'b-01-02');
    fireEvent.click(screen.getByTestId('return-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === RETURN_CALLS.receive.path)).toBe(true));
    expect(calls.find((c) => c.path === RETURN_CALLS.receive.path)!.body).toMatchObject({
      customerId: 3,
      warehouseId: 7,
      source: 'EXPRESS',
      ref: 'GY2611280001',
      lines: [{ sku: 'RT_A', quantity: 2, reason: 'REFUSED', disposition: 'RESTOCK', locationCode: 'B-01-02' }],
    });
  });

  it("says why when the order is no outbound of this warehouse, and the products are scanned as before", async () => {
    stub(() => answer(422, { code: 1016, message: 'Vận đơn GY1 không phải đơn xuất của kho này: nhập sản phẩm bằng cách quét', data: { errors: [{ field: 'ref', message: 'x' }] } }));
    renderScreen(<ReturnReceivePage />);
    await waitFor(() => expect(window.localStorage.getItem('ops-warehouse-id')).toBe('7'));
    scan('return-scan-ref', 'GY1');
    await waitFor(() => expect(screen.getByTestId('return-message').textContent).toContain('không phải đơn xuất của kho này'));
    expect(screen.queryByTestId('return-expected')).toBeNull();
    scan('return-scan-product', 'RT_C');
    expect(screen.getAllByTestId('return-line')).toHaveLength(1);
  });
});

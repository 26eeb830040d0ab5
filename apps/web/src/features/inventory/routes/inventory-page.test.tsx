import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, INVENTORY_CALLS, REFERENCE_CALLS, type TInventoryDetailRow, type TInventorySummaryRow } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { InventoryPage } from './inventory-page.tsx';

const WAREHOUSE = { id: 7, code: 'HN01', name: 'Kho Hà Nội', address: '', provinceId: 1, districtId: null, wardCode: null, phone: null, isActive: true };
const OWNER = { warehouseId: 7, warehouseCode: 'HN01', warehouseName: 'Kho Hà Nội', customerId: 1, customerCode: 'KH0001', customerName: 'Shop A', skuId: 9, sku: 'AO_THUN', mCode: 'M1', sCode: 'S1', name: 'Áo thun' };
const DETAIL: TInventoryDetailRow = {
  ...OWNER,
  lotNum: 'L1',
  condition: 'GOOD',
  zoneType: null,
  qty: 12,
  qtyAllocated: 2,
  qtyOnHold: 0,
  qtyAvailable: 10,
  productionDate: null,
  expiryDate: '2027-01-31',
  warehousingDate: null,
  locationCodes: ['A-01-01'],
};
const SUMMARY: TInventorySummaryRow = { ...OWNER, qty: 30, qtyAllocated: 5, qtyAvailable: 25, qtyDefective: 1, qtyLost: 0, qtyOnHold: 0 };
const page = <T,>(items: T[], over: object = {}) => ({ items, total: 45, totalExact: true, page: 1, pageSize: 20, nextCursor: 'c2', prevCursor: null, ...over });

function stub(detail: (body: never) => unknown = (b: { page: number }) => page([DETAIL], { page: b.page, nextCursor: `c${b.page + 1}` })) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo(),
    [REFERENCE_CALLS.masterData.path]: () => ({ warehouses: [WAREHOUSE], transporters: [], zoneTypes: [], provinces: [] }),
    [INVENTORY_CALLS.detailList.path]: detail,
    [INVENTORY_CALLS.summaryList.path]: () => page([SUMMARY]),
  });
}

const bodies = (calls: ReturnType<typeof stubApi>, path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the inventory screen', () => {
  it('reads its tab, filters and page from the URL, and keeps each change there', async () => {
    const calls = stub();
    const { router } = renderScreen(<InventoryPage />, '/ton-kho?warehouseId=7&keyword=ao&condition=GOOD&expiryBefore=2027-02-30&page=2&cursor=c2');
    expect((await screen.findByTestId('detail-qty-HN01-AO_THUN-L1-GOOD')).textContent).toBe('12');
    // a day that does not exist is no filter; the page beyond the first is read by its cursor
    expect(bodies(calls, INVENTORY_CALLS.detailList.path)[0]).toEqual({ warehouseId: 7, keyword: 'ao', condition: 'GOOD', page: 2, pageSize: 20, cursor: 'c2' });
    // a filter is set: the reset shows
    expect(screen.getByRole('button', { name: /Xoá bộ lọc/ })).toBeTruthy();

    // the next page: by the answer's cursor, the filters kept
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?warehouseId=7&keyword=ao&condition=GOOD&expiryBefore=2027-02-30&page=3&cursor=c3'));

    // another tab: the summary, its own filters, the first page
    fireEvent.click(screen.getByTestId('inventory-tab-summary'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=summary'));
    expect((await screen.findByTestId('summary-available-HN01-AO_THUN')).textContent).toBe('25');
    expect(bodies(calls, INVENTORY_CALLS.summaryList.path).at(-1)).toEqual({ onlyInStock: true, page: 1, pageSize: 20 });
    expect(screen.queryByRole('button', { name: /Xoá bộ lọc/ })).toBeNull();
    fireEvent.click(screen.getByTestId('inventory-filter-all'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=summary&all=1'));
    await waitFor(() => expect(bodies(calls, INVENTORY_CALLS.summaryList.path).at(-1)).toEqual({ onlyInStock: false, page: 1, pageSize: 20 }));
  });

  it("shows a refused list as the server's message with a retry, not as an empty table", async () => {
    let refuse = true;
    stub(() => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem tồn kho', data: null }) : page([DETAIL])));
    renderScreen(<InventoryPage />, '/ton-kho');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem tồn kho');
    expect(screen.queryByTestId('inventory-detail-table')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect((await screen.findByTestId('detail-qty-HN01-AO_THUN-L1-GOOD')).textContent).toBe('12');
  });
});

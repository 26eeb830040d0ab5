import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, INVENTORY_CALLS, REFERENCE_CALLS, type TLedgerItem } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, staffInfo } from '../../../test/render.tsx';
import { StockLogPage } from './stock-log-page.tsx';

const WAREHOUSES = [
  { id: 7, code: 'HN01', name: 'Kho Hà Nội', address: '', provinceId: 1, districtId: null, wardCode: null, phone: null, isActive: true },
  { id: 8, code: 'HCM01', name: 'Kho HCM', address: '', provinceId: 79, districtId: null, wardCode: null, phone: null, isActive: true },
];
const ROW: TLedgerItem = {
  id: 501,
  batchId: 'b1',
  balanceId: 3,
  warehouseId: 7,
  customerId: 1,
  sku: 'AO_THUN',
  lotNum: '',
  locationCode: 'A-01-01',
  condition: 'GOOD',
  movementType: 'RECEIVE',
  qtyDelta: 6,
  allocatedDelta: 0,
  heldDelta: 0,
  lostDelta: 0,
  refType: null,
  refId: null,
  refCode: 'ASN2611270001',
  reason: null,
  actor: 'Kho 1',
  createdAt: '2026-11-27T03:00:00.000Z',
};
const page = (over: object = {}) => ({ items: [ROW], total: 60, totalExact: true, page: 1, pageSize: 20, nextCursor: 'n', prevCursor: null, ...over });

function stub(ledger: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => staffInfo('supervisor'),
    [REFERENCE_CALLS.masterData.path]: () => ({ warehouses: WAREHOUSES, transporters: [], zoneTypes: [], provinces: [] }),
    [INVENTORY_CALLS.operations.path]: () => ({ ...page(), items: [] }),
    [INVENTORY_CALLS.ledger.path]: ledger,
  });
}

const ledgerBodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === INVENTORY_CALLS.ledger.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the stock log screen', () => {
  it('keeps its tab and page in the URL, the page with the warehouse its cursor was read in', async () => {
    const calls = stub((b: { page: number }) => page({ page: b.page, nextCursor: `c${b.page + 1}` }));
    const { router } = renderScreen(<StockLogPage />, '/kho/nhat-ky?tab=ledger&page=2&cursor=c2&warehouseId=7');
    expect(await screen.findByText('ASN2611270001')).toBeTruthy();
    await waitFor(() => expect(ledgerBodies(calls)).toContainEqual({ warehouseId: 7, page: 2, cursor: 'c2', pageSize: 20 }));
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=ledger&page=3&cursor=c3&warehouseId=7'));
    await waitFor(() => expect(ledgerBodies(calls).at(-1)).toEqual({ warehouseId: 7, page: 3, cursor: 'c3', pageSize: 20 }));
    // back to the operations: the first page of the other log
    fireEvent.click(screen.getByTestId('stock-log-tab-operations'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('operations-table')).toBeTruthy();
  });

  it('starts at the first page when the link was read in another warehouse', async () => {
    const calls = stub(() => page());
    renderScreen(<StockLogPage />, '/kho/nhat-ky?tab=ledger&page=2&cursor=c2&warehouseId=8');
    expect(await screen.findByText('ASN2611270001')).toBeTruthy();
    // the device works in the first active warehouse (7): a cursor of warehouse 8 is not sent
    expect(ledgerBodies(calls).filter((b) => (b as { warehouseId?: number }).warehouseId === 7)).toContainEqual({ warehouseId: 7, page: 1, pageSize: 20 });
    expect(ledgerBodies(calls).some((b) => 'cursor' in (b as object))).toBe(false);
  });

  it("shows a refused ledger as the server's message with a retry", async () => {
    let refuse = true;
    stub(() => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem sổ kho', data: null }) : page()));
    renderScreen(<StockLogPage />, '/kho/nhat-ky?tab=ledger');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem sổ kho');
    expect(screen.queryByTestId('ledger-table')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('ASN2611270001')).toBeTruthy();
  });
});

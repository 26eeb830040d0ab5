import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, REFERENCE_CALLS, WAREHOUSE_CALLS, type TLocation } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, staffInfo } from '../../../test/render.tsx';
import { LocationsPage } from './locations-page.tsx';

const WAREHOUSES = [
  { id: 7, code: 'HN01', name: 'Kho Hà Nội', address: '', provinceId: 1, districtId: null, wardCode: null, phone: null, isActive: true },
  { id: 8, code: 'HCM01', name: 'Kho HCM', address: '', provinceId: 79, districtId: null, wardCode: null, phone: null, isActive: true },
];
const location = (code: string): TLocation => ({ id: 1, warehouseId: 7, code, zone: 'A', aisle: '01', bin: '01', purpose: 'STORAGE', isActive: true, qty: 12 });
const page = (p: number) => ({ items: [location(`A-0${p}-01`)], total: 45, totalExact: true, page: p, pageSize: 20, nextCursor: `c${p + 1}`, prevCursor: p > 1 ? 'p' : null });

function stub(locations: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => staffInfo('supervisor'),
    [REFERENCE_CALLS.masterData.path]: () => ({ warehouses: WAREHOUSES, transporters: [], zoneTypes: [], provinces: [] }),
    [WAREHOUSE_CALLS.locations.path]: locations,
  });
}
const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === WAREHOUSE_CALLS.locations.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the locations screen', () => {
  it('keeps its filters and page in the URL, the page with the warehouse its cursor was read in', async () => {
    const calls = stub((b: { page: number }) => page(b.page));
    const { router } = renderScreen(<LocationsPage />, '/kho/vi-tri?purpose=STORAGE&keyword=A-0&inactive=1&page=2&cursor=c2&warehouseId=7');
    expect(await screen.findByText('A-02-01')).toBeTruthy();
    expect(bodies(calls)).toContainEqual({ warehouseId: 7, purpose: 'STORAGE', keyword: 'A-0', includeInactive: true, page: 2, cursor: 'c2', pageSize: 20 });
    expect((screen.getByPlaceholderText('Tìm mã vị trí') as HTMLInputElement).value).toBe('A-0');
    fireEvent.click(screen.getByTestId('list-pager-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?purpose=STORAGE&keyword=A-0&inactive=1&page=3&cursor=c3&warehouseId=7'));
    expect(await screen.findByText('A-03-01')).toBeTruthy();
    // another filter: its first page
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(router.state.location.search).toBe('?purpose=STORAGE&keyword=A-0&warehouseId=7'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ warehouseId: 7, purpose: 'STORAGE', keyword: 'A-0', includeInactive: false, page: 1, pageSize: 20 }));
  });

  it('starts at the first page when the link was read in another warehouse', async () => {
    const calls = stub((b: { page: number }) => page(b.page));
    renderScreen(<LocationsPage />, '/kho/vi-tri?page=2&cursor=c2&warehouseId=8');
    expect(await screen.findByText('A-01-01')).toBeTruthy();
    expect(bodies(calls).some((b) => 'cursor' in (b as object))).toBe(false);
  });

  it("shows a refused list as the server's message with a retry", async () => {
    let refuse = true;
    stub(() => (refuse ? answer(500, { code: 500, message: 'Hệ thống đang bận, vui lòng thử lại', data: null }) : page(1)));
    renderScreen(<LocationsPage />, '/kho/vi-tri');
    expect((await screen.findByRole('alert')).textContent).toContain('Hệ thống đang bận, vui lòng thử lại');
    expect(screen.queryByTestId('locations-table')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('A-01-01')).toBeTruthy();
  });
});

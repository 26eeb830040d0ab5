import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_CALLS, INVENTORY_CALLS, REFERENCE_CALLS, type TCountListItem } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, staffInfo } from '../../../test/render.tsx';
import { StockCheckPage } from './stock-check-page.tsx';

const WAREHOUSES = [{ id: 7, code: 'HN01', name: 'Kho Hà Nội', address: '', provinceId: 1, districtId: null, wardCode: null, phone: null, isActive: true }];
const count = (p: number): TCountListItem => ({
  id: p,
  code: `KK000${p}`,
  warehouseId: 7,
  warehouseCode: 'HN01',
  scope: 'LOCATION',
  locationCode: `A-0${p}-01`,
  sku: null,
  status: 'OPEN',
  reason: null,
  createdBy: 'Kho 1',
  createdAt: '2026-11-27T03:00:00.000Z',
  postedAt: null,
});
const page = (p: number) => ({ items: [count(p)], total: 14, totalExact: true, page: p, pageSize: 10, nextCursor: p === 1 ? 'c2' : null, prevCursor: p === 2 ? 'c1' : null });

function stub(list: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => staffInfo('supervisor'),
    [REFERENCE_CALLS.masterData.path]: () => ({ warehouses: WAREHOUSES, transporters: [], zoneTypes: [], provinces: [] }),
    [INVENTORY_CALLS.tool.path]: list,
  });
}
const listBodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === INVENTORY_CALLS.tool.path).map((c) => c.body);

beforeEach(() => {
  window.localStorage.clear();
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the stock check's sessions", () => {
  it('page by cursor in the panel, outside the URL, which keeps the session picked', async () => {
    const calls = stub((b: { page: number }) => page(b.page));
    const { router } = renderScreen(<StockCheckPage />, '/cong-cu/kiem-ton');
    const sessions = await screen.findByTestId('count-sessions');
    expect(await within(sessions).findByText('KK0001')).toBeTruthy();
    const card = sessions.closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByTestId('list-pager-next'));
    expect(await within(card).findByText('KK0002')).toBeTruthy();
    expect(listBodies(calls).at(-1)).toEqual({ action: 'list', warehouseId: 7, status: 'OPEN', page: 2, pageSize: 10, cursor: 'c2' });
    expect(router.state.location.search).toBe('');
    // picking a session keeps the panel where it is
    fireEvent.click(within(card).getByText('KK0002'));
    await waitFor(() => expect(router.state.location.search).toBe('?session=2'));
  });

  it("show a refused list as the server's message with a retry", async () => {
    let refuse = true;
    stub(() => (refuse ? answer(500, { code: 500, message: 'Hệ thống đang bận, vui lòng thử lại', data: null }) : page(1)));
    renderScreen(<StockCheckPage />, '/cong-cu/kiem-ton');
    expect((await screen.findByRole('alert')).textContent).toContain('Hệ thống đang bận, vui lòng thử lại');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('KK0001')).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RETURN_CALLS, TRANSFER_CALLS, type TReturnView } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { ReturnsTransitPage } from './returns-transit-page.tsx';

const ret = (p: number): TReturnView => ({
  id: p,
  code: `RT00${p}`,
  clientId: 1,
  warehouseId: 7,
  warehouseName: 'Kho Hà Nội',
  source: 'EXPRESS',
  ref: `GHN00${p}`,
  quantity: 3,
  receivedBy: 'Kho 1',
  createdAt: '2026-11-27T03:00:00.000Z',
  lines: [
    { id: 1, sku: `AO_${p}`, name: 'Áo', quantity: 2, reason: 'DAMAGED', disposition: 'QUARANTINE', locationCode: null, note: null, photoIds: [5] },
    { id: 2, sku: `QUAN_${p}`, name: 'Quần', quantity: 1, reason: 'DAMAGED', disposition: 'RESTOCK', locationCode: null, note: null, photoIds: [] },
  ],
});
const page = (p: number) => ({ items: [ret(p)], total: 45, totalExact: true, page: p, pageSize: 20, nextCursor: `c${p + 1}`, prevCursor: p > 1 ? 'p' : null });
const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === RETURN_CALLS.list.path).map((c) => c.body);

beforeEach(() => session.setToken('t0ken'));
afterEach(() => vi.unstubAllGlobals());

describe('the returns and transit screen', () => {
  it('keeps its tab, filters and page in the URL, a return shown a line a row', async () => {
    const calls = stubApi({
      [RETURN_CALLS.list.path]: (b: { page: number }) => page(b.page),
      [TRANSFER_CALLS.inTransit.path]: () => [],
    });
    const { router } = renderScreen(<ReturnsTransitPage />, '/ton-kho/hoan-va-chuyen-kho?reason=DAMAGED&page=2&cursor=c2');
    expect(await screen.findByText('AO_2')).toBeTruthy();
    expect(screen.getByText('QUAN_2')).toBeTruthy();
    expect(bodies(calls)).toContainEqual({ reason: 'DAMAGED', page: 2, cursor: 'c2', pageSize: 20 });
    fireEvent.click(screen.getByTestId('list-pager-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?reason=DAMAGED&page=3&cursor=c3'));
    expect(await screen.findByText('AO_3')).toBeTruthy();
    // the transit tab, then back: the returns' filter stays, at its first page
    fireEvent.click(screen.getByTestId('returns-transit-tab-transit'));
    await waitFor(() => expect(router.state.location.search).toBe('?reason=DAMAGED&tab=transit'));
    expect(await screen.findByText('Không có hàng đang chuyển kho')).toBeTruthy();
    fireEvent.click(screen.getByTestId('returns-transit-tab-returns'));
    await waitFor(() => expect(router.state.location.search).toBe('?reason=DAMAGED'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ reason: 'DAMAGED', page: 1, pageSize: 20 }));
  });

  it("shows a refused list as the server's message with a retry", async () => {
    let refuse = true;
    stubApi({
      [RETURN_CALLS.list.path]: () => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem hàng hoàn', data: null }) : page(1)),
      [TRANSFER_CALLS.inTransit.path]: () => [],
    });
    renderScreen(<ReturnsTransitPage />, '/ton-kho/hoan-va-chuyen-kho');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem hàng hoàn');
    expect(screen.queryByTestId('returns-table')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('AO_1')).toBeTruthy();
  });
});

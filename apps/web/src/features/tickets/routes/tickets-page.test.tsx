import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, TICKET_CALLS } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { TicketsPage } from './tickets-page.tsx';

const TICKET = {
  id: 4,
  code: 'TK2611270004',
  clientId: 1,
  clientName: 'Shop A',
  category: 'other',
  title: 'Đơn giao chậm',
  status: 1,
  createdByName: 'A',
  messageCount: 2,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T03:00:00.000Z',
};

/** A success under /shiip/public-api: GHN's envelope answers code 200. */
const ghn = (data: unknown) => answer(200, { code: 200, message: 'Success', data });
const page = (b: { page: number; pageSize: number }) => ({
  items: [TICKET],
  total: 90,
  totalExact: true,
  page: b.page,
  pageSize: b.pageSize,
  nextCursor: `c${b.page + 1}`,
  prevCursor: null,
  counts: { 0: 90, 1: 40, 2: 30, 3: 20 },
});

function stub(list: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo([{ id: 5, name: 'Shop A' }]),
    [TICKET_CALLS.contact.path]: () => ghn({ hotline: '1900', email: 'a@b.vn', hours: '8-17' }),
    [TICKET_CALLS.list.path]: (b: never) => {
      const out = list(b);
      return out && typeof out === 'object' && 'items' in out ? ghn(out) : out;
    },
  });
}

const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === TICKET_CALLS.list.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the tickets screen', () => {
  it('keeps its tab, search and page in the URL', async () => {
    const calls = stub(page);
    const { router } = renderScreen(<TicketsPage />, '/ho-tro?status=1&keyword=giao&page=2&cursor=c2');
    expect(await screen.findByTestId('ticket-open-4')).toBeTruthy();
    await waitFor(() => expect(bodies(calls)).toContainEqual({ status: 1, keyword: 'giao', page: 2, pageSize: 20, cursor: 'c2' }));
    expect((screen.getByTestId('ticket-tab-1-count').textContent ?? '').replace(/\D/g, '')).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=1&keyword=giao&page=3&cursor=c3'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ status: 1, keyword: 'giao', page: 3, pageSize: 20, cursor: 'c3' }));
    // another tab: its first page, the search kept
    fireEvent.click(screen.getByTestId('ticket-tab-2'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=2&keyword=giao'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ status: 2, keyword: 'giao', page: 1, pageSize: 20 }));
  });

  it('falls back to every ticket on a hand-edited status', async () => {
    const calls = stub(page);
    renderScreen(<TicketsPage />, '/ho-tro?status=9');
    expect(await screen.findByTestId('ticket-open-4')).toBeTruthy();
    expect(bodies(calls)).toEqual([{ status: 0, page: 1, pageSize: 20 }]);
  });

  it("shows a refused list as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem yêu cầu hỗ trợ', data: null }) : page(b)));
    renderScreen(<TicketsPage />, '/ho-tro');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem yêu cầu hỗ trợ');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('ticket-open-4')).toBeTruthy();
  });
});

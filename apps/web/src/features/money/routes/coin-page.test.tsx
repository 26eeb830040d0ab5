import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, MONEY_CALLS } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { CoinPage } from './coin-page.tsx';

const ENTRY = { id: 11, category: 3, amount: -30000, balanceAfter: 70000, ref: null, note: 'Phí giao lại GHN001', createdAt: '2026-11-27T02:00:00.000Z' };

/** A success under /shiip/public-api: GHN's envelope answers code 200. */
const ghn = (data: unknown) => answer(200, { code: 200, message: 'Success', data });
const page = (b: { page: number; pageSize: number }) => ({ items: [ENTRY], total: 120, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: null });

function stub(log: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo([{ id: 5, name: 'Shop A' }]),
    [MONEY_CALLS.account.path]: () => ghn({ balance: 70000, openDebts: 0 }),
    [MONEY_CALLS.creditLog.path]: (b: never) => {
      const out = log(b);
      return out && typeof out === 'object' && 'items' in out ? ghn(out) : out;
    },
  });
}

const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === MONEY_CALLS.creditLog.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the coin ledger screen', () => {
  it('keeps its type, dates and page in the URL', async () => {
    const calls = stub(page);
    const { router } = renderScreen(<CoinPage />, '/vi-xu?category=3&from=2026-11-01&to=2026-11-27&page=2&cursor=c2&pageSize=50');
    expect(await screen.findByText('Phí giao lại GHN001')).toBeTruthy();
    await waitFor(() => expect(bodies(calls)).toContainEqual({ category: 3, from: '2026-11-01', to: '2026-11-27', page: 2, pageSize: 50, cursor: 'c2' }));
    // the dates the link names are the picker's
    expect(screen.getByDisplayValue('01/11/2026')).toBeTruthy();
    expect(screen.getByDisplayValue('27/11/2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=3&from=2026-11-01&to=2026-11-27&page=3&cursor=c3&pageSize=50'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ category: 3, from: '2026-11-01', to: '2026-11-27', page: 3, pageSize: 50, cursor: 'c3' }));
  });

  it('drops a type or a date the server would refuse', async () => {
    const calls = stub(page);
    renderScreen(<CoinPage />, '/vi-xu?category=4&from=2026-13-01&to=27/11/2026');
    expect(await screen.findByText('Phí giao lại GHN001')).toBeTruthy();
    expect(bodies(calls)).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it("shows a refused ledger as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(403, { code: 403, message: 'Chỉ chủ tài khoản xem được ví xu', data: null }) : page(b)));
    renderScreen(<CoinPage />, '/vi-xu');
    expect((await screen.findByRole('alert')).textContent).toContain('Chỉ chủ tài khoản xem được ví xu');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Phí giao lại GHN001')).toBeTruthy();
  });
});

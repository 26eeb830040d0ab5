import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { ACCOUNT_CALLS, BILLING_CALLS } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { StatementPage } from './statement-page.tsx';

const ENTRY = { id: 31, category: 8, amount: -108000, runningBalance: 92000, ref: null, note: 'Thanh toán hoá đơn 2026-10', createdAt: '2026-10-05T02:00:00.000Z' };
const page = (b: { month?: string; page: number; pageSize: number }) => ({
  items: [ENTRY],
  total: 70,
  totalExact: true,
  page: b.page,
  pageSize: b.pageSize,
  nextCursor: `c${b.page + 1}`,
  prevCursor: null,
  month: b.month ?? dayjs().format('YYYY-MM'),
  opening: 200000,
  moneyIn: 0,
  moneyOut: -108000,
  closing: 92000,
  balance: 92000,
});

function stub(statement: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo(),
    [BILLING_CALLS.statement.path]: statement,
  });
}

const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === BILLING_CALLS.statement.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the wallet statement screen', () => {
  it('keeps its month and page in the URL', async () => {
    const calls = stub(page);
    const { router } = renderScreen(<StatementPage />, '/sao-ke-vi?month=2026-10&page=2&cursor=c2&pageSize=50');
    expect(await screen.findByText('Thanh toán hoá đơn 2026-10')).toBeTruthy();
    await waitFor(() => expect(bodies(calls)).toContainEqual({ month: '2026-10', page: 2, pageSize: 50, cursor: 'c2' }));
    expect(screen.getByDisplayValue('10/2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-10&page=3&cursor=c3&pageSize=50'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ month: '2026-10', page: 3, pageSize: 50, cursor: 'c3' }));
  });

  it('shows the current month for a month malformed or still to come', async () => {
    const calls = stub(page);
    renderScreen(<StatementPage />, `/sao-ke-vi?month=${dayjs().add(2, 'month').format('YYYY-MM')}`);
    expect(await screen.findByText('Thanh toán hoá đơn 2026-10')).toBeTruthy();
    expect(bodies(calls)).toEqual([{ month: dayjs().format('YYYY-MM'), page: 1, pageSize: 20 }]);
    renderScreen(<StatementPage />, '/sao-ke-vi?month=2026-13');
    await waitFor(() => expect(bodies(calls)).toHaveLength(2));
    expect(bodies(calls)[1]).toEqual({ month: dayjs().format('YYYY-MM'), page: 1, pageSize: 20 });
  });

  it("shows a refused statement as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(403, { code: 403, message: 'Chỉ chủ tài khoản xem được sao kê ví', data: null }) : page(b)));
    renderScreen(<StatementPage />, '/sao-ke-vi');
    expect((await screen.findByRole('alert')).textContent).toContain('Chỉ chủ tài khoản xem được sao kê ví');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Thanh toán hoá đơn 2026-10')).toBeTruthy();
  });
});

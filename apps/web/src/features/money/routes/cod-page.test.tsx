import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_CALLS, MONEY_CALLS } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { CodPage } from './cod-page.tsx';

const SUMMARY = { shopId: 5, collected: 0, transferred: 0, fees: 0, debtsDeducted: 0, invoicesNetted: 0, pending: 0, openDebts: 0, nextRunAt: '2026-12-01T02:00:00.000Z', bankAccount: null };
const TRANSFER = { id: 3, runKey: 'RUN-2611', shopId: 5, codTotal: 500000, feeTotal: 0, debtTotal: 0, invoiceTotal: 0, amount: 500000, orderCount: 1, bankName: 'VCB', accountNumber: '001', holderName: 'A', createdAt: '2026-11-27T02:00:00.000Z' };

/** A success under /shiip/public-api: GHN's envelope answers code 200. */
const ghn = (data: unknown) => answer(200, { code: 200, message: 'Success', data });

function stub(transfers: (body: never) => unknown, detail: () => unknown = () => ghn({ ...TRANSFER, orders: [], debts: [] })) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo([{ id: 5, name: 'Shop A' }]),
    [MONEY_CALLS.codSummary.path]: () => ghn(SUMMARY),
    [MONEY_CALLS.codDetail.path]: detail,
    [MONEY_CALLS.codTransfers.path]: (b: never) => {
      const out = transfers(b);
      return out && typeof out === 'object' && 'items' in out ? ghn(out) : out;
    },
  });
}

const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === MONEY_CALLS.codTransfers.path).map((c) => c.body);
const page = (b: { page: number; pageSize: number }) => ({ items: [TRANSFER], total: 90, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: null });

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the COD transfers screen', () => {
  it('keeps its page in the URL with the shop it was read in', async () => {
    const calls = stub(page);
    const { router } = renderScreen(<CodPage />, '/doi-soat-cod?page=2&cursor=c2&pageSize=50&shopId=5');
    expect(await screen.findByTestId('cod-transfer-3')).toBeTruthy();
    await waitFor(() => expect(bodies(calls)).toContainEqual({ page: 2, pageSize: 50, cursor: 'c2' }));
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&cursor=c3&pageSize=50&shopId=5'));
  });

  it("reads the first page when the link's cursor came from another shop", async () => {
    const calls = stub(page);
    renderScreen(<CodPage />, '/doi-soat-cod?page=2&cursor=c2&shopId=9');
    expect(await screen.findByTestId('cod-transfer-3')).toBeTruthy();
    expect(bodies(calls)).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it("shows refused transfers as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem đối soát COD', data: null }) : page(b)));
    renderScreen(<CodPage />, '/doi-soat-cod');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem đối soát COD');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('cod-transfer-3')).toBeTruthy();
  });

  it("pages a transfer's orders in its drawer; refused orders show the server's message with a retry", async () => {
    let refuse = true;
    const orders = Array.from({ length: 60 }, (_, i) => ({ orderCode: `GHN${String(i + 1).padStart(3, '0')}`, amount: 10000, fee: 1000, collectedAt: '2026-11-27T02:00:00.000Z' }));
    stub(page, () => (refuse ? answer(503, { code: 503, message: 'Hệ thống đang bận, thử lại sau', data: null }) : ghn({ ...TRANSFER, orders, debts: [] })));
    renderScreen(<CodPage />, '/doi-soat-cod');
    fireEvent.click(await screen.findByTestId('cod-transfer-3'));
    const drawer = await screen.findByTestId('cod-detail');
    const alert = await within(drawer).findByRole('alert');
    expect(alert.textContent).toContain('Hệ thống đang bận, thử lại sau');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(drawer).findByText('GHN050')).toBeTruthy();
    expect(within(drawer).queryByText('GHN051')).toBeNull();
    fireEvent.click(within(drawer).getByTestId('list-pager-next'));
    expect(await within(drawer).findByText('GHN060')).toBeTruthy();
    expect(within(drawer).queryByText('GHN001')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, BILLING_CALLS } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, staffInfo } from '../../../test/render.tsx';
import { VasPage } from './vas-page.tsx';

const WORK = { id: 61, clientId: 3, orderKind: 'outbound', orderCode: 'OUT2611270061', service: 'labelling', units: 4, note: null, feeLineId: 9, amount: 8000, createdAt: '2026-11-27T02:00:00.000Z' };
const CUSTOMERS = { items: [{ id: 3, code: 'KH003', name: 'Shop Ba' }], total: 1, totalExact: true, page: 1, pageSize: 20, nextCursor: null, prevCursor: null };
const page = (b: { page: number; pageSize: number }) => ({ items: [WORK], total: 45, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: null });

function stub(vas: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => staffInfo('supervisor'),
    [ACCOUNT_CALLS.customers.path]: () => CUSTOMERS,
    [BILLING_CALLS.vasList.path]: vas,
  });
}

const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === BILLING_CALLS.vasList.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the value-added work screen', () => {
  it('keeps the customer and the page of its work in the URL', async () => {
    const calls = stub(page);
    const { router } = renderScreen(<VasPage />, '/kho/dich-vu-gia-tang?customerId=3&page=2&cursor=c2');
    expect(await screen.findByText('OUT2611270061 · Đơn xuất')).toBeTruthy();
    await waitFor(() => expect(bodies(calls)).toContainEqual({ customerId: 3, page: 2, pageSize: 20, cursor: 'c2' }));
    expect(await screen.findByText('KH003 · Shop Ba')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?customerId=3&page=3&cursor=c3'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ customerId: 3, page: 3, pageSize: 20, cursor: 'c3' }));
  });

  it('asks for a customer when the link names none (or a malformed one)', async () => {
    const calls = stub(page);
    renderScreen(<VasPage />, '/kho/dich-vu-gia-tang?customerId=abc&page=2&cursor=c2');
    expect(await screen.findAllByText('Chọn khách hàng để ghi nhận và xem công việc đã làm')).toBeTruthy();
    expect(bodies(calls)).toEqual([]);
  });

  it("shows the refused work list as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(404, { code: 404, message: 'Không tìm thấy khách hàng', data: null }) : page(b)));
    renderScreen(<VasPage />, '/kho/dich-vu-gia-tang?customerId=3');
    expect((await screen.findByRole('alert')).textContent).toContain('Không tìm thấy khách hàng');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('OUT2611270061 · Đơn xuất')).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_CALLS, INBOUND_CALLS } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { SyncHistoryPage } from './sync-history-page.tsx';

const ATTEMPT = { id: 71, inboundId: 5, code: 'ASN2611270071', success: false, message: 'Kho chưa nhận đơn', status: null, actor: 'A', createdAt: '2026-11-27T02:00:00.000Z' };
const page = (b: { page: number; pageSize: number }) => ({ items: [ATTEMPT], total: 45, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: null });

function stub(history: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo(),
    [INBOUND_CALLS.syncHistory.path]: history,
  });
}

const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === INBOUND_CALLS.syncHistory.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the inbound resync history screen', () => {
  it('keeps the code searched, the result shown and the page in the URL', async () => {
    const calls = stub(page);
    const { router, container } = renderScreen(<SyncHistoryPage />, '/nhap-hang/lich-su-dong-bo?code=ASN2611270071&result=failed&page=2&cursor=c2');
    expect(await screen.findByText('Kho chưa nhận đơn')).toBeTruthy();
    await waitFor(() => expect(bodies(calls)).toContainEqual({ code: 'ASN2611270071', success: false, page: 2, pageSize: 20, cursor: 'c2' }));
    expect(screen.getByDisplayValue('ASN2611270071')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?code=ASN2611270071&result=failed&page=3&cursor=c3'));
    // every result: the first page, the code kept
    fireEvent.click(within(container.querySelector('.ant-segmented') as HTMLElement).getByText('Tất cả'));
    await waitFor(() => expect(router.state.location.search).toBe('?code=ASN2611270071'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ code: 'ASN2611270071', page: 1, pageSize: 20 }));
  });

  it("shows a refused history as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem đơn nhập', data: null }) : page(b)));
    renderScreen(<SyncHistoryPage />, '/nhap-hang/lich-su-dong-bo');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem đơn nhập');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Kho chưa nhận đơn')).toBeTruthy();
  });
});

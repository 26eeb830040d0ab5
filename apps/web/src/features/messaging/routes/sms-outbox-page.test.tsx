import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, MESSAGING_CALLS } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, staffInfo } from '../../../test/render.tsx';
import { SmsOutboxPage } from './sms-outbox-page.tsx';

const SMS = { id: 21, phone: '0901234567', text: 'Mã xác thực của bạn là 123456', purpose: null, status: 'sent', createdAt: '2026-11-27T02:00:00.000Z' };
const page = (b: { page: number; pageSize: number }) => ({ items: [SMS], total: 45, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: null });

function stub(outbox: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => staffInfo('supervisor'),
    [MESSAGING_CALLS.opsSmsOutbox.path]: outbox,
  });
}

const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === MESSAGING_CALLS.opsSmsOutbox.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the SMS outbox screen', () => {
  it('keeps the phone searched and the page in the URL', async () => {
    const calls = stub(page);
    const { router } = renderScreen(<SmsOutboxPage />, '/kho/tin-nhan-sms?phone=0901234567&page=2&cursor=c2');
    expect(await screen.findByText('Mã xác thực của bạn là 123456')).toBeTruthy();
    await waitFor(() => expect(bodies(calls)).toContainEqual({ phone: '0901234567', page: 2, pageSize: 20, cursor: 'c2' }));
    const input = screen.getByDisplayValue('0901234567');
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?phone=0901234567&page=3&cursor=c3'));
    // another phone: its first page
    fireEvent.change(input, { target: { value: ' 0987654321 ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?phone=0987654321'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ phone: '0987654321', page: 1, pageSize: 20 }));
  });

  it("shows a refused outbox as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem tin nhắn', data: null }) : page(b)));
    renderScreen(<SmsOutboxPage />, '/kho/tin-nhan-sms');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem tin nhắn');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Mã xác thực của bạn là 123456')).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INBOUND_UPLOAD_CALLS, type TUploadFile } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { UploadHistoryPage } from './upload-history-page.tsx';

const file = (id: number, fileName: string): TUploadFile => ({
  id,
  kind: 'inbound',
  customerId: 1,
  fileName,
  sizeBytes: 1000,
  sha256: 'x',
  status: 'done',
  total: 3,
  valid: 3,
  invalid: 0,
  created: 3,
  failed: 0,
  uploadedBy: { id: 1, fullName: 'Chủ shop' },
  errorCode: null,
  errorMessage: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  confirmedAt: null,
  finishedAt: null,
});
const page = (over: object = {}) => ({ items: [file(11, 'nhap-1.xlsx')], total: 45, totalExact: true, page: 1, pageSize: 20, nextCursor: 'c2', prevCursor: null, ...over });
const historyBodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === INBOUND_UPLOAD_CALLS.history.path).map((c) => c.body);

beforeEach(() => session.setToken('t0ken'));
afterEach(() => vi.unstubAllGlobals());

describe('the inbound upload history screen', () => {
  it('keeps its kind and page in the URL', async () => {
    const calls = stubApi({
      [INBOUND_UPLOAD_CALLS.history.path]: (b: { page: number }) => page({ page: b.page, items: [file(10 + b.page, `nhap-${b.page}.xlsx`)], nextCursor: `c${b.page + 1}`, prevCursor: b.page > 1 ? 'p' : null }),
    });
    const { router } = renderScreen(<UploadHistoryPage />, '/nhap-hang/upload-don-nhap-hang?kind=inbound-return&page=2&cursor=c2');
    expect(await screen.findByText('nhap-2.xlsx')).toBeTruthy();
    expect(historyBodies(calls)).toContainEqual({ kind: 'inbound-return', page: 2, cursor: 'c2', pageSize: 20 });
    fireEvent.click(screen.getByTestId('list-pager-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=inbound-return&page=3&cursor=c3'));
    expect(await screen.findByText('nhap-3.xlsx')).toBeTruthy();
    // another kind: its first page
    fireEvent.click(screen.getByText('Tất cả'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(historyBodies(calls).at(-1)).toEqual({ page: 1, pageSize: 20 }));
  });

  it("shows a refused history as the server's message with a retry", async () => {
    let refuse = true;
    stubApi({ [INBOUND_UPLOAD_CALLS.history.path]: () => (refuse ? answer(500, { code: 500, message: 'Hệ thống đang bận, vui lòng thử lại', data: null }) : page()) });
    renderScreen(<UploadHistoryPage />, '/nhap-hang/upload-don-nhap-hang');
    expect((await screen.findByRole('alert')).textContent).toContain('Hệ thống đang bận, vui lòng thử lại');
    expect(screen.queryByTestId('inbound-upload-history')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('nhap-1.xlsx')).toBeTruthy();
  });
});

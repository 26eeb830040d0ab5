import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SKU_UPLOAD_CALLS, type TUploadFile } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { UploadHistory } from './upload-history.tsx';

const file = (id: number, fileName: string): TUploadFile => ({
  id,
  kind: 'sku',
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
const historyBodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === SKU_UPLOAD_CALLS.history.path).map((c) => c.body);

beforeEach(() => session.setToken('t0ken'));
afterEach(() => vi.unstubAllGlobals());

describe('the SKU upload history panel', () => {
  it('pages its files by cursor in its own state', async () => {
    const calls = stubApi({
      [SKU_UPLOAD_CALLS.history.path]: (b: { page: number }) => ({
        items: [file(b.page, `san-pham-${b.page}.xlsx`)],
        total: 15,
        totalExact: true,
        page: b.page,
        pageSize: 10,
        nextCursor: b.page === 1 ? 'c2' : null,
        prevCursor: b.page === 2 ? 'c1' : null,
      }),
    });
    const { router } = renderScreen(<UploadHistory kind="sku" />, '/san-pham/upload');
    const panel = await screen.findByTestId('upload-history');
    expect(await within(panel).findByText('san-pham-1.xlsx')).toBeTruthy();
    fireEvent.click(within(panel).getByTestId('list-pager-next'));
    expect(await within(panel).findByText('san-pham-2.xlsx')).toBeTruthy();
    expect(historyBodies(calls).at(-1)).toEqual({ kind: 'sku', page: 2, cursor: 'c2', pageSize: 10 });
    // a panel of the upload page: the page's URL stays as it was
    expect(router.state.location.search).toBe('');
  });

  it("shows a refused history as the server's message with a retry", async () => {
    let refuse = true;
    stubApi({
      [SKU_UPLOAD_CALLS.history.path]: () =>
        refuse
          ? answer(500, { code: 500, message: 'Hệ thống đang bận, vui lòng thử lại', data: null })
          : { items: [file(1, 'san-pham-1.xlsx')], total: 1, totalExact: true, page: 1, pageSize: 10, nextCursor: null, prevCursor: null },
    });
    renderScreen(<UploadHistory kind="sku" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Hệ thống đang bận, vui lòng thử lại');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.getByText('san-pham-1.xlsx')).toBeTruthy());
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INBOUND_UPLOAD_CALLS, type TUploadFile, type TUploadRow } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { UploadFilePage } from './upload-file-page.tsx';
import { UploadReviewPage } from './upload-review-page.tsx';

const FILE: TUploadFile = {
  id: 9,
  kind: 'inbound',
  customerId: 1,
  fileName: 'don-nhap.xlsx',
  sizeBytes: 2048,
  sha256: 'ab',
  status: 'validated',
  total: 90,
  valid: 80,
  invalid: 10,
  created: 0,
  failed: 0,
  uploadedBy: { id: 1, fullName: 'A' },
  errorCode: null,
  errorMessage: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  confirmedAt: null,
  finishedAt: null,
};
const row = (rowNo: number, status: TUploadRow['status'] = 'valid'): TUploadRow => ({ rowNo, status, values: { orderInboundCode: `IN_${rowNo}`, expectedQuantity: 3 }, errors: [], resultRef: null });
const listPage = <T,>(items: T[], b: { page: number; pageSize: number }) => ({ items, total: 90, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: b.page > 1 ? `p${b.page}` : null });
const BUSY = answer(503, { code: 503, message: 'Hệ thống đang bận, thử lại sau', data: null });

type TBody = { page: number; pageSize: number; cursor?: string; tab?: string };

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("an uploaded inbound file's rows", () => {
  it("page by cursor; a refused page shows the server's message with a retry, the file kept above", async () => {
    let refuse = true;
    const calls = stubApi({
      [INBOUND_UPLOAD_CALLS.detail.path]: ((b: TBody) => (b.page === 2 && refuse ? BUSY : { file: FILE, rows: listPage([row(b.page * 100 + 1)], b) })) as (body: never) => unknown,
    });
    renderScreen(<UploadFilePage />, '/nhap-hang/chi-tiet-file-nhap-hang?id=9');
    const rows = await screen.findByTestId('upload-file-rows');
    expect(await within(rows).findByText('IN_101')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-pager-next'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hệ thống đang bận, thử lại sau');
    expect(screen.getByTestId('inbound-upload-file-page').textContent).toContain('don-nhap.xlsx');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(await screen.findByTestId('upload-file-rows')).findByText('IN_201')).toBeTruthy();
    expect(calls.filter((c) => c.path === INBOUND_UPLOAD_CALLS.detail.path).map((c) => c.body)).toContainEqual({ fileId: 9, page: 2, pageSize: 50, cursor: 'c2' });
  });
});

describe("an inbound file's review", () => {
  it("shows a tab's refused rows as the server's message with a retry", async () => {
    let refuse = true;
    stubApi({
      [INBOUND_UPLOAD_CALLS.detail.path]: ((b: TBody) => ({ file: FILE, rows: listPage([row(2)], b) })) as (body: never) => unknown,
      [INBOUND_UPLOAD_CALLS.validation.path]: ((b: TBody) =>
        refuse ? BUSY : { ...listPage([row(7, b.tab === 'invalid' ? 'invalid' : 'valid')], b), fileId: 9, tab: b.tab }) as (body: never) => unknown,
    });
    renderScreen(<UploadReviewPage />, '/ffm/app/inbound/upload-review?fileId=9');
    // the file's own notices are alerts too: the rows' one is the server's message
    const busy = () => screen.queryAllByRole('alert').find((a) => a.textContent?.includes('Hệ thống đang bận, thử lại sau'));
    await waitFor(() => expect(busy()).toBeTruthy());
    const alert = busy()!;
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(await screen.findByTestId('review-invalid-table')).findByText('IN_7')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('list-pager-total').textContent).toContain('90'));
  });
});

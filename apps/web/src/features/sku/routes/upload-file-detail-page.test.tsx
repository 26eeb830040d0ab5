import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SKU_CALLS, SKU_UPLOAD_CALLS, type TUploadFile, type TUploadRow } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { UploadFileDetailPage } from './upload-file-detail-page.tsx';

const FILE: TUploadFile = {
  id: 9,
  kind: 'sku',
  customerId: 1,
  fileName: 'hang-hoa.xlsx',
  sizeBytes: 2048,
  sha256: 'ab',
  status: 'done',
  total: 45,
  valid: 45,
  invalid: 0,
  created: 45,
  failed: 0,
  uploadedBy: { id: 1, fullName: 'A' },
  errorCode: null,
  errorMessage: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  confirmedAt: '2026-11-27T02:01:00.000Z',
  finishedAt: '2026-11-27T02:02:00.000Z',
};
const row = (rowNo: number): TUploadRow => ({ rowNo, status: 'created', values: { sku: `AO_${rowNo}` }, errors: [], resultRef: `AO_${rowNo}` });
const detail = (b: { page: number; pageSize: number }) => ({
  file: FILE,
  rows: { items: [row(b.page * 100 + 1)], total: 45, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: b.page > 1 ? `p${b.page}` : null },
});

function stub(answerDetail: (body: { page: number; pageSize: number; cursor?: string }) => unknown) {
  return stubApi({
    [SKU_CALLS.meta.path]: () => ({ categories: [], units: [] }),
    [SKU_UPLOAD_CALLS.detail.path]: answerDetail as (body: never) => unknown,
  });
}

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("an uploaded SKU file's rows", () => {
  it('page by cursor with the list pager', async () => {
    const calls = stub(detail);
    renderScreen(<UploadFileDetailPage />, '/san-pham/chi-tiet-don-excel?id=9');
    expect(await screen.findByTestId('upload-ref-AO_101')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-pager-next'));
    expect(await screen.findByTestId('upload-ref-AO_201')).toBeTruthy();
    expect(calls.filter((c) => c.path === SKU_UPLOAD_CALLS.detail.path).map((c) => c.body)).toEqual([
      { fileId: 9, page: 1, pageSize: 20 },
      { fileId: 9, page: 2, pageSize: 20, cursor: 'c2' },
    ]);
  });

  it("show a refused page as the server's message with a retry, the file kept above", async () => {
    let refuse = true;
    stub((b) => (b.page === 2 && refuse ? answer(503, { code: 503, message: 'Hệ thống đang bận, thử lại sau', data: null }) : detail(b)));
    renderScreen(<UploadFileDetailPage />, '/san-pham/chi-tiet-don-excel?id=9');
    expect(await screen.findByTestId('upload-ref-AO_101')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-pager-next'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hệ thống đang bận, thử lại sau');
    // the file's name and counts stay; only its rows' table says what went wrong
    expect(screen.getByTestId('file-name').textContent).toBe('hang-hoa.xlsx');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('upload-ref-AO_201')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

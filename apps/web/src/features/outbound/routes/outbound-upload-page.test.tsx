import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { OUTBOUND_UPLOAD_CALLS, type TUploadFile, type TUploadRow } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { OutboundUploadFilePage } from './outbound-upload-page.tsx';

const FILE: TUploadFile = {
  id: 9,
  kind: 'outbound',
  customerId: 1,
  fileName: 'don-xuat.xlsx',
  sizeBytes: 2048,
  sha256: 'ab',
  status: 'done',
  total: 120,
  valid: 120,
  invalid: 0,
  created: 120,
  failed: 0,
  uploadedBy: { id: 1, fullName: 'A' },
  errorCode: null,
  errorMessage: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  confirmedAt: '2026-11-27T02:01:00.000Z',
  finishedAt: '2026-11-27T02:02:00.000Z',
};
const row = (rowNo: number): TUploadRow => ({ rowNo, status: 'created', values: { sku: `AO_${rowNo}`, quantity: 1 }, errors: [], resultRef: `SO_${rowNo}` });
type TBody = { page: number; pageSize: number; cursor?: string };

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("an uploaded outbound file's rows", () => {
  it("page by cursor; a refused page shows the server's message with a retry, the file kept above", async () => {
    let refuse = true;
    const calls = stubApi({
      [OUTBOUND_UPLOAD_CALLS.detail.path]: ((b: TBody) =>
        b.page === 2 && refuse
          ? answer(503, { code: 503, message: 'Hệ thống đang bận, thử lại sau', data: null })
          : { file: FILE, rows: { items: [row(b.page * 100 + 1)], total: 120, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: null } }) as (body: never) => unknown,
    });
    renderScreen(<OutboundUploadFilePage />, '/xuat-hang/chi-tiet-don-excel?fileId=9');
    expect(await screen.findByText('SO_101')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-pager-next'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hệ thống đang bận, thử lại sau');
    expect(screen.getByTestId('outbound-upload-file-page').textContent).toContain('don-xuat.xlsx');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('SO_201')).toBeTruthy();
    expect(calls.map((c) => c.body)).toContainEqual({ fileId: 9, page: 2, pageSize: 50, cursor: 'c2' });
  });
});

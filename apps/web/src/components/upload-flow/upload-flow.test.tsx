import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../lib/api.ts';
import { renderScreen } from '../../test/render.tsx';
import { UploadFlow } from './upload-flow.tsx';
import type { TUploadFlowApi, TUploadProgress, TUploadRow, TUploadTab } from './upload-flow-api.ts';

const row = (rowNo: number, status: TUploadRow['status'], sku: string, errors: string[] = []): TUploadRow => ({ rowNo, status, values: { sku }, errors, resultRef: status === 'created' ? sku : null });

const ROWS: Partial<Record<TUploadTab, TUploadRow[]>> = {
  valid: [row(2, 'valid', 'AO_01'), row(3, 'valid', 'AO_02')],
  invalid: [row(4, 'invalid', 'AO 03', ['Lỗi tại dòng 4: Mã SKU chỉ được chứa chữ, số và dấu gạch dưới'])],
};

/** An area's upload calls as the flow uses them: a file of 2 valid rows and 1 invalid, created at once. */
function fakeApi(over: Partial<TUploadFlowApi> = {}): TUploadFlowApi {
  const done: TUploadProgress = { fileId: 9, status: 'done', total: 2, created: 2, failed: 0, remaining: 0 };
  return {
    key: ['upload-flow', 'test'],
    upload: vi.fn().mockResolvedValue({ fileId: 9, total: 3, valid: 2, invalid: 1 }),
    rows: vi.fn(async (q: { tab: TUploadTab }) => ({ items: ROWS[q.tab] ?? [], page: 1, pageSize: 20, total: ROWS[q.tab]?.length ?? 0, totalExact: true, nextCursor: null, prevCursor: null, fileId: 9, tab: q.tab })),
    downloadInvalid: vi.fn().mockResolvedValue(undefined),
    confirm: vi.fn().mockResolvedValue(done),
    progress: vi.fn().mockResolvedValue(done),
    detail: vi.fn(),
    ...over,
  };
}

function pick(name: string, content = 'x') {
  const input = screen.getByTestId('upload-flow').querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

const flow = (api: TUploadFlowApi) => <UploadFlow api={api} columns={[{ key: 'sku', title: 'SKU' }]} />;

describe('the upload flow', () => {
  it('refuses a file of another type before sending it', async () => {
    const api = fakeApi();
    renderScreen(flow(api));
    pick('hang-hoa.csv');
    expect((await screen.findByTestId('upload-refused')).textContent).toContain('File không đúng định dạng. Chỉ nhận file .xls, .xlsx.');
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('uploads, shows each invalid row with its message, confirms the valid rows and shows the result', async () => {
    const api = fakeApi();
    renderScreen(flow(api));
    pick('hang-hoa.xlsx');
    await waitFor(() => expect(screen.getByTestId('upload-flow').dataset.step).toBe('review'));
    expect(screen.getByTestId('upload-valid-count').textContent).toBe('2');
    expect(screen.getByTestId('upload-invalid-count').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('upload-tab-invalid'));
    expect((await screen.findByTestId('upload-row-errors')).textContent).toContain('Lỗi tại dòng 4: Mã SKU chỉ được chứa chữ, số và dấu gạch dưới');
    // an invalid row is skipped only once the user says so
    fireEvent.click(screen.getByTestId('upload-confirm'));
    const ok = await screen.findByTestId('upload-confirm-ok');
    expect(api.confirm).not.toHaveBeenCalled();
    fireEvent.click(ok);
    await waitFor(() => expect(screen.getByTestId('upload-result').dataset.final).toBe('true'));
    expect(api.confirm).toHaveBeenCalledWith(9);
    expect(screen.getByTestId('upload-progress-text').textContent).toContain('Đã tạo 2 / 2');
  });

  it('says why the server refused a file, and lets another be picked', async () => {
    const refusal = new ApiError({ code: 50001, message: 'File không có dòng dữ liệu nào', data: null }, 200, false);
    const api = fakeApi({ upload: vi.fn().mockRejectedValue(refusal) });
    renderScreen(flow(api));
    pick('rong.xlsx');
    const refused = await screen.findByTestId('upload-refused');
    expect(refused.textContent).toContain('File tải lên hệ thống không thoả điều kiện.');
    expect(refused.textContent).toContain('File không có dòng dữ liệu nào');
    expect(screen.getByTestId('upload-flow').dataset.step).toBe('pick');
    expect(within(screen.getByTestId('upload-flow')).getByTestId('upload-dragger')).toBeTruthy();
  });

  it('reviews the rows of a refused file the server kept, with the reason, and offers no confirm', async () => {
    const refusal = new ApiError({ code: 50005, message: 'Không có đơn nào hợp lệ', data: { fileId: 9, total: 1, valid: 0, invalid: 1 } }, 200, false);
    const api = fakeApi({ upload: vi.fn().mockRejectedValue(refusal) });
    renderScreen(flow(api));
    pick('don-xuat.xlsx');
    await waitFor(() => expect(screen.getByTestId('upload-flow').dataset.step).toBe('review'));
    expect(screen.getByTestId('upload-refused').textContent).toContain('Không có đơn nào hợp lệ');
    expect((screen.getByTestId('upload-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages the rows of a tab by cursor, each tab on its own page', async () => {
    const first = [row(2, 'valid', 'AO_01')];
    const second = [row(22, 'valid', 'AO_21')];
    const rows = vi.fn(async (q: { tab: TUploadTab; page: number; cursor?: string }) =>
      q.tab === 'valid'
        ? { items: q.page === 2 && q.cursor === 'c2' ? second : first, page: q.page, pageSize: 20, total: 25, totalExact: true, nextCursor: q.page === 1 ? 'c2' : null, prevCursor: q.page === 2 ? 'c1' : null, fileId: 9, tab: q.tab }
        : { items: ROWS.invalid!, page: 1, pageSize: 20, total: 1, totalExact: true, nextCursor: null, prevCursor: null, fileId: 9, tab: q.tab },
    );
    const api = fakeApi({ upload: vi.fn().mockResolvedValue({ fileId: 9, total: 26, valid: 25, invalid: 1 }), rows });
    renderScreen(flow(api));
    pick('hang-hoa.xlsx');
    fireEvent.click(await screen.findByTestId('upload-tab-valid'));
    const valid = await screen.findByTestId('upload-valid-table');
    expect(await within(valid).findByText('AO_01')).toBeTruthy();
    const pane = valid.closest('[role="tabpanel"]') as HTMLElement;
    expect(within(pane).getByTestId('list-pager-total').textContent).toContain('25');
    fireEvent.click(within(pane).getByTestId('list-pager-next'));
    expect(await within(valid).findByText('AO_21')).toBeTruthy();
    expect(rows).toHaveBeenCalledWith(expect.objectContaining({ fileId: 9, tab: 'valid', page: 2, cursor: 'c2', pageSize: 20 }), expect.anything());
    expect(within(pane).getByTestId('list-pager-page').textContent).toContain('2');
    // the invalid tab keeps its own first page
    expect(rows).not.toHaveBeenCalledWith(expect.objectContaining({ tab: 'invalid', page: 2 }), expect.anything());
  });

  it("shows a tab's rows that failed to load with the server's message and a retry", async () => {
    let refuse = true;
    const ok = fakeApi().rows;
    const rows = vi.fn(async (q: Parameters<TUploadFlowApi['rows']>[0], signal?: AbortSignal) => {
      if (refuse) throw new ApiError({ code: 50000, message: 'Không đọc được các dòng của file', data: null }, 200, false);
      return ok(q, signal);
    });
    const api = fakeApi({ rows });
    renderScreen(flow(api));
    pick('hang-hoa.xlsx');
    await waitFor(() => expect(screen.getByTestId('upload-flow').dataset.step).toBe('review'));
    const alert = await screen.findByText('Không đọc được các dòng của file');
    expect(screen.queryByTestId('upload-invalid-table')).toBeNull();
    refuse = false;
    fireEvent.click(within(alert.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Thử lại' }));
    expect((await screen.findByTestId('upload-row-errors')).textContent).toContain('Lỗi tại dòng 4');
  });
});

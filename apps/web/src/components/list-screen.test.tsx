import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Button } from 'antd';
import { ApiError } from '../lib/api.ts';
import { LIST_PAGE_SIZES, useUrlList } from '../lib/list-paging.ts';
import { toasts } from '../test/setup.ts';
import { hasListFilters, ListBody, ListTabs, useListExport, useListSelection } from './list-screen.tsx';

interface TRow {
  id: number;
  code: string;
}

type TQuery = Parameters<typeof ListBody<TRow>>[0]['query'];

const page = (items: TRow[], over: Partial<NonNullable<TQuery['data']>> = {}) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalExact: true,
  nextCursor: null,
  prevCursor: null,
  ...over,
});

function Where() {
  const at = useLocation();
  return <output data-testid="url">{at.search}</output>;
}

/** A list screen as the areas write it: tabs and place in the URL, selection, export, table and pager. */
function Screen({ query, counts, about = false, download }: { query: TQuery; counts?: Record<string, number>; about?: boolean; download: (ids: number[]) => Promise<unknown> }) {
  const selection = useListSelection(Number);
  const { read, update, onPage, onPageSize } = useUrlList(LIST_PAGE_SIZES, selection.clear);
  const status = read.text('status');
  const exported = useListExport(() => download(selection.selected), () => 'đã xuất');
  return (
    <>
      <ListTabs
        tabs={[
          { key: 'all', text: 'Tất cả' },
          { key: '0', text: 'Mới' },
          { key: '3', text: 'Đang nhận' },
        ]}
        counts={counts}
        about={about}
        active={status ?? 'all'}
        onChange={(key) => update({ status: key === 'all' ? undefined : key })}
      />
      <Button onClick={exported.run} loading={exported.exporting} data-testid="export">
        {selection.selected.length ? `Xuất ${selection.selected.length}` : 'Xuất'}
      </Button>
      <ListBody<TRow>
        query={query}
        loading={false}
        sizes={LIST_PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
        rowKey="id"
        columns={[{ title: 'Mã', dataIndex: 'code' }]}
        rowSelection={selection.rowSelection(true)}
        data-testid="table"
      />
      <Where />
    </>
  );
}

const okQuery = (items: TRow[], over: Partial<NonNullable<TQuery['data']>> = {}): TQuery => ({ data: page(items, over), isError: false, error: null, refetch: vi.fn() });

function renderAt(url: string, ui: React.ReactElement) {
  return render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
}

describe('the list screen pattern', () => {
  it('shows each tab with its count, "at least" under filters, and keeps the tab in the URL', () => {
    const { unmount } = renderAt('/x', <Screen query={okQuery([])} counts={{ all: 12, '0': 7, '3': 0 }} download={vi.fn()} />);
    expect(screen.getByTestId('tab-all-count').textContent).toBe('12');
    expect(screen.getByTestId('tab-0-count').textContent).toBe('7');
    expect(screen.getByTestId('tab-3-count').textContent).toBe('0');
    fireEvent.click(screen.getByText('Đang nhận'));
    expect(screen.getByTestId('url').textContent).toBe('?status=3');
    unmount();

    renderAt('/x?status=0', <Screen query={okQuery([])} counts={{ all: 1200, '0': 50 }} about download={vi.fn()} />);
    expect(screen.getByTestId('tab-all-count').textContent).toBe('1.200+');
    // the tab from the URL is the one open
    expect(screen.getByText('Mới').closest('.ant-tabs-tab')?.className).toContain('ant-tabs-tab-active');
  });

  it('shows views of one list without counts, under the test ids the screen names', () => {
    const onChange = vi.fn();
    renderAt(
      '/x',
      <ListTabs tabs={[{ key: 'detail', text: 'Chi tiết' }, { key: 'summary', text: 'Tổng hợp' }]} counts={null} about={false} active="detail" onChange={onChange} testIdPrefix="inventory-tab" />,
    );
    expect(screen.getByTestId('inventory-tab-detail').textContent).toBe('Chi tiết');
    expect(document.querySelector('.ant-badge')).toBeNull();
    fireEvent.click(screen.getByTestId('inventory-tab-summary'));
    expect(onChange).toHaveBeenCalledWith('summary');
  });

  it('goes to the next page by cursor and back to the first when the tab changes', () => {
    renderAt('/x?status=0', <Screen query={okQuery([{ id: 1, code: 'A1' }], { total: 40, nextCursor: 'c2' })} counts={{ all: 40 }} download={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    expect(screen.getByTestId('url').textContent).toBe('?status=0&page=2&cursor=c2');
    fireEvent.click(screen.getByText('Tất cả'));
    expect(screen.getByTestId('url').textContent).toBe('');
  });

  it('exports the selected rows, and forgets the selection when the list moves', async () => {
    const download = vi.fn().mockResolvedValue(undefined);
    renderAt('/x', <Screen query={okQuery([{ id: 1, code: 'A1' }, { id: 2, code: 'B2' }])} counts={{ all: 2 }} download={download} />);
    const row = screen.getByText('B2').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(screen.getByTestId('export').textContent).toBe('Xuất 1');
    fireEvent.click(screen.getByTestId('export'));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', text: 'đã xuất' }]));
    expect(download).toHaveBeenCalledWith([2]);
    fireEvent.click(screen.getByText('Mới'));
    expect(screen.getByTestId('export').textContent).toBe('Xuất');
  });

  it("says why an export failed: the server's message, else the catalogue's general one", async () => {
    const download = vi.fn().mockRejectedValueOnce(new ApiError({ code: 400, message: 'Không có dữ liệu để xuất', data: null }, 400, false)).mockRejectedValueOnce(new TypeError('x'));
    renderAt('/x', <Screen query={okQuery([])} counts={{ all: 0 }} download={download} />);
    fireEvent.click(screen.getByTestId('export'));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Không có dữ liệu để xuất' }]));
    await waitFor(() => expect(screen.getByTestId('export').className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('export'));
    await waitFor(() => expect(toasts[1]).toEqual({ kind: 'error', text: 'Đã có lỗi xảy ra, vui lòng thử lại sau' }));
  });

  it('shows a failed list as an error with a retry, not an empty table', () => {
    const refetch = vi.fn();
    const error = new ApiError({ code: 403, message: 'Bạn không có quyền xem danh sách này', data: null }, 403, false);
    renderAt('/x', <Screen query={{ isError: true, error, refetch }} download={vi.fn()} />);
    expect(screen.queryByTestId('table')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Bạn không có quyền xem danh sách này');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('counts a filter but not the tab as filtering', () => {
    expect(hasListFilters({ status: 3, code: undefined, warehouseId: undefined }, 'status')).toBe(false);
    expect(hasListFilters({ status: undefined, code: 'SO1' }, 'status')).toBe(true);
    expect(hasListFilters({ tab: 'ORDER_ALL', keyword: '' }, 'tab')).toBe(false);
  });
});

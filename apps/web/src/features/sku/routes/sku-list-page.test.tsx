import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, SKU_CALLS, type TSku } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { SkuListPage } from './sku-list-page.tsx';

const SKU: TSku = {
  id: 8,
  customerId: 1,
  sku: 'AO_THUN',
  mCode: 'M1',
  sCode: 'S1',
  name: 'Áo thun',
  category: 'THOI_TRANG',
  categoryName: 'Thời trang',
  unit: 'CAI',
  unitName: 'Cái',
  tag: null,
  description: '',
  manageExpDate: false,
  manageProdDate: false,
  grossWeight: 200,
  netWeight: 180,
  length: 10,
  width: 10,
  height: 2,
  volume: 200,
  volumetricWeight: 40,
  note: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
};
const page = (b: { page: number; pageSize: number }) => ({ items: [SKU], total: 500, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: null });

function stub(list: (body: never) => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo(),
    [SKU_CALLS.meta.path]: () => ({ categories: [{ code: 'THOI_TRANG', name: 'Thời trang' }], units: [{ code: 'CAI', name: 'Cái' }] }),
    [SKU_CALLS.list.path]: list,
  });
}

const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === SKU_CALLS.list.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the SKU list screen', () => {
  it('keeps its filters, sort and page in the URL', async () => {
    const calls = stub(page);
    const { router } = renderScreen(<SkuListPage />, '/san-pham/danh-sach-san-pham?keyword=ao&category=THOI_TRANG&sortBy=name&sortDir=asc&page=2&cursor=c2&pageSize=50');
    expect(await screen.findByTestId('sku-row-link-AO_THUN')).toBeTruthy();
    await waitFor(() => expect(bodies(calls)).toContainEqual({ keyword: 'ao', category: 'THOI_TRANG', sortBy: 'name', sortDir: 'asc', page: 2, pageSize: 50, cursor: 'c2' }));
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=ao&category=THOI_TRANG&sortBy=name&sortDir=asc&page=3&cursor=c3&pageSize=50'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ keyword: 'ao', category: 'THOI_TRANG', sortBy: 'name', sortDir: 'asc', page: 3, pageSize: 50, cursor: 'c3' }));
    // another sort: the first page, the filters and the page size kept
    fireEvent.click(screen.getAllByText('KL cả bì', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=ao&category=THOI_TRANG&sortBy=grossWeight&sortDir=asc&pageSize=50'));
  });

  it('drops filters and a page size the call would refuse', async () => {
    const calls = stub(page);
    renderScreen(<SkuListPage />, '/san-pham/danh-sach-san-pham?category=ROCKETS&sortBy=price&sortDir=up&pageSize=5000');
    expect(await screen.findByTestId('sku-row-link-AO_THUN')).toBeTruthy();
    expect(bodies(calls)).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it("shows a refused list as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem sản phẩm', data: null }) : page(b)));
    renderScreen(<SkuListPage />, '/san-pham/danh-sach-san-pham');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem sản phẩm');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('sku-row-link-AO_THUN')).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVENTORY_CALLS, SKU_CALLS, type TSku } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { SkuStockPage } from './sku-stock-page.tsx';

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
const page = (b: { page: number; pageSize: number }) => ({ items: [SKU], total: 500, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: b.page > 1 ? `p${b.page}` : null });
const stock = { items: [{ skuId: 8, qty: 7, qtyAllocated: 2, qtyAvailable: 5, qtyDefective: 0, qtyLost: 0, qtyOnHold: 0 }], total: 1, totalExact: true, page: 1, pageSize: 200, nextCursor: null, prevCursor: null };

function stub(list: (body: never) => unknown) {
  return stubApi({
    [SKU_CALLS.meta.path]: () => ({ categories: [{ code: 'THOI_TRANG', name: 'Thời trang' }], units: [{ code: 'CAI', name: 'Cái' }] }),
    [SKU_CALLS.list.path]: list,
    [INVENTORY_CALLS.summaryList.path]: () => stock,
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

describe('the stock per SKU screen', () => {
  it('keeps its filters and page in the URL, and pages by cursor with the list pager', async () => {
    const calls = stub(page);
    const { router } = renderScreen(<SkuStockPage />, '/san-pham/ton-kho?keyword=ao&category=THOI_TRANG&page=2&cursor=c2&pageSize=50');
    expect((await screen.findByTestId('stock-AO_THUN-qtyAvailable')).textContent).toBe('5');
    expect(bodies(calls)).toContainEqual({ keyword: 'ao', category: 'THOI_TRANG', page: 2, pageSize: 50, cursor: 'c2' });
    expect(screen.getByTestId('list-pager-total').textContent).toContain('500');
    fireEvent.click(screen.getByTestId('list-pager-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=ao&category=THOI_TRANG&page=3&cursor=c3&pageSize=50'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ keyword: 'ao', category: 'THOI_TRANG', page: 3, pageSize: 50, cursor: 'c3' }));
    // the first page again: no cursor sent, none left in the URL
    fireEvent.click(screen.getByRole('button', { name: 'Về trang đầu' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=ao&category=THOI_TRANG&pageSize=50'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ keyword: 'ao', category: 'THOI_TRANG', page: 1, pageSize: 50 }));
  });

  it('drops a page size the call would refuse', async () => {
    const calls = stub(page);
    renderScreen(<SkuStockPage />, '/san-pham/ton-kho?pageSize=5000&sortDir=up');
    expect(await screen.findByTestId('stock-AO_THUN-qty')).toBeTruthy();
    expect(bodies(calls)).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it("shows a refused list as the server's message with a retry", async () => {
    let refuse = true;
    stub((b: { page: number; pageSize: number }) => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem sản phẩm', data: null }) : page(b)));
    renderScreen(<SkuStockPage />, '/san-pham/ton-kho');
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem sản phẩm');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect((await screen.findByTestId('stock-AO_THUN-qty')).textContent).toBe('7');
  });
});

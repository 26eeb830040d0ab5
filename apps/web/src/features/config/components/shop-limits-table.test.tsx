import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONFIG_CALLS, type TShopLimitsRow } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { ShopLimitsTable } from './shop-limits-table.tsx';

const CONTRACT = { max_cod: 5_000_000, max_weight: 30_000, max_length: 150, max_width: 150, max_height: 150, max_insurrance: 5_000_000 };
const SHOPS: TShopLimitsRow[] = Array.from({ length: 25 }, (_, i) => ({ shopId: i + 1, shopName: `Shop ${i + 1}`, clientName: i === 23 ? 'Công ty Hoa Mai' : 'Khách lẻ', contract: CONTRACT }));
const shown = () => [...document.querySelectorAll('[data-testid^="shop-limits-edit-"]')].map((b) => Number(b.getAttribute('data-testid')!.slice('shop-limits-edit-'.length)));

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the shops' contract limits", () => {
  it('page with the list pager; a search starts again at its first page', async () => {
    stubApi({ [CONFIG_CALLS.shopList.path]: () => SHOPS });
    renderScreen(<ShopLimitsTable />);
    expect(await screen.findByTestId('shop-limits-edit-1')).toBeTruthy();
    expect(shown()).toHaveLength(20);
    fireEvent.click(screen.getByTestId('list-pager-next'));
    await waitFor(() => expect(shown()).toEqual([21, 22, 23, 24, 25]));
    // accents not needed
    fireEvent.change(document.querySelector('.table-card__search input')!, { target: { value: 'hoa mai' } });
    await waitFor(() => expect(shown()).toEqual([24]));
    expect(screen.getByTestId('list-pager-page').textContent).toContain('1');
  });

  it("shows a refused list as the server's message with a retry", async () => {
    let refuse = true;
    stubApi({ [CONFIG_CALLS.shopList.path]: () => (refuse ? answer(403, { code: 403, message: 'Bạn không có quyền xem cấu hình', data: null }) : SHOPS.slice(0, 2)) });
    renderScreen(<ShopLimitsTable />);
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn không có quyền xem cấu hình');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('shop-limits-edit-2')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, useJourney } from '../support/browser.ts';
import { apiCall, apiSignIn, createExpressOrder } from '../support/api.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { chooseOption, fieldError } from '../pages/inbound-pages.ts';

/** Issue 21, the web's promises: forms, labels instead of codes, live screens, lists at 1366 px. */

async function signIn(page: Page, who: string = DEMO.owner.email, portal: 'client' | 'staff' = 'client'): Promise<void> {
  await (await new LoginPage(page, portal).open()).signIn(who, DEMO.password);
  await new ShellPage(page).waitReady();
}

/** The options an antd select offers after typing `text` into its search. */
async function optionsAfterTyping(page: Page, testId: string, text: string): Promise<string[]> {
  const select = page.getByTestId(testId);
  await select.click();
  await select.locator('input').first().fill(text);
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await options.first().waitFor();
  return options.allInnerTexts();
}

const LISTS = [
  '/xuat-hang/danh-sach-don-xuat',
  '/van-don/danh-sach',
  '/san-pham/danh-sach-san-pham',
  '/san-pham/ton-kho',
  '/nhap-hang/danh-sach-don-nhap',
  '/ton-kho',
] as const;

describe('the web keeps issue 21’s promises', () => {
  const j = useJourney('web-screens');

  it('outbound create clears a server error once its field changes, the warehouse select included', async () => {
    const { page } = j;
    await signIn(page);
    await page.goto('/xuat-hang/tao-don-xuat');
    await page.getByTestId('outbound-form').waitFor();
    await page.getByTestId('outbound-save-draft').click();
    const warehouse = page.getByTestId('outbound-warehouse');
    const toName = page.getByTestId('outbound-to-name');
    const toPhone = page.getByTestId('outbound-to-phone');
    await eventually(() => fieldError(page, warehouse)).toContain('Vui lòng chọn kho xuất hàng');
    expect(await fieldError(page, toName)).toContain('Vui lòng nhập tên người nhận');

    await chooseOption(page, warehouse, 'HN01');
    await eventually(() => fieldError(page, warehouse)).toBe('');
    await toName.fill('Nguyễn Văn Bình');
    await eventually(() => fieldError(page, toName)).toBe('');
    // a field not corrected keeps its message
    expect(await fieldError(page, toPhone)).toContain('Vui lòng nhập số điện thoại');
  });

  it('express create finds places typed without accents and says the COD limit before submitting', async () => {
    const { page } = j;
    await signIn(page);
    await page.goto('/van-don/tao-don');
    await page.getByTestId('f-to_name').waitFor();
    expect(await optionsAfterTyping(page, 'f-area-province', 'ha noi')).toContain('Thành phố Hà Nội');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Hà Nội' }).first().click();
    // 2025 wards, no district step: a ward is found by its name typed without accents
    expect(await page.getByTestId('f-district').count()).toBe(0);
    const wards = await optionsAfterTyping(page, 'f-area-ward', 'nghia do');
    expect(wards.some((w) => w.includes('Phường Nghĩa Đô'))).toBe(true);
    await page.keyboard.press('Escape');

    const cod = page.getByTestId('f-cod');
    await cod.fill('60000000');
    // the demo shop's contract: 20.000.000 ₫ at most (the default is 50.000.000)
    await eventually(() => fieldError(page, cod)).toMatch(/^Tiền thu hộ vượt quá mức tối đa \d{1,3}(\.\d{3})+\s₫$/);
    await cod.fill('500000');
    await eventually(() => fieldError(page, cod)).toBe('');
  });

  it('shows labels, not codes: order type, unit, carrier, lots and sizes, the all-tab, the pack tab', async () => {
    const { page } = j;
    await signIn(page);
    const owner = await apiSignIn(DEMO.owner.email);
    const list = await apiCall<{ items: Array<{ id: number; status: number }> }>('/ffm/outbound/list', owner, {});
    // an allocated order (lots, no size yet), a packed one (weight and size) and a handed-over one (the carrier)
    for (const status of [2, 6, 7]) {
      const order = list.body.data.items.find((o) => o.status === status);
      if (!order) continue;
      await page.goto(`/xuat-hang/chi-tiet-don-xuat-hang?id=${order.id}`);
      await page.getByTestId('outbound-detail-lines').waitFor();
      const text = await page.getByTestId('outbound-detail').innerText();
      for (const code of ['B2C1D', 'STANDARD', 'provider-express', '×× cm', '— ·', '· —']) expect(text, `order ${order.id}`).not.toContain(code);
    }
    await page.goto('/van-don/danh-sach');
    await eventually(() => page.getByTestId('tab-all').innerText()).toContain('Tất cả');

    const ops = await j.newPage();
    await signIn(ops, DEMO.ops.email, 'staff');
    await ops.goto('/kho/xuat-hang');
    await chooseOption(ops, ops.getByTestId('outbound-work-warehouse'), 'HN01');
    await ops.getByRole('tab', { name: 'Đóng gói' }).click();
    const statuses = ops.getByTestId('outbound-status');
    await statuses.first().waitFor();
    for (const s of await statuses.allInnerTexts()) expect(s.trim()).not.toMatch(/^\d+$/);
  });

  it('the owner’s ticket shows a staff answer made after it was opened, without a reload', async () => {
    const { page } = j;
    const owner = await apiSignIn(DEMO.owner.email);
    const ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
    const created = await apiCall<{ id: number }>('/shiip/public-api/v2/ticket/create', owner, { category: 'other', title: `Hỏi lịch lấy hàng ${Date.now()}`, description: 'Khi nào bưu tá tới lấy hàng?' });
    expect(created.body.code).toBe(200);
    await signIn(page);
    await page.goto(`/ho-tro/chi-tiet?id=${created.body.data.id}`);
    await page.getByTestId('ticket-thread').waitFor();
    expect(await page.getByTestId('ticket-message-staff').count()).toBe(0);

    const answer = `Bưu tá sẽ tới trước 12h ngày mai (${Date.now()}).`;
    const replied = await apiCall('/ops/tickets/reply', ops, { id: created.body.data.id, body: answer });
    expect(replied.body.code).toBe(0);
    await eventually(() => page.getByTestId('ticket-message-staff').allInnerTexts(), 25_000).toEqual([expect.stringContaining(answer)]);
    expect(await page.getByTestId('ticket-status').innerText()).toBe('Chờ phản hồi từ khách hàng');
  });

  it('an express order’s detail shows the courier’s status change without a reload', async () => {
    const { page } = j;
    const owner = await apiSignIn(DEMO.owner.email);
    const ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
    const code = await createExpressOrder(owner, { to_name: 'Lê Thị Hoa', to_phone: '0901234568', cod_amount: 0 });
    await signIn(page);
    await page.goto(`/van-don/chi-tiet?code=${code}`);
    await page.getByTestId('detail-timeline').waitFor();
    expect(await page.getByTestId('timeline-picking').count()).toBe(0);
    const moved = await apiCall<Array<{ result: boolean }>>('/ops/shipping/move', ops, { order_codes: [code], to: 'picking', reason: 'Bưu tá đang lấy hàng' });
    expect(moved.body.code).toBe(0);
    await eventually(() => page.getByTestId('timeline-picking').count(), 25_000).toBe(1);
  });

  it('at 1366 px every list shows its columns without scrolling sideways, numbers on one line', async () => {
    const { page } = j;
    await signIn(page);
    for (const path of LISTS) {
      await page.goto(path);
      const table = page.locator('.data-table').first();
      await table.locator('.ant-table-tbody').waitFor();
      await page.waitForFunction(() => !document.querySelector('.data-table .ant-spin-spinning'));
      const widths = await table.evaluate((t) => {
        const box = t.querySelector<HTMLElement>('.ant-table-body, .ant-table-content')!;
        return { scroll: box.scrollWidth, client: box.clientWidth };
      });
      expect(widths.scroll, `${path}: ${widths.scroll} px of columns in ${widths.client} px`).toBeLessThanOrEqual(widths.client);
      const wrapped = await table.evaluate((t) => Array.from(t.querySelectorAll<HTMLElement>('td.cell-nowrap')).filter((td) => getComputedStyle(td).whiteSpace !== 'nowrap').length);
      expect(wrapped, path).toBe(0);
    }
    // the express list's money cells: one line each
    await page.goto('/van-don/danh-sach');
    await page.locator('.data-table td.cell-nowrap').first().waitFor();
    expect(await page.locator('.data-table td.cell-nowrap').count()).toBeGreaterThan(0);
  });

  it('a page change shows progress at once, while the next page loads', async () => {
    const { page } = j;
    await signIn(page);
    let slow = false;
    // the first page says there is a next one; the next page's answer takes 2 s
    await page.route('**/shiip/public-api/v2/shipping-order/list', async (route) => {
      const body = route.request().postDataJSON() as { page?: number } | null;
      if ((body?.page ?? 1) > 1) {
        slow = true;
        await new Promise((r) => setTimeout(r, 2_000));
        await route.continue();
        return;
      }
      const res = await route.fetch();
      const json = (await res.json()) as { data: { nextCursor: string | null } };
      json.data.nextCursor ??= 'e2e-next';
      await route.fulfill({ response: res, json });
    });
    await page.goto('/van-don/danh-sach');
    const next = page.getByTestId('list-pager-next');
    await eventually(() => next.isEnabled()).toBe(true);
    await next.click();
    await eventually(() => next.getAttribute('class'), 1_000).toContain('ant-btn-loading');
    expect(await page.locator('.data-table .ant-spin-spinning').count()).toBeGreaterThan(0);
    expect(slow).toBe(true);
  });
});

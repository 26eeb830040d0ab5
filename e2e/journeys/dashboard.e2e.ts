import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eventually, useJourney } from '../support/browser.ts';
import { apiCall, apiSignIn, createExpressOrder } from '../support/api.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';

function vnDay(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Clicks the first (topmost) bar of a status chart. The chart draws on a canvas: the bar is found by its colour in
 * the canvas's pixels, then clicked where it is drawn, as a person would.
 */
async function clickFirstBar(page: Page, chart: Locator, rgb: [number, number, number]): Promise<void> {
  await chart.locator('canvas').first().waitFor();
  await eventually(async () => {
    const at = await chart.evaluate((el, color) => {
      const canvas = el.querySelector('canvas');
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return null;
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const near = (i: number) => Math.abs(data[i]! - color[0]) < 12 && Math.abs(data[i + 1]! - color[1]) < 12 && Math.abs(data[i + 2]! - color[2]) < 12;
      for (let y = 0; y < height; y += 2) {
        for (let x = 0; x < width; x += 2) {
          // a few pixels of the colour in a row: a bar, not an anti-aliased edge
          if (near((y * width + x) * 4) && near((y * width + x + 4) * 4) && near(((y + 2) * width + x + 2) * 4)) {
            const box = canvas.getBoundingClientRect();
            return { x: box.left + ((x + 4) * box.width) / width, y: box.top + ((y + 4) * box.height) / height };
          }
        }
      }
      return null;
    }, rgb);
    if (!at) return false;
    await page.mouse.click(at.x, at.y);
    return true;
  }).toBe(true);
}

describe('dashboard: the owner’s new outbound and express orders are counted, a bar opens their list, the top bar finds the order by phone', () => {
  const j = useJourney('dashboard');
  const run = Date.now().toString(36).toUpperCase();
  const sku = `DB_E2E_${run}`;
  // a receiver phone no other journey uses
  const phone = `09${String(Date.now()).slice(-8)}`;
  let owner: string;
  let soCode: string;
  let orderCode: string;

  beforeAll(async () => {
    owner = await apiSignIn(DEMO.owner.email);
    const base = { category: 'THOI_TRANG', unit: 'STANDARD', description: 'e2e', grossWeight: 300, netWeight: 250, length: 20, width: 15, height: 5 };
    expect((await apiCall('/ffm/sku/create', owner, { ...base, sku, mCode: `MDB${run}`, sCode: `SDB${run}`, name: `Áo dashboard ${run}` })).body.code).toBe(0);
    const whs = await apiCall<Array<{ id: number; code: string }>>('/ffm/warehouse/list', owner, {});
    const hn = (whs.body.data ?? []).find((w) => w.code === 'HN01')?.id ?? 0;
    // the owner's outbound order (waiting for review) and express order, as an integration creates them
    const so = await apiCall<{ soCode: string }>('/ffm/outbound/create', owner, {
      warehouseId: hn,
      zoneType: 'B2C1D',
      clientOrderCode: `DB-E2E-${run}`,
      toName: 'Lê Thị Bảng',
      toPhone: '0912 345 678',
      toAddress: '12 Liễu Giai',
      toWardCode: '00157',
      shippingServiceType: 2,
      shippingPaymentType: 1,
      shippingRequiredNote: 'CHOXEMHANGKHONGTHU',
      codAmount: 150000,
      goodsValue: 300000,
      goodsName: 'Quần áo',
      items: [{ sku, quantity: 2 }],
    });
    expect(so.body.code, JSON.stringify(so.body)).toBe(0);
    soCode = so.body.data.soCode;
    orderCode = await createExpressOrder(owner, {
      to_name: 'Phạm Văn Tổng',
      to_phone: phone,
      cod_amount: 350_000,
      insurance_value: 0,
      client_order_code: `DB-EX-${run}`,
      content: 'Áo',
      items: [{ name: 'Áo', quantity: 1, price: 350_000 }],
    });
  });

  it('counts them as their lists do, opens the filtered list from a bar, finds the express order by phone', async () => {
    const { page } = j;
    await (await new LoginPage(page).open()).signIn(DEMO.owner.email, DEMO.password);
    const shell = await new ShellPage(page).waitReady();
    await page.goto('/?period=today');
    await page.getByTestId('dashboard-outbound-total').waitFor();

    // the figures are what the lists answer for today
    const today = vnDay(0);
    const outbound = await apiCall<{ statusCounts: Record<string, number> }>('/ffm/outbound/list', owner, { createdFrom: today, createdTo: today, pageSize: 1 });
    const express = await apiCall<{ tabCounts: Record<string, number> }>('/shiip/public-api/v2/shipping-order/list', owner, { from_date: today, to_date: today, pageSize: 1 });
    const digits = (s: string) => Number(s.replace(/\D/g, ''));
    await eventually(async () => digits(await page.getByTestId('dashboard-outbound-total').innerText())).toBe(outbound.body.data.statusCounts.all);
    expect(outbound.body.data.statusCounts['0']).toBeGreaterThanOrEqual(1);
    expect(digits(await page.getByTestId('dashboard-outbound-0').innerText())).toBe(outbound.body.data.statusCounts['0']);
    expect(digits(await page.getByTestId('dashboard-shipping-total').innerText())).toBe(express.body.data.tabCounts.all);
    expect(digits(await page.getByTestId('dashboard-shipping-ORDER_CREATED').innerText())).toBe(express.body.data.tabCounts.ORDER_CREATED);
    // the top SKUs hold the new SKU's outbound order
    await page.getByTestId('dashboard-top-skus-chart').waitFor();
    await page.getByTestId('dashboard-outbound-chart').locator('canvas').first().waitFor();
    await j.shot('1-dashboard');

    // the outbound chart's first bar (new orders) opens the outbound list of that status, created today
    await page.getByTestId('dashboard-outbound-chart').scrollIntoViewIfNeeded();
    await clickFirstBar(page, page.getByTestId('dashboard-outbound-chart'), [19, 168, 158]);
    await page.waitForURL(/\/xuat-hang\/danh-sach-don-xuat\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ status: '0', createdFrom: today, createdTo: today });
    await eventually(() => page.getByTestId('outbound-list').innerText()).toContain(soCode);
    await j.shot('2-outbound-list');

    // the express orders waiting for pickup, from the dashboard's figure, hold the new express order
    await page.goBack();
    await page.getByTestId('dashboard-shipping-ORDER_CREATED').click();
    await page.waitForURL(/\/van-don\/danh-sach\?/);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('ORDER_CREATED');
    await eventually(() => page.getByTestId('shipping-list').innerText()).toContain(orderCode);

    // the top bar finds the express order by the receiver's phone and opens it
    await shell.globalSearch.click();
    await shell.globalSearch.fill(phone);
    const option = page.getByTestId('global-search-results').getByText(orderCode).first();
    await option.waitFor();
    await j.shot('3-search-phone');
    await option.click();
    await eventually(() => page.getByTestId('detail-code').innerText()).toContain(orderCode);
  });
});

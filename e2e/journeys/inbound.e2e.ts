import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, useJourney } from '../support/browser.ts';
import { apiCall, apiSignIn } from '../support/api.ts';
import { DEMO, SCREENSHOT_DIR } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { InboundCreatePage, InboundDetailPage, chooseOption } from '../pages/inbound-pages.ts';
import { InventoryPage } from '../pages/inventory-page.ts';
import { OpsReceivingPage } from '../pages/ops-receiving-page.ts';

/** The staff's page, saved beside the journey's own screenshots (the journey's `shot` takes its first page). */
async function staffShot(page: Page, step: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `inbound-${step}.png`), animations: 'disabled' });
}

/** A date `days` from today in Vietnam, as dd/mm/yyyy and YYYY-MM-DD. */
function vnDate(days: number): { typed: string; key: string } {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  const key = d.toISOString().slice(0, 10);
  const [y, m, dd] = key.split('-');
  return { typed: `${dd}/${m}/${y}`, key };
}

describe('inbound: the client creates an order, the warehouse receives it, the client sees the stock', () => {
  const j = useJourney('inbound');
  // unique per run: the journeys share one database
  const run = Date.now().toString(36).toUpperCase();
  const skuA = `E2E_AO_${run}`;
  const skuB = `E2E_SUA_${run}`;
  const mCodeA = `MA${run}`;
  const code = `PN_${run}`;
  // a lot code in one piece, as suppliers write them: it must break inside its column, not widen the stock list
  const lot = `LOT${run}${run}`;
  const expiry = vnDate(200);

  beforeAll(async () => {
    // two products of the demo store: B manages its expiry date
    const token = await apiSignIn(DEMO.owner.email);
    const base = { category: 'THOI_TRANG', unit: 'STANDARD', description: 'e2e', grossWeight: 300, netWeight: 250, length: 20, width: 15, height: 5 };
    const a = await apiCall('/ffm/sku/create', token, { ...base, sku: skuA, mCode: mCodeA, sCode: `SA${run}`, name: `Áo thun ${run}` });
    const b = await apiCall('/ffm/sku/create', token, { ...base, sku: skuB, mCode: `MB${run}`, sCode: `SB${run}`, name: `Sữa hộp ${run}`, manageExpDate: true });
    expect(a.body.code, JSON.stringify(a.body)).toBe(0);
    expect(b.body.code, JSON.stringify(b.body)).toBe(0);
  });

  it('create, receive one line short and one with a lot and an expiry date, put away, complete; the inventory shows it', async () => {
    const { page } = j;

    // the client creates the order of two SKUs
    await new LoginPage(page).open().then((l) => l.signIn(DEMO.owner.email, DEMO.password));
    await new ShellPage(page).waitReady();
    const create = await new InboundCreatePage(page).open();
    await j.shot('1-create');

    await create.submit.click();
    await eventually(() => create.error(create.warehouse)).toBe('Vui lòng chọn kho nhập hàng');
    expect(await create.error(create.carrier)).toBe('Vui lòng chọn đơn vị vận chuyển');
    expect(await create.error(create.zone)).toBe('Vui lòng chọn loại hàng');
    await eventually(() => create.linesError.innerText()).toBe('Vui lòng thêm ít nhất 1 sản phẩm');
    await j.shot('2-create-errors');

    await chooseOption(page, create.warehouse, 'HN01');
    await chooseOption(page, create.carrier, 'Giao Hàng Nhanh');
    await chooseOption(page, create.zone, 'B2C - 1 ngày');
    await create.code.fill(code);
    // a scanner reads the manufacturer code of A, twice; B is found by searching its name
    await create.scanCode(mCodeA);
    await eventually(() => create.lineQty(skuA).inputValue()).toBe('1');
    await create.scanCode(mCodeA);
    await eventually(() => create.lineQty(skuA).inputValue()).toBe('2');
    await create.scanCode('KHONG_CO_MA_NAY');
    await eventually(() => create.scanFeedback.innerText()).toBe('Không tìm thấy sản phẩm có mã KHONG_CO_MA_NAY');
    await create.searchAndPick(`Sữa hộp ${run}`, skuB);
    await create.lineQty(skuB).waitFor();
    await create.setQty(skuA, 0);
    await eventually(() => page.getByTestId(`line-error-${skuA}`).innerText()).toBe('Số lượng dự kiến phải là số nguyên lớn hơn 0');
    await create.setQty(skuA, 10);
    await create.setQty(skuB, 5);
    await eventually(() => page.getByTestId(`line-error-${skuA}`).count()).toBe(0);
    await j.shot('3-create-filled');

    await create.submit.click();
    await page.waitForURL('**/nhap-hang/chi-tiet-don-nhap-hang?id=*');
    const detail = await new InboundDetailPage(page).waitReady();
    const id = detail.id();
    expect(await detail.status()).toBe(0);
    expect(await page.getByTestId('inbound-detail-code').innerText()).toContain(code);
    expect(await detail.expected(skuA)).toBe('10');
    await j.shot('4-detail-created');

    // provider staff open it in the staff console and start receiving
    const staffPage = await j.newPage();
    await new LoginPage(staffPage, 'staff').open().then((l) => l.signIn(DEMO.ops.email, DEMO.password));
    await new ShellPage(staffPage).waitReady();
    const ops = await new OpsReceivingPage(staffPage).open(id);
    expect(await ops.status()).toBe(0);
    await ops.start.click();
    await eventually(() => ops.status()).toBe(3);

    // the client, whose page still shows 'waiting', tries to cancel: the server refuses with 30002
    await detail.cancelOrder();
    await eventually(() => detail.cancelError.innerText()).toBe('Không thể huỷ đơn nhập ở trạng thái hiện tại');
    await eventually(() => detail.status()).toBe(3);
    await j.shot('5-cancel-refused');

    // A: one unit scanned, seven counted by hand: 8 of 10
    await ops.scanProduct(mCodeA);
    await eventually(() => ops.progress(skuA)).toBe('1/10');
    await ops.pickLine(skuA);
    await ops.setQuantity(7);
    await ops.record.click();
    await eventually(() => ops.progress(skuA)).toBe('8/10');

    // B manages its expiry: a scan picks it into the form, which needs the date
    await ops.scanProduct(skuB);
    await eventually(() => ops.feedback.innerText()).toContain(skuB);
    await ops.setQuantity(5);
    await ops.lot.fill(lot);
    await ops.record.click();
    await eventually(async () => (await staffPage.locator('.ant-form-item').filter({ has: ops.expiry }).locator('.ant-form-item-explain-error').allInnerTexts()).join(' ')).toBe(
      'Sản phẩm quản lý hạn sử dụng: vui lòng nhập hạn sử dụng',
    );
    // typing the date and Enter records the line (the form submits on Enter, as a scanner station wants)
    await ops.typeDate(ops.expiry, expiry.typed);
    await eventually(() => ops.progress(skuB)).toBe('5/5');
    await eventually(() => ops.feedback.innerText()).toContain('5/5');
    await staffShot(staffPage, '6-received');

    // finishing with A short asks for a confirmation (30007)
    await ops.finish.click();
    await ops.mismatchModal.waitFor();
    expect(await staffPage.locator('.ant-modal-title').filter({ hasText: 'Số lượng thực nhận khác số lượng dự kiến' }).count()).toBe(1);
    await staffShot(staffPage, '7-mismatch');
    await ops.mismatchConfirm.click();
    await eventually(() => ops.status()).toBe(4);

    // put-away: B to its own location, the rest by scanning one location
    await ops.putRow(skuB, 'B-01-01');
    await eventually(() => ops.putAwayFeedback.innerText()).toContain('B-01-01');
    await staffShot(staffPage, '8-put-away');
    await ops.scanLocation('A-01-01');
    await eventually(() => ops.putAwayFeedback.innerText()).toContain('A-01-01');
    await ops.complete.click();
    await eventually(() => ops.status()).toBe(99);
    await staffShot(staffPage, '9-complete');

    // the client sees the order complete with what was received
    await page.reload();
    await detail.waitReady();
    expect(await detail.status()).toBe(99);
    expect(await detail.received(skuA)).toBe('8');
    expect(await detail.received(skuB)).toBe('5');
    await j.shot('10-detail-complete');

    // … and the stock: detail per lot, summary per SKU
    const inventory = await new InventoryPage(page).open();
    await inventory.search(run);
    await eventually(() => inventory.detail('qty', 'HN01', skuA, '')).toBe('8');
    expect(await inventory.detail('available', 'HN01', skuA, '')).toBe('8');
    expect(await inventory.detail('qty', 'HN01', skuB, lot)).toBe('5');
    expect(await inventory.detail('expiry', 'HN01', skuB, lot)).toBe(expiry.typed);
    // at 1366 px the stock's columns fit without scrolling sideways, the long lot code included
    const widths = await page.locator('.data-table').first().locator('.ant-table-body, .ant-table-content').first().evaluate((b) => ({ scroll: b.scrollWidth, client: b.clientWidth }));
    expect(widths.scroll, `/ton-kho: ${widths.scroll} px of columns in ${widths.client} px`).toBeLessThanOrEqual(widths.client);
    await j.shot('11-inventory-detail');

    await inventory.showSummary();
    await inventory.search(run);
    await eventually(() => inventory.summary('qty', 'HN01', skuA)).toBe('8');
    expect(await inventory.summary('available', 'HN01', skuA)).toBe('8');
    expect(await inventory.summary('qty', 'HN01', skuB)).toBe('5');
    expect(await inventory.summary('available', 'HN01', skuB)).toBe('5');
    expect(await inventory.summary('defective', 'HN01', skuB)).toBe('0');
    await j.shot('12-inventory-summary');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, IPHONE, eventually, useJourney, type TJourney } from '../support/browser.ts';
import { apiCall, apiSignIn } from '../support/api.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { MobilePage } from '../pages/status-pages.ts';

/** The client's lists (SKU list, SKU stock, upload histories, inbound list, sync history, inventory, groups). */
const CLIENT_LISTS = [
  { path: '/san-pham/danh-sach-san-pham', menu: 'skuList' },
  { path: '/san-pham/ton-kho', menu: 'skuStock' },
  { path: '/san-pham/upload', menu: 'skuUpload' },
  { path: '/nhap-hang/danh-sach-don-nhap', menu: 'inboundList' },
  { path: '/nhap-hang/lich-su-dong-bo', menu: 'inboundSyncHistory' },
  { path: '/nhap-hang/upload-don-nhap-hang', menu: 'inboundUploadHistory' },
  { path: '/ton-kho', menu: 'inventory' },
  { path: '/phan-quyen', menu: 'permissionGroups' },
] as const;
/** The provider staff's lists: locations, stock log, configuration. */
const STAFF_LISTS = [
  { path: '/kho/vi-tri', menu: 'locations' },
  { path: '/kho/nhat-ky', menu: 'stockLog' },
  { path: '/cau-hinh-he-thong', menu: 'systemConfig' },
] as const;

type TBox = { x: number; y: number; width: number; height: number };

function intersects(a: TBox, b: TBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(l: Locator): Promise<TBox> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

async function signIn(page: Page, portal: 'client' | 'staff', username: string): Promise<void> {
  await new LoginPage(page, portal).open().then((l) => l.signIn(username, DEMO.password));
  await page.getByTestId('app-shell').waitFor({ timeout: 30_000 });
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('app-shell').waitFor({ timeout: 30_000 });
  await page.locator('.page-header__title').first().waitFor();
}

/** The page scrolls sideways: its document is wider than the window. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

/**
 * Each DataTable of the page that is wider than its box: the cue on the right (the edge shadow), then scrolled to
 * its end, the code column and the actions column still inside the box. Answers how many scrolled.
 */
async function checkWideTables(page: Page): Promise<number> {
  const tables = page.locator('.data-table');
  await tables.first().waitFor();
  await page.locator('.data-table .ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  let wide = 0;
  for (let i = 0; i < (await tables.count()); i++) {
    const table = tables.nth(i);
    if (!(await table.isVisible())) continue;
    const scroller = table.locator('.ant-table-content, .ant-table-body').first();
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    if (overflow <= 1) continue;
    wide++;
    const container = await box(table.locator('.ant-table-container'));
    const cue = table.locator('.ant-table-fix-end-shadow-show, .ant-table-cell-fix-end-shadow-show');
    await eventually(() => cue.count()).toBeGreaterThan(0);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await eventually(() => table.locator('.ant-table-fix-start-shadow-show, .ant-table-cell-fix-start-shadow-show').count()).toBeGreaterThan(0);
    const head = table.locator('.ant-table-thead tr').first().locator('th:not(.ant-table-selection-column)');
    const first = await box(head.first());
    expect(first.x, 'the code column stays in view').toBeGreaterThanOrEqual(container.x - 1);
    expect(first.x + first.width).toBeLessThanOrEqual(container.x + container.width + 1);
    const actions = table.locator('.ant-table-thead th.ant-table-cell-fix-end');
    if ((await actions.count()) > 0) {
      const last = await box(actions.last());
      expect(last.x + last.width, 'the actions column stays in view').toBeLessThanOrEqual(container.x + container.width + 1);
      expect(last.x).toBeGreaterThanOrEqual(container.x - 1);
    }
  }
  return wide;
}

function selectedMenuKey(page: Page): Promise<string | null> {
  return page.locator('.side-menu .ant-menu-item-selected [data-testid^="menu-"]').first().getAttribute('data-testid');
}

/**
 * The inbound form saved empty while scrolled to its end: the first field in error comes into view below the
 * header and above the save bar, and the toast covers neither the title nor that field.
 */
async function checkFormErrors(j: TJourney, shot: string): Promise<void> {
  const { page } = j;
  await openPage(page, '/nhap-hang/tao-don-nhap');
  await page.getByTestId('inbound-create-form').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = page.locator('.inbound-form__footer');
  await bar.locator('button').last().click();
  const firstError = page.locator('.ant-form-item-has-error').first();
  await firstError.waitFor();
  const toastBox = page.locator('.ffm-toast').first();
  await toastBox.waitFor();
  await page.waitForTimeout(700); // the smooth scroll and the toast's entrance
  const err = await box(firstError);
  const barBox = await box(bar);
  const header = await box(page.locator('.app-shell__header'));
  expect(err.y, 'the first error is below the header').toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(err.y + err.height, 'the first error is above the save bar').toBeLessThanOrEqual(barBox.y + 1);
  const toast = await box(toastBox);
  expect(intersects(toast, err), 'the toast does not cover the first error').toBe(false);
  // the title, wherever the page stands: scrolled back to the top, the toast is still up
  await page.evaluate(() => window.scrollTo(0, 0));
  const title = await box(page.locator('.page-header__title').first());
  expect(intersects(await box(toastBox), title), 'the toast does not cover the title').toBe(false);
  await j.shot(shot);
}

describe('screens at 1366 px', () => {
  const j = useJourney('screens', { ...DESKTOP, viewport: { width: 1366, height: 768 } });
  let skuId = 0;

  beforeAll(async () => {
    // a product with a long name, so the lists have a row
    const token = await apiSignIn(DEMO.owner.email);
    const run = Date.now().toString(36).toUpperCase();
    const r = await apiCall<{ id: number }>('/ffm/sku/create', token, {
      sku: `E2E_SCR_${run}`,
      mCode: `MSCR${run}`,
      sCode: `SSCR${run}`,
      name: `Màn hình rộng ${run} - một tên sản phẩm khá dài để kiểm tra cột`,
      category: 'THOI_TRANG',
      unit: 'STANDARD',
      description: 'e2e',
      grossWeight: 300,
      netWeight: 250,
      length: 20,
      width: 15,
      height: 5,
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    skuId = r.body.data.id;
  });

  it("the client's lists keep the code and actions columns in view; a detail page highlights its list; a form's first error is in view", async () => {
    const { page } = j;
    await signIn(page, 'client', DEMO.owner.email);
    let wide = 0;
    for (const l of CLIENT_LISTS) {
      await openPage(page, l.path);
      wide += await checkWideTables(page);
      expect(await selectedMenuKey(page)).toBe(`menu-${l.menu}`);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await j.shot(`1366-${l.menu}`);
    }
    expect(wide, 'some lists are wider than 1366 px').toBeGreaterThan(0);

    // a detail page: the menu highlights the list it belongs to
    await openPage(page, `/san-pham/chi-tiet-san-pham?id=${skuId}`);
    expect(await selectedMenuKey(page)).toBe('menu-skuList');
    await j.shot('1366-sku-detail');

    await checkFormErrors(j, '1366-inbound-form-errors');
  });

  it("the staff's lists too", async () => {
    const { page } = j;
    await signIn(page, 'staff', DEMO.ops.email);
    for (const l of STAFF_LISTS) {
      await openPage(page, l.path);
      await checkWideTables(page);
      expect(await selectedMenuKey(page)).toBe(`menu-${l.menu}`);
      await j.shot(`1366-${l.menu}`);
    }
  });
});

describe('screens on a 390 px phone', () => {
  const j = useJourney('screens', IPHONE);

  it('after "continue" the menu is a drawer and no page scrolls sideways', async () => {
    const { page } = j;
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/mobile');
    await (await new MobilePage(page).waitReady()).continueButton.click();
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn(page, 'client', DEMO.owner.email);
    expect(await page.getByTestId('side-menu').count(), 'no side menu on a phone').toBe(0);

    for (const l of CLIENT_LISTS) {
      await openPage(page, l.path);
      await page.locator('.data-table').first().waitFor();
      expect(await sidewaysOverflow(page), `${l.path} does not scroll sideways`).toBeLessThanOrEqual(0);
      await j.shot(`390-${l.menu}`);
    }

    // the drawer: the current entry highlighted, a tap leads there and closes it
    await page.getByTestId('shell-menu-button').click();
    const drawer = page.getByTestId('side-menu');
    await drawer.waitFor();
    expect(await selectedMenuKey(page)).toBe('menu-permissionGroups');
    await j.shot('390-drawer');
    await page.getByTestId('menu-skuList').click();
    await page.waitForURL((u) => u.pathname === '/san-pham/danh-sach-san-pham');
    await drawer.waitFor({ state: 'hidden' });

    await page.goto('/');
    await page.getByTestId('app-shell').waitFor();
    expect(await sidewaysOverflow(page), 'the home page does not scroll sideways').toBeLessThanOrEqual(0);
    await j.shot('390-home');

    await checkFormErrors(j, '390-inbound-form-errors');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

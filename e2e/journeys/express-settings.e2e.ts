import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from '../support/browser.ts';
import { apiSignIn } from '../support/api.ts';
import { BASE_URL, DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';

/** The label of the checked option of a radio group (antd), by the group's test id. */
async function checkedIn(page: Page, testId: string): Promise<string> {
  const checked = page.getByTestId(testId).locator('label.ant-radio-button-wrapper-checked, label.ant-radio-wrapper-checked');
  await checked.first().waitFor();
  return (await checked.first().innerText()).trim();
}

async function switchShop(page: Page, name: string): Promise<void> {
  const switcher = page.getByTestId('shop-switcher');
  await expect
    .poll(
      async () => {
        if ((await switcher.innerText()).includes(name)) return true;
        await switcher.click();
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name })
          .click({ timeout: 3_000 })
          .catch(() => undefined);
        return (await switcher.innerText()).includes(name);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The system defaults back on every shop of the demo owner: the other journeys create orders with them. */
async function restoreDefaults(): Promise<void> {
  const token = await apiSignIn(DEMO.owner.email);
  const post = (path: string, body: unknown, shopId?: number) =>
    fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, ...(shopId ? { shopid: String(shopId) } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: { shops: Array<{ id: number }> } }>);
  const info = await post('/ffm/user-info', {});
  for (const shop of info.data.shops) {
    await post(
      '/ffm/express-setting/update',
      { pickMode: 'address', pickHubId: null, pickStationId: null, serviceTypeId: 2, paymentTypeId: 1, requiredNote: 'CHOXEMHANGKHONGTHU', pickupBeforeNoon: true, insureByDefault: false },
      shop.id,
    );
  }
}

describe('express settings: the shop’s defaults for new shipping orders', () => {
  const j = useJourney('express-settings');
  afterAll(restoreDefaults);

  it('the owner saves the Hà Nội shop’s defaults; the create forms start from them and follow the shop switcher without losing what was chosen', async () => {
    const { page } = j;
    await new LoginPage(page).open().then((l) => l.signIn(DEMO.owner.email, DEMO.password));
    const shell = await new ShellPage(page).waitReady();
    await switchShop(page, 'Shop Demo Hà Nội');

    await shell.menuItem('expressSettings').click();
    await page.getByTestId('express-settings-form').waitFor();
    await page.getByTestId('es-pick-mode').getByText('Gửi hàng tại bưu cục').click();
    await page.getByTestId('es-station').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Bưu cục Cầu Giấy' }).click();
    await page.getByTestId('es-service').getByText('Nhanh').click();
    await page.getByTestId('es-payment').getByText('Người nhận trả phí').click();
    await page.getByTestId('es-required-note').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Không cho xem hàng' }).click();
    await page.getByTestId('es-insure').click();
    // leaving with unsaved changes asks first
    await shell.menuItem('shops').click();
    await page.getByTestId('unsaved-stay').click();
    await page.getByTestId('es-save').click();
    await page.getByTestId('es-updated').getByText('Cập nhật lần cuối').waitFor();
    await j.shot('1-saved');

    // the express create form starts from them
    await shell.menuItem('shippingCreate').click();
    await page.getByTestId('shipping-create-page').waitFor();
    await page.getByTestId('from-settings').waitFor();
    expect(await checkedIn(page, 'f-service')).toBe('Nhanh');
    expect(await page.getByTestId('f-pick').innerText()).toContain('Bưu cục Cầu Giấy');
    expect(await page.getByTestId('f-insure').isChecked()).toBe(true);
    expect(await page.getByTestId('shipping-create-page').getByText('Người nhận trả phí').locator('xpath=ancestor::label').getAttribute('class')).toContain('ant-radio-wrapper-checked');
    expect(await page.getByTestId('shipping-create-page').getByText('Không cho xem hàng').isVisible()).toBe(true);
    await j.shot('2-create-prefilled');

    // the user picks a service; another shop (still on the system defaults) re-fills only the rest
    await page.getByTestId('f-service').getByText('Tiết kiệm').click();
    await switchShop(page, 'Shop Demo Sài Gòn');
    await expect.poll(() => page.getByTestId('f-pick').innerText()).toContain('Tại địa chỉ cửa hàng');
    expect(await checkedIn(page, 'f-service')).toBe('Tiết kiệm');
    expect(await page.getByTestId('f-insure').isChecked()).toBe(false);
    expect(await page.getByTestId('shipping-create-page').getByText('Cho xem hàng, không cho thử').isVisible()).toBe(true);
    await j.shot('3-other-shop');

    // the outbound form's courier part follows the Hà Nội shop's defaults too
    await switchShop(page, 'Shop Demo Hà Nội');
    await shell.menuItem('outboundCreate').click();
    await page.getByTestId('unsaved-leave').click();
    await page.getByTestId('outbound-form').waitFor();
    await expect.poll(() => page.getByTestId('outbound-form').getByText('Không cho xem hàng').isVisible()).toBe(true);
    expect(await page.getByTestId('outbound-form').getByText('Người nhận trả phí').isVisible()).toBe(true);
    await j.shot('4-outbound-prefilled');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../apps/server/src/test/kits/pdf.ts';
import { eventually, useJourney } from '../support/browser.ts';
import { apiCall, apiSignIn } from '../support/api.ts';
import { BASE_URL, DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { chooseOption, pickAddress } from '../pages/inbound-pages.ts';
import { OutboundCreatePage } from '../pages/outbound-pages.ts';

const OPTION = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

/** The text of a PDF (headless Chromium hands PDFs to its downloads: the file is asked for again and read). */
async function pdfText(body: Buffer): Promise<string> {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await readPdf(new Uint8Array(body))).pages.map((p) => p.text).join(' ');
}

/** The delivery note the detail page's print button downloads, asked for again with the owner's token. */
async function deliveryNote(token: string, id: number): Promise<string> {
  const res = await fetch(`${BASE_URL}/ffm/outbound/get-print-bill`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify({ ids: [id] }) });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

/**
 * Issue 24: addresses since 1 July 2025 (34 provinces, no district) in the portal. The owner creates an express order
 * and an outbound order with a 2025 address picked in the one address picker (a ward found by its old name and by its
 * English name), prints the label and the delivery note, and re-uses a stored pre-2025 address whose ward was split:
 * the form asks which new ward, and never guesses.
 */
describe('2025 addresses: express and outbound orders created with the address picker, their documents printed', () => {
  const j = useJourney('addresses-2025');
  const run = Date.now().toString(36).toUpperCase();
  const sku = `ADR_${run}`;
  let owner: string;
  let hn: number;

  beforeAll(async () => {
    owner = await apiSignIn(DEMO.owner.email);
    const created = await apiCall('/ffm/sku/create', owner, { category: 'THOI_TRANG', unit: 'STANDARD', sku, mCode: `M${sku}`, sCode: `S${sku}`, name: `Áo địa chỉ ${run}`, description: 'e2e', grossWeight: 300, netWeight: 250, length: 20, width: 15, height: 5 });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const whs = await apiCall<Array<{ id: number; code: string }>>('/ffm/warehouse/list', owner, {});
    hn = (whs.body.data ?? []).find((w) => w.code === 'HN01')?.id ?? 0;
  });

  it('creates an express order at a ward found by its old name and prints its A5 label with the 2025 address', async () => {
    const { page } = j;
    await (await new LoginPage(page).open()).signIn(DEMO.owner.email, DEMO.password);
    await new ShellPage(page).waitReady();
    await page.goto('/van-don/tao-don');
    await page.getByTestId('f-to_name').waitFor();
    await page.getByTestId('f-to_name').fill('Phạm Thị Sài Gòn');
    await page.getByTestId('f-to_phone').fill('0901234567');
    // no province yet: "Bến Nghé" (an old ward of Quận 1) finds Phường Sài Gòn, said to be the old name
    const ward = page.getByTestId('f-area-ward');
    await ward.click();
    await ward.locator('input').fill('ben nghe');
    const found = page.locator(OPTION).filter({ hasText: 'Phường Sài Gòn' }).first();
    await found.waitFor();
    expect(await found.innerText()).toContain('tên cũ: Phường Bến Nghé');
    expect(await page.getByTestId('f-district').count()).toBe(0);
    await j.shot('1-old-name');
    await found.click();
    // picking the ward chose its province
    await eventually(() => page.getByTestId('f-area-province').innerText()).toContain('Thành phố Hồ Chí Minh');
    await page.getByTestId('f-to_address').fill('12 Lý Tự Trọng');
    await page.getByTestId('f-weight').fill('800');
    await page.getByTestId('f-client_order_code').fill(`ADR-E-${run}`);
    await j.shot('2-express-filled');
    await page.getByTestId('shipping-submit').click();
    await page.getByTestId('open-created').click();
    await page.getByTestId('detail-timeline').waitFor();
    const orderCode = (await page.getByTestId('detail-code').innerText()).replace(/^.*\s/, '').trim();
    expect(orderCode).toMatch(/^GY\d{10}$/);

    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('action-print').locator('button').first().click()]);
    const asked = await popup.waitForRequest((r) => r.url().includes('/a5/public-api/printA5?token='));
    const label = await page.request.get(asked.url());
    expect(label.status()).toBe(200);
    const text = await pdfText(await label.body());
    expect(text).toContain(orderCode);
    expect(text).toContain('12 Lý Tự Trọng, Phường Sài Gòn, Thành phố Hồ Chí Minh');
    await popup.close();
  }, 120_000);

  it('creates an outbound order at a ward found by its English name and prints its delivery note', async () => {
    const { page } = j;
    await (await new LoginPage(page).open()).signIn(DEMO.owner.email, DEMO.password);
    await new ShellPage(page).waitReady();
    const create = await new OutboundCreatePage(page).open();
    await chooseOption(page, create.warehouse, 'HN01');
    await create.searchAndPick(create.productSearch, sku.toLowerCase(), sku);
    await create.toName.fill('Lê Văn Ba Đình');
    await create.toPhone.fill('0912 345 678');
    await create.toAddress.fill('1 Điện Biên Phủ');
    await pickAddress(page, 'outbound-to-area', { province: 'Hà Nội', wardQuery: 'Ba Dinh Ward', ward: 'Phường Ba Đình' });
    await j.shot('3-outbound-filled');
    await page.getByTestId('outbound-save-draft').click();
    await page.getByTestId('outbound-print-bill').waitFor({ timeout: 30_000 });
    await eventually(() => page.getByTestId('outbound-detail').innerText()).toContain('1 Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội');
    const [note] = await Promise.all([page.waitForResponse((r) => r.url().includes('/ffm/outbound/get-print-bill')), page.getByTestId('outbound-print-bill').click()]);
    expect(note.status()).toBe(200);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    expect(await deliveryNote(owner, id)).toContain('1 Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội');
  }, 120_000);

  it('re-uses a stored pre-2025 address of a split ward: shows it, asks which new ward, keeps the old one beside it', async () => {
    const { page } = j;
    // stored before 2025: Phường Dịch Vọng (Quận Cầu Giấy), split between Phường Cầu Giấy and Phường Nghĩa Đô
    const old = await apiCall<{ id: number }>('/ffm/outbound/create', owner, {
      warehouseId: hn,
      zoneType: 'B2C1D',
      toName: 'Đỗ Văn Dịch Vọng',
      toPhone: '0912345678',
      toAddress: '8 Trần Thái Tông',
      toProvinceId: 1,
      toDistrictId: 5,
      toWardCode: '00166',
      items: [{ sku, quantity: 1 }],
    });
    expect(old.body.code, JSON.stringify(old.body)).toBe(0);
    await (await new LoginPage(page).open()).signIn(DEMO.owner.email, DEMO.password);
    await new ShellPage(page).waitReady();
    await page.goto(`/xuat-hang/tao-don-xuat?id=${old.body.data.id}`);
    const prompt = page.getByTestId('outbound-to-area-old');
    await prompt.waitFor({ timeout: 30_000 });
    await eventually(() => prompt.innerText()).toContain('Phường Dịch Vọng, Quận Cầu Giấy, Thành phố Hà Nội');
    const choices = page.getByTestId('outbound-to-area-split').locator('.ant-radio-wrapper');
    await eventually(() => choices.count()).toBeGreaterThan(1);
    const names = await choices.allInnerTexts();
    expect(names.some((n) => n.includes('Phường Cầu Giấy'))).toBe(true);
    // nothing is guessed: saving before a choice is refused (the server's message, under the picker)
    await page.getByTestId('outbound-save').click();
    await eventually(() => page.locator('.ant-form-item').filter({ has: page.getByTestId('outbound-to-area') }).locator('.ant-form-item-explain-error').innerText()).toContain('Địa chỉ người nhận không hợp lệ');
    await j.shot('4-split-ward');
    await choices.filter({ hasText: 'Phường Cầu Giấy' }).first().click();
    await page.getByTestId('outbound-save').click();
    await eventually(() => page.getByTestId('outbound-detail').innerText()).toContain('8 Trần Thái Tông, Phường Cầu Giấy, Thành phố Hà Nội');
    expect(await page.getByTestId('outbound-old-address').innerText()).toContain('Phường Dịch Vọng, Quận Cầu Giấy, Thành phố Hà Nội');
    const text = await deliveryNote(owner, old.body.data.id);
    expect(text).toContain('Phường Cầu Giấy, Thành phố Hà Nội');
    expect(text).toContain('Địa chỉ cũ: Phường Dịch Vọng, Quận Cầu Giấy, Thành phố Hà Nội');
  }, 120_000);
});

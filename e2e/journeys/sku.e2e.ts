import * as XLSX from '@e965/xlsx';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, useJourney } from '../support/browser.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { SkuDetailPage, SkuFormPage } from '../pages/sku-form-page.ts';
import { SkuListPage } from '../pages/sku-list-page.ts';
import { SkuUploadPage } from '../pages/sku-upload-page.ts';

const GROSS_WEIGHT_MESSAGE = 'Khối lượng cả bì (g) phải là số nguyên lớn hơn 0';

/** The header row of the SKU template, as the template download writes it ('*' marks required columns). */
const HEADER = [
  'Mã SKU', 'Mã nhà sản xuất*', 'Mã khách hàng*', 'Tên sản phẩm*', 'Danh mục*', 'Đơn vị tính', 'Tag', 'Mô tả*', 'Quản lý hạn sử dụng',
  'Quản lý ngày sản xuất', 'Khối lượng cả bì (g)*', 'Khối lượng tịnh (g)*', 'Chiều dài (cm)*', 'Chiều rộng (cm)*', 'Chiều cao (cm)*',
  'Thể tích (cm³)', 'Ghi chú',
];

/** A real xlsx workbook, one sheet: the header row and the rows. */
function xlsxOf(rows: Array<Array<string | number | null>>): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Dữ liệu');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The first sheet of a downloaded xlsx, as rows of cells. */
async function readDownload(download: Download): Promise<unknown[][]> {
  // the browser runs as a server of its own: the file comes over its connection
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  const wb = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
  const sheet = wb.Sheets[wb.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
}

describe('products (SKU)', () => {
  const j = useJourney('sku');
  // codes of this run: a journey re-run against the same portal does not collide with itself
  const RUN = Date.now().toString(36).toUpperCase();
  const prefix = `E2E${RUN}`;

  it('create a SKU through the form: a wrong weight is refused with its message', async () => {
    const { page } = j;
    const login = await new LoginPage(page).open();
    await login.signIn(DEMO.owner.email, DEMO.password);
    const shell = await new ShellPage(page).waitReady();

    await shell.menuItem('skuCreate').click();
    await page.waitForURL(`**${SkuFormPage.PATH}`);
    const form = await new SkuFormPage(page).waitReady();
    // the rule is checked as the user types
    await form.type('grossWeight', '0');
    await eventually(() => form.error('grossWeight')).toBe(GROSS_WEIGHT_MESSAGE);
    await form.type('grossWeight', 'abc');
    await eventually(() => form.error('grossWeight')).toBe(GROSS_WEIGHT_MESSAGE);
    await form.item('grossWeight').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await j.shot('1-wrong-weight');

    await form.fill('sku', `${prefix}_FORM`);
    await form.fill('name', 'Bánh đậu xanh hộp thiếc');
    await form.fill('mCode', `${prefix}M0`);
    await form.fill('sCode', `${prefix}S0`);
    await form.choose('category', 'Bách hoá');
    await form.fill('description', 'Hộp thiếc 250 g, đặc sản Hải Dương');
    await form.type('grossWeight', '300');
    await eventually(() => form.error('grossWeight')).toBe('');
    await form.fill('netWeight', '250');
    await form.fill('length', '20');
    await form.fill('width', '15');
    await form.fill('height', '5');
    // 20 × 15 × 5 / 5000 kg = 0.3 kg
    await eventually(() => form.derivedVolumetric()).toBe('300 g');
    await j.shot('2-form-filled');
    await form.save.click();
    await page.waitForURL((u) => u.pathname === SkuDetailPage.PATH && u.searchParams.has('id'));
    const detail = await new SkuDetailPage(page).waitReady();
    expect(await detail.code()).toBe(`${prefix}_FORM`);
    expect(await detail.text('sku-view-grossWeight')).toBe('300 g');
    expect(await detail.text('sku-view-volumetric')).toBe('300 g');
    await j.shot('3-created');
  });

  it('upload a file with 3 valid and 2 invalid rows, read the messages and the error file, confirm, find the 3 and export', async () => {
    const { page } = j;
    const login = await new LoginPage(page).open();
    await login.signIn(DEMO.owner.email, DEMO.password);
    const shell = await new ShellPage(page).waitReady();
    const up = `${prefix}U`;

    await shell.menuItem('skuUpload').click();
    await page.waitForURL(`**${SkuUploadPage.PATH}`);
    const upload = await new SkuUploadPage(page).waitReady();
    // rows 5 and 6 are invalid: a zero weight; a missing name and a code that repeats row 2's
    const file = xlsxOf([
      [`${up}_A`, `${up}MA`, `${up}SA`, 'Áo thun trắng', 'Thời trang', 'Cái', 'e2e', 'Áo cotton', 'Không', 'Không', 250, 200, 30, 20, 2.5, null, ''],
      [`${up}_B`, `${up}MB`, `${up}SB`, 'Áo thun đen', 'THOI_TRANG', 'CAI', 'e2e', 'Áo cotton', 'Có', 'Không', 260, 210, 30, 20, 3, null, 'ghi chú'],
      [`${up}_C`, `${up}MC`, `${up}SC`, 'Quần jean', 'Thời trang', '', 'e2e', 'Quần dài', 'Không', 'Có', 500, 450, 40, 30, 5, null, ''],
      [`${up}_D`, `${up}MD`, `${up}SD`, 'Mũ lưỡi trai', 'Thời trang', 'Cái', 'e2e', 'Mũ vải', 'Không', 'Không', 0, 100, 20, 20, 10, null, ''],
      [`${up}_A`, `${up}ME`, `${up}SE`, '', 'Thời trang', 'Cái', 'e2e', 'Không tên', 'Không', 'Không', 100, 90, 10, 10, 10, null, ''],
    ]);
    await upload.upload(`san-pham-${RUN}.xlsx`, file);
    await eventually(() => upload.validCount.innerText()).toBe('3');
    expect(await upload.invalidCount.innerText()).toBe('2');

    const messages = await upload.invalidMessages();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual([`Lỗi tại dòng 5: ${GROSS_WEIGHT_MESSAGE}`]);
    expect(messages[1]).toContain('Lỗi tại dòng 6: Tên sản phẩm không được để trống');
    expect(messages[1]).toContain('Lỗi tại dòng 6: Mã SKU bị trùng lặp với dòng 2');
    await j.shot('4-review-invalid');
    // codes typed in the file show as their names in the review
    const review = await page.locator('.upload-rows').first().innerText();
    expect(review).not.toContain('THOI_TRANG');

    // the invalid rows as an xlsx with an error column, read back
    const errorFile = await readDownload(await upload.download(page.getByTestId('upload-download-invalid')));
    const header = errorFile[0] as string[];
    expect(header.slice(0, 4)).toEqual(HEADER.slice(0, 4));
    expect(header.at(-1)).toBe('Lỗi');
    expect(errorFile).toHaveLength(3);
    const errorColumn = header.length - 1;
    expect(errorFile[1]![0]).toBe(`${up}_D`);
    expect(String(errorFile[1]![errorColumn])).toBe(`Lỗi tại dòng 5: ${GROSS_WEIGHT_MESSAGE}`);
    expect(String(errorFile[2]![errorColumn])).toContain('Lỗi tại dòng 6: Tên sản phẩm không được để trống');
    expect(String(errorFile[2]![errorColumn])).toContain('Lỗi tại dòng 6: Mã SKU bị trùng lặp với dòng 2');

    // confirm: per-row progress, 'created 3 of 3'
    await upload.confirmAndWait(true);
    await eventually(() => upload.progressText.innerText()).toBe('Đã tạo 3 / 3');
    expect(await page.getByTestId('upload-result-title').innerText()).toBe('Đã tạo 3 / 3');
    await j.shot('5-confirmed');

    // the 3 are in the list, found by search: code, name without accents, customer code; any case
    await page.getByTestId('upload-go-list').click();
    const list = await new SkuListPage(page).waitReady();
    const created = [`${up}_A`, `${up}_B`, `${up}_C`];
    await list.searchFor(up.toLowerCase());
    await eventually(async () => (await list.codes()).sort()).toEqual(created);
    await list.searchFor('quan jean');
    await eventually(() => list.codes()).toContain(`${up}_C`);
    await list.searchFor(`${up}SB`);
    await eventually(() => list.codes()).toEqual([`${up}_B`]);
    await list.searchFor(up);
    await eventually(async () => (await list.codes()).sort()).toEqual(created);
    await j.shot('6-list-search');

    // the filtered list exported, read back
    const exported = await readDownload(await list.download());
    expect(exported[0]).toContain('Mã SKU');
    expect(exported.slice(1).map((r) => r[0]).sort()).toEqual(created);

    // the uploaded file's detail, from the upload history
    await shell.menuItem('skuUpload').click();
    await page.waitForURL(`**${SkuUploadPage.PATH}`);
    await page.getByTestId('upload-history').getByText(`san-pham-${RUN}.xlsx`).click();
    await page.waitForURL((u) => u.pathname === '/san-pham/chi-tiet-don-excel' && u.searchParams.has('id'));
    await eventually(() => page.getByTestId('file-created').innerText()).toBe('3');
    await j.shot('7-file-detail');
  });
});

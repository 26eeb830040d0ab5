import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OUTBOUND_UPLOAD_COLUMNS, templateHeader } from '@ffm/domain';
import { eventually, useJourney } from '../support/browser.ts';
import { apiCall, apiSignIn } from '../support/api.ts';
import { DEMO, SCREENSHOT_DIR } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { chooseOption, pickAddress } from '../pages/inbound-pages.ts';
import { OutboundCreatePage, OutboundDetailPage } from '../pages/outbound-pages.ts';
import { ShippingDetailPage } from '../pages/shipping-pages.ts';
import { SkuUploadPage } from '../pages/sku-upload-page.ts';

function vnDay(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function staffShot(page: Page, step: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `outbound-${step}.png`), animations: 'disabled' });
}

describe('outbound: the owner orders two SKUs, the warehouse picks, packs and hands over, the owner follows it', () => {
  const j = useJourney('outbound');
  const run = Date.now().toString(36).toUpperCase();
  const skuA = `OB_AO_${run}`;
  const skuB = `OB_SUA_${run}`;
  const mCodeA = `MOA${run}`;
  let owner: string;
  let ops: string;
  let hn: number;

  const summary = async (sku: string) => {
    const r = await apiCall<{ items: Array<{ qty: number; qtyAvailable: number; qtyAllocated: number }> }>('/ffm/inventory/summary-list', owner, { sku });
    return r.body.data.items[0] ?? { qty: 0, qtyAvailable: 0, qtyAllocated: 0 };
  };

  beforeAll(async () => {
    owner = await apiSignIn(DEMO.owner.email);
    ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
    const base = { category: 'THOI_TRANG', unit: 'STANDARD', description: 'e2e', grossWeight: 300, netWeight: 250, length: 20, width: 15, height: 5 };
    expect((await apiCall('/ffm/sku/create', owner, { ...base, sku: skuA, mCode: mCodeA, sCode: `SOA${run}`, name: `Áo khoác ${run}` })).body.code).toBe(0);
    expect((await apiCall('/ffm/sku/create', owner, { ...base, sku: skuB, mCode: `MOB${run}`, sCode: `SOB${run}`, name: `Sữa chua ${run}`, manageExpDate: true })).body.code).toBe(0);
    const whs = await apiCall<Array<{ id: number; code: string }>>('/ffm/warehouse/list', owner, {});
    hn = (whs.body.data ?? []).find((w) => w.code === 'HN01')?.id ?? 0;
    // stock: 10 of A; B in two lots, the later expiry received first
    const inbound = await apiCall<{ id: number }>('/ffm/inbound/create', owner, {
      warehouseId: hn,
      tplInbound: 'GHN',
      zoneType: 'B2C1D',
      estimateReceivedTime: vnDay(0),
      lines: [
        { sku: skuA, expectedQuantity: 10 },
        { sku: skuB, expectedQuantity: 8 },
      ],
    });
    expect(inbound.body.code, JSON.stringify(inbound.body)).toBe(0);
    const id = inbound.body.data.id;
    expect((await apiCall('/ops/inbound/start-receiving', ops, { id })).body.code).toBe(0);
    for (const r of [
      { code: skuA, quantity: 10 },
      { code: skuB, quantity: 4, lot: 'LATE', expiryDate: vnDay(200) },
      { code: skuB, quantity: 4, lot: 'EARLY', expiryDate: vnDay(40) },
    ]) {
      const rr = await apiCall('/ops/inbound/receive-line', ops, { id, ...r });
      expect(rr.body.code, JSON.stringify(rr.body)).toBe(0);
    }
    expect((await apiCall('/ops/inbound/finish-receiving', ops, { id })).body.code).toBe(0);
    expect((await apiCall('/ops/inbound/put-away', ops, { id, locationCode: 'B-03-04' })).body.code).toBe(0);
    expect((await apiCall('/ops/inbound/complete', ops, { id })).body.code).toBe(0);
  });

  it('create two SKUs (the earlier expiry is allocated), pick, pack, hand over; the owner sees each status and the stock drop', async () => {
    const { page } = j;
    await new LoginPage(page).open().then((l) => l.signIn(DEMO.owner.email, DEMO.password));
    await new ShellPage(page).waitReady();
    const create = await new OutboundCreatePage(page).open();
    await create.warehouseFirst.waitFor();
    expect(await create.warehouseFirst.innerText()).toContain('Vui lòng chọn kho xuất hàng trước khi thêm sản phẩm');
    await chooseOption(page, create.warehouse, 'HN01');
    // a scanner reads A's manufacturer code; B is found by its name, accents left out
    await create.scanCode(mCodeA);
    await eventually(() => create.lineQty(skuA).inputValue()).toBe('1');
    await create.scanCode(mCodeA);
    await eventually(() => create.lineQty(skuA).inputValue()).toBe('2');
    await create.searchAndPick(create.productSearch, `sua chua ${run}`.toLowerCase(), skuB);
    await create.lineQty(skuB).fill('3');
    await create.toName.fill('Trần Thị Nhận');
    await create.toPhone.fill('0912 345 678');
    await create.toAddress.fill('25 Hoàng Quốc Việt');
    await pickAddress(page, 'outbound-to-area', { province: 'Hà Nội', wardQuery: 'nghia do', ward: 'Nghĩa Đô' });
    await j.shot('1-create');
    await create.createDirect.click();
    const detail = new OutboundDetailPage(page);
    await detail.root.waitFor({ timeout: 30_000 });
    await eventually(() => detail.status()).toBe('2');
    expect(await detail.lots(skuB)).toEqual(['EARLY']);
    await j.shot('2-allocated');
    const id = Number(new URL(page.url()).searchParams.get('id'));
    expect(await summary(skuB)).toMatchObject({ qty: 8, qtyAllocated: 3, qtyAvailable: 5 });

    // provider staff: pick list, scan location then SKU per unit, pack, hand over
    const staff = await j.newPage();
    await new LoginPage(staff, 'staff').open().then((l) => l.signIn(DEMO.ops.email, DEMO.password));
    await new ShellPage(staff).waitReady();
    await staff.goto('/kho/xuat-hang');
    await chooseOption(staff, staff.getByTestId('outbound-work-warehouse'), 'HN01');
    await staff.getByTestId('outbound-pick-list').click();
    await staff.getByTestId('outbound-pick-rows').waitFor();
    await staffShot(staff, '3-pick-list');
    const listCode = (await staff.getByTestId('outbound-pick-list-status').innerText()).split('·')[0]!.trim();
    expect(listCode).toMatch(/^PL\d{10}$/);
    await new OutboundDetailPage(page).open(id);
    await eventually(() => detail.status()).toBe('3');
    const scanLoc = staff.getByTestId('outbound-scan-location');
    const scanSku = staff.getByTestId('outbound-scan-sku');
    const scan = async (skus: string[]) => {
      for (const sku of skus) {
        await scanSku.fill(sku);
        await scanSku.press('Enter');
        await eventually(() => staff.getByTestId('outbound-pick-feedback').innerText()).toContain(sku);
        await staff.waitForTimeout(300);
      }
    };
    const pickedOf = (sku: string) => staff.getByTestId('outbound-pick-rows').locator('tr', { hasText: sku }).locator('td').last().innerText();
    // a location the list does not send the picker to is refused, saying so
    await scanLoc.fill('RCV-01');
    await scanLoc.press('Enter');
    await eventually(() => staff.getByTestId('outbound-pick-feedback').innerText()).toBe(`Vị trí RCV-01 không có trong phiếu lấy hàng ${listCode}`);
    await staffShot(staff, '3b-location-refused');
    await scanLoc.fill('B-03-04');
    await scanLoc.press('Enter');
    await scan([skuA, skuA]);
    // the list is stored: a reload shows it again with what is picked
    await staff.reload();
    await staff.getByTestId('outbound-pick-rows').waitFor();
    expect(await staff.getByTestId('outbound-pick-list-status').innerText()).toContain(listCode);
    await eventually(() => pickedOf(skuA)).toBe('2 / 2');
    // and from the order's staff detail, whose pick list links back to it, resumed from the open lists
    await new OutboundDetailPage(staff).open(id, true);
    await staff.getByTestId('outbound-pick-list-link').click();
    await staff.getByTestId('outbound-pick-back').click();
    await staff.getByTestId(`outbound-resume-${listCode}`).click();
    await staff.getByTestId('outbound-pick-rows').waitFor();
    await eventually(() => pickedOf(skuA)).toBe('2 / 2');
    await scanLoc.fill('B-03-04');
    await scanLoc.press('Enter');
    await scan([skuB, skuB, skuB]);
    await eventually(() => pickedOf(skuB)).toBe('3 / 3');
    await staffShot(staff, '3c-picked');
    await new OutboundDetailPage(page).open(id);
    await eventually(() => detail.status()).toBe('4');
    const staffDetail = await new OutboundDetailPage(staff).open(id, true);
    for (const [f, v] of [['weight', '900'], ['length', '30'], ['width', '20'], ['height', '10']] as const) await staff.getByTestId(`outbound-pack-${f}`).fill(v);
    await staff.getByTestId('outbound-pack-submit').click();
    await eventually(() => staffDetail.status()).toBe('6');
    await staffShot(staff, '4-packed');
    const soCode = (await apiCall<{ soCode: string }>('/ffm/outbound/get', owner, { id })).body.data.soCode;
    await staff.goto('/kho/xuat-hang');
    await chooseOption(staff, staff.getByTestId('outbound-work-warehouse'), 'HN01');
    await staff.getByRole('tab', { name: 'Bàn giao' }).click();
    const scanParcel = staff.getByTestId('outbound-handover-scan');
    await scanParcel.fill(soCode);
    await scanParcel.press('Enter');
    await staff.getByTestId('outbound-handover-submit').click();
    await staff.getByTestId('outbound-handover-sheet').waitFor();
    expect(await staff.getByTestId('outbound-handover-sheet').innerText()).toContain(soCode);
    await staff.waitForTimeout(800);
    await staffShot(staff, '5-handover-sheet');

    await new OutboundDetailPage(page).open(id);
    await eventually(() => detail.status()).toBe('7');
    await j.shot('3-shipped');
    // handed over: the owner is offered no cancel of the outbound order, nor of its express order (picked up by
    // the provider at the handover), nor a receiver change; the COD may still change until delivery
    expect(await page.getByTestId('outbound-cancel').count()).toBe(0);
    const expressCode = (await apiCall<{ shippingOrderCode: string }>('/ffm/outbound/get', owner, { id })).body.data.shippingOrderCode;
    await new ShippingDetailPage(page).open(expressCode).then((d) => d.timelineStep('picked').waitFor());
    expect(await page.getByTestId('action-cancel').count()).toBe(0);
    expect(await page.getByTestId('edit-receiver').count()).toBe(0);
    expect(await page.getByTestId('edit-cod').count()).toBe(1);
    expect(await summary(skuB)).toMatchObject({ qty: 5, qtyAllocated: 0, qtyAvailable: 5 });
    expect(await summary(skuA)).toMatchObject({ qty: 8 });
  });

  it('a cancel while the warehouse picks shows the 40002 message', async () => {
    const { page } = j;
    const created = await apiCall<{ id: number }>('/ffm/outbound/create-direct', owner, {
      warehouseId: hn,
      zoneType: 'B2C1D',
      toName: 'Người nhận',
      toPhone: '0912345678',
      toAddress: '1 Liễu Giai',
      toWardCode: '00157',
      items: [{ sku: skuA, quantity: 1 }],
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const id = created.body.data.id;
    expect((await apiCall('/ops/outbound/pick-list', ops, { warehouseId: hn, ids: [id] })).body.code).toBe(0);
    await new LoginPage(page).open().then((l) => l.signIn(DEMO.owner.email, DEMO.password));
    await new ShellPage(page).waitReady();
    const detail = await new OutboundDetailPage(page).open(id);
    await page.getByTestId('outbound-cancel').click();
    await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
    await eventually(() => page.locator('.ant-message').innerText()).toContain('Đơn đang được xử lý, không thể tự huỷ. Vui lòng liên hệ bộ phận hỗ trợ');
    await page.waitForTimeout(800);
    await j.shot('4-cancel-refused');
    await eventually(() => detail.status()).toBe('8');
  });

  it('an upload with invalid rows shows them and confirms the valid ones', async () => {
    const { page } = j;
    const header = OUTBOUND_UPLOAD_COLUMNS.map((c) => templateHeader(c));
    const row = (code: string, address: string) => {
      const v: Record<string, string | number> = { clientOrderCode: code, warehouseCode: 'HN01', zoneType: 'B2C1D', toName: 'Khách Excel', toPhone: '0912345678', toAddress: address, sku: skuA, quantity: 1 };
      return OUTBOUND_UPLOAD_COLUMNS.map((c) => v[c.key] ?? '');
    };
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, row(`XL_OK_${run}`, '12 Tân Ấp, Phường Phúc Xá, Quận Ba Đình, Hà Nội'), row(`XL_BAD_${run}`, 'không rõ địa chỉ')]), 'Dữ liệu');
    const file = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await new LoginPage(page).open().then((l) => l.signIn(DEMO.owner.email, DEMO.password));
    await new ShellPage(page).waitReady();
    await page.goto('/xuat-hang/len-don-xuat');
    const upload = new SkuUploadPage(page);
    await page.getByTestId('outbound-upload-page').waitFor();
    await upload.upload(`don-xuat-${run}.xlsx`, file);
    expect(await upload.invalidMessages()).toEqual([['Lỗi tại dòng 3: Địa chỉ người nhận không hợp lệ']]);
    await j.shot('5-upload-review');
    await upload.confirmAndWait(true);
    expect(await page.getByTestId('upload-result-title').innerText()).toBe('Đã tạo 1 / 1');
    await j.shot('6-upload-result');
  });
});

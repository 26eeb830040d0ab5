import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, eventually, useJourney } from '../support/browser.ts';
import { apiCall, apiSignIn } from '../support/api.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';

/**
 * The warehouse floor on a phone (390 px) with a keyboard-wedge scanner (a code, then Enter): put-away directed by
 * the rules of HCM01 (the other journeys use HN01, whose put-away stays free), and a cycle count with a recount.
 */
describe('floor: put-away with a suggestion and a cycle count with a recount, scanner first at 390 px', () => {
  // a handheld scanner's screen: 390 px wide (the desktop browser, so the phone notice page does not come first)
  const j = useJourney('floor', { ...DESKTOP, viewport: { width: 390, height: 844 } });
  const run = Date.now().toString(36).toUpperCase();
  let owner: string;
  let ops: string;
  let hcm: number;
  let clientId: number;

  const scan = async (testId: string, code: string) => {
    const box = j.page.getByTestId(testId);
    await box.fill(code);
    await box.press('Enter');
  };

  const receiveByApi = async (sku: string, qty: number): Promise<number> => {
    const created = await apiCall<{ id: number }>('/ffm/inbound/create', owner, {
      warehouseId: hcm,
      tplInbound: 'GHN',
      zoneType: 'B2C1D',
      estimateReceivedTime: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10),
      lines: [{ sku, expectedQuantity: qty }],
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const id = created.body.data.id;
    expect((await apiCall('/ops/inbound/start-receiving', ops, { id })).body.code).toBe(0);
    expect((await apiCall('/ops/inbound/receive-line', ops, { id, code: sku, quantity: qty })).body.code).toBe(0);
    expect((await apiCall('/ops/inbound/finish-receiving', ops, { id })).body.code).toBe(0);
    return id;
  };

  const signInStaff = async (email: string = DEMO.ops.email) => {
    // the console remembers the warehouse per device: this phone works in HCM01
    await j.page.addInitScript((id) => window.localStorage.setItem('ops-warehouse-id', String(id)), hcm);
    await new LoginPage(j.page, 'staff').open().then((l) => l.signIn(email, DEMO.password));
    // at 390 px the side menu folds away: the shell itself is the sign it is ready
    await new ShellPage(j.page).root.waitFor({ timeout: 30_000 });
  };

  beforeAll(async () => {
    owner = await apiSignIn(DEMO.owner.email);
    ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
    const whs = await apiCall<Array<{ id: number; code: string }>>('/ffm/warehouse/list', owner, {});
    hcm = whs.body.data.find((w) => w.code === 'HCM01')!.id;
    clientId = (await apiCall<{ clientId: number }>('/shiip/public-api/v2/client/profile', owner, {})).body.data.clientId;
    const base = { category: 'THOI_TRANG', unit: 'STANDARD', description: 'e2e', grossWeight: 300, netWeight: 250, length: 20, width: 15, height: 5 };
    for (const sku of [`E2E_PA_${run}`, `E2E_CC_${run}`]) {
      const r = await apiCall('/ffm/sku/create', owner, { ...base, sku, mCode: `M${sku}`, sCode: `S${sku}`, name: `Hàng kiểm thử ${sku}` });
      expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    }
  });

  it('put-away: the console suggests a bin by the rules; a wrong bin buzzes, the suggested one puts the goods away', async () => {
    const sku = `E2E_PA_${run}`;
    // provider staff: zone B takes 10 units of 1,500 cm³ a bin; this SKU of the demo store goes to zone B
    expect((await apiCall('/ops/put-away/bin-capacity', ops, { warehouseId: hcm, zone: 'B', maxVolumeCm3: 15_000, maxWeightGrams: null })).body.code).toBe(0);
    const rule = await apiCall('/ops/put-away/rules/save', ops, { warehouseId: hcm, priority: 10, customerId: clientId, skuCode: sku, zone: 'B' });
    expect(rule.body.code, JSON.stringify(rule.body)).toBe(0);
    const id = await receiveByApi(sku, 6);
    const suggested = await apiCall<{ directed: boolean; items: Array<{ locationCode: string | null }> }>('/ops/inbound/put-away-suggestions', ops, { id });
    const bin = suggested.body.data.items[0]!.locationCode!;
    expect(bin).toMatch(/^B-/);

    await signInStaff();
    await j.page.goto(`/kho/nhan-hang?id=${id}`);
    await j.page.getByTestId('putaway-panel').waitFor();
    await eventually(() => j.page.getByTestId(`putaway-suggested-${sku}`).innerText()).toContain(bin);
    await j.shot('1-putaway-suggested');
    // a bin outside the rule: refused on the floor, nothing moves
    await scan('putaway-scan', 'A-01-01');
    await eventually(() => j.page.getByTestId('putaway-feedback').innerText()).toBe(`Vị trí A-01-01 không phải vị trí gợi ý (${bin}). Để dùng vị trí khác, chọn ở dòng hàng và nhập lý do.`);
    await j.shot('2-putaway-wrong-bin');
    await scan('putaway-scan', bin.toLowerCase());
    await eventually(() => j.page.getByTestId('putaway-feedback').innerText()).toBe(`Đã đưa 6 đơn vị lên vị trí gợi ý ${bin}`);
    await j.page.getByTestId('receiving-complete').click();
    await eventually(async () => (await apiCall<{ status: number }>('/ops/inbound/get', ops, { id })).body.data.status).toBe(99);
    await j.shot('3-putaway-done');
    // the page fits the phone: nothing wider than the screen
    expect(await j.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const check = await apiCall<{ ok: boolean }>('/ops/inventory/check-ledger', ops, {});
    expect(check.body.data.ok).toBe(true);
  });

  it('cycle count: blind count off by 3 comes back for a recount, the recount waits for approval, the supervisor posts it', async () => {
    const sku = `E2E_CC_${run}`;
    const id = await receiveByApi(sku, 12);
    const put = await apiCall('/ops/inbound/put-away', ops, { id, locationCode: 'A-03-04', overrideReason: 'e2e: kệ đếm' });
    expect(put.body.code, JSON.stringify(put.body)).toBe(0);
    expect((await apiCall('/ops/inbound/complete', ops, { id })).body.code).toBe(0);
    expect((await apiCall('/ops/cycle-counts/settings/save', ops, { warehouseId: hcm, dailyCapacity: 1000, recountThreshold: 1 })).body.code).toBe(0);

    await signInStaff();
    await j.page.goto('/kho/kiem-ke-dinh-ky');
    await j.page.getByTestId('cycle-count-page').waitFor();
    // the admin adds to the day's list on demand; the figures and the approval are not theirs
    await j.page.getByTestId('cycle-generate').click();
    expect(await j.page.getByRole('tab', { name: 'Duyệt chênh lệch' }).count()).toBe(0);
    await eventually(() => j.page.getByTestId('cycle-list').innerText()).toContain(sku);
    await j.shot('4-cycle-list');

    await scan('cycle-scan', 'A-03-04');
    const qty = j.page.getByTestId(`cycle-qty-${sku}`);
    await qty.waitFor();
    // blind: the card tells what to count, never how many there should be
    expect(await j.page.getByTestId(`cycle-task-${sku}`).innerText()).not.toContain('12');
    await qty.fill('9');
    await j.page.getByTestId(`cycle-submit-${sku}`).click();
    await eventually(() => j.page.getByTestId('cycle-feedback').innerText()).toBe(`${sku}: Chênh lệch lớn: cần đếm lại`);
    await j.shot('5-cycle-recount');
    await qty.fill('11');
    await j.page.getByTestId(`cycle-submit-${sku}`).click();
    await eventually(() => j.page.getByTestId('cycle-feedback').innerText()).toBe(`${sku}: Đã ghi nhận, chờ duyệt`);

    // the warehouse supervisor approves
    await new ShellPage(j.page).signOut();
    await signInStaff(DEMO.supervisor.email);
    await j.page.goto('/kho/kiem-ke-dinh-ky');
    await j.page.getByTestId('cycle-count-page').waitFor();
    expect(await j.page.getByTestId('cycle-generate').count()).toBe(0);
    await j.page.getByRole('tab', { name: 'Duyệt chênh lệch' }).click();
    await j.page.getByTestId(`cycle-reason-${sku}`).fill('Thiếu 1 cái khi kiểm kê');
    await j.page.getByTestId(`cycle-approve-${sku}`).click();
    await eventually(async () => (await j.page.getByTestId(`cycle-reason-${sku}`).count()) === 0).toBe(true);
    await j.shot('6-cycle-approved');
    const stock = await apiCall<{ items: Array<{ warehouseCode: string; qty: number }> }>('/ffm/inventory/summary-list', owner, { keyword: sku });
    expect(stock.body.data.items.find((i) => i.warehouseCode === 'HCM01')?.qty).toBe(11);
    expect((await apiCall<{ ok: boolean }>('/ops/inventory/check-ledger', ops, {})).body.data.ok).toBe(true);

    // the variance report: the posted count by customer and SKU, and its xlsx
    await j.page.getByRole('tab', { name: 'Báo cáo chênh lệch' }).click();
    const row = j.page.getByTestId('cycle-report-table').locator('tr', { hasText: sku });
    await eventually(() => row.innerText()).toContain('-1');
    await j.shot('7-cycle-report');
    expect(await j.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [download] = await Promise.all([j.page.waitForEvent('download'), j.page.getByTestId('cycle-report-export').click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
    const wb = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    expect(rows.find((r) => r[1] === sku)?.slice(3)).toEqual([1, 12, 11, -1, 1]);
  });
});

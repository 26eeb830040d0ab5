import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOUND_UPLOAD_COLUMNS, OUTBOUND_UPLOAD_COLUMNS, SKU_UPLOAD_COLUMNS, templateHeader, type TCellValue } from '@ffm/domain';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { multipart, sheetFile } from '../../test/kits/uploads.ts';
import { clientIdOf, expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';

const HEADER = OUTBOUND_UPLOAD_COLUMNS.map((c) => templateHeader(c));
const ADDR_HN = '12 Tân Ấp, Phường Phúc Xá, Quận Ba Đình, Hà Nội';
const ADDR_HCM = '45 Lê Lợi, Phường Bến Nghé, Quận 1, Hồ Chí Minh';
/** clientOrderCode, warehouse, zone, name, phone, address, cod, value, goods, weight, service, payment, note, carrier, remark, sku, qty, unit */
const row = (code: string, sku: string, qty: TCellValue, over: Partial<Record<string, TCellValue>> = {}): TCellValue[] => {
  const base: Record<string, TCellValue> = {
    clientOrderCode: code, warehouseCode: 'HN01', zoneType: 'B2C1D', toName: 'Nguyễn Văn Nhận', toPhone: '0912345678', toAddress: ADDR_HN, codAmount: 100000, goodsValue: 200000,
    goodsName: 'Quần áo', weight: 500, shippingServiceType: 2, shippingPaymentType: 1, shippingRequiredNote: 'CHOXEMHANGKHONGTHU', carrier: '', note: '', sku, quantity: qty, unit: '',
  };
  return OUTBOUND_UPLOAD_COLUMNS.map((c) => (c.key in over ? over[c.key]! : base[c.key]!));
};

describe('outbound upload on the shared pipeline', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;

  const upload = (url: string, token: string, rows: TCellValue[][]) => {
    const m = multipart(sheetFile(rows), 'don-xuat.xlsx');
    return t.call(url, token, undefined, { payload: m.payload, headers: m.headers });
  };
  const waitDone = async (fileId: number, token: string, q = '') => {
    for (let i = 0; i < 400; i++) {
      const p = await t.call('/ffm/outbound/upload-progress', token, { fileId, ...(q ? { customerId: Number(q.split('=')[1]) } : {}) });
      if (p.body.data.status !== 'confirming') return p.body.data;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('confirm did not finish');
  };

  beforeAll(async () => {
    t = await createTestApp();
    await insertSku(t.database.db, 'KH0001', 'XU_A');
    await insertSku(t.database.db, 'KH0001', 'XU_B');
    await insertSku(t.database.db, 'KH0001', 'XU_SHORT');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    const hn = await warehouseIdOf(t.database.db, 'HN01');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-02-03', lines: [{ sku: 'XU_A', qty: 20 }, { sku: 'XU_B', qty: 20 }, { sku: 'XU_SHORT', qty: 1 }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows SPEC §5 row messages, confirms the valid orders and reports an allocation failure on its rows', async () => {
    const r = await upload('/ffm/outbound/upload', owner, [
      HEADER,
      row('DX_1', 'XU_A', 2),
      row('DX_1', 'XU_B', 1),
      row('DX_2', 'XU_A', 1, { toAddress: 'không có địa chỉ nào' }),
      row('DX_3', 'XU_A', 1, { carrier: 'ahamove', toAddress: ADDR_HCM }),
      row('DX_4', 'XU_A', 10000, { toName: 'x'.repeat(256) }),
      row('DX_1', 'XU_A', 3),
      row('DX_5', 'XU_A', 1, { codAmount: 999_000_000, weight: 999_999 }),
      row('DX_6', 'XU_SHORT', 5),
      row('DX_7', 'XU_B', 2),
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ total: 9, valid: 4, invalid: 5 });
    const fileId = r.body.data.fileId;
    const bad = await t.call('/ffm/outbound/upload-validation', owner, { fileId, tab: 'invalid' });
    // SPEC §7's names for the review and the file: the same answers
    const specReview = await t.call('/ffm/outbound/upload-validate', owner, { fileId, tab: 'invalid' });
    expect(specReview.status, JSON.stringify(specReview.body)).toBe(200);
    expect(specReview.body.data).toEqual(bad.body.data);
    const specFile = await t.call('/ffm/outbound/get-upload-file', owner, { fileId });
    expect(specFile.status, JSON.stringify(specFile.body)).toBe(200);
    expect(specFile.body.data).toEqual((await t.call('/ffm/outbound/upload-detail', owner, { fileId })).body.data);
    const byRow = Object.fromEntries(bad.body.data.items.map((x: { rowNo: number; errors: string[] }) => [x.rowNo, x.errors.join(' | ')]));
    expect(byRow[4]).toContain('Lỗi tại dòng 4: Địa chỉ người nhận không hợp lệ');
    expect(byRow[5]).toContain('Lỗi tại dòng 5: Khoảng cách giao hàng quá xa đối với đơn vị vận chuyển Ahamove');
    expect(byRow[6]).toContain('Lỗi tại dòng 6: Số lượng phải lớn hơn 0 và nhỏ hơn 10.000');
    expect(byRow[7]).toContain('Lỗi tại dòng 7: Mã SKU bị trùng lặp với dòng 2');
    expect(byRow[6]).toContain('Lỗi tại dòng 6: Tên người nhận không được vượt quá 255 ký tự');
    expect(byRow[8]).toContain('Lỗi tại dòng 8: Tiền thu hộ vượt quá số tiền cho phép');
    expect(byRow[8]).toContain('Lỗi tại dòng 8: Khối lượng (g) vượt quá khối lượng cho phép');

    const c = await t.call('/ffm/outbound/upload-confirm', owner, { fileId });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const done = await waitDone(fileId, owner);
    expect(done).toMatchObject({ status: 'done', created: 3, failed: 1 });
    const again = await t.call('/ffm/outbound/upload-confirm', owner, { fileId });
    expect(again.status).toBe(200);
    const rows = await t.call('/ffm/outbound/upload-detail', owner, { fileId });
    const failed = rows.body.data.rows.items.find((x: { rowNo: number }) => x.rowNo === 9);
    expect(failed.errors[0]).toBe('Lỗi tại dòng 9: Không đủ tồn kho: XU_SHORT thiếu 4');
    const list = await t.call('/ffm/outbound/list', owner, { code: 'dx_' });
    expect(list.body.data.items.map((x: { clientOrderCode: string; status: number; lineCount: number }) => [x.clientOrderCode, x.status, x.lineCount]).sort()).toEqual([
      ['DX_1', 2, 2],
      ['DX_7', 2, 1],
    ]);
    await expectLedgerBalanced(t.database.db);
  });

  it('provider staff upload for a chosen customer', async () => {
    const customerId = await clientIdOf(t.database.db, 'KH0001');
    const m = multipart(sheetFile([HEADER, row('DX_STAFF', 'XU_A', 1)]), 'don-xuat.xlsx');
    const r = await t.call(`/ffm/outbound/upload?customerId=${customerId}`, ops, undefined, { payload: m.payload, headers: m.headers });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = await t.call('/ffm/outbound/upload-confirm', ops, { fileId: r.body.data.fileId, customerId });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const done = await waitDone(r.body.data.fileId, ops, `?customerId=${customerId}`);
    expect(done).toMatchObject({ created: 1 });
    const list = await t.call('/ffm/outbound/list', owner, { code: 'DX_STAFF' });
    expect(list.body.data.items).toHaveLength(1);
  });

  it('50005: the outbound header but not one row makes an order (rows shifted by a column); the rows and their messages stay reviewable, nothing to confirm', async () => {
    // each data row written one column to the right of the header: every cell under the wrong template column
    const shifted = (r: TCellValue[]) => ['', ...r.slice(0, -1)];
    const r = await upload('/ffm/outbound/upload', owner, [HEADER, shifted(row('DX_SHIFT_1', 'XU_A', 1)), shifted(row('DX_SHIFT_2', 'XU_B', 2)), shifted(row('DX_SHIFT_3', 'XU_A', 3))]);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body).toMatchObject({ code: 50005, code_message: 'OUTBOUND_FILE_WRONG_DATA', data: { total: 3, valid: 0, invalid: 3 } });
    expect(r.body.message).toMatch(/^File đơn xuất sai dữ liệu: không dòng nào trong 3 dòng tạo được đơn/);
    const fileId = r.body.data.fileId as number;
    const bad = await t.call('/ffm/outbound/upload-validation', owner, { fileId, tab: 'invalid' });
    expect(bad.status, JSON.stringify(bad.body)).toBe(200);
    expect(bad.body.data.items).toHaveLength(3);
    expect(bad.body.data.items[0].errors[0]).toMatch(/^Lỗi tại dòng 2: /);
    // in the history as failed, with the code; a confirm is refused
    const history = await t.call('/ffm/outbound/upload-history', owner, { pageSize: 5 });
    const mine = history.body.data.items.find((f: { id?: number; fileId?: number }) => (f.id ?? f.fileId) === fileId);
    expect(mine).toMatchObject({ status: 'failed' });
    expect(JSON.stringify(mine)).toContain('50005');
    const c = await t.call('/ffm/outbound/upload-confirm', owner, { fileId });
    expect(c.status).not.toBe(200);
    expect((await t.call('/ffm/outbound/list', owner, { code: 'DX_SHIFT_1' })).body.data.items).toHaveLength(0);
  });

  it('50005 when the only row names an unknown SKU; one valid order among bad rows is a normal review (the bad rows on their rows), not 50005', async () => {
    // an unknown SKU is a database check: still no order can be made
    const unknown = await upload('/ffm/outbound/upload', owner, [HEADER, row('DX_ALLBAD', 'XU_NOPE', 1)]);
    expect(unknown.body).toMatchObject({ code: 50005, data: { total: 1, valid: 0, invalid: 1 } });
    const mixed = await upload('/ffm/outbound/upload', owner, [HEADER, row('DX_MIX_OK', 'XU_A', 1), row('DX_MIX_BAD', 'XU_NOPE', 1)]);
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    expect(mixed.body.data).toMatchObject({ total: 2, valid: 1, invalid: 1 });
  });

  it('the SKU or inbound template chosen on the outbound screen is 50004 (not the template), not 50005', async () => {
    for (const columns of [SKU_UPLOAD_COLUMNS, INBOUND_UPLOAD_COLUMNS]) {
      const header = columns.map((c) => templateHeader(c));
      const r = await upload('/ffm/outbound/upload', owner, [header, columns.map((c) => (c.key === 'sku' ? 'XU_A' : '1'))]);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.code).toBe(50004);
    }
  });
});

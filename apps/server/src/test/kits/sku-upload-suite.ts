import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCellValue } from '@ffm/domain';
import { createTestApp, type TTestApp } from '../harness.ts';
import { multipart, readBack, sheetFile } from './uploads.ts';
import { SKU_HEADER, skuRow, threeGoodTwoBad } from './sku.ts';

const DENIED = 'Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.';

/** The sku bulk upload calls, run on PGlite and again on a real PostgreSQL server. */
export function skuUploadSuite(postgres: boolean): void {
  let t: TTestApp;
  let owner: string;
  let staff: string;
  let person: string;
  let ops: string;
  let ownerClientId: number;

  const upload = (url: string, token: string, buf: Buffer | null, name = 'san-pham.xlsx', fields: Record<string, string> = {}) => {
    const m = multipart(buf, name, fields);
    return t.call(url, token, undefined, { payload: m.payload, headers: m.headers });
  };
  const waitDone = async (token: string, fileId: number, extra: Record<string, unknown> = {}) => {
    for (let i = 0; i < 200; i++) {
      const p = await t.call('/ffm/sku/upload-progress', token, { fileId, ...extra });
      if (p.body.data.status !== 'confirming') return p.body.data;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('confirm did not finish');
  };

  beforeAll(async () => {
    t = await createTestApp({ postgres });
    owner = await t.login('owner@demo.vn');
    staff = await t.login('staff@demo.vn');
    person = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', 'Demo2026', 'staff');
    ownerClientId = (await t.call('/ffm/user-info', owner)).body.data.client.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('upload → review → invalid file → confirm → list', () => {
    let fileId: number;

    it('upload answers the counts: 3 valid, 2 invalid', async () => {
      const r = await upload('/ffm/sku/upload', owner, threeGoodTwoBad());
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(0);
      expect(r.body.data).toMatchObject({ total: 5, valid: 3, invalid: 2 });
      fileId = r.body.data.fileId;
    });

    it('review tabs: the invalid rows with their exact "Lỗi tại dòng N" messages, the valid rows as read', async () => {
      const bad = await t.call('/ffm/sku/upload-validation', owner, { fileId, tab: 'invalid' });
      expect(bad.body.data).toMatchObject({ fileId, tab: 'invalid', total: 2, page: 1, pageSize: 20 });
      expect(bad.body.data.items.map((r: { rowNo: number; errors: string[] }) => [r.rowNo, r.errors])).toEqual([
        [3, ['Lỗi tại dòng 3: Mô tả không được để trống', 'Lỗi tại dòng 3: Khối lượng cả bì (g) phải là số nguyên lớn hơn 0']],
        [5, ['Lỗi tại dòng 5: Mã SKU chỉ được chứa chữ, số và dấu gạch dưới', 'Lỗi tại dòng 5: Danh mục không hợp lệ']],
      ]);
      const good = await t.call('/ffm/sku/upload-validation', owner, { fileId, tab: 'valid', pageSize: 2 });
      expect(good.body.data.total).toBe(3);
      expect(good.body.data.items.map((r: { rowNo: number }) => r.rowNo)).toEqual([2, 4]);
      expect(good.body.data.items[0]).toMatchObject({ status: 'valid', errors: [], values: { sku: 'UP_01', category: 'Thời trang', grossWeight: 250 } });
      const page2 = await t.call('/ffm/sku/upload-validation', owner, { fileId, tab: 'valid', page: 2, pageSize: 2 });
      expect(page2.body.data.items.map((r: { rowNo: number }) => r.rowNo)).toEqual([6]);
    });

    it('a tick mark "x" in a yes/no column counts as yes', async () => {
      const good = await t.call('/ffm/sku/upload-validation', owner, { fileId, tab: 'valid', pageSize: 10 });
      expect(good.body.data.items.find((r: { rowNo: number }) => r.rowNo === 6).values.manageProdDate).toBe('x');
    });

    it('the invalid rows download as xlsx: the template columns with the values, and an error column', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/ffm/sku/upload-invalid-export', headers: { token: owner }, payload: { fileId } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('san-pham-dong-loi.xlsx');
      const rows = readBack(res.rawPayload);
      expect(rows[0]).toEqual([...SKU_HEADER, 'Lỗi']);
      expect(rows).toHaveLength(3);
      expect(rows[1]?.slice(0, 3)).toEqual(['UP_02', 'UPM_02', 'UPS_02']);
      expect(rows[1]?.[10]).toBe(0);
      expect(rows[1]?.[17]).toBe('Lỗi tại dòng 3: Mô tả không được để trống\nLỗi tại dòng 3: Khối lượng cả bì (g) phải là số nguyên lớn hơn 0');
      expect(rows[2]?.[0]).toBe('UP-05');
      expect(rows[2]?.[17]).toBe('Lỗi tại dòng 5: Mã SKU chỉ được chứa chữ, số và dấu gạch dưới\nLỗi tại dòng 5: Danh mục không hợp lệ');
    });

    it('the error file, fixed, uploads again (its error column is ignored)', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/ffm/sku/upload-invalid-export', headers: { token: owner }, payload: { fileId } });
      const rows = readBack(res.rawPayload) as TCellValue[][];
      rows[1]![7] = 'Đã sửa mô tả';
      rows[1]![10] = 260;
      rows[2]![0] = 'UP_05';
      rows[2]![4] = 'SACH';
      const again = await upload('/ffm/sku/upload', owner, sheetFile(rows), 'sua-loi.xlsx');
      expect(again.body.data).toMatchObject({ total: 2, valid: 2, invalid: 0 });
    });

    it('confirm: progress "created X of Y" until done, each valid row created once', async () => {
      const started = await t.call('/ffm/sku/upload-confirm', owner, { fileId });
      expect(started.body.code).toBe(0);
      expect(started.body.data).toMatchObject({ fileId, total: 3 });
      expect(['confirming', 'done']).toContain(started.body.data.status);
      const done = await waitDone(owner, fileId);
      expect(done).toEqual({ fileId, status: 'done', total: 3, created: 3, failed: 0, remaining: 0 });
      const again = await t.call('/ffm/sku/upload-confirm', owner, { fileId });
      expect(again.body.data).toEqual(done);
      const created = await t.call('/ffm/sku/upload-validation', owner, { fileId, tab: 'created' });
      expect(created.body.data.items.map((r: { resultRef: string }) => r.resultRef)).toEqual(['UP_01', expect.stringMatching(/^SKU\d{8}$/), 'UP_06']);
    });

    it('the three are in the list, with the values of the file', async () => {
      const list = await t.call('/ffm/sku/list', owner, { tag: 'upload-test', sortBy: 'sku', sortDir: 'asc' });
      expect(list.body.data.total).toBe(3);
      const bySku = Object.fromEntries(list.body.data.items.map((s: { sku: string }) => [s.sku, s]));
      expect(bySku.UP_01).toMatchObject({ name: 'Áo khoác gió', category: 'THOI_TRANG', unit: 'CAI', manageExpDate: true, manageProdDate: false });
      expect(bySku.UP_06).toMatchObject({ grossWeight: 300, netWeight: 250, length: 10.5, manageProdDate: true, volume: 525, volumetricWeight: 105 });
      const auto = list.body.data.items.find((s: { mCode: string }) => s.mCode === 'UPM_03');
      expect(auto).toMatchObject({ category: 'GIA_DUNG', unit: 'HOP' });
    });

    it('history and file detail', async () => {
      const h = await t.call('/ffm/sku/upload-history', owner, { pageSize: 10 });
      expect(h.body.data.total).toBeGreaterThanOrEqual(2);
      const file = h.body.data.items.find((f: { id: number }) => f.id === fileId);
      expect(file).toMatchObject({ kind: 'sku', fileName: 'san-pham.xlsx', status: 'done', total: 5, valid: 3, invalid: 2, created: 3, failed: 0, uploadedBy: { fullName: 'Nguyễn Văn An' } });
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
      const d = await t.call('/ffm/sku/upload-detail', owner, { fileId });
      expect(d.body.data.file.id).toBe(fileId);
      expect(d.body.data.rows.items.map((r: { rowNo: number; status: string }) => [r.rowNo, r.status])).toEqual([
        [2, 'created'], [3, 'invalid'], [4, 'created'], [5, 'invalid'], [6, 'created'],
      ]);
      expect((await t.call('/ffm/sku/upload-history', owner, { kind: 'sku-size-weight' })).body.data.items.every((f: { kind: string }) => f.kind === 'sku-size-weight')).toBe(true);
    });

    it('another client sees none of it', async () => {
      expect((await t.call('/ffm/sku/upload-detail', person, { fileId })).status).toBe(404);
      expect((await t.call('/ffm/sku/upload-validation', person, { fileId, tab: 'invalid' })).status).toBe(404);
      expect((await t.call('/ffm/sku/upload-confirm', person, { fileId })).status).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/ffm/sku/upload-invalid-export', headers: { token: person }, payload: { fileId } })).statusCode).toBe(404);
      expect((await t.call('/ffm/sku/upload-history', person, {})).body.data.items.some((f: { id: number }) => f.id === fileId)).toBe(false);
    });
  });

  describe('duplicates are invalid rows, never a crash', () => {
    it('inside the file (sku, mCode, sCode) and against the client’s SKUs', async () => {
      await t.call('/ffm/sku/create', owner, { sku: 'EXIST_1', mCode: 'EXIST_M', sCode: 'EXIST_S', name: 'Có sẵn', category: 'KHAC', description: 'x', grossWeight: 1, netWeight: 1, length: 1, width: 1, height: 1 });
      const buf = sheetFile([
        SKU_HEADER,
        skuRow({ sku: 'D_1', mCode: 'DM_1', sCode: 'DS_1' }),
        skuRow({ sku: 'D_1', mCode: 'DM_2', sCode: 'DS_2' }),
        skuRow({ sku: 'D_3', mCode: 'DM_1', sCode: 'DS_1' }),
        skuRow({ sku: 'EXIST_1', mCode: 'DM_4', sCode: 'DS_4' }),
        skuRow({ sku: 'D_5', mCode: 'EXIST_M', sCode: 'EXIST_S' }),
      ]);
      const r = await upload('/ffm/sku/upload', owner, buf);
      expect(r.body.data).toMatchObject({ total: 5, valid: 1, invalid: 4 });
      const bad = await t.call('/ffm/sku/upload-validation', owner, { fileId: r.body.data.fileId, tab: 'invalid' });
      expect(bad.body.data.items.map((x: { rowNo: number; errors: string[] }) => [x.rowNo, x.errors])).toEqual([
        [3, ['Lỗi tại dòng 3: Mã SKU bị trùng lặp với dòng 2']],
        [4, ['Lỗi tại dòng 4: Mã nhà sản xuất bị trùng lặp với dòng 2', 'Lỗi tại dòng 4: Mã khách hàng bị trùng lặp với dòng 2']],
        [5, ['Lỗi tại dòng 5: Mã SKU EXIST_1 đã tồn tại']],
        [6, ['Lỗi tại dòng 6: Mã nhà sản xuất EXIST_M đã tồn tại', 'Lỗi tại dòng 6: Mã khách hàng EXIST_S đã tồn tại']],
      ]);
    });

    it('a SKU made between validation and confirm fails its row only, with the reason', async () => {
      const r = await upload('/ffm/sku/upload', owner, sheetFile([SKU_HEADER, skuRow({ sku: 'RACE_1', mCode: 'RM_1', sCode: 'RS_1' }), skuRow({ sku: 'RACE_2', mCode: 'RM_2', sCode: 'RS_2' })]));
      await t.call('/ffm/sku/create', owner, { sku: 'RACE_2', mCode: 'RM_X', sCode: 'RS_X', name: 'Nhanh tay', category: 'KHAC', description: 'x', grossWeight: 1, netWeight: 1, length: 1, width: 1, height: 1 });
      await t.call('/ffm/sku/upload-confirm', owner, { fileId: r.body.data.fileId });
      const done = await waitDone(owner, r.body.data.fileId);
      expect(done).toMatchObject({ status: 'done', total: 2, created: 1, failed: 1 });
      const failed = await t.call('/ffm/sku/upload-validation', owner, { fileId: r.body.data.fileId, tab: 'failed' });
      expect(failed.body.data.items[0]).toMatchObject({ rowNo: 3, errors: ['Lỗi tại dòng 3: Mã SKU RACE_2 đã tồn tại'] });
    });
  });

  describe('other ways in', () => {
    it('xls (BIFF8) files are read too; English headers are accepted; the language of messages follows the user', async () => {
      await t.call('/ffm/update-language', person, { language: 'en' });
      const buf = sheetFile(
        [
          ['SKU code', 'Manufacturer code', 'Customer code', 'Product name', 'Category', 'Unit', 'Description', 'Gross weight (g)', 'Net weight (g)', 'Length (cm)', 'Width (cm)', 'Height (cm)'],
          ['XLS_1', 'XM_1', 'XS_1', 'Book', 'Books', 'Piece', 'A book', 300, 280, 20, 15, 2],
          ['XLS_2', 'XM_2', 'XS_2', 'Book', 'Books', 'Piece', 'A book', 300, 400, 20, 15, 2],
        ],
        { bookType: 'biff8' },
      );
      const r = await upload('/ffm/sku/upload', person, buf, 'books.xls');
      expect(r.body.data).toMatchObject({ total: 2, valid: 1, invalid: 1 });
      const bad = await t.call('/ffm/sku/upload-validation', person, { fileId: r.body.data.fileId, tab: 'invalid' });
      expect(bad.body.data.items[0].errors).toEqual(['Error at row 3: The net weight must not exceed the gross weight']);
      await t.call('/ffm/update-language', person, { language: 'vi' });
    });

    it('import: one call uploads and creates, answering each row', async () => {
      const r = await upload('/ffm/sku/import', owner, sheetFile([SKU_HEADER, skuRow({ sku: 'IMP_1', mCode: 'IM_1', sCode: 'IS_1' }), skuRow({ sku: 'IMP_2', mCode: 'IM_2', sCode: 'IS_2', l: 0 })]));
      expect(r.body.code).toBe(0);
      expect(r.body.data).toMatchObject({ status: 'done', total: 2, valid: 1, invalid: 1, created: 1, failed: 0 });
      expect(r.body.data.rows).toEqual([
        { rowNo: 2, status: 'created', resultRef: 'IMP_1', errors: [] },
        { rowNo: 3, status: 'invalid', resultRef: null, errors: ['Lỗi tại dòng 3: Chiều dài (cm) phải là số lớn hơn 0'] },
      ]);
      expect((await t.call('/ffm/sku/get', owner, { sku: 'IMP_1' })).body.code).toBe(0);
    });

    it('provider staff upload for a chosen customer, through the same flow', async () => {
      const none = await upload('/ffm/sku/upload', ops, sheetFile([SKU_HEADER, skuRow({ sku: 'OPS_1', mCode: 'OM_1', sCode: 'OS_1' })]));
      expect([none.status, none.body.code]).toEqual([422, 1001]);
      const r = await upload('/ffm/sku/upload', ops, sheetFile([SKU_HEADER, skuRow({ sku: 'OPS_1', mCode: 'OM_1', sCode: 'OS_1' })]), 'cho-khach.xlsx', { customerId: String(ownerClientId) });
      expect(r.body.data).toMatchObject({ total: 1, valid: 1 });
      const fileId = r.body.data.fileId;
      expect((await t.call('/ffm/sku/upload-confirm', ops, { fileId })).status).toBe(422);
      await t.call('/ffm/sku/upload-confirm', ops, { fileId, customerId: ownerClientId });
      expect(await waitDone(ops, fileId, { customerId: ownerClientId })).toMatchObject({ status: 'done', created: 1 });
      const mine = await t.call('/ffm/sku/get', owner, { sku: 'OPS_1' });
      expect(mine.body.data.customerId).toBe(ownerClientId);
      const hist = await t.call('/ffm/sku/upload-history', owner, {});
      expect(hist.body.data.items.find((f: { id: number }) => f.id === fileId).uploadedBy.fullName).toBe('Phạm Quốc Dũng');
      // customerId after the file part is read too
      const m = multipart(sheetFile([SKU_HEADER, skuRow({ sku: 'OPS_2', mCode: 'OM_2', sCode: 'OS_2' })]), 'sau.xlsx', {}, { customerId: String(ownerClientId) });
      const after = await t.call('/ffm/sku/upload', ops, undefined, { payload: m.payload, headers: m.headers });
      expect(after.body.data).toMatchObject({ total: 1, valid: 1 });
    });

    it('text goes into the database as written: quotes, braces, commas, backslashes, emoji, long Vietnamese', async () => {
      const name = 'Tủ "gỗ" {A,B} \\ 50% _x_ \'O\'Reilly 😀 — Nồi cơm điện tử Sunhouse 1,8L';
      const note = 'NULL';
      const r = await upload('/ffm/sku/import', owner, sheetFile([SKU_HEADER, skuRow({ sku: 'ODD_1', mCode: 'ODD_M', sCode: 'ODD_S', name, note })]));
      expect(r.body.data.created).toBe(1);
      const got = (await t.call('/ffm/sku/get', owner, { sku: 'ODD_1' })).body.data;
      expect(got).toMatchObject({ name, note: 'NULL' });
      expect((await t.call('/ffm/sku/list', owner, { keyword: 'noi com dien' })).body.data.items.map((s: { sku: string }) => s.sku)).toContain('ODD_1');
    });

    it('client staff without import_sku or the size/weight tool cannot upload', async () => {
      const r = await upload('/ffm/sku/upload', staff, threeGoodTwoBad());
      expect([r.status, r.body.message]).toEqual([403, DENIED]);
      const sw = await upload('/ffm/sku/upload-size-weight', staff, threeGoodTwoBad());
      expect(sw.status).toBe(403);
    });
  });

  describe('size and weight tool', () => {
    it('validates numbers > 0 and that the SKU is the client’s; applying recomputes volume and logs each change', async () => {
      const before = (await t.call('/ffm/sku/get', owner, { sku: 'UP_01' })).body.data;
      const buf = sheetFile([
        ['Mã SKU*', 'Khối lượng cả bì (g)', 'Khối lượng tịnh (g)', 'Chiều dài (cm)', 'Chiều rộng (cm)', 'Chiều cao (cm)'],
        ['UP_01', 260, 210, 31, 21, 3],
        ['NOPE_1', 1, 1, 1, 1, 1],
        ['UP_06', null, null, 0, 'abc', null],
        ['UP_01', 1, 1, 1, 1, 1],
        ['IMP_1', null, 400, null, null, null],
        ['D_1', null, null, null, null, null],
        ['EXIST_1', null, null, null, null, 7.25],
      ]);
      const r = await upload('/ffm/sku/upload-size-weight', owner, buf, 'kich-thuoc.xlsx');
      expect(r.body.data).toMatchObject({ total: 7, valid: 2, invalid: 5 });
      const bad = await t.call('/ffm/sku/upload-validation', owner, { fileId: r.body.data.fileId, tab: 'invalid' });
      expect(bad.body.data.items.map((x: { rowNo: number; errors: string[] }) => [x.rowNo, x.errors])).toEqual([
        [3, ['Lỗi tại dòng 3: Mã SKU NOPE_1 không tồn tại']],
        [4, ['Lỗi tại dòng 4: Chiều dài (cm) phải là số lớn hơn 0', 'Lỗi tại dòng 4: Chiều rộng (cm) phải là số lớn hơn 0']],
        [5, ['Lỗi tại dòng 5: Mã SKU bị trùng lặp với dòng 2']],
        [6, ['Lỗi tại dòng 6: Khối lượng tịnh không được lớn hơn khối lượng cả bì']],
        [7, ['Lỗi tại dòng 7: Cần nhập ít nhất một trong các cột Khối lượng cả bì (g), Khối lượng tịnh (g), Chiều dài (cm), Chiều rộng (cm), Chiều cao (cm)']],
      ]);
      await t.call('/ffm/sku/upload-confirm', owner, { fileId: r.body.data.fileId });
      expect(await waitDone(owner, r.body.data.fileId)).toMatchObject({ status: 'done', total: 2, created: 2, failed: 0 });
      const after = (await t.call('/ffm/sku/get', owner, { sku: 'UP_01' })).body.data;
      expect(after).toMatchObject({ grossWeight: 260, netWeight: 210, length: 31, width: 21, height: 3, volume: 1953, volumetricWeight: 391 });
      const exist = (await t.call('/ffm/sku/get', owner, { sku: 'EXIST_1' })).body.data;
      expect(exist).toMatchObject({ length: 1, width: 1, height: 7.25, volume: 7.25, volumetricWeight: 2 });
      const log = await t.call('/ffm/sku/changes', owner, { id: before.id });
      expect(log.body.data.items[0]).toMatchObject({
        source: 'size-weight-upload',
        fileId: r.body.data.fileId,
        changedBy: { fullName: 'Nguyễn Văn An' },
        before: { grossWeight: before.grossWeight, netWeight: before.netWeight, length: before.length, width: before.width, height: before.height, volume: before.volume },
        after: { grossWeight: 260, netWeight: 210, length: 31, width: 21, height: 3, volume: 1953, volumetricWeight: 391 },
      });
      const hist = await t.call('/ffm/sku/upload-history', owner, { kind: 'sku-size-weight' });
      expect(hist.body.data.items.map((f: { fileName: string }) => f.fileName)).toEqual(['kich-thuoc.xlsx']);
    });

    it('another client’s SKU code is "not found" in the tool', async () => {
      const r = await upload('/ffm/sku/upload-size-weight', person, sheetFile([['Mã SKU', 'Chiều cao (cm)'], ['UP_01', 5]]));
      expect(r.body.data).toMatchObject({ valid: 0, invalid: 1 });
    });
  });
}

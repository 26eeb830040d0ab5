import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { SKU_HEADER, skuRow } from '../../test/kits/sku.ts';
import { manyRows, multipart, pngBytes, sheetFile, zipBomb } from '../../test/kits/uploads.ts';

/**
 * Files built to hurt: each is refused with a clear 5000x code and a message in the user's language, the
 * refusal is kept in the history, nothing is created, and the server never answers 500.
 */
describe('hostile upload files', () => {
  let t: TTestApp;
  let owner: string;

  const upload = async (buf: Buffer | null, name = 'san-pham.xlsx', extra: { headers?: Record<string, string>; payload?: string } = {}) => {
    const m = multipart(buf, name);
    const r = await t.call('/ffm/sku/upload', owner, undefined, { payload: extra.payload ?? m.payload, headers: extra.headers ?? m.headers });
    expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    return r;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a zip bomb (200 MB of XML in a small xlsx) is refused from its directory: 50003', async () => {
    const bomb = await zipBomb(200);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const r = await upload(bomb);
    expect([r.status, r.body.code]).toEqual([422, 50003]);
    expect(r.body.message).toBe('File tải lên hệ thống không thoả điều kiện: dữ liệu sau khi giải nén vượt quá 50 MB');
  });

  it('a zip bomb whose directory lies about its size is caught while inflating, at the size it claimed: 50003', async () => {
    const before = process.memoryUsage().rss;
    const r = await upload(await zipBomb(200, true));
    expect([r.status, r.body.code]).toEqual([422, 50003]);
    expect(r.body.message).toBe('File tải lên hệ thống không thoả điều kiện: cấu trúc file xlsx không hợp lệ');
    // the 200 MB were never held: the check streams and stops at the claimed 1 KB
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('a sheet claiming 1,000,000 rows is refused from its dimension, before any row is read: 50007', async () => {
    const r = await upload(await manyRows(20, 1_000_000));
    expect([r.status, r.body.code]).toEqual([422, 50007]);
    expect(r.body.message).toBe('File vượt quá số dòng cho phép (tối đa 10.000 dòng)');
  });

  it('a sheet holding 1,000,000 rows without saying so is refused while its rows are counted: 50007', async () => {
    const file = await manyRows(1_000_000);
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const started = Date.now();
    const r = await upload(file);
    expect([r.status, r.body.code]).toEqual([422, 50007]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a PNG renamed .xlsx, a text file, a .csv and a .docx-like zip are not spreadsheets: 50001', async () => {
    const png = await upload(pngBytes(), 'anh.xlsx');
    expect([png.status, png.body.code]).toEqual([422, 50001]);
    expect(png.body.message).toBe('Sai định dạng file: chỉ nhận file Excel .xls hoặc .xlsx');
    expect((await upload(Buffer.from('Mã SKU,Tên\nA,B\n'), 'san-pham.xlsx')).body.code).toBe(50001);
    expect((await upload(Buffer.from('Mã SKU,Tên\nA,B\n'), 'san-pham.csv')).body.code).toBe(50001);
    const good = sheetFile([SKU_HEADER, skuRow({ sku: 'OK_1', mCode: 'M', sCode: 'S' })]);
    expect((await upload(good, 'san-pham.pdf')).body.code).toBe(50001);
    const truncated = await upload(good.subarray(0, good.length - 100));
    expect([truncated.status, truncated.body.code]).toEqual([422, 50001]);
    const garbageCfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2000, 7)]);
    expect((await upload(garbageCfb, 'cu.xls')).body.code).toBe(50001);
  });

  it('a sheet without the template’s header row: 50004', async () => {
    const r = await upload(sheetFile([['Cột A', 'Cột B'], ['x', 'y']]));
    expect([r.status, r.body.code]).toEqual([422, 50004]);
    expect(r.body.message).toBe('File không đúng mẫu: không tìm thấy dòng tiêu đề của mẫu');
    const missing = await upload(sheetFile([['Mã SKU', 'Tên sản phẩm'], ['A', 'B']]));
    expect(missing.body.code).toBe(50004);
    expect(missing.body.message).toContain('thiếu cột Mã nhà sản xuất, Mã khách hàng, Danh mục, Mô tả');
    const empty = await upload(sheetFile([SKU_HEADER]));
    expect([empty.body.code, empty.body.message]).toEqual([50004, 'File không có dòng dữ liệu nào']);
    const twice = await upload(sheetFile([[...SKU_HEADER, 'Mã SKU'], skuRow({ sku: 'A' })]));
    expect([twice.body.code, twice.body.message]).toEqual([50004, 'File không đúng mẫu: cột Mã SKU bị lặp']);
  });

  it('formula cells are refused, naming the cell, and never evaluated: 50003', async () => {
    const buf = sheetFile([SKU_HEADER, skuRow({ sku: 'F_1', mCode: 'FM_1', sCode: 'FS_1' }), skuRow({ sku: 'F_2', mCode: 'FM_2', sCode: 'FS_2' })], {
      edit: (ws) => {
        ws['K3'] = { t: 'n', v: 250, f: '200+50' };
      },
    });
    const r = await upload(buf);
    expect([r.status, r.body.code]).toEqual([422, 50003]);
    expect(r.body.message).toBe(
      'File tải lên hệ thống không thoả điều kiện: ô K3 chứa công thức. Vui lòng dán giá trị (Paste Values) thay cho công thức rồi tải lên lại',
    );
    const hyperlink = sheetFile([SKU_HEADER, skuRow({ sku: 'F_3', mCode: 'FM_3', sCode: 'FS_3' })], {
      edit: (ws) => {
        ws['D2'] = { t: 's', v: 'bấm', f: 'HYPERLINK("http://evil.example","bấm")' };
      },
    });
    expect((await upload(hyperlink)).body.code).toBe(50003);
  });

  it('header cells named __proto__ or constructor are refused, and nothing is polluted: 50004', async () => {
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const buf = sheetFile([[...SKU_HEADER, name], [...skuRow({ sku: 'P_1', mCode: 'PM_1', sCode: 'PS_1' }), '{"polluted":true}']]);
      const r = await upload(buf);
      expect([r.status, r.body.code], name).toEqual([422, 50004]);
      expect(r.body.message).toBe(`File không đúng mẫu: tên cột không hợp lệ "${name}"`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('a file above 5 MB is refused while it streams: 50006', async () => {
    const big = Buffer.concat([sheetFile([SKU_HEADER, skuRow({ sku: 'B' })]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const r = await upload(big);
    expect([r.status, r.body.code]).toEqual([413, 50006]);
    expect(r.body.message).toBe('File vượt quá dung lượng cho phép (tối đa 5 MB)');
  });

  it('no file, or not multipart at all: 50009', async () => {
    expect((await upload(null)).body.code).toBe(50009);
    const json = await t.call('/ffm/sku/upload', owner, { file: 'x' });
    expect([json.status, json.body.code]).toEqual([422, 50009]);
  });

  it('a cut multipart body: 50008', async () => {
    const m = multipart(sheetFile([SKU_HEADER, skuRow({ sku: 'C' })]), 'cut.xlsx');
    const r = await upload(null, 'cut.xlsx', { headers: m.headers, payload: m.payload.subarray(0, 300).toString('latin1') });
    expect(r.body.code).toBe(50008);
  });

  it('refusals stay in the history as failed files with their reason, and nothing was created', async () => {
    await t.call('/ffm/update-language', owner, { language: 'en' });
    const r = await upload(pngBytes(), 'anh.xlsx');
    expect(r.body.message).toBe('Wrong file format: only Excel .xls or .xlsx files are accepted');
    await t.call('/ffm/update-language', owner, { language: 'vi' });
    const h = await t.call('/ffm/sku/upload-history', owner, { pageSize: 50 });
    expect(h.body.data.items.length).toBeGreaterThan(10);
    for (const f of h.body.data.items) {
      expect(f.status).toBe('failed');
      expect(f.errorCode).toBeGreaterThanOrEqual(50001);
      expect(f.errorMessage).toBeTruthy();
    }
    expect(h.body.data.items[0]).toMatchObject({ fileName: 'anh.xlsx', errorCode: 50001, errorMessage: 'Wrong file format: only Excel .xls or .xlsx files are accepted' });
    expect((await t.call('/ffm/sku/upload-confirm', owner, { fileId: h.body.data.items[0].id })).body.code).toBe(1003);
    expect((await t.call('/ffm/sku/list', owner, {})).body.data.total).toBe(0);
  });
});

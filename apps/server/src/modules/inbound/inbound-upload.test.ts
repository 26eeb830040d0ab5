import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCellValue } from '@ffm/domain';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { multipart, readBack, sheetFile } from '../../test/kits/uploads.ts';
import { clientIdOf, DENIED, expectLedgerBalanced, insertSku, vnDay } from '../../test/kits/inventory.ts';

const HEADER = ['Mã đơn nhập*', 'Mã kho*', 'Đơn vị vận chuyển*', 'Loại hàng*', 'Ngày dự kiến nhận hàng*', 'Ghi chú', 'Mã SKU*', 'Số lượng dự kiến*', 'Số lô'];
const dmy = (key: string) => key.split('-').reverse().join('/');

describe('inbound upload on the shared pipeline', () => {
  let t: TTestApp;
  let owner: string;
  let staffClient: string;
  let ops: string;

  const upload = (url: string, token: string, rows: TCellValue[][], fields: Record<string, string> = {}) => {
    const m = multipart(sheetFile(rows), 'don-nhap.xlsx', fields);
    return t.call(url, token, undefined, { payload: m.payload, headers: m.headers });
  };
  const waitDone = async (fileId: number) => {
    for (let i = 0; i < 200; i++) {
      const p = await t.call('/ffm/inbound/upload-progress', owner, { fileId });
      if (p.body.data.status !== 'confirming') return p.body.data;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('confirm did not finish');
  };

  beforeAll(async () => {
    t = await createTestApp();
    await insertSku(t.database.db, 'KH0001', 'UP_A');
    await insertSku(t.database.db, 'KH0001', 'UP_B');
    await insertSku(t.database.db, 'KH0002', 'UP_THEIRS');
    owner = await t.login('owner@demo.vn');
    staffClient = await t.login('staff@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('validates each row with "Lỗi tại dòng N" messages and groups lines into orders on confirm', async () => {
    const today = dmy(vnDay());
    const r = await upload('/ffm/inbound/upload', owner, [
      HEADER,
      ['PN_1', 'HN01', 'GHN', 'B2C1D', today, 'Ghi chú', 'UP_A', 5, ''],
      ['PN_1', 'hn01', 'ghn', 'b2c1d', today, 'Ghi chú', 'UP_B', 3, 'L1'],
      ['PN_2', 'HCM01', 'VTP', 'B2B2D', today, '', 'UP_A', 1, ''],
      ['PN_3', 'HN01', 'GHN', 'B2C1D', dmy(vnDay(-1)), '', 'UP_A', 0, ''],
      ['PN_1', 'HN01', 'GHTK', 'B2C1D', today, 'Ghi chú', 'UP_A', 2, ''],
      ['PN_4', 'XX99', 'GHN', 'B2C1D', today, '', 'UP_THEIRS', 1, ''],
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ total: 6, valid: 3, invalid: 3 });
    const fileId = r.body.data.fileId;
    const bad = await t.call('/ffm/inbound/upload-validation', owner, { fileId, tab: 'invalid' });
    expect(bad.body.data.items.map((x: { rowNo: number; errors: string[] }) => [x.rowNo, x.errors])).toEqual([
      [5, ['Lỗi tại dòng 5: Ngày dự kiến nhận hàng phải từ ngày hôm nay trở đi, định dạng dd/mm/yyyy', 'Lỗi tại dòng 5: Số lượng dự kiến phải lớn hơn hoặc bằng 1']],
      [6, ['Lỗi tại dòng 6: thông tin đơn khác với dòng 2 cùng mã đơn nhập', 'Lỗi tại dòng 6: Mã SKU bị trùng lặp với dòng 2']],
      [7, ['Lỗi tại dòng 7: Mã kho XX99 không tồn tại']],
    ]);
    const confirm = await t.call('/ffm/inbound/upload-confirm', owner, { fileId });
    expect(confirm.status).toBe(200);
    const done = await waitDone(fileId);
    expect(done).toMatchObject({ status: 'done', created: 3, failed: 0 });
    const list = await t.call('/ffm/inbound/list', owner, {});
    const byCode = Object.fromEntries(list.body.data.items.map((x: { orderInboundCode: string }) => [x.orderInboundCode, x]));
    expect(byCode['PN_1']).toMatchObject({ warehouseCode: 'HN01', tplInbound: 'GHN', lineCount: 2, expectedQuantity: 8, status: 0 });
    expect(byCode['PN_2']).toMatchObject({ warehouseCode: 'HCM01', tplInbound: 'VTP', zoneType: 'B2B2D', lineCount: 1 });
    const pn1 = await t.call('/ffm/inbound/get', owner, { code: 'PN_1' });
    expect(pn1.body.data.lines.map((l: { lineNo: number; sku: string; lot: string | null }) => [l.lineNo, l.sku, l.lot])).toEqual([
      [1, 'UP_A', null],
      [2, 'UP_B', 'L1'],
    ]);
    expect(pn1.body.data.logs[0]).toMatchObject({ action: 'CREATE', note: `upload #${fileId}` });
    const hist = await t.call('/ffm/inbound/upload-history', owner, {});
    expect(hist.body.data.items[0]).toMatchObject({ id: fileId });
    // the same codes again: already taken
    const again = await upload('/ffm/inbound/upload', owner, [HEADER, ['PN_1', 'HN01', 'GHN', 'B2C1D', today, '', 'UP_A', 5, '']]);
    expect(again.body.data).toMatchObject({ valid: 0, invalid: 1 });
    const msg = await t.call('/ffm/inbound/upload-validation', owner, { fileId: again.body.data.fileId, tab: 'invalid' });
    expect(msg.body.data.items[0].errors).toEqual(['Lỗi tại dòng 2: Mã đơn nhập PN_1 đã tồn tại']);
    await expectLedgerBalanced(t.database.db);
  });

  it('return-import creates RWTSO/RWSO returns; the template downloads; permissions hold', async () => {
    const today = dmy(vnDay());
    const returnHeader = [...HEADER.slice(0, 6), 'Loại đơn hoàn*', 'Mã đơn được hoàn*', ...HEADER.slice(6)];
    const r = await upload('/ffm/inbound/return-import', owner, [
      returnHeader,
      ['RT_1', 'HN01', 'GHN', 'B2C1D', today, '', 'RWTSO', 'SO_9', 'UP_A', 1, ''],
      ['RT_2', 'HN01', 'GHN', 'B2C1D', today, '', 'NI', 'SO_10', 'UP_A', 1, ''],
    ]);
    expect(r.body.data).toMatchObject({ valid: 1, invalid: 1 });
    await t.call('/ffm/inbound/upload-confirm', owner, { fileId: r.body.data.fileId });
    expect(await waitDone(r.body.data.fileId)).toMatchObject({ created: 1 });
    const got = await t.call('/ffm/inbound/get', owner, { code: 'RT_1' });
    expect(got.body.data).toMatchObject({ type: 'RWTSO', returnRef: 'SO_9' });
    const tpl = await t.app.inject({ method: 'GET', url: '/ffm/inbound/template?kind=inbound', headers: { token: owner } });
    expect(tpl.statusCode).toBe(200);
    expect(readBack(tpl.rawPayload)[0]).toEqual(HEADER);
    const denied = await upload('/ffm/inbound/upload', staffClient, [HEADER]);
    expect([denied.status, denied.body.message]).toEqual([403, DENIED]);
    // provider staff upload for a customer
    const forCustomer = await upload('/ffm/inbound/upload', ops, [HEADER, ['PN_OPS', 'HN01', 'GHN', 'B2C1D', today, '', 'UP_A', 2, '']], { customerId: String(await clientIdOf(t.database.db, 'KH0001')) });
    expect(forCustomer.body.data).toMatchObject({ valid: 1 });
  });

  it('the one-call import answers each row', async () => {
    const m = multipart(sheetFile([HEADER, ['PN_API', 'HN01', 'GHN', 'B2C1D', dmy(vnDay(3)), '', 'UP_B', 4, '']]), 'api.xlsx');
    const r = await t.call('/ffm/inbound/import', owner, undefined, { payload: m.payload, headers: m.headers });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'done', created: 1 });
    expect(r.body.data.rows[0].resultRef).toMatch(/^ASN/);
  });
});

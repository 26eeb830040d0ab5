import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { DENIED, expectLedgerBalanced, insertSku, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';

describe('inbound orders', () => {
  let t: TTestApp;
  let owner: string;
  let staffClient: string;
  let canhan: string;
  let ops: string;
  let hn: number;
  let hcm: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await insertSku(db, 'KH0001', 'AO_THUN', { name: 'Áo thun cổ tròn' });
    await insertSku(db, 'KH0001', 'SUA_TUOI', { name: 'Sữa tươi', manageExpDate: true, manageProdDate: true });
    await insertSku(db, 'KH0001', 'QUAN_JEAN', { name: 'Quần jean' });
    await insertSku(db, 'KH0002', 'VONG_TAY', { name: 'Vòng tay' });
    hn = await warehouseIdOf(db, 'HN01');
    hcm = await warehouseIdOf(db, 'HCM01');
    owner = await t.login('owner@demo.vn');
    staffClient = await t.login('staff@demo.vn');
    canhan = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
  });
  afterAll(async () => {
    await t?.close();
  });

  const draft = (over: Record<string, unknown> = {}) => ({
    orderInboundCode: 'PO_001',
    warehouseId: hn,
    tplInbound: 'GHN',
    zoneType: 'B2C1D',
    estimateReceivedTime: vnDay(),
    customerNote: 'Giao giờ hành chính',
    lines: [
      { sku: 'AO_THUN', expectedQuantity: 10 },
      { sku: 'SUA_TUOI', expectedQuantity: 5 },
    ],
    ...over,
  });

  describe('create (SPEC §5)', () => {
    it('refuses a draft with the rule messages per field', async () => {
      const r = await t.call('/ffm/inbound/create', owner, { lines: [] });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(1016);
      const fields = r.body.data.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(['warehouseId', 'tplInbound', 'zoneType', 'estimateReceivedTime', 'lines']);
      expect(r.body.data.errors[0].message).toBe('Vui lòng chọn kho nhập hàng');
    });

    it('needs expected quantities above 0, a date today or later, known carrier and warehouse, and own SKUs', async () => {
      const r = await t.call(
        '/ffm/inbound/create',
        owner,
        draft({
          warehouseId: 9999,
          tplInbound: 'NOPE',
          estimateReceivedTime: vnDay(-1),
          lines: [
            { sku: 'AO_THUN', expectedQuantity: 0 },
            { sku: 'VONG_TAY', expectedQuantity: 1 },
            { sku: 'AO_THUN', expectedQuantity: 2 },
          ],
        }),
      );
      expect(r.status).toBe(422);
      const byField = Object.fromEntries(r.body.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
      expect(byField['estimateReceivedTime']).toBe('Ngày dự kiến nhận hàng phải từ hôm nay trở đi');
      expect(byField['lines.0.expectedQuantity']).toBe('Số lượng dự kiến phải là số nguyên lớn hơn 0');
      expect(byField['lines.1.sku']).toBe('Sản phẩm không tồn tại');
      expect(byField['lines.2.sku']).toBe('Sản phẩm bị trùng');
      expect(byField['warehouseId']).toBeTruthy();
      expect(byField['tplInbound']).toBeTruthy();
    });

    it('creates an order with a generated asn code, status 0 and a log row; the client code is unique (30001)', async () => {
      const r = await t.call('/ffm/inbound/create', owner, draft());
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const o = r.body.data;
      expect(o.asnCode).toMatch(/^ASN\d{6}\d{4}$/);
      expect(o).toMatchObject({ orderInboundCode: 'PO_001', status: 0, type: 'NI', zoneType: 'B2C1D', tplInbound: 'GHN', warehouseCode: 'HN01', lineCount: 2, expectedQuantity: 15 });
      expect(o.lines.map((l: { sku: string; lineNo: number }) => [l.lineNo, l.sku])).toEqual([
        [1, 'AO_THUN'],
        [2, 'SUA_TUOI'],
      ]);
      expect(o.logs).toHaveLength(1);
      expect(o.logs[0]).toMatchObject({ action: 'CREATE', toStatus: 0, actor: { name: 'Nguyễn Văn An' } });
      const again = await t.call('/ffm/inbound/create', owner, draft());
      expect([again.status, again.body.code]).toEqual([409, 30001]);
      // another client may use the same code
      await insertSku(t.database.db, 'KH0002', 'AO_THUN');
      const other = await t.call('/ffm/inbound/create', canhan, draft({ lines: [{ sku: 'AO_THUN', expectedQuantity: 1 }] }));
      expect(other.status).toBe(200);
      await expectLedgerBalanced(t.database.db);
    });

    it('lines may name the SKU by id; without a client code the asn code is used', async () => {
      const got = await t.call('/ffm/inventory/get-stock-by-sku', owner, { sku: 'QUAN_JEAN' });
      const r = await t.call('/ffm/inbound/create', owner, draft({ orderInboundCode: null, lines: [{ skuId: got.body.data.sku.id, expectedQuantity: 3 }] }));
      expect(r.status).toBe(200);
      expect(r.body.data.orderInboundCode).toBe(r.body.data.asnCode);
    });
  });

  describe('permissions and tenancy', () => {
    it('client staff without create_inbound get 403 with the spec message; provider staff cannot use client calls', async () => {
      const r = await t.call('/ffm/inbound/create', staffClient, draft({ orderInboundCode: 'PO_STAFF' }));
      expect([r.status, r.body.code, r.body.message]).toEqual([403, 403, DENIED]);
      expect((await t.call('/ffm/inbound/list', staffClient, {})).status).toBe(403);
      expect((await t.call('/ffm/inbound/list', ops, {})).status).toBe(403);
      expect((await t.call('/ops/inbound/list', owner, {})).status).toBe(403);
      expect((await t.call('/ops/inbound/start-receiving', owner, { id: 1 })).status).toBe(403);
    });

    it("another client's order answers 404 (30000) everywhere", async () => {
      const mine = await t.call('/ffm/inbound/get', owner, { code: 'PO_001' });
      const id = mine.body.data.id;
      for (const [url, body] of [
        ['/ffm/inbound/get', { id }],
        ['/ffm/inbound/get', { code: mine.body.data.asnCode }],
        ['/ffm/inbound/cancel', { id }],
      ] as const) {
        const r = await t.call(url, canhan, body);
        expect([r.status, r.body.code], url).toEqual([404, 30000]);
      }
      const list = await t.call('/ffm/inbound/list', canhan, {});
      expect(list.body.data.items.map((x: { customerCode: string }) => x.customerCode)).toEqual(['KH0002']);
      const resync = await t.call('/ffm/inbound/resync-status-flux', canhan, { ids: [id] });
      expect(resync.body.data[0]).toMatchObject({ success: false, message: 'Không tìm thấy đơn nhập' });
    });
  });

  describe('list, get, export, resync', () => {
    it('lists with status tab counts and filters', async () => {
      const all = await t.call('/ffm/inbound/list', owner, {});
      expect(all.status).toBe(200);
      expect(all.body.data.statusCounts).toMatchObject({ all: 2, '0': 2, '3': 0, '9': 0 });
      expect(all.body.data.total).toBe(2);
      const byCode = await t.call('/ffm/inbound/list', owner, { code: 'po_0' });
      expect(byCode.body.data.items.map((x: { orderInboundCode: string }) => x.orderInboundCode)).toEqual(['PO_001']);
      const other = await t.call('/ffm/inbound/list', owner, { warehouseId: hcm });
      expect(other.body.data.total).toBe(0);
      const tab = await t.call('/ffm/inbound/list', owner, { status: 9 });
      expect(tab.body.data).toMatchObject({ total: 0, statusCounts: { all: 2 } });
      const dates = await t.call('/ffm/inbound/list', owner, { createdFrom: vnDay(), createdTo: vnDay(), type: 'NI', page: 1, pageSize: 1 });
      expect(dates.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(dates.body.data.items).toHaveLength(1);
      const future = await t.call('/ffm/inbound/list', owner, { createdFrom: vnDay(1) });
      expect(future.body.data.total).toBe(0);
    });

    it('exports xlsx, one row per line, formula-like text made inert', async () => {
      await insertSku(t.database.db, 'KH0001', 'CONG_THUC');
      const evil = await t.call('/ffm/inbound/create', owner, draft({ orderInboundCode: 'PO_EVIL', customerNote: '=HYPERLINK("http://x")', lines: [{ sku: 'CONG_THUC', expectedQuantity: 1 }] }));
      expect(evil.status).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: '/ffm/inbound/export', headers: { token: owner }, payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      expect(rows[0]![0]).toBe('Mã ASN');
      expect(rows).toHaveLength(1 + 2 + 1 + 1);
      const evilRow = rows.find((r) => r[1] === 'PO_EVIL')!;
      expect(evilRow[11]).toBe(`'=HYPERLINK("http://x")`);
      const denied = await t.call('/ffm/inbound/export', staffClient, {});
      expect(denied.status).toBe(403);
    });

    it('resyncs each order with a message and keeps a history', async () => {
      const r = await t.call('/ffm/inbound/resync-status-flux', owner, { codes: ['PO_001', 'NO_SUCH'] });
      expect(r.status).toBe(200);
      expect(r.body.data[0]).toMatchObject({ success: true, status: 0, message: 'Đồng bộ trạng thái thành công: Chờ nhập hàng' });
      expect(r.body.data[0].lastLog.action).toBe('CREATE');
      expect(r.body.data[1]).toMatchObject({ code: 'NO_SUCH', success: false });
      const h = await t.call('/ffm/inbound/list-sync-history', owner, {});
      expect(h.body.data.total).toBe(2);
      expect(h.body.data.items[0]).toMatchObject({ code: 'NO_SUCH', success: false });
    });
  });

  describe('cancel (SPEC §4)', () => {
    it('cancels a waiting order once (30003 the second time) and logs it', async () => {
      const c = await t.call('/ffm/inbound/create', owner, draft({ orderInboundCode: 'PO_CANCEL' }));
      const id = c.body.data.id;
      const r = await t.call('/ffm/inbound/cancel', owner, { id, reason: 'Đặt nhầm' });
      expect(r.status).toBe(200);
      expect(r.body.data.status).toBe(9);
      expect(r.body.data.logs.at(-1)).toMatchObject({ action: 'CANCEL', fromStatus: 0, toStatus: 9, note: 'Đặt nhầm' });
      const twice = await t.call('/ffm/inbound/cancel', owner, { id });
      expect([twice.status, twice.body.code, twice.body.message]).toEqual([409, 30003, 'Đơn nhập đã được huỷ']);
      const start = await t.call('/ops/inbound/start-receiving', ops, { id });
      expect(start.status).toBe(400);
    });

    it('refuses once receiving has started (30002)', async () => {
      const c = await t.call('/ffm/inbound/create', owner, draft({ orderInboundCode: 'PO_LATE' }));
      expect((await t.call('/ops/inbound/start-receiving', ops, { id: c.body.data.id })).body.data.status).toBe(3);
      const r = await t.call('/ffm/inbound/cancel', owner, { code: 'PO_LATE' });
      expect([r.status, r.body.code, r.body.message]).toEqual([409, 30002, 'Không thể huỷ đơn nhập ở trạng thái hiện tại']);
    });
  });

  describe('returns', () => {
    it('creates RWTSO/RWSO returns; 30005 when not a return type, 30006 when the order already has a live return', async () => {
      const notReturn = await t.call('/ffm/inbound/create-return', owner, { ...draft({ orderInboundCode: 'RT_1' }), type: 'NI', returnRef: 'SO0001' });
      expect([notReturn.status, notReturn.body.code]).toEqual([422, 30005]);
      const noRef = await t.call('/ffm/inbound/create-return', owner, { ...draft({ orderInboundCode: 'RT_1' }), type: 'RWTSO' });
      expect(noRef.body.data.errors[0].field).toBe('returnRef');
      const ok = await t.call('/ffm/inbound/create-return', owner, { ...draft({ orderInboundCode: 'RT_1' }), type: 'RWTSO', returnRef: 'SO0001' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data).toMatchObject({ type: 'RWTSO', returnRef: 'SO0001', status: 0 });
      const dup = await t.call('/ffm/inbound/create-return', owner, { ...draft({ orderInboundCode: 'RT_2' }), type: 'RWSO', returnRef: 'SO0001' });
      expect([dup.status, dup.body.code]).toEqual([409, 30006]);
      // once the first is cancelled, the order can be returned again
      await t.call('/ffm/inbound/cancel', owner, { id: ok.body.data.id });
      const again = await t.call('/ffm/inbound/create-return', owner, { ...draft({ orderInboundCode: 'RT_2' }), type: 'RWSO', returnRef: 'SO0001' });
      expect(again.status).toBe(200);
    });
  });

  describe('warehouse work: receive, finish, put away, complete', () => {
    let id: number;

    it('staff see every customer, filter by customer, and start receiving (0 → 3)', async () => {
      const list = await t.call('/ops/inbound/list', ops, {});
      expect(new Set(list.body.data.items.map((x: { customerCode: string }) => x.customerCode))).toEqual(new Set(['KH0001', 'KH0002']));
      const mine = await t.call('/ops/inbound/list', ops, { customerId: list.body.data.items.find((x: { customerCode: string }) => x.customerCode === 'KH0002').customerId });
      expect(mine.body.data.items.every((x: { customerCode: string }) => x.customerCode === 'KH0002')).toBe(true);
      const c = await t.call('/ffm/inbound/create', owner, draft({ orderInboundCode: 'PO_FLOW' }));
      id = c.body.data.id;
      const got = await t.call('/ops/inbound/get', ops, { id });
      expect(got.body.data.orderInboundCode).toBe('PO_FLOW');
      const notYet = await t.call('/ops/inbound/receive-line', ops, { id, code: 'AO_THUN', quantity: 1 });
      expect([notYet.status, notYet.body.message]).toEqual([400, 'Đơn nhập không ở trạng thái đang kiểm hàng']);
      const s = await t.call('/ops/inbound/start-receiving', ops, { id });
      expect(s.body.data.status).toBe(3);
      expect(s.body.data.logs.at(-1)).toMatchObject({ action: 'START_RECEIVING', fromStatus: 0, toStatus: 3, actor: { name: 'Phạm Quốc Dũng' } });
      const twice = await t.call('/ops/inbound/start-receiving', ops, { id });
      expect(twice.status).toBe(400);
    });

    it('counts by scan (mCode) and by hand, adding up; GOOD and BAD kept apart', async () => {
      const a = await t.call('/ops/inbound/receive-line', ops, { id, code: 'M_AO_THUN', quantity: 4, method: 'SCAN' });
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      const lineId = a.body.data.lines[0].id;
      const b = await t.call('/ops/inbound/receive-line', ops, { id, lineId, quantity: 3 });
      const c = await t.call('/ops/inbound/receive-line', ops, { id, lineId, quantity: 1, condition: 'BAD' });
      expect(b.status).toBe(200);
      expect(c.body.data.lines[0]).toMatchObject({ receivedQuantity: 8, receivedGood: 7, receivedBad: 1 });
      expect(c.body.data.receipts).toHaveLength(3);
      expect(c.body.data.receipts[2]).toMatchObject({ method: 'SCAN', quantity: 4, actor: { name: 'Phạm Quốc Dũng' } });
      const unknown = await t.call('/ops/inbound/receive-line', ops, { id, code: 'QUAN_JEAN', quantity: 1 });
      expect(unknown.body.data.errors[0]).toEqual({ field: 'code', message: 'Sản phẩm không có trong đơn nhập' });
      await expectLedgerBalanced(t.database.db);
    });

    it('requires the dates a SKU manages, checks them, and names the lot after the expiry date', async () => {
      const missing = await t.call('/ops/inbound/receive-line', ops, { id, code: 'SUA_TUOI', quantity: 2 });
      expect(missing.status).toBe(422);
      expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['productionDate', 'expiryDate']);
      const backwards = await t.call('/ops/inbound/receive-line', ops, { id, code: 'SUA_TUOI', quantity: 2, productionDate: vnDay(-1), expiryDate: vnDay(-2) });
      expect(backwards.body.data.errors).toEqual([{ field: 'expiryDate', message: 'Hạn sử dụng phải sau ngày sản xuất' }]);
      const future = await t.call('/ops/inbound/receive-line', ops, { id, code: 'SUA_TUOI', quantity: 2, productionDate: vnDay(2), expiryDate: vnDay(30) });
      expect(future.body.data.errors[0].field).toBe('productionDate');
      const ok = await t.call('/ops/inbound/receive-line', ops, { id, code: 'SUA_TUOI', quantity: 2, productionDate: vnDay(-10), expiryDate: '2030-12-31' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data.receipts[0]).toMatchObject({ lotNum: 'E20301231', expiryDate: '2030-12-31' });
      const lot = await t.call('/ops/inbound/receive-line', ops, { id, code: 'SUA_TUOI', quantity: 2, lot: 'L01', productionDate: vnDay(-10), expiryDate: '2031-01-31' });
      expect(lot.status).toBe(200);
      const clash = await t.call('/ops/inbound/receive-line', ops, { id, code: 'SUA_TUOI', quantity: 1, lot: 'L01', productionDate: vnDay(-10), expiryDate: '2031-02-28' });
      expect(clash.body.data.errors[0]).toEqual({ field: 'lot', message: 'Lô này đã được nhận với ngày sản xuất/hạn sử dụng khác' });
      await expectLedgerBalanced(t.database.db);
    });

    it('received stock is on hand at the dock but not available; the client sees it as on hold', async () => {
      const s = await t.call('/ffm/inventory/summary-list', owner, { sku: 'AO_THUN' });
      expect(s.body.data.items[0]).toMatchObject({ qty: 8, qtyAvailable: 0, qtyDefective: 1, qtyOnHold: 8 });
    });

    it('finishing with a short line needs confirmation (30007); the log keeps the difference (3 → 4)', async () => {
      const refused = await t.call('/ops/inbound/finish-receiving', ops, { id });
      expect([refused.status, refused.body.code]).toEqual([409, 30007]);
      expect(refused.body.data.lines.map((l: { sku: string; difference: number }) => [l.sku, l.difference])).toEqual([
        ['AO_THUN', -2],
        ['SUA_TUOI', -1],
      ]);
      const ok = await t.call('/ops/inbound/finish-receiving', ops, { id, confirmMismatch: true });
      expect(ok.body.data.status).toBe(4);
      expect(ok.body.data.logs.at(-1).note).toBe('AO_THUN: dự kiến 10, thực nhận 8 (-2); SUA_TUOI: dự kiến 5, thực nhận 4 (-1)');
      expect(ok.body.data.putAwayRemaining).toHaveLength(4);
    });

    it('puts away by line and lot into storage, refusing too much, non-storage places and incomplete put-away on complete', async () => {
      const lines = (await t.call('/ops/inbound/get', ops, { id })).body.data.lines;
      const ao = lines[0].id;
      const sua = lines[1].id;
      const tooMuch = await t.call('/ops/inbound/put-away', ops, { id, items: [{ lineId: ao, quantity: 8, locationCode: 'A-01-01' }] });
      expect(tooMuch.body.data.errors[0]).toEqual({ field: 'items.0.quantity', message: 'Số lượng lên kệ vượt quá số hàng đã nhận chưa lên kệ' });
      const dock = await t.call('/ops/inbound/put-away', ops, { id, items: [{ lineId: ao, quantity: 1, locationCode: 'CNT-01' }] });
      expect(dock.body.data.errors[0].field).toBe('items.0.locationCode');
      const part = await t.call('/ops/inbound/put-away', ops, {
        id,
        items: [
          { lineId: ao, quantity: 5, locationCode: 'a-01-01' },
          { lineId: ao, quantity: 2, locationCode: 'A-01-02' },
          { lineId: ao, quantity: 1, condition: 'BAD', locationCode: 'B-03-04' },
          { lineId: sua, lot: 'E20301231', quantity: 2, locationCode: 'A-02-01' },
        ],
      });
      expect(part.status, JSON.stringify(part.body)).toBe(200);
      expect(part.body.data.lines[0].putAwayQuantity).toBe(8);
      expect(part.body.data.putAwayRemaining).toEqual([{ lineId: sua, sku: 'SUA_TUOI', lotNum: 'L01', condition: 'GOOD', quantity: 2 }]);
      const early = await t.call('/ops/inbound/complete', ops, { id });
      expect(early.status).toBe(422);
      expect(early.body.data.errors[0].message).toBe('Còn hàng chưa lên kệ (2)');
      const rest = await t.call('/ops/inbound/put-away', ops, { id, locationCode: 'A-02-02' });
      expect(rest.body.data.putAwayRemaining).toEqual([]);
      expect(rest.body.data.putAway).toHaveLength(5);
      const nothing = await t.call('/ops/inbound/put-away', ops, { id, locationCode: 'A-02-02' });
      expect(nothing.status).toBe(422);
      await expectLedgerBalanced(t.database.db);
      const held = await t.call('/ffm/inventory/summary-list', owner, { sku: 'AO_THUN' });
      expect(held.body.data.items[0]).toMatchObject({ qty: 8, qtyAvailable: 0, qtyOnHold: 8 });
    });

    it('completing (4 → 99) makes the stock available; a second complete changes nothing', async () => {
      const done = await t.call('/ops/inbound/complete', ops, { id });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data.status).toBe(99);
      expect(done.body.data.logs.map((l: { action: string }) => l.action)).toEqual([
        'CREATE',
        'START_RECEIVING',
        'RECEIVE',
        'RECEIVE',
        'RECEIVE',
        'RECEIVE',
        'RECEIVE',
        'FINISH_RECEIVING',
        'PUT_AWAY',
        'PUT_AWAY',
        'COMPLETE',
      ]);
      const again = await t.call('/ops/inbound/complete', ops, { id });
      expect(again.status).toBe(400);
      const s = await t.call('/ffm/inventory/summary-list', owner, {});
      const bySku = Object.fromEntries(s.body.data.items.map((x: { sku: string }) => [x.sku, x]));
      expect(bySku['AO_THUN']).toMatchObject({ warehouseCode: 'HN01', qty: 8, qtyAllocated: 0, qtyAvailable: 7, qtyDefective: 1, qtyLost: 0, qtyOnHold: 0 });
      expect(bySku['SUA_TUOI']).toMatchObject({ qty: 4, qtyAvailable: 4 });
      const d = await t.call('/ffm/inventory/detail-list', owner, { sku: 'SUA_TUOI' });
      expect(d.body.data.items.map((x: { lotNum: string; qty: number; expiryDate: string; locationCodes: string[] }) => [x.lotNum, x.qty, x.expiryDate, x.locationCodes])).toEqual([
        ['E20301231', 2, '2030-12-31', ['A-02-01']],
        ['L01', 2, '2031-01-31', ['A-02-02']],
      ]);
      expect(d.body.data.items[0]).toMatchObject({ customerCode: 'KH0001', zoneType: 'B2C1D', condition: 'GOOD', mCode: 'M_SUA_TUOI', sCode: 'S_SUA_TUOI', name: 'Sữa tươi' });
      expect(d.body.data.items[0].warehousingDate).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(d.body.data.items[0].productionDate).toBe(vnDay(-10));
      await expectLedgerBalanced(t.database.db);
      // the client's detail view of the order shows the whole story
      const mine = await t.call('/ffm/inbound/get', owner, { id });
      expect(mine.body.data).toMatchObject({ status: 99, receivedQuantity: 12, expectedQuantity: 15 });
      // the ledger names the order on every row
      const ledger = await t.call('/ops/inventory/ledger', ops, { refType: 'INBOUND', refId: id, pageSize: 100 });
      expect(new Set(ledger.body.data.items.map((x: { movementType: string }) => x.movementType))).toEqual(new Set(['RECEIVE', 'PUTAWAY_OUT', 'PUTAWAY_IN', 'INBOUND_COMPLETE']));
      expect(ledger.body.data.items.every((x: { refCode: string; actor: string }) => x.refCode === done.body.data.asnCode && x.actor === 'Phạm Quốc Dũng')).toBe(true);
    });
  });
});

import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, DENIED, expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';

interface TRow {
  [k: string]: unknown;
}

describe('inventory: lists, exports and stock tools', () => {
  let t: TTestApp;
  let owner: string;
  let staffClient: string;
  let canhan: string;
  let ops: string;
  let hn: number;
  let hcm: number;
  let kh2: number;

  const balanced = () => expectLedgerBalanced(t.database.db);
  const bal = async (sku: string, warehouseId = hn) => {
    const r = await t.call('/ffm/inventory/check-sku', ops, { sku, warehouseId });
    return r.body.data.rows as Array<{ balanceId: number; locationCode: string; qty: number; qtyLost: number; condition: string; lotNum: string; qtyFree: number }>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await insertSku(db, 'KH0001', 'AO_KHOAC', { name: 'Áo khoác gió' });
    await insertSku(db, 'KH0001', 'NUOC_MAM', { name: 'Nước mắm', manageExpDate: true });
    await insertSku(db, 'KH0001', 'SHARED');
    await insertSku(db, 'KH0002', 'SHARED');
    await insertSku(db, 'KH0002', 'NON_LA', { name: 'Nón lá' });
    hn = await warehouseIdOf(db, 'HN01');
    hcm = await warehouseIdOf(db, 'HCM01');
    kh2 = await clientIdOf(db, 'KH0002');
    owner = await t.login('owner@demo.vn');
    staffClient = await t.login('staff@demo.vn');
    canhan = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'AO_KHOAC', qty: 20 }, { sku: 'SHARED', qty: 2 }] });
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-02', zoneType: 'B2B2D', lines: [{ sku: 'NUOC_MAM', qty: 10, expiryDate: '2027-06-30' }] });
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-03', zoneType: 'B2B2D', lines: [{ sku: 'NUOC_MAM', qty: 4, expiryDate: '2028-01-31' }] });
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hcm, location: 'B-01-01', lines: [{ sku: 'AO_KHOAC', qty: 3 }] });
    await stockUp(t, { client: canhan, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'NON_LA', qty: 5 }, { sku: 'SHARED', qty: 1 }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('detail and summary (SPEC §3)', () => {
    it('a client sees only their own stock, with the detail fields', async () => {
      const r = await t.call('/ffm/inventory/detail-list', owner, {});
      expect(r.status).toBe(200);
      expect(r.body.data.total).toBe(5);
      expect(r.body.data.items.every((x: TRow) => x.customerCode === 'KH0001')).toBe(true);
      const nm = r.body.data.items.find((x: TRow) => x.sku === 'NUOC_MAM' && x.lotNum === 'E20270630');
      expect(nm).toMatchObject({
        warehouseCode: 'HN01',
        customerName: 'Cửa hàng Demo',
        mCode: 'M_NUOC_MAM',
        sCode: 'S_NUOC_MAM',
        name: 'Nước mắm',
        qty: 10,
        qtyAllocated: 0,
        productionDate: null,
        expiryDate: '2027-06-30',
        zoneType: 'B2B2D',
        condition: 'GOOD',
      });
      expect(nm.warehousingDate).toMatch(/Z$/);
      const theirs = await t.call('/ffm/inventory/detail-list', canhan, {});
      expect(theirs.body.data.items.map((x: TRow) => x.sku).sort()).toEqual(['NON_LA', 'SHARED']);
    });

    it('filters by warehouse, keyword without accents, lot, condition, zone type, expiry; sorts and pages', async () => {
      const q = async (body: Record<string, unknown>) => (await t.call('/ffm/inventory/detail-list', owner, body)).body.data;
      expect((await q({ warehouseId: hcm })).items.map((x: TRow) => x.sku)).toEqual(['AO_KHOAC']);
      expect((await q({ keyword: 'ao khoac gio' })).total).toBe(2);
      expect((await q({ keyword: 'NƯỚC' })).total).toBe(2);
      expect((await q({ keyword: 's_nuoc' })).total).toBe(2);
      expect((await q({ lot: '2028' })).items.map((x: TRow) => x.qty)).toEqual([4]);
      expect((await q({ condition: 'BAD' })).total).toBe(0);
      expect((await q({ zoneType: 'B2B2D' })).total).toBe(2);
      expect((await q({ expiryBefore: '2028-01-01' })).items.map((x: TRow) => x.lotNum)).toEqual(['E20270630']);
      const sorted = await q({ sortBy: 'qty', sortDir: 'desc', page: 1, pageSize: 2 });
      expect(sorted.items.map((x: TRow) => x.qty)).toEqual([20, 10]);
      expect(sorted.total).toBe(5);
      const page3 = await q({ sortBy: 'qty', sortDir: 'desc', page: 3, pageSize: 2 });
      expect(page3.items.map((x: TRow) => x.qty)).toEqual([2]);
      const expiry = await q({ sortBy: 'expiryDate' });
      expect(expiry.items.slice(0, 2).map((x: TRow) => x.expiryDate)).toEqual(['2027-06-30', '2028-01-31']);
    });

    it('summary per warehouse and SKU: qty, allocated, available, defective, lost', async () => {
      const r = await t.call('/ffm/inventory/summary-list', owner, {});
      expect(r.body.data.items.map((x: TRow) => [x.warehouseCode, x.sku, x.qty, x.qtyAvailable])).toEqual([
        ['HCM01', 'AO_KHOAC', 3, 3],
        ['HN01', 'AO_KHOAC', 20, 20],
        ['HN01', 'NUOC_MAM', 14, 14],
        ['HN01', 'SHARED', 2, 2],
      ]);
      expect(r.body.data.items[0]).toMatchObject({ qtyAllocated: 0, qtyDefective: 0, qtyLost: 0, qtyOnHold: 0, name: 'Áo khoác gió' });
      // a page of the SKU list asks for its SKUs at once
      const ids = [r.body.data.items[0].skuId, r.body.data.items[2].skuId];
      const some = await t.call('/ffm/inventory/summary-list', owner, { skuIds: ids });
      expect(some.body.data.items.map((x: TRow) => [x.warehouseCode, x.sku])).toEqual([
        ['HCM01', 'AO_KHOAC'],
        ['HN01', 'AO_KHOAC'],
        ['HN01', 'NUOC_MAM'],
      ]);
    });

    it('provider staff see everyone or one customer; client staff need the permissions', async () => {
      const all = await t.call('/ffm/inventory/summary-list', ops, { warehouseId: hn });
      expect(new Set(all.body.data.items.map((x: TRow) => x.customerCode))).toEqual(new Set(['KH0001', 'KH0002']));
      const one = await t.call('/ffm/inventory/summary-list', ops, { customerId: kh2 });
      expect(one.body.data.items.map((x: TRow) => x.sku)).toEqual(['NON_LA', 'SHARED']);
      // a client cannot widen their view with customerId
      const sneaky = await t.call('/ffm/inventory/summary-list', owner, { customerId: kh2 });
      expect(sneaky.body.data.items.every((x: TRow) => x.customerCode === 'KH0001')).toBe(true);
      expect((await t.call('/ffm/inventory/detail-list', staffClient, {})).status).toBe(200);
      const exp = await t.call('/ffm/inventory/detail-export', staffClient, {});
      expect([exp.status, exp.body.message]).toEqual([403, DENIED]);
    });

    it('exports detail and summary as xlsx', async () => {
      for (const [url, header, count] of [
        ['/ffm/inventory/detail-export', 'Kho', 6],
        ['/ffm/inventory/summary-export', 'Kho', 5],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url, headers: { token: owner }, payload: {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-disposition']).toMatch(/attachment; filename="ton-kho-/);
        const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
        const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
        expect(rows[0]![0]).toBe(header);
        expect(rows).toHaveLength(count);
      }
      const en = await t.app.inject({ method: 'POST', url: '/ffm/inventory/summary-export', headers: { token: owner, 'x-lang': 'en' }, payload: { sku: 'NUOC_MAM' } });
      const wb = XLSX.read(en.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      expect(rows).toHaveLength(2);
      expect(rows[1]!.slice(2, 9)).toEqual(['NUOC_MAM', 'M_NUOC_MAM', 'S_NUOC_MAM', 'Nước mắm', 14, 0, 14]);
    });

    it('get-stock-by-sku answers every warehouse; others’ SKUs are not found; ambiguous codes need the customer', async () => {
      const r = await t.call('/ffm/inventory/get-stock-by-sku', owner, { sku: 'AO_KHOAC' });
      expect(r.body.data.warehouses.map((w: TRow) => [w.warehouseCode, w.qty, w.qtyAvailable])).toEqual([
        ['HCM01', 3, 3],
        ['HN01', 20, 20],
      ]);
      expect(r.body.data.total).toMatchObject({ qty: 23, qtyAvailable: 23 });
      const byId = await t.call('/ffm/inventory/get-stock-by-sku', owner, { skuId: r.body.data.sku.id });
      expect(byId.body.data.total.qty).toBe(23);
      const notMine = await t.call('/ffm/inventory/get-stock-by-sku', canhan, { sku: 'AO_KHOAC' });
      expect([notMine.status, notMine.body.code]).toEqual([404, 20000]);
      const ambiguous = await t.call('/ffm/inventory/get-stock-by-sku', ops, { sku: 'SHARED' });
      expect(ambiguous.status).toBe(422);
      const chosen = await t.call('/ffm/inventory/get-stock-by-sku', ops, { sku: 'SHARED', customerId: kh2 });
      expect(chosen.body.data.total.qty).toBe(1);
    });
  });

  describe('stock tools (provider staff)', () => {
    it('are refused to clients', async () => {
      const calls: Array<[string, Record<string, unknown>]> = [
        ['/ffm/inventory/move', { warehouseId: hn, fromLocationCode: 'A-01-01', toLocationCode: 'A-01-02' }],
        ['/ffm/inventory/reallocate', { balanceId: 1, targets: [{ locationCode: 'A-01-02', qty: 1 }] }],
        ['/ffm/inventory/tool', { action: 'list' }],
        ['/ffm/inventory/check-location', { warehouseId: hn, locationCode: 'A-01-01' }],
        ['/ffm/inventory/scan-sku-location', { warehouseId: hn, code: 'AO_KHOAC', locationCode: 'A-01-01' }],
        ['/ffm/inventory/count/move-to-count', { warehouseId: hn, fromLocationCode: 'A-01-01' }],
        ['/ffm/inventory/count/move-to-storage', { warehouseId: hn, toLocationCode: 'A-01-01' }],
        ['/ops/inventory/operations', {}],
      ];
      for (const [url, body] of calls) {
        const r = await t.call(url, owner, body);
        expect([r.status, r.body.message], url).toEqual([403, DENIED]);
      }
    });

    it('check-location and check-sku show what is where', async () => {
      const loc = await t.call('/ffm/inventory/check-location', ops, { warehouseId: hn, locationCode: 'a-01-01' });
      expect(loc.body.data.location.code).toBe('A-01-01');
      expect(loc.body.data.rows.map((r: TRow) => [r.sku, r.customerId === kh2 ? 'KH0002' : 'KH0001', r.qty])).toEqual([
        ['AO_KHOAC', 'KH0001', 20],
        ['NON_LA', 'KH0002', 5],
        ['SHARED', 'KH0001', 2],
        ['SHARED', 'KH0002', 1],
      ]);
      const sku = await t.call('/ffm/inventory/check-sku', ops, { sku: 'NUOC_MAM' });
      expect(sku.body.data.rows.map((r: TRow) => [r.locationCode, r.lotNum, r.qty, r.qtyFree, r.qtyAvailable])).toEqual([
        ['A-01-02', 'E20270630', 10, 10, 10],
        ['A-01-03', 'E20280131', 4, 4, 4],
      ]);
      // clients may look up their own SKUs only
      const mine = await t.call('/ffm/inventory/check-sku', owner, { sku: 'NUOC_MAM' });
      expect(mine.body.data.rows).toHaveLength(2);
      expect((await t.call('/ffm/inventory/check-sku', canhan, { sku: 'NUOC_MAM' })).status).toBe(422);
      const missing = await t.call('/ffm/inventory/check-location', ops, { warehouseId: hn, locationCode: 'Z-99' });
      expect(missing.body.data.errors[0]).toEqual({ field: 'locationCode', message: 'Không tìm thấy vị trí trong kho này' });
    });

    it('move: part of a row, then the rest of a location; refuses too much, the same place and non-storage targets', async () => {
      const [row] = (await bal('AO_KHOAC')).filter((r) => r.locationCode === 'A-01-01');
      const part = await t.call('/ffm/inventory/move', ops, { warehouseId: hn, fromLocationCode: 'A-01-01', toLocationCode: 'A-02-01', items: [{ balanceId: row!.balanceId, qty: 5 }], reason: 'Sắp xếp lại' });
      expect(part.status, JSON.stringify(part.body)).toBe(200);
      expect(part.body.data.kind).toBe('MOVE');
      expect(part.body.data.movements.map((m: TRow) => [m.type, m.locationCode, m.qtyDelta])).toEqual([
        ['MOVE_OUT', 'A-01-01', -5],
        ['MOVE_IN', 'A-02-01', 5],
      ]);
      const tooMuch = await t.call('/ffm/inventory/move', ops, { warehouseId: hn, fromLocationCode: 'A-01-01', toLocationCode: 'A-02-01', items: [{ balanceId: row!.balanceId, qty: 16 }] });
      expect(tooMuch.body.data.errors[0].field).toBe('items.0');
      const same = await t.call('/ffm/inventory/move', ops, { warehouseId: hn, fromLocationCode: 'A-01-01', toLocationCode: 'A-01-01' });
      expect(same.body.data.errors[0].field).toBe('toLocationCode');
      const dock = await t.call('/ffm/inventory/move', ops, { warehouseId: hn, fromLocationCode: 'A-01-01', toLocationCode: 'RCV-01' });
      expect(dock.body.data.errors[0]).toEqual({ field: 'toLocationCode', message: 'Vị trí không phải vị trí lưu kho' });
      const wrongWh = await t.call('/ffm/inventory/move', ops, { warehouseId: hcm, fromLocationCode: 'A-01-01', toLocationCode: 'A-02-01', items: [{ balanceId: row!.balanceId }] });
      expect(wrongWh.status).toBe(422);
      const whole = await t.call('/ffm/inventory/move', ops, { warehouseId: hn, fromLocationCode: 'A-02-01', toLocationCode: 'A-02-02' });
      expect(whole.status).toBe(200);
      expect((await bal('AO_KHOAC')).map((r) => [r.locationCode, r.qty])).toEqual([
        ['A-01-01', 15],
        ['A-02-02', 5],
      ]);
      await balanced();
    });

    it('reallocate: spreads one row over several locations', async () => {
      const [row] = (await bal('AO_KHOAC')).filter((r) => r.locationCode === 'A-02-02');
      const r = await t.call('/ffm/inventory/reallocate', ops, {
        balanceId: row!.balanceId,
        targets: [
          { locationCode: 'B-01-01', qty: 2 },
          { locationCode: 'B-01-02', qty: 3 },
        ],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await bal('AO_KHOAC')).map((x) => [x.locationCode, x.qty])).toEqual([
        ['A-01-01', 15],
        ['B-01-01', 2],
        ['B-01-02', 3],
      ]);
      const over = await t.call('/ffm/inventory/reallocate', ops, { balanceId: row!.balanceId, targets: [{ locationCode: 'B-01-01', qty: 1 }] });
      expect(over.status).toBe(422);
      await balanced();
    });

    it('count/move-to-count and move-to-storage carry goods to the count area and back; they are not available meanwhile', async () => {
      const there = await t.call('/ffm/inventory/count/move-to-count', ops, { warehouseId: hn, fromLocationCode: 'B-01-02' });
      expect(there.status, JSON.stringify(there.body)).toBe(200);
      expect(there.body.data.movements.map((m: TRow) => m.locationCode)).toEqual(['B-01-02', 'CNT-01']);
      const s = await t.call('/ffm/inventory/get-stock-by-sku', owner, { sku: 'AO_KHOAC' });
      expect(s.body.data.warehouses.find((w: TRow) => w.warehouseCode === 'HN01')).toMatchObject({ qty: 20, qtyAvailable: 17 });
      const back = await t.call('/ffm/inventory/count/move-to-storage', ops, { warehouseId: hn, toLocationCode: 'B-01-02' });
      expect(back.status).toBe(200);
      const again = await t.call('/ffm/inventory/count/move-to-storage', ops, { warehouseId: hn, toLocationCode: 'B-01-02' });
      expect(again.status).toBe(422);
      await balanced();
    });

    it('scan-sku-location confirms, says where else it is, or records it (moved or found)', async () => {
      const yes = await t.call('/ffm/inventory/scan-sku-location', ops, { warehouseId: hn, code: 'S_AO_KHOAC', locationCode: 'A-01-01' });
      expect(yes.body.data).toMatchObject({ result: 'CONFIRMED', message: 'Sản phẩm đúng vị trí', locationCode: 'A-01-01' });
      const no = await t.call('/ffm/inventory/scan-sku-location', ops, { warehouseId: hn, code: 'AO_KHOAC', locationCode: 'A-03-01' });
      expect(no.body.data.result).toBe('NOT_HERE');
      expect(no.body.data.elsewhere.map((r: TRow) => r.locationCode)).toEqual(['A-01-01', 'B-01-01', 'B-01-02']);
      const moved = await t.call('/ffm/inventory/scan-sku-location', ops, { warehouseId: hn, code: 'AO_KHOAC', locationCode: 'A-03-01', qty: 2, fromLocationCode: 'B-01-01' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data.result).toBe('RECORDED');
      expect(moved.body.data.rows.map((r: TRow) => r.qty)).toEqual([2]);
      const found = await t.call('/ffm/inventory/scan-sku-location', ops, { warehouseId: hn, code: 'NON_LA', customerId: kh2, locationCode: 'A-03-02', qty: 1, reason: 'Tìm thấy khi quét' });
      expect(found.body.data.operation.movements[0]).toMatchObject({ type: 'COUNT', qtyDelta: 1, locationCode: 'A-03-02' });
      const ambiguous = await t.call('/ffm/inventory/scan-sku-location', ops, { warehouseId: hn, code: 'SHARED', locationCode: 'A-01-01' });
      expect(ambiguous.body.data.errors[0].field).toBe('code');
      await balanced();
    });

    describe('stock check (tool)', () => {
      let sessionId: number;

      it('opens a count of a location with what the system has; a second opener joins the same session', async () => {
        const r = await t.call('/ffm/inventory/tool', ops, { action: 'open', warehouseId: hn, locationCode: 'A-01-01', note: 'Kiểm định kỳ' });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.data).toMatchObject({ status: 'OPEN', scope: 'LOCATION', locationCode: 'A-01-01', joined: false, createdBy: { name: 'Phạm Quốc Dũng' } });
        expect(r.body.data.code).toMatch(/^KK\d{10}$/);
        expect(r.body.data.lines.map((l: TRow) => [l.sku, l.systemQty, l.countedQty])).toEqual([
          ['AO_KHOAC', 15, null],
          ['NON_LA', 5, null],
          ['SHARED', 2, null],
          ['SHARED', 1, null],
        ]);
        sessionId = r.body.data.id;
        const again = await t.call('/ffm/inventory/tool', ops, { action: 'open', warehouseId: hn, locationCode: 'A-01-01' });
        expect(again.body.data).toMatchObject({ id: sessionId, joined: true });
        const both = await t.call('/ffm/inventory/tool', ops, { action: 'open', warehouseId: hn, locationCode: 'A-01-01', sku: 'AO_KHOAC' });
        expect(both.status).toBe(422);
      });

      it('records counts (and goods the system did not list); posts shortages as lost and damaged goods as defective, with the reason', async () => {
        const lines = (await t.call('/ffm/inventory/tool', ops, { action: 'get', sessionId })).body.data.lines;
        const ao = lines.find((l: TRow) => l.sku === 'AO_KHOAC').lineId;
        const nonLa = lines.find((l: TRow) => l.sku === 'NON_LA').lineId;
        const bad = await t.call('/ffm/inventory/tool', ops, { action: 'record', sessionId, lines: [{ lineId: ao, countedQty: 2, defectiveQty: 3 }] });
        expect(bad.body.data.errors[0].field).toBe('lines.0.defectiveQty');
        const rec = await t.call('/ffm/inventory/tool', ops, {
          action: 'record',
          sessionId,
          lines: [
            { lineId: ao, countedQty: 13, defectiveQty: 2 },
            { lineId: nonLa, countedQty: 5 },
            { sku: 'NUOC_MAM', lot: 'X1', countedQty: 1 },
          ],
        });
        expect(rec.status, JSON.stringify(rec.body)).toBe(200);
        expect(rec.body.data.lines.find((l: TRow) => l.sku === 'AO_KHOAC')).toMatchObject({ countedQty: 13, defectiveQty: 2, countedBy: { name: 'Phạm Quốc Dũng' } });
        const noReason = await t.call('/ffm/inventory/tool', ops, { action: 'post', sessionId, reason: '' });
        expect(noReason.status).toBe(400);
        const posted = await t.call('/ffm/inventory/tool', ops, { action: 'post', sessionId, reason: 'Kiểm kê tháng' });
        expect(posted.status, JSON.stringify(posted.body)).toBe(200);
        expect(posted.body.data).toMatchObject({ status: 'POSTED', reason: 'Kiểm kê tháng', shortageAs: 'LOST', postedBy: { name: 'Phạm Quốc Dũng' } });
        expect(posted.body.data.lines.find((l: TRow) => l.sku === 'AO_KHOAC').postedDifference).toBe(-2);
        const twice = await t.call('/ffm/inventory/tool', ops, { action: 'post', sessionId, reason: 'again' });
        expect(twice.body.data.errors[0]).toEqual({ field: 'sessionId', message: 'Phiên kiểm kê không còn mở' });
        const rows = (await bal('AO_KHOAC')).filter((r) => r.locationCode === 'A-01-01');
        expect(rows.map((r) => [r.condition, r.qty, r.qtyLost])).toEqual([
          ['BAD', 2, 0],
          ['GOOD', 11, 2],
        ]);
        const s = await t.call('/ffm/inventory/summary-list', owner, { sku: 'AO_KHOAC', warehouseId: hn });
        expect(s.body.data.items[0]).toMatchObject({ qty: 18, qtyDefective: 2, qtyLost: 2, qtyAvailable: 16 });
        const ledger = await t.call('/ops/inventory/ledger', ops, { refType: 'COUNT_SESSION', refId: sessionId });
        expect(ledger.body.data.items.map((x: TRow) => x.movementType).sort()).toEqual(['COUNT', 'DEFECT', 'DEFECT', 'LOST']);
        expect(ledger.body.data.items.every((x: TRow) => x.reason === 'Kiểm kê tháng' && x.actor === 'Phạm Quốc Dũng')).toBe(true);
        await balanced();
      });

      it('a later count that finds more recovers lost stock first (FOUND); a SKU count spans locations; counts can be cancelled and listed', async () => {
        const open = await t.call('/ffm/inventory/tool', ops, { action: 'open', warehouseId: hn, sku: 'AO_KHOAC', customerId: undefined });
        expect(open.body.data.scope).toBe('SKU');
        expect(open.body.data.lines.map((l: TRow) => l.locationCode)).toEqual(['A-01-01', 'A-01-01', 'A-03-01', 'B-01-02']);
        const good = open.body.data.lines.find((l: TRow) => l.locationCode === 'A-01-01' && l.condition === 'GOOD');
        const r = await t.call('/ffm/inventory/tool', ops, { action: 'record', sessionId: open.body.data.id, lines: [{ lineId: good.lineId, countedQty: 14 }] });
        expect(r.status).toBe(200);
        const posted = await t.call('/ffm/inventory/tool', ops, { action: 'post', sessionId: open.body.data.id, reason: 'Tìm lại', shortageAs: 'ADJUST' });
        expect(posted.status).toBe(200);
        const row = (await bal('AO_KHOAC')).find((x) => x.locationCode === 'A-01-01' && x.condition === 'GOOD');
        expect([row!.qty, row!.qtyLost]).toEqual([14, 0]);
        const ledger = await t.call('/ops/inventory/ledger', ops, { refType: 'COUNT_SESSION', refId: open.body.data.id });
        expect(ledger.body.data.items.map((x: TRow) => [x.movementType, x.qtyDelta, x.lostDelta]).sort()).toEqual([
          ['COUNT', 1, 0],
          ['FOUND', 2, -2],
        ]);
        const c = await t.call('/ffm/inventory/tool', ops, { action: 'open', warehouseId: hn, locationCode: 'A-01-02' });
        const cancelled = await t.call('/ffm/inventory/tool', ops, { action: 'cancel', sessionId: c.body.data.id, reason: 'Nhầm' });
        expect(cancelled.body.data.status).toBe('CANCELLED');
        const list = await t.call('/ffm/inventory/tool', ops, { action: 'list', warehouseId: hn });
        expect(list.body.data.items.map((x: TRow) => x.status)).toEqual(['CANCELLED', 'POSTED', 'POSTED']);
        expect((await t.call('/ffm/inventory/tool', ops, { action: 'get', sessionId: 99999 })).status).toBe(404);
        await balanced();
      });

      it('cannot count away stock held by an unfinished inbound', async () => {
        const c = await t.call('/ffm/inbound/create', owner, { warehouseId: hn, tplInbound: 'GHN', zoneType: 'B2C1D', estimateReceivedTime: new Date().toISOString(), lines: [{ sku: 'SHARED', expectedQuantity: 4 }] });
        const id = c.body.data.id;
        await t.call('/ops/inbound/start-receiving', ops, { id });
        await t.call('/ops/inbound/receive-line', ops, { id, code: 'SHARED', quantity: 4 });
        const open = await t.call('/ffm/inventory/tool', ops, { action: 'open', warehouseId: hn, locationCode: 'RCV-01' });
        const line = open.body.data.lines.find((l: TRow) => l.sku === 'SHARED' && l.systemQty === 4);
        await t.call('/ffm/inventory/tool', ops, { action: 'record', sessionId: open.body.data.id, lines: [{ lineId: line.lineId, countedQty: 1 }] });
        const posted = await t.call('/ffm/inventory/tool', ops, { action: 'post', sessionId: open.body.data.id, reason: 'thử' });
        expect(posted.status).toBe(422);
        expect(posted.body.data.errors[0].message).toMatch(/vượt quá/);
        const move = await t.call('/ffm/inventory/move', ops, { warehouseId: hn, fromLocationCode: 'RCV-01', toLocationCode: 'A-03-03' });
        expect(move.status).toBe(422);
        await balanced();
      });
    });

    it('every tool action is in the operations log with who did it; the ledger check is clean', async () => {
      const ops1 = await t.call('/ops/inventory/operations', ops, { warehouseId: hn, pageSize: 100 });
      const kinds = ops1.body.data.items.map((x: TRow) => x.kind);
      for (const k of ['MOVE', 'REALLOCATE', 'MOVE_TO_COUNT', 'MOVE_TO_STORAGE', 'SCAN', 'COUNT_POST']) expect(kinds, k).toContain(k);
      expect(ops1.body.data.items.every((x: { actor: { name: string } }) => x.actor.name === 'Phạm Quốc Dũng')).toBe(true);
      const check = await t.call('/ops/inventory/check-ledger', ops);
      expect(check.body.data).toEqual({ ok: true, mismatches: [] });
    });
  });
});

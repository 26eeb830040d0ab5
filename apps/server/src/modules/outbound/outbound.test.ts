import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { DENIED, expectLedgerBalanced, insertSku, stockUp, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft, shipOrder } from '../../test/kits/outbound.ts';
import { inventoryLedger } from '../inventory/schema.ts';
import { globalConfigs } from '../config/schema.ts';
import { readPdf, scanPage } from '../../test/kits/pdf.ts';

describe('outbound orders', () => {
  let t: TTestApp;
  let owner: string;
  let canhan: string;
  let ops: string;
  let hn: number;
  let hcm: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await insertSku(db, 'KH0001', 'OB_AO', { name: 'Áo sơ mi' });
    await insertSku(db, 'KH0001', 'OB_SUA', { name: 'Sữa chua', manageExpDate: true });
    await insertSku(db, 'KH0002', 'OB_OTHER', { name: 'Của khách khác' });
    hn = await warehouseIdOf(db, 'HN01');
    hcm = await warehouseIdOf(db, 'HCM01');
    owner = await t.login('owner@demo.vn');
    canhan = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    const tokens = { client: owner, staff: ops };
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'OB_AO', qty: 50 }] });
    // two lots of the expiry-managed SKU, the later one put away first, plus an expired lot that must never go out
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-02', lines: [{ sku: 'OB_SUA', qty: 10, lot: 'LATE', expiryDate: vnDay(90) }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-03', lines: [{ sku: 'OB_SUA', qty: 4, lot: 'EARLY', expiryDate: vnDay(20) }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('create and edit (SPEC §3/§5)', () => {
    it('refuses a draft with a message per field', async () => {
      const r = await t.call('/ffm/outbound/create', owner, { items: [] });
      expect(r.status).toBe(422);
      const fields = r.body.data.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['warehouseId', 'items', 'toName', 'toPhone', 'toAddress', 'toWardCode', 'zoneType']));
      expect(r.body.data.errors.find((e: { field: string }) => e.field === 'warehouseId').message).toBe('Vui lòng chọn kho xuất hàng trước khi thêm sản phẩm');
    });

    it('enforces the phone rule, the shop limits and the block lists, each with its own message', async () => {
      await t.database.db.update(globalConfigs).set({ value: '5' }).where(eq(globalConfigs.key, 'block_deliver_districts'));
      const r = await t.call(
        '/ffm/outbound/create',
        owner,
        outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }, { sku: 'OB_OTHER', quantity: 1 }, { sku: 'OB_AO', quantity: 2 }], { toPhone: '0123', codAmount: 999_999_999, goodsValue: 99_999_999, weight: 999_999, length: 500 }),
      );
      await t.database.db.update(globalConfigs).set({ value: '' }).where(eq(globalConfigs.key, 'block_deliver_districts'));
      expect(r.status).toBe(422);
      const byField = Object.fromEntries(r.body.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
      expect(byField['toPhone']).toBeTruthy();
      expect(byField['codAmount']).toMatch(/^Tiền thu hộ vượt quá mức tối đa 20\.000\.000/);
      expect(byField['goodsValue']).toMatch(/^Giá trị hàng hoá vượt quá mức bảo hiểm tối đa/);
      expect(byField['weight']).toBe('Khối lượng vượt quá mức tối đa 30000 gram');
      expect(byField['length']).toBe('Chiều dài vượt quá mức tối đa 150 cm');
      expect(byField['toDistrictId']).toBe('Quận/huyện của người nhận đang tạm ngưng giao hàng');
      expect(byField['items.1.sku']).toBe('Sản phẩm không tồn tại');
      expect(byField['items.2.sku']).toBe('Sản phẩm bị trùng');
    });

    it('creates at 0 for review, keeps the client code unique (40001), edits at 0 only', async () => {
      const r = await t.call('/ffm/outbound/create', owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 2 }], { clientOrderCode: 'SHOP-1', shippingPaymentType: 5 }));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const o = r.body.data;
      expect(o).toMatchObject({ status: 0, clientOrderCode: 'SHOP-1', toPhone: '0912345678', shippingPaymentType: 1, toProvinceId: 1, toDistrictId: 5 });
      expect(o.soCode).toMatch(/^SO\d{10}$/);
      expect(o.toAddressLabel).toContain('Quận Cầu Giấy');
      const dup = await t.call('/ffm/outbound/create', owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }], { clientOrderCode: 'SHOP-1' }));
      expect(dup.body.code).toBe(40001);
      const edited = await t.call('/ffm/outbound/update', owner, { ...outboundDraft(hn, [{ sku: 'OB_AO', quantity: 3 }], { clientOrderCode: 'SHOP-1' }), id: o.id });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data.lines[0]).toMatchObject({ sku: 'OB_AO', quantity: 3, lineNo: 1 });
      const alloc = await t.call('/ffm/outbound/allocate', owner, { id: o.id });
      expect(alloc.body.data.status).toBe(2);
      const late = await t.call('/ffm/outbound/update', owner, { ...outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }]), id: o.id });
      expect(late.body.code).toBe(40002);
      // another client's order answers like a missing one
      const other = await t.call('/ffm/outbound/get', canhan, { id: o.id });
      expect(other.body.code).toBe(40000);
      await t.call('/ffm/outbound/cancel-outbounds', owner, { ids: [o.id] });
    });
  });

  describe('allocation (0 → 1 → 2)', () => {
    it('draws first-expiry-first-out, never an expired lot, and logs each step', async () => {
      const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_SUA', quantity: 6 }, { sku: 'OB_AO', quantity: 5 }]));
      expect(o.status).toBe(2);
      const sua = o.lines.find((l) => l.sku === 'OB_SUA')!;
      expect(sua.allocations.map((a) => [a.lotNum, a.quantity, a.locationCode])).toEqual([
        ['EARLY', 4, 'A-01-03'],
        ['LATE', 2, 'A-01-02'],
      ]);
      const d = await t.call('/ffm/outbound/get', owner, { id: o.id });
      expect(d.body.data.logs.map((l: { fromStatus: number | null; toStatus: number }) => [l.fromStatus, l.toStatus])).toEqual([
        [null, 0],
        [0, 1],
        [1, 2],
      ]);
      const ledger = await t.database.db.select().from(inventoryLedger).where(eq(inventoryLedger.refId, o.id));
      expect(ledger.filter((g) => g.refType === 'OUTBOUND' && g.movementType === 'ALLOCATE').reduce((s, g) => s + g.allocatedDelta, 0)).toBe(11);
      await expectLedgerBalanced(t.database.db);
      const r = await t.call('/ffm/outbound/cancel-outbounds', owner, { codes: [o.soCode] });
      expect(r.body.data[0]).toMatchObject({ result: 0, status: 9 });
      await expectLedgerBalanced(t.database.db);
    });

    it('answers 40007 naming each short SKU and creates nothing', async () => {
      const before = await t.call('/ffm/outbound/list', owner, {});
      const r = await t.call('/ffm/outbound/create-direct', owner, outboundDraft(hn, [{ sku: 'OB_SUA', quantity: 20 }, { sku: 'OB_AO', quantity: 51 }]));
      expect(r.status).toBe(409);
      expect(r.body.code).toBe(40007);
      expect(r.body.message).toBe('Không đủ tồn kho: OB_AO thiếu 1; OB_SUA thiếu 6');
      expect(r.body.data.missing).toEqual([
        { sku: 'OB_AO', wanted: 51, available: 50, missing: 1 },
        { sku: 'OB_SUA', wanted: 20, available: 14, missing: 6 },
      ]);
      const after = await t.call('/ffm/outbound/list', owner, {});
      expect(after.body.data.total).toBe(before.body.data.total);
      await expectLedgerBalanced(t.database.db);
    });

    it('get-stocks-by-sku shows what is available in the chosen warehouse', async () => {
      const r = await t.call('/ffm/outbound/get-stocks-by-sku', owner, { warehouseId: hn, keyword: 'sua chua' });
      expect(r.body.data).toEqual([expect.objectContaining({ sku: 'OB_SUA', qtyAvailable: 14, manageExpDate: true })]);
      const scanned = await t.call('/ffm/outbound/get-stocks-by-sku', owner, { warehouseId: hcm, codes: ['M_OB_AO'] });
      expect(scanned.body.data).toEqual([expect.objectContaining({ sku: 'OB_AO', qtyAvailable: 0 })]);
    });
  });

  describe('warehouse work, cancel and handover', () => {
    it('walks pick, pack, handover and completion, shipping the stock out of the books', async () => {
      const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 3 }]));
      await shipOrder(t, ops, hn, o);
      const d = (await t.call('/ffm/outbound/get', owner, { id: o.id })).body.data;
      expect(d).toMatchObject({ status: 7, carrier: 'provider-express', weight: 800 });
      // handed to the provider's express service: an express shipping order made by the express module's create
      expect(d.shippingOrderCode).toMatch(/^GY/);
      const express = await t.call('/shiip/public-api/v2/shipping-order/detail', owner, { order_code: d.shippingOrderCode });
      expect(express.status, JSON.stringify(express.body)).toBe(200);
      expect(express.body.data).toMatchObject({ order_code: d.shippingOrderCode, client_order_code: d.soCode, status: 'picked' });
      expect(d.handoverCode).toMatch(/^BG/);
      expect(d.logs.map((l: { toStatus: number }) => l.toStatus)).toEqual([0, 1, 2, 3, 3, 4, 5, 6, 7]);
      const s = await t.call('/ffm/inventory/summary-list', owner, { sku: 'OB_AO' });
      expect(s.body.data.items[0]).toMatchObject({ qty: 47, qtyAllocated: 0, qtyAvailable: 47 });
      await expectLedgerBalanced(t.database.db);
      const cancel = await t.call('/ffm/outbound/cancel-outbounds', owner, { ids: [o.id] });
      expect(cancel.body.data[0]).toMatchObject({ result: 40005, message: 'Đơn đã bàn giao hoặc hoàn thành, không thể huỷ' });
      const done = await t.call('/ops/outbound/complete', ops, { id: o.id });
      expect(done.body.data.status).toBe(99);
    });

    it('a cancel during picking answers 40002 and waits at 8 until staff put the goods back', async () => {
      const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 2 }]));
      await t.call('/ops/outbound/pick-list', ops, { warehouseId: hn, ids: [o.id] });
      const wrong = await t.call('/ops/outbound/pick', ops, { id: o.id, locationCode: 'A-01-02', code: 'OB_AO' });
      expect(wrong.status).toBe(422);
      await t.call('/ops/outbound/pick', ops, { id: o.id, locationCode: 'A-01-01', code: 'OB_AO', quantity: 1 });
      const r = await t.call('/ffm/outbound/cancel-outbounds', owner, { ids: [o.id] });
      expect(r.body.data[0]).toMatchObject({ result: 40002, status: 8, message: 'Đơn đang được xử lý, không thể tự huỷ. Vui lòng liên hệ bộ phận hỗ trợ' });
      const again = await t.call('/ffm/outbound/cancel-outbounds', owner, { ids: [o.id] });
      expect(again.body.data[0]).toMatchObject({ result: 40002, status: 8 });
      const confirmed = await t.call('/ops/outbound/confirm-cancel', ops, { id: o.id });
      expect(confirmed.body.data.status).toBe(9);
      const s = await t.call('/ffm/inventory/summary-list', owner, { sku: 'OB_AO' });
      expect(s.body.data.items[0]).toMatchObject({ qtyAllocated: 0 });
      await expectLedgerBalanced(t.database.db);
      const third = await t.call('/ffm/outbound/cancel-outbounds', owner, { codes: [o.soCode, 'NOPE'] });
      expect(third.body.data.map((x: { result: number }) => x.result)).toEqual([40008, 40000]);
    });

    it('books Ahamove inside the warehouse province only, and direct delivery records the carrier', async () => {
      const near = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }]));
      const ok = await t.call('/ffm/outbound/create-ahamove-order', owner, { id: near.id });
      expect(ok.body.data).toMatchObject({ carrier: 'ahamove' });
      const far = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }], { toWardCode: '26734' }));
      const refused = await t.call('/ffm/outbound/create-ahamove-order', owner, { id: far.id });
      expect(refused.body.message).toBe('Khoảng cách giao hàng quá xa đối với đơn vị vận chuyển bên thứ ba');
      const direct = await t.call('/ffm/outbound/direct-delivery', owner, { id: far.id, carrier: 'VNPOST', trackingCode: 'VN123' });
      expect(direct.body.data).toMatchObject({ carrier: 'VNPOST', shippingOrderCode: 'VN123' });
      // a handover to another carrier than the booked one is refused for that parcel
      await shipOrder(t, ops, hn, far, 'VNPOST');
      const mixed = await t.call('/ops/outbound/get', ops, { id: far.id });
      expect(mixed.body.data).toMatchObject({ status: 7, shippingOrderCode: 'VN123' });
      await t.call('/ffm/outbound/cancel-outbounds', owner, { ids: [near.id] });
      await expectLedgerBalanced(t.database.db);
    });

    it('a return inbound of an outbound order needs the order to have left the warehouse (30008)', async () => {
      const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }], { clientOrderCode: 'RET-1' }));
      const body = { warehouseId: hn, tplInbound: 'GHN', zoneType: 'B2C1D', estimateReceivedTime: vnDay(), type: 'RWTSO', returnRef: 'RET-1', lines: [{ sku: 'OB_AO', expectedQuantity: 1 }] };
      const early = await t.call('/ffm/inbound/create-return', owner, body);
      expect([early.status, early.body.code]).toEqual([409, 30008]);
      await shipOrder(t, ops, hn, o);
      const ok = await t.call('/ffm/inbound/create-return', owner, body);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data).toMatchObject({ type: 'RWTSO', returnRef: 'RET-1' });
    });
  });

  describe('print (get-print-bill)', () => {
    it('prints a delivery note per order with Vietnamese text and a Code 128 of the SO code, many in one file', async () => {
      const a = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }], { toName: 'Nguyễn Thị Hường', goodsName: 'Áo sơ mi lụa' }));
      const b = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_SUA', quantity: 1 }]));
      const one = await t.app.inject({ method: 'POST', url: '/ffm/outbound/get-print-bill', headers: { token: owner }, payload: { ids: [a.id] } });
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-type']).toBe('application/pdf');
      const pdf = new Uint8Array(one.rawPayload);
      const { pages } = await readPdf(pdf);
      expect(pages[0]!.text).toContain('Nguyễn Thị Hường');
      expect(pages[0]!.text).toContain(a.soCode);
      expect((await scanPage(pdf, 1, 150)).code128).toBe(a.soCode);
      const many = await t.app.inject({ method: 'POST', url: '/ffm/outbound/get-print-bill', headers: { token: owner }, payload: { codes: [a.soCode, b.soCode] } });
      const both = await readPdf(new Uint8Array(many.rawPayload));
      expect(both.pages.map((p) => (p.text.includes(a.soCode) ? 'a' : p.text.includes(b.soCode) ? 'b' : '?'))).toEqual(['a', 'b']);
      // another client's order is not found
      const theirs = await t.call('/ffm/outbound/get-print-bill', canhan, { ids: [a.id] });
      expect(theirs.body.code).toBe(40000);
      if (process.env.OUTBOUND_PRINT_PNG) (await import('node:fs')).writeFileSync(process.env.OUTBOUND_PRINT_PNG, pdf);
      await t.call('/ffm/outbound/cancel-outbounds', owner, { ids: [a.id, b.id] });
    });
  });

  describe('list and permissions', () => {
    it('lists with status tab counts and finds by code', async () => {
      const r = await t.call('/ffm/outbound/list', owner, { pageSize: 2 });
      expect(r.status).toBe(200);
      expect(r.body.data.statusCounts.all).toBe(r.body.data.total);
      expect(r.body.data.statusCounts['9']).toBeGreaterThanOrEqual(3);
      expect(r.body.data.nextCursor).toBeTruthy();
      const next = await t.call('/ffm/outbound/list', owner, { pageSize: 2, cursor: r.body.data.nextCursor });
      expect(next.body.data.items[0].id).not.toBe(r.body.data.items[0].id);
      const tab = await t.call('/ffm/outbound/list', owner, { status: 7, code: 'vn123' });
      expect(tab.body.data.items).toHaveLength(1);
      const found = await t.call('/ffm/outbound/find', owner, { keyword: '0912345678' });
      expect(found.body.data.length).toBeGreaterThan(0);
      // the top bar's search finds outbound orders by any code, and only the client's own
      const code = found.body.data[0].soCode as string;
      const top = await t.call('/ffm/global-search', owner, { keyword: code });
      expect(top.body.data.groups.find((g: { kind: string }) => g.kind === 'outbound').items[0]).toMatchObject({ code });
      const theirs = await t.call('/ffm/global-search', canhan, { keyword: code });
      expect(theirs.body.data.groups.find((g: { kind: string }) => g.kind === 'outbound')).toBeUndefined();
      const ex = await t.call('/ffm/outbound/export', owner, {});
      expect(ex.status).toBe(200);
    });

    it('client staff without the permission get the permission message', async () => {
      const staff = await t.login('staff@demo.vn');
      const r = await t.call('/ffm/outbound/create-direct', staff, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }]));
      if (r.status === 403) expect(r.body.message).toBe(DENIED);
      const ops403 = await t.call('/ops/outbound/list', owner, {});
      expect(ops403.status).toBe(403);
    });
  });

  describe('resync and its history (SPEC §7 resync-status-flux, list-sync-history)', () => {
    it('answers one result per order asked for, keeps each attempt, and lists them newest first by cursor, filtered', async () => {
      const a = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'OB_AO', quantity: 1 }], { clientOrderCode: 'RESYNC-A' }));
      const r = await t.call('/ffm/outbound/resync-status-flux', owner, { codes: [a.soCode, 'RESYNC-A', 'NO_SUCH_SO'] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject([
        { code: a.soCode, success: true, id: a.id, status: a.status },
        { code: a.soCode, success: true, id: a.id },
        { code: 'NO_SUCH_SO', success: false, id: null, status: null },
      ]);
      // another client's order is not found, and not listed in this client's history
      const other = await t.call('/ffm/outbound/resync-status-flux', canhan, { codes: [a.soCode] });
      expect(other.body.data[0]).toMatchObject({ success: false, id: null });
      for (let i = 0; i < 3; i++) await t.call('/ffm/outbound/resync-status-flux', owner, { ids: [a.id] });

      const page = (body: Record<string, unknown>) => t.call('/ffm/outbound/list-sync-history', owner, { pageSize: 2, ...body });
      const first = await page({});
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ total: 6, totalExact: true });
      expect(first.body.data.items[0]).toMatchObject({ code: a.soCode, outboundId: a.id, success: true, actor: expect.any(String) });
      // every attempt once, newest first, by cursor
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const p = await page(cursor ? { cursor } : {});
        seen.push(...p.body.data.items.map((i: { id: number }) => i.id));
        cursor = p.body.data.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(6);
      expect([...seen].sort((x, y) => y - x)).toEqual(seen);
      const failed = await page({ success: false, pageSize: 20 });
      expect(failed.body.data).toMatchObject({ total: 1, items: [{ code: 'NO_SUCH_SO', outboundId: null }] });
      const byCode = await page({ code: 'no_such', pageSize: 20 });
      expect(byCode.body.data.total).toBe(1);
      expect((await t.call('/ffm/outbound/list-sync-history', canhan, {})).body.data.total).toBe(1);
      expect((await page({ cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
    });
  });
});

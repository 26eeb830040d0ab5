import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, insertSku, stockUp, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';

interface TDash {
  from: string;
  to: string;
  days: string[];
  inbound: { counts: Record<string, number>; exact: boolean } | null;
  stock: Record<string, number | boolean> | null;
  nearExpiry: { before: string; total: number; exact: boolean; lots: Array<{ sku: string; lot: string; expiryDate: string | null; qty: number }> } | null;
}

/** SPEC §2 `/`: every figure equals what its list call shows with the same filters (issue: numbers that agree). */
describe('dashboard', () => {
  let t: TTestApp;
  let owner: string;
  let staff: string;
  let person: string;
  let ops: string;
  let storeId: number;
  let hn: number;

  const call = async (token: string, url: string, body: Record<string, unknown>) => {
    const r = await t.call(url, token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const dash = (token: string, body: Record<string, unknown> = {}) => call(token, '/ffm/dashboard', body) as Promise<TDash>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    staff = await t.login('staff@demo.vn');
    person = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    storeId = await clientIdOf(t.database.db, 'KH0001');
    hn = await warehouseIdOf(t.database.db, 'HN01');
    await insertSku(t.database.db, 'KH0001', 'DB_MILK', { name: 'Sữa tươi', manageExpDate: true });
    await insertSku(t.database.db, 'KH0001', 'DB_SHIRT', { name: 'Áo sơ mi' });
    await insertSku(t.database.db, 'KH0002', 'DB_CANDLE', { name: 'Nến thơm' });
    const tokens = { client: owner, staff: ops };
    // an inbound takes each SKU once: four of them
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'DB_MILK', qty: 12, lot: 'L-SOON', expiryDate: vnDay(10) }, { sku: 'DB_SHIRT', qty: 50 }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'DB_MILK', qty: 30, lot: 'L-LATE', expiryDate: vnDay(200) }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-01-02', lines: [{ sku: 'DB_SHIRT', qty: 3, condition: 'BAD' }] });
    await stockUp(t, { client: person, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'DB_CANDLE', qty: 7, lot: 'C1', expiryDate: vnDay(5) }] });
    // inbound orders left waiting and one cancelled
    for (const code of ['DB-PO-1', 'DB-PO-2', 'DB-PO-3']) {
      await call(owner, '/ffm/inbound/create', { warehouseId: hn, tplInbound: 'GHN', zoneType: 'B2C1D', estimateReceivedTime: vnDay(2), orderInboundCode: code, lines: [{ sku: 'DB_SHIRT', expectedQuantity: 5 }] });
    }
    const waiting = (await call(owner, '/ffm/inbound/list', { status: 0, pageSize: 1 })) as { items: Array<{ id: number }> };
    await call(owner, '/ffm/inbound/cancel', { id: waiting.items[0]!.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('inbound by status is the inbound list filtered by the same days', async () => {
    for (const period of ['today', '7d', '30d'] as const) {
      const d = await dash(owner, { period });
      const list = (await call(owner, '/ffm/inbound/list', { createdFrom: d.from, createdTo: d.to, pageSize: 1 })) as { statusCounts: Record<string, number> };
      expect(d.inbound!.counts).toEqual(list.statusCounts);
      expect(d.inbound!.counts.all).toBe(6);
      expect(d.inbound!.counts['99']).toBe(3);
      expect(d.inbound!.counts['9']).toBe(1);
    }
    const d30 = await dash(owner, { period: '30d' });
    expect(d30.days).toHaveLength(30);
    expect(d30.to).toBe(vnDay(0));
    // a range that ended before today's orders counts none of them
    const past = await dash(owner, { period: 'range', from: vnDay(-40), to: vnDay(-1) });
    expect(past.inbound!.counts.all ?? 0).toBe(0);
  });

  it('stock figures are the sums of the inventory summary, near expiry is its detail filtered by expiry', async () => {
    const d = await dash(owner);
    const summary = (await call(owner, '/ffm/inventory/summary-list', { pageSize: 100 })) as { items: Array<Record<string, number>>; total: number };
    const sum = (k: string) => summary.items.reduce((s, r) => s + r[k]!, 0);
    expect(d.stock).toMatchObject({ qty: sum('qty'), qtyAllocated: sum('qtyAllocated'), qtyAvailable: sum('qtyAvailable'), qtyDefective: sum('qtyDefective'), qtyLost: sum('qtyLost'), skuRows: summary.total });
    expect(d.stock!.qty).toBe(95);
    expect(d.stock!.qtyDefective).toBe(3);
    const detail = (await call(owner, '/ffm/inventory/detail-list', { expiryBefore: d.nearExpiry!.before, sortBy: 'expiryDate', sortDir: 'asc', pageSize: 100 })) as { items: Array<{ lotNum: string }>; total: number };
    expect(d.nearExpiry!.total).toBe(detail.total);
    expect(d.nearExpiry!.lots.map((l) => l.lot)).toEqual(detail.items.map((i) => i.lotNum));
    expect(d.nearExpiry!.lots.map((l) => l.lot)).toEqual(['L-SOON']);
    // one warehouse narrows every stock figure; another warehouse has none of it
    const other = await warehouseIdOf(t.database.db, 'HCM01');
    expect((await dash(owner, { warehouseId: other })).stock!.qty).toBe(0);
    expect((await dash(owner, { warehouseId: hn })).stock!.qty).toBe(95);
  });

  it('stays in the tenant; provider staff see every client or the one they name', async () => {
    const mine = await dash(person);
    expect(mine.stock!.qty).toBe(7);
    expect(mine.inbound!.counts.all).toBe(1);
    expect(mine.nearExpiry!.lots.map((l) => l.sku)).toEqual(['DB_CANDLE']);
    const all = await dash(ops);
    expect(all.stock!.qty).toBe(102);
    expect(all.nearExpiry!.lots.map((l) => l.lot)).toEqual(['C1', 'L-SOON']);
    expect((await dash(ops, { customerId: storeId })).stock!.qty).toBe(95);
  });

  it('a client staff member sees only the sections whose lists their groups open', async () => {
    const d = await dash(staff);
    // the demo group: SKUs and inventory, not inbound
    expect(d.inbound).toBeNull();
    expect(d.stock!.qty).toBe(95);
  });

  it('refuses a bad period without a server error', async () => {
    expect((await t.call('/ffm/dashboard', owner, { period: 'range', from: vnDay(0) })).status).toBe(400);
    expect((await t.call('/ffm/dashboard', owner, { period: 'range', from: vnDay(0), to: vnDay(-1) })).status).toBe(400);
    const long = await t.call('/ffm/dashboard', owner, { period: 'range', from: '2020-01-01', to: '2026-01-01' });
    expect(long.status).toBe(400);
    expect(long.body.data.errors[0]).toEqual({ field: 'to', message: 'A period covers at most 92 days' });
    expect((await t.call('/ffm/dashboard', owner, { period: 'range', from: '2026-01-01', to: '2026-04-02' })).status).toBe(200);
    expect((await t.call('/ffm/dashboard', owner, { period: 'range', from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
    expect((await t.call('/ffm/dashboard', owner, { period: 'year' })).status).toBe(400);
  });

  it('the export holds the same figures under the screen’s labels', async () => {
    const d = await dash(owner, { period: '7d' });
    const r = await t.app.inject({ method: 'POST', url: '/ffm/dashboard-export', headers: { token: owner }, payload: { period: '7d' } });
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['content-type'])).toContain('spreadsheetml');
    const book = XLSX.read(r.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Tổng quan', 'Nhập kho theo trạng thái', 'Lô sắp hết hạn']);
    const overview = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Tổng quan']!, { header: 1 });
    const value = (label: string) => overview.find((row) => row[0] === label)?.[1];
    expect(value('Tổng đơn nhập trong kỳ')).toBe(d.inbound!.counts.all);
    expect(value('Tồn thực tế')).toBe(d.stock!.qty);
    expect(value('Số lô sắp hết hạn')).toBe(d.nearExpiry!.total);
  });
});

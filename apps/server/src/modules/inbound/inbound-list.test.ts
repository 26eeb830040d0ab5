import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@ffm/domain';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectCursorWalk, type TWalkPage } from '../../test/list-walk.ts';

interface TPage {
  items: Array<{ id: number; orderInboundCode: string; lineCount: number; expectedQuantity: number; customerCode: string; warehouseCode: string }>;
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
  statusCounts: Record<string, number>;
  statusCountsExact: boolean;
}

/** The list pattern on the inbound list (docs/lists.md): keyset pages, tab counters kept by the writes, capped counts. */
describe('inbound list at volume: cursors, tab counters, capped counts, streamed export', () => {
  let t: TTestApp;
  let owner: string;
  let staff: string;
  let clientId: number;
  let warehouseId: number;
  let tpl: string;

  const rows = async <T>(q: ReturnType<typeof sql>) => sqlRows<T>(await t.database.db.execute(q));

  /** n orders in one statement (same created_at: the id breaks ties), each with `lines` lines of the client's first SKU. */
  async function bulkInsert(n: number, prefix: string, status: number, lines = 0) {
    await t.database.db.execute(sql`
      insert into inbound_orders (asn_code, order_inbound_code, client_id, warehouse_id, tpl_inbound, estimate_received_time, zone_type, status)
      select 'ASNX' || ${prefix} || i, ${prefix} || i, ${clientId}, ${warehouseId}, ${tpl}, '2026-12-01', 'NORMAL', ${status}
      from generate_series(1, ${n}) i`);
    if (lines > 0) {
      await t.database.db.execute(sql`
        insert into inbound_lines (inbound_id, line_no, sku_id, expected_quantity)
        select o.id, 1, (select min(id) from skus where client_id = ${clientId}), 5 from inbound_orders o where o.order_inbound_code like ${`${prefix}%`} and o.client_id = ${clientId}`);
    }
  }

  async function list(token: string, body: Record<string, unknown>, url = '/ffm/inbound/list'): Promise<TPage> {
    const r = await t.call(url, token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as TPage;
  }

  async function truth(): Promise<Record<string, number>> {
    const counted = await rows<{ status: number; n: number }>(sql`select status, count(*)::int as n from inbound_orders where client_id = ${clientId} group by status`);
    const out: Record<string, number> = { all: 0, '0': 0, '3': 0, '4': 0, '9': 0, '99': 0 };
    for (const c of counted) {
      out[`${c.status}`] = c.n;
      out.all! += c.n;
    }
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    staff = await t.login('ops@demo.vn', undefined, 'staff');
    clientId = (await t.call('/ffm/user-info', owner, {})).body.data.client.id;
    warehouseId = (await rows<{ id: number }>(sql`select min(id)::int as id from warehouses`))[0]!.id;
    tpl = (await rows<{ code: string }>(sql`select min(code) as code from transporters`))[0]!.code;
    await t.database.db.execute(sql`
      insert into skus (client_id, sku, m_code, s_code, name, search_text, name_key, category, unit, description, gross_weight, net_weight, length, width, height, volume)
      values (${clientId}, 'LIST_SKU', 'LM1', 'LS1', 'Hàng', 'list_sku hang', 'hang', 'THOI_TRANG', 'CAI', 'x', 10, 5, 1, 1, 1, 1)`);
    await bulkInsert(120, 'BULKA', 0, 1);
    await bulkInsert(40, 'BULKC', 9);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the tab counts are the counters the writes kept: inserts, status changes by SQL and by the API', async () => {
    const first = await list(owner, { pageSize: 20 });
    expect(first.statusCounts).toEqual(await truth());
    expect(first.statusCountsExact).toBe(true);
    expect(first).toMatchObject({ total: first.statusCounts.all, totalExact: true, prevCursor: null });
    // a status change in one statement, and a cancel through the API
    await t.database.db.execute(sql`update inbound_orders set status = 3 where client_id = ${clientId} and order_inbound_code in ('BULKA1', 'BULKA2', 'BULKA3')`);
    const id = (await rows<{ id: number }>(sql`select id from inbound_orders where order_inbound_code = 'BULKA4' and client_id = ${clientId}`))[0]!.id;
    expect((await t.call('/ffm/inbound/cancel', owner, { id })).status).toBe(200);
    const after = await list(owner, { status: 3, pageSize: 20 });
    expect(after.statusCounts).toEqual(await truth());
    expect(after.total).toBe(after.statusCounts['3']);
    expect(after.items.every((i) => i.orderInboundCode !== 'BULKA4')).toBe(true);
    // provider staff see the sum over clients; a named customer narrows to that client's counters
    const wide = await list(staff, { pageSize: 20 }, '/ops/inbound/list');
    expect(wide.statusCounts.all).toBe((await rows<{ n: number }>(sql`select count(*)::int as n from inbound_orders`))[0]!.n);
    expect((await list(staff, { customerId: clientId, pageSize: 20 }, '/ops/inbound/list')).statusCounts).toEqual(await truth());
  });

  it('walks every page by cursor and back, each order once, newest first, with line totals for the page', async () => {
    const expected = (await rows<{ id: number }>(sql`select id from inbound_orders where client_id = ${clientId} order by created_at desc, id desc`)).map((r) => r.id);
    const pages: number[][] = [];
    let cursor: string | null = null;
    let last: TPage | undefined;
    do {
      last = await list(owner, { pageSize: 23, ...(cursor ? { cursor } : {}) });
      pages.push(last.items.map((s) => s.id));
      for (const item of last.items) {
        if (item.orderInboundCode.startsWith('BULKA')) expect(item).toMatchObject({ lineCount: 1, expectedQuantity: 5 });
        expect(item.customerCode).not.toBe('');
        expect(item.warehouseCode).not.toBe('');
      }
      cursor = last.nextCursor;
    } while (cursor);
    expect(pages.flat()).toEqual(expected);
    const back: number[][] = [];
    let prev = last!.prevCursor;
    while (prev) {
      const p = await list(owner, { pageSize: 23, cursor: prev });
      back.unshift(p.items.map((s) => s.id));
      prev = p.prevCursor;
    }
    expect(back).toEqual(pages.slice(0, -1));
  });

  it('a forged cursor is bad input, not a server error', async () => {
    const r = await t.call('/ffm/inbound/list', owner, { cursor: 'bm90LWEtY3Vyc29y' });
    expect(r.status).toBe(400);
  });

  it('the sync history walks by cursor both ways, newest first, with and without filters; a forged cursor is 400', async () => {
    const userId = (await t.call('/ffm/user-info', owner, {})).body.data.user.id as number;
    await t.database.db.execute(sql`
      insert into inbound_sync_logs (client_id, code, success, message, actor_user_id)
      select ${clientId}, 'SYNC' || i, i % 3 <> 0, 'ok', ${userId} from generate_series(1, 70) i`);
    const ids = async (where: ReturnType<typeof sql>) =>
      (await rows<{ id: number }>(sql`select id from inbound_sync_logs where client_id = ${clientId} and ${where} order by id desc`)).map((r) => r.id);
    const walk = (body: Record<string, unknown>) => async (cursor: string | undefined) => {
      const r = await t.call('/ffm/inbound/list-sync-history', owner, { pageSize: 11, ...body, ...(cursor ? { cursor } : {}) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as TWalkPage<{ id: number; actor: string | null; createdAt: string }>;
    };
    const all = await ids(sql`true`);
    const first = await walk({})(undefined);
    expect(first).toMatchObject({ total: all.length, totalExact: true });
    expect(first.items[0]!.actor).toBeTruthy();
    await expectCursorWalk(walk({}), (l) => l.id, all);
    await expectCursorWalk(walk({ success: false, code: 'sync' }), (l) => l.id, await ids(sql`not success and code ilike '%sync%'`));
    expect((await t.call('/ffm/inbound/list-sync-history', owner, { cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
  });

  it('with a filter, each tab is counted up to the cap and marked as "more than" above it', async () => {
    await bulkInsert(LIST_COUNT_CAP + 5, 'MANY', 0, 1);
    const found = await list(owner, { code: 'many', pageSize: 20 });
    expect(found.items.every((i) => i.orderInboundCode.startsWith('MANY'))).toBe(true);
    expect(found).toMatchObject({ total: LIST_COUNT_CAP, totalExact: false, statusCountsExact: false });
    expect(found.statusCounts['0']).toBe(LIST_COUNT_CAP);
    const few = await list(owner, { code: 'bulkc1', pageSize: 20 });
    // BULKC1, BULKC10..19, BULKC100..
    const n = (await rows<{ n: number }>(sql`select count(*)::int as n from inbound_orders where client_id = ${clientId} and order_inbound_code like 'BULKC1%'`))[0]!.n;
    expect(few).toMatchObject({ total: n, totalExact: true, statusCountsExact: true });
    expect(few.statusCounts['9']).toBe(n);
  });

  it('filtered by creation date alone, the tabs are the day-by-day counters: exact above the cap, and they follow the writes', async () => {
    const day = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const truthIn = async (from: string, to: string) => {
      const counted = await rows<{ status: number; n: number }>(sql`
        select status, count(*)::int as n from inbound_orders
        where client_id = ${clientId} and (created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${from}::date and ${to}::date group by status`);
      const out: Record<string, number> = { all: 0, '0': 0, '3': 0, '4': 0, '9': 0, '99': 0 };
      for (const c of counted) {
        out[`${c.status}`] = c.n;
        out.all! += c.n;
      }
      return out;
    };
    // orders of three days ago, more than the cap of a counted filter
    await bulkInsert(LIST_COUNT_CAP + 20, 'OLDDAY', 3);
    await t.database.db.execute(sql`update inbound_orders set created_at = created_at - interval '3 days' where client_id = ${clientId} and order_inbound_code like 'OLDDAY%'`);
    const old = await list(owner, { createdFrom: day(-3), createdTo: day(-3), pageSize: 20 });
    expect(old.statusCounts).toEqual(await truthIn(day(-3), day(-3)));
    expect(old).toMatchObject({ total: LIST_COUNT_CAP + 20, totalExact: true, statusCountsExact: true });
    expect((await list(owner, { createdFrom: day(-3), createdTo: day(-3), status: 3, pageSize: 20 })).total).toBe(LIST_COUNT_CAP + 20);
    // a status change moves the day's counts; deleting orders takes them out
    await t.database.db.execute(sql`update inbound_orders set status = 99 where client_id = ${clientId} and order_inbound_code in ('OLDDAY1', 'OLDDAY2')`);
    await t.database.db.execute(sql`delete from inbound_orders where client_id = ${clientId} and order_inbound_code = 'OLDDAY3'`);
    const wide = await list(owner, { createdFrom: day(-10), createdTo: day(0), pageSize: 20 });
    expect(wide.statusCounts).toEqual(await truthIn(day(-10), day(0)));
    expect(wide.statusCounts['99']).toBeGreaterThanOrEqual(2);
    expect((await list(owner, { createdFrom: day(-2), pageSize: 20 })).statusCounts).toEqual(await truthIn(day(-2), day(5)));
    // another filter with the date is counted as before (capped)
    expect((await list(owner, { createdFrom: day(-3), createdTo: day(-3), code: 'oldday', pageSize: 20 })).statusCountsExact).toBe(false);
  });

  it('the export streams every order of the filter, one row per line, past any batch size', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ffm/inbound/export', headers: { token: owner }, payload: { code: 'bulka' } });
    expect(res.statusCode).toBe(200);
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    // 120 orders with one line each (one of them cancelled: still exported)
    expect(sheet).toHaveLength(1 + 120);
    // more orders than one batch reads
    const many = await t.app.inject({ method: 'POST', url: '/ffm/inbound/export', headers: { token: owner }, payload: { code: 'many' } });
    expect(many.statusCode).toBe(200);
    const book = XLSX.read(many.rawPayload, { type: 'buffer' });
    const codes = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 }).slice(1).map((r) => r[1]);
    expect(codes).toHaveLength(LIST_COUNT_CAP + 5);
    expect(new Set(codes).size).toBe(LIST_COUNT_CAP + 5);
  });
});

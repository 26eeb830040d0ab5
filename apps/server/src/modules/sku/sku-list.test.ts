import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@ffm/domain';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectCursorWalk, type TWalkPage } from '../../test/list-walk.ts';

/** The list pattern on the SKU list (docs/lists.md): keyset pages both ways, counter totals, capped counts. */
describe('SKU list at volume: cursors, counters, capped counts', () => {
  let t: TTestApp;
  let owner: string;
  let clientId: number;

  async function bulkInsert(n: number, prefix: string, name: string) {
    // one statement: every row gets the same created_at, so the id tie-breaker is what orders them
    await t.database.db.execute(sql`
      insert into skus (client_id, sku, m_code, s_code, name, search_text, name_key, category, unit, description, gross_weight, net_weight, length, width, height, volume)
      select ${clientId}, ${prefix} || i, ${prefix} || 'M' || i, ${prefix} || 'S' || i, ${name} || ' ' || i, lower(${prefix} || i || ' ' || ${name}), lower(${name}) || lpad(i::text, 6, '0'),
             'THOI_TRANG', 'CAI', 'mo ta', 100 + (i % 7), 90, 10, 10, 10, 1000
      from generate_series(1, ${n}) i`);
  }

  async function list(body: Record<string, unknown>) {
    const r = await t.call('/ffm/sku/list', owner, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { items: Array<{ id: number; sku: string }>; total: number; totalExact: boolean; nextCursor: string | null; prevCursor: string | null };
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    clientId = (await t.call('/ffm/user-info', owner, {})).body.data.client.id;
    await bulkInsert(130, 'BULK', 'Ao thun co tron');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the total is the client’s counter, kept by the insert that added the rows', async () => {
    const n = sqlRows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from skus where client_id = ${clientId}`))[0]?.n ?? -1;
    const first = await list({ pageSize: 20 });
    expect(first).toMatchObject({ total: n, totalExact: true, prevCursor: null });
    const created = await t.call('/ffm/sku/create', owner, { sku: 'ONE_MORE', mCode: 'OM1', sCode: 'OS1', name: 'Một nữa', description: 'x', category: 'THOI_TRANG', unit: 'CAI', grossWeight: 10, netWeight: 5, length: 1, width: 1, height: 1 });
    expect(created.status).toBe(200);
    expect((await list({ pageSize: 20 })).total).toBe(n + 1);
  });

  for (const order of [{ sortBy: 'createdAt', sortDir: 'desc' }, { sortBy: 'name', sortDir: 'asc' }, { sortBy: 'grossWeight', sortDir: 'desc' }] as const) {
    it(`walks every page by cursor and back (${order.sortBy} ${order.sortDir}), each row once, as the offset order has it`, async () => {
      const all = await list({ ...order, pageSize: 200 });
      const expected = all.items.map((s) => s.id);
      const pages: number[][] = [];
      let cursor: string | null = null;
      let last: Awaited<ReturnType<typeof list>> | undefined;
      do {
        last = await list({ ...order, pageSize: 17, ...(cursor ? { cursor } : {}) });
        pages.push(last.items.map((s) => s.id));
        cursor = last.nextCursor;
      } while (cursor);
      expect(pages.flat()).toEqual(expected);
      // and back from the last page to the first
      const back: number[][] = [];
      let prev = last!.prevCursor;
      while (prev) {
        const p = await list({ ...order, pageSize: 17, cursor: prev });
        back.unshift(p.items.map((s) => s.id));
        prev = p.prevCursor;
      }
      expect(back).toEqual(pages.slice(0, -1));
    });
  }

  it('a keyword is found without accents through the trigram index, and its total is exact below the cap', async () => {
    const r = await list({ keyword: 'ÁO THUN CỔ TRÒN', pageSize: 10 });
    expect(r.total).toBe(130);
    expect(r.totalExact).toBe(true);
    expect(r.items).toHaveLength(10);
  });

  it('above the cap a filtered total is "more than", not counted to the end', async () => {
    await bulkInsert(LIST_COUNT_CAP + 50, 'CAP', 'Quan jean xanh');
    const r = await list({ keyword: 'quan jean', pageSize: 5 });
    expect(r).toMatchObject({ total: LIST_COUNT_CAP, totalExact: false });
    expect(r.nextCursor).not.toBeNull();
  }, 120_000);

  it('a forged cursor is bad input, not a server error', async () => {
    const r = await t.call('/ffm/sku/list', owner, { cursor: 'not-a-cursor' });
    expect(r.status).toBe(400);
    // well-formed cursors with a value no row can have: null, not a date, or several values for one column
    for (const v of [null, 'abc', '["2026-01-01","x"]']) {
      const cursor = Buffer.from(JSON.stringify({ d: 'next', v, id: 1 })).toString('base64url');
      expect((await t.call('/ffm/sku/list', owner, { cursor, page: 2 })).status).toBe(400);
    }
  });

  it('a SKU’s change log walks by cursor both ways, newest first with the id breaking ties, names for the page', async () => {
    const skuId = (await list({ pageSize: 1 })).items[0]!.id;
    const userId = (await t.call('/ffm/user-info', owner, {})).body.data.user.id as number;
    // five instants, nine changes each (one statement: equal instants, the id orders them)
    await t.database.db.execute(sql`
      insert into sku_changes (sku_id, client_id, source, changed_by, changed_at, before, after)
      select ${skuId}, ${clientId}, 'update', ${userId}, now() - (i % 5) * interval '1 minute', '{"name":"a"}', jsonb_build_object('name', 'b' || i)
      from generate_series(1, 45) i`);
    const expected = sqlRows<{ id: number }>(
      await t.database.db.execute(sql`select id from sku_changes where sku_id = ${skuId} order by changed_at desc, id desc`),
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThanOrEqual(45);
    const page = async (cursor: string | undefined) => {
      const r = await t.call('/ffm/sku/changes', owner, { id: skuId, pageSize: 8, ...(cursor ? { cursor } : {}) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as TWalkPage<{ id: number; changedBy: { fullName: string } | null }>;
    };
    const first = await page(undefined);
    expect(first).toMatchObject({ total: expected.length, totalExact: true });
    expect(first.items[0]!.changedBy?.fullName).toBeTruthy();
    await expectCursorWalk(page, (c) => c.id, expected);
    const forged = await t.call('/ffm/sku/changes', owner, { id: skuId, cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.status).toBe(400);
  });
});

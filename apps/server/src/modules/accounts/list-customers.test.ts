import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectCursorWalk, type TWalkPage } from '../../test/list-walk.ts';

/** Provider staff's customer list on the one list pattern (docs/lists.md): by code, a page at a time by cursor. */
describe('customers for provider staff by cursor', () => {
  let t: TTestApp;
  let ops: string;

  beforeAll(async () => {
    t = await createTestApp();
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    await t.database.db.execute(sql`
      insert into clients (code, name, scale) select 'KHW' || lpad(i::text, 3, '0'), 'Cửa hàng sỉ ' || i, 'CUAHANG' from generate_series(1, 75) i`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const walk = (body: Record<string, unknown>) => async (cursor: string | undefined) => {
    const r = await t.call('/ops/customers/list', ops, { pageSize: 8, ...body, ...(cursor ? { cursor } : {}) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as TWalkPage<{ id: number; code: string }>;
  };
  const codes = async (where: ReturnType<typeof sql>) =>
    sqlRows<{ code: string }>(await t.database.db.execute(sql`select code from clients where ${where} order by code, id`)).map((r) => r.code);

  it('walks every customer by code, forward and back, with and without a keyword', async () => {
    const all = await codes(sql`true`);
    expect(await walk({})(undefined)).toMatchObject({ total: all.length, totalExact: true, prevCursor: null });
    await expectCursorWalk(walk({}), (c) => c.code, all);
    const wholesale = await codes(sql`name ilike '%sỉ%'`);
    expect(wholesale).toHaveLength(75);
    expect((await walk({ keyword: 'sỉ' })(undefined)).total).toBe(75);
    await expectCursorWalk(walk({ keyword: 'sỉ' }), (c) => c.code, wholesale);
  });

  it('a forged cursor is bad input, not a server error', async () => {
    expect((await t.call('/ops/customers/list', ops, { cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
  });
});

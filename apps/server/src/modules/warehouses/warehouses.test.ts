import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectCursorWalk, type TWalkPage } from '../../test/list-walk.ts';
import { DENIED, expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';

describe('warehouses, locations and carriers', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp();
    hn = await warehouseIdOf(t.database.db, 'HN01');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the web lists active warehouses and carriers for any signed-in user', async () => {
    const w = await t.call('/ffm/warehouse/list', owner);
    expect(w.status).toBe(200);
    expect(w.body.data.map((x: { code: string }) => x.code)).toEqual(['HCM01', 'HN01']);
    expect(w.body.data[1]).toMatchObject({ name: 'Kho Hà Nội - Long Biên', isActive: true, provinceId: 1 });
    const c = await t.call('/ffm/transporter/list', owner);
    expect(c.body.data.map((x: { code: string }) => x.code)).toContain('GHN');
    expect((await t.call('/ffm/warehouse/list', null)).status).toBe(401);
  });

  it('staff list warehouses and the locations of one, with purpose and quantity held', async () => {
    expect((await t.call('/ops/warehouses/list', ops, {})).body.data).toHaveLength(2);
    const all = await t.call('/ops/locations/list', ops, { warehouseId: hn, pageSize: 100 });
    expect(all.body.data.total).toBe(26);
    const dock = await t.call('/ops/locations/list', ops, { warehouseId: hn, purpose: 'RECEIVING' });
    expect(dock.body.data.items.map((x: { code: string }) => x.code)).toEqual(['RCV-01']);
    const zoneB = await t.call('/ops/locations/list', ops, { warehouseId: hn, zone: 'b', keyword: '-02-' });
    expect(zoneB.body.data.items.map((x: { code: string }) => x.code)).toEqual(['B-02-01', 'B-02-02', 'B-02-03', 'B-02-04']);
    const denied = await t.call('/ops/locations/list', owner, { warehouseId: hn });
    expect([denied.status, denied.body.message]).toEqual([403, DENIED]);
  });

  it('creates locations (code unique per warehouse: 1003) and updates them', async () => {
    const c = await t.call('/ops/locations/create', ops, { warehouseId: hn, zone: 'c', aisle: '01', bin: '01' });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.data).toMatchObject({ code: 'C-01-01', zone: 'C', purpose: 'STORAGE', isActive: true, qty: 0 });
    const dup = await t.call('/ops/locations/create', ops, { warehouseId: hn, zone: 'C', aisle: '01', bin: '01' });
    expect([dup.status, dup.body.code, dup.body.data.errors[0].field]).toEqual([409, 1003, 'code']);
    const other = await t.call('/ops/locations/create', ops, { warehouseId: await warehouseIdOf(t.database.db, 'HCM01'), zone: 'C', aisle: '01', bin: '01' });
    expect(other.status).toBe(200);
    const bad = await t.call('/ops/locations/create', ops, { warehouseId: hn, zone: 'C;', aisle: '01', bin: '01' });
    expect(bad.status).toBe(400);
    const u = await t.call('/ops/locations/update', ops, { id: c.body.data.id, bin: '09', code: 'c-01-09' });
    expect(u.body.data).toMatchObject({ code: 'C-01-09', bin: '09' });
    const clash = await t.call('/ops/locations/update', ops, { id: c.body.data.id, code: 'A-01-01' });
    expect(clash.body.code).toBe(1003);
    const off = await t.call('/ops/locations/update', ops, { id: c.body.data.id, isActive: false });
    expect(off.body.data.isActive).toBe(false);
    expect((await t.call('/ops/locations/update', ops, { id: 99999, isActive: false })).status).toBe(404);
  });

  it('an occupied location keeps its purpose and stays active', async () => {
    await insertSku(t.database.db, 'KH0001', 'LOC_SKU');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-03-04', lines: [{ sku: 'LOC_SKU', qty: 2 }] });
    const list = await t.call('/ops/locations/list', ops, { warehouseId: hn, keyword: 'A-03-04' });
    expect(list.body.data.items[0].qty).toBe(2);
    const id = list.body.data.items[0].id;
    const r = await t.call('/ops/locations/update', ops, { id, isActive: false });
    expect(r.body.data.errors[0]).toEqual({ field: 'isActive', message: 'Vị trí đang có hàng, không thể đổi' });
    const p = await t.call('/ops/locations/update', ops, { id, purpose: 'COUNT' });
    expect(p.status).toBe(422);
    await expectLedgerBalanced(t.database.db);
  });

  it('the locations walk by cursor both ways in code order, with or without filters; a forged cursor is 400', async () => {
    await t.database.db.execute(sql`
      insert into locations (warehouse_id, code, zone, aisle, bin, is_active)
      select ${hn}, 'Z-' || lpad((i / 10)::text, 2, '0') || '-' || lpad((i % 10)::text, 2, '0'), 'Z', lpad((i / 10)::text, 2, '0'), lpad((i % 10)::text, 2, '0'), i % 7 <> 0
      from generate_series(1, 64) i`);
    const codes = async (where: ReturnType<typeof sql>) =>
      sqlRows<{ code: string }>(await t.database.db.execute(sql`select code from locations where warehouse_id = ${hn} and ${where} order by code, id`)).map((r) => r.code);
    type TRow = { code: string; qty: number };
    const walk = (body: Record<string, unknown>) => async (cursor: string | undefined) => {
      const r = await t.call('/ops/locations/list', ops, { warehouseId: hn, pageSize: 9, ...body, ...(cursor ? { cursor } : {}) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as TWalkPage<TRow>;
    };
    const all = await codes(sql`true`);
    expect((await walk({ includeInactive: true })(undefined)).total).toBe(all.length);
    await expectCursorWalk(walk({ includeInactive: true }), (l) => l.code, all);
    await expectCursorWalk(walk({ zone: 'z' }), (l) => l.code, await codes(sql`zone = 'Z' and is_active`));
    const held = (await walk({ keyword: 'A-03-04' })(undefined)).items[0];
    expect(held?.qty).toBe(2);
    const forged = await t.call('/ops/locations/list', ops, { warehouseId: hn, cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.status).toBe(400);
  });
});

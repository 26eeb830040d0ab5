import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { inventoryLedger } from '../inventory/schema.ts';
import { generateDailyList } from './generate-list.ts';
import { cycleCountDays, cycleCountTasks } from './schema.ts';

const P = '/ops/cycle-counts';

/** Cycle counts with several staff at the same moment (PostgreSQL). */
describe('cycle counts under concurrency (PostgreSQL)', () => {
  let t: TTestApp;
  const staff: string[] = [];
  const supervisors: string[] = [];
  let hn: number;
  let hcm: number;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await insertSku(t.database.db, 'KH0001', 'RACE_CC');
    hn = await warehouseIdOf(t.database.db, 'HN01');
    hcm = await warehouseIdOf(t.database.db, 'HCM01');
    const owner = await t.login('owner@demo.vn');
    for (let i = 0; i < 6; i++) staff.push(await t.login('ops@demo.vn', undefined, 'staff'));
    for (let i = 0; i < 6; i++) supervisors.push(await t.login('giamsat@demo.vn', undefined, 'staff'));
    await stockUp(t, { client: owner, staff: staff[0]! }, { warehouseId: hn, location: 'B-02-02', lines: [{ sku: 'RACE_CC', qty: 40 }] });
    await t.call(`${P}/settings/save`, staff[0]!, { warehouseId: hn, dailyCapacity: 500, recountThreshold: 100 });
    await insertSku(t.database.db, 'KH0001', 'RACE_DAY');
    await stockUp(t, { client: owner, staff: staff[0]! }, { warehouseId: hcm, location: 'B-02-03', lines: [{ sku: 'RACE_DAY', qty: 5 }] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('six supervisors generating the same day at once make one list; six counts and six approvals of one task post once', async () => {
    const lists = await Promise.all(staff.map((s) => t.call(`${P}/generate`, s, { warehouseId: hn, date: '2026-11-27' })));
    for (const r of lists) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const created = lists.reduce((n, r) => n + (r.body.data.created as number), 0);
    const all = (await t.call(`${P}/tasks`, staff[0]!, { warehouseId: hn, date: '2026-11-27' })).body.data as Array<{ id: number; sku: string }>;
    expect(created).toBe(all.length);
    const task = all.find((x) => x.sku === 'RACE_CC')!;
    expect(all.filter((x) => x.sku === 'RACE_CC')).toHaveLength(1);

    const counts = await Promise.all(staff.map((s) => t.call(`${P}/count`, s, { id: task.id, locationCode: 'B-02-02', quantity: 37 })));
    expect(counts.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);

    const approvals = await Promise.all(supervisors.map((s) => t.call(`${P}/approve`, s, { id: task.id, approve: true, reason: 'Thiếu 3 cái' })));
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    const rows = await t.database.db.select({ delta: inventoryLedger.qtyDelta }).from(inventoryLedger).where(and(eq(inventoryLedger.refType, 'CYCLE_COUNT'), eq(inventoryLedger.refId, task.id)));
    expect(rows).toEqual([{ delta: -3 }]);
    await expectLedgerBalanced(t.database.db);
  });

  it("six job runs of one warehouse's day at once (several runners) make its list once", async () => {
    const day = '2026-11-29';
    const made = await Promise.all(Array.from({ length: 6 }, () => generateDailyList(t.database.db, hcm, day)));
    expect(made.filter((n) => n !== null)).toHaveLength(1);
    expect(made.find((n) => n !== null)).toBeGreaterThan(0);
    const tasks = await t.database.db.select({ id: cycleCountTasks.id }).from(cycleCountTasks).where(and(eq(cycleCountTasks.warehouseId, hcm), eq(cycleCountTasks.countDate, day)));
    expect(tasks.length).toBe(made.find((n) => n !== null));
    expect(await t.database.db.select().from(cycleCountDays).where(and(eq(cycleCountDays.warehouseId, hcm), eq(cycleCountDays.countDate, day)))).toHaveLength(1);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDay, vnDateKey } from '@ffm/domain';
import type { TJobContext } from '../../jobs/define-job.ts';
import { jobs } from '../../jobs/schema.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { CYCLE_COUNT_DAY_JOB, cycleCountDayJob } from './daily-list-job.ts';
import { cycleCountDays, cycleCountTasks } from './schema.ts';

const P = '/ops/cycle-counts';

describe('the daily cycle count list, made by the job runner (issue 26)', () => {
  let t: TTestApp;
  let admin: string;
  let hn: number;
  let hcm: number;
  const today = vnDateKey(Date.now());

  const ctx = (): TJobContext => ({ db: t.database.db, jobId: 0, attempt: 1, signal: new AbortController().signal, log: { info() {}, error() {} } });
  const tasksOf = async (warehouseId: number, day: string) =>
    t.database.db
      .select({ id: cycleCountTasks.id, createdBy: cycleCountTasks.createdBy })
      .from(cycleCountTasks)
      .where(and(eq(cycleCountTasks.warehouseId, warehouseId), eq(cycleCountTasks.countDate, day)));
  const jobOf = async (day: string) => (await t.database.db.select().from(jobs).where(eq(jobs.key, `${CYCLE_COUNT_DAY_JOB}:${day}`)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const sku of ['DL_1', 'DL_2', 'DL_3', 'DL_4', 'DL_5']) await insertSku(db, 'KH0001', sku);
    hn = await warehouseIdOf(db, 'HN01');
    hcm = await warehouseIdOf(db, 'HCM01');
    const owner = await t.login('owner@demo.vn');
    admin = await t.login('ops@demo.vn', undefined, 'staff');
    const tokens = { client: owner, staff: admin };
    await stockUp(t, tokens, { warehouseId: hn, location: 'B-03-01', lines: [{ sku: 'DL_1', qty: 4 }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'B-03-02', lines: [{ sku: 'DL_2', qty: 4 }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'B-03-03', lines: [{ sku: 'DL_3', qty: 4 }] });
    await stockUp(t, tokens, { warehouseId: hcm, location: 'B-03-01', lines: [{ sku: 'DL_4', qty: 4 }] });
    // capacity per warehouse: 2 a day in Hà Nội, the default in Hồ Chí Minh
    expect((await t.call(`${P}/settings/save`, admin, { warehouseId: hn, dailyCapacity: 2 })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is queued at start for the next day, just after it begins (Vietnam time)', async () => {
    const job = await jobOf(nextDay(today));
    expect(job).toMatchObject({ kind: CYCLE_COUNT_DAY_JOB, state: 'queued', payload: { day: nextDay(today) } });
    expect(job!.runAt.toISOString()).toBe(new Date(Date.parse(`${nextDay(today)}T00:05:00+07:00`)).toISOString());
  });

  it("makes each warehouse's list within its own capacity, once per warehouse and day however often it runs", async () => {
    await cycleCountDayJob.run({ day: today }, ctx());
    const hnTasks = await tasksOf(hn, today);
    expect(hnTasks).toHaveLength(2);
    expect(hnTasks.every((x) => x.createdBy === null)).toBe(true);
    const hcmTasks = await tasksOf(hcm, today);
    expect(hcmTasks.length).toBeGreaterThanOrEqual(1);
    const marks = await t.database.db.select().from(cycleCountDays).where(eq(cycleCountDays.countDate, today));
    expect(marks.map((m) => [m.warehouseId, m.created]).sort()).toEqual([
      [hn, 2],
      [hcm, hcmTasks.length],
    ].sort());

    // more room and more due stock: a second run of the day (the runner is at-least-once) still adds nothing
    expect((await t.call(`${P}/settings/save`, admin, { warehouseId: hn, dailyCapacity: 10 })).status).toBe(200);
    await stockUp(t, { client: await t.login('owner@demo.vn'), staff: admin }, { warehouseId: hn, location: 'B-03-04', lines: [{ sku: 'DL_5', qty: 4 }] });
    await cycleCountDayJob.run({ day: today }, ctx());
    expect(await tasksOf(hn, today)).toHaveLength(2);
    expect(await tasksOf(hcm, today)).toHaveLength(hcmTasks.length);
    // the chain: the next day is queued
    expect(await jobOf(nextDay(today))).toMatchObject({ state: 'queued' });
    // a supervisor may still fill the room left on demand
    const more = await t.call(`${P}/generate`, admin, { warehouseId: hn, date: today });
    expect(more.body.data.created).toBeGreaterThanOrEqual(2);
  });

  it('skips a day already over (the workers were down) and lists today instead', async () => {
    const past = '2026-01-02';
    await cycleCountDayJob.run({ day: past }, ctx());
    const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(cycleCountTasks).where(eq(cycleCountTasks.countDate, past));
    expect(n!.n).toBe(0);
    expect(await jobOf(today)).toMatchObject({ kind: CYCLE_COUNT_DAY_JOB, payload: { day: today } });
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { outboundDraft } from '../../test/kits/outbound.ts';
import { outboundOrders, pickListOrders } from './schema.ts';

/** Pick lists made at the same moment by several staff members over the same orders (PostgreSQL). */
describe('pick lists under concurrency (PostgreSQL)', () => {
  let t: TTestApp;
  let owner: string;
  const staff: string[] = [];
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await insertSku(t.database.db, 'KH0001', 'RACE_PICK');
    hn = await warehouseIdOf(t.database.db, 'HN01');
    owner = await t.login('owner@demo.vn');
    for (let i = 0; i < 8; i++) staff.push(await t.login('ops@demo.vn', undefined, 'staff'));
    await stockUp(t, { client: owner, staff: staff[0]! }, { warehouseId: hn, location: 'A-02-03', lines: [{ sku: 'RACE_PICK', qty: 500 }] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const allocate = async (n: number, tag: string) => {
    const made = await Promise.all(Array.from({ length: n }, (_, i) => t.call('/ffm/outbound/create-direct', owner, outboundDraft(hn, [{ sku: 'RACE_PICK', quantity: 1 }], { clientOrderCode: `PICK-${tag}-${i}` }))));
    for (const r of made) expect(r.status, JSON.stringify(r.body)).toBe(200);
    return made.map((r) => r.body.data.id as number);
  };

  /** every order on exactly one open list, and the lists' answers agree with the table */
  const expectEachOnOneList = async (ids: number[], answers: Array<{ status: number; body: { data: { orders: Array<{ id: number }> } | null } }>) => {
    for (const r of answers) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const listed = answers.flatMap((r) => r.body.data?.orders.map((o) => o.id) ?? []);
    expect(listed.filter((id) => ids.includes(id)).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    const db = t.database.db;
    const rows = await db
      .select({ outboundId: pickListOrders.outboundId, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(pickListOrders)
      .where(and(eq(pickListOrders.active, true), sql`${pickListOrders.outboundId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`))
      .groupBy(pickListOrders.outboundId);
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const picking = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(outboundOrders).where(and(eq(outboundOrders.status, 3), sql`${outboundOrders.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
    expect(picking[0]!.n).toBe(ids.length);
  };

  it('eight staff naming the same 40 orders at once: each order lands on exactly one list', async () => {
    const ids = await allocate(40, 'NAMED');
    const answers = await Promise.all(staff.map((token) => t.call('/ops/outbound/pick-list', token, { warehouseId: hn, ids })));
    await expectEachOnOneList(ids, answers);
    // the first list took them all; the others found none free
    expect(answers.filter((r) => r.body.data !== null)).toHaveLength(1);
    for (const r of answers) if (r.body.data) await t.call('/ops/outbound/release-pick-list', staff[0]!, { id: r.body.data.id });
  }, 120_000);

  it('eight staff taking the oldest allocated orders at once share them out without an overlap', async () => {
    const ids = await allocate(60, 'BATCH');
    // the released orders of the first test are allocated again and in the pool too
    const answers = await Promise.all(staff.map((token) => t.call('/ops/outbound/pick-list', token, { warehouseId: hn, limit: 20 })));
    const listed = answers.flatMap((r) => r.body.data?.orders.map((o: { id: number }) => o.id) ?? []);
    expect(new Set(listed).size).toBe(listed.length);
    const left = await t.call('/ops/outbound/pick-list', staff[0]!, { warehouseId: hn, limit: 200 });
    await expectEachOnOneList(ids, [...answers, left]);
  }, 120_000);
});

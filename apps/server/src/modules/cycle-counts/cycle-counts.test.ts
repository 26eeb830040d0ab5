import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft } from '../../test/kits/outbound.ts';
import { users } from '../accounts/schema.ts';
import { inventoryLedger } from '../inventory/schema.ts';

const P = '/ops/cycle-counts';
const DAY = '2026-11-27';
const NEXT_DAY = '2026-11-28';

describe('cycle counts (issue 26)', () => {
  let t: TTestApp;
  let owner: string;
  let admin: string;
  let counter: string;
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const sku of ['CC_FAST', 'CC_MID', 'CC_SLOW']) await insertSku(db, 'KH0001', sku);
    hn = await warehouseIdOf(db, 'HN01');
    owner = await t.login('owner@demo.vn');
    admin = await t.login('ops@demo.vn', undefined, 'staff');
    // a floor worker: provider staff without the admin role (same password as the demo's)
    const [demo] = await db.select().from(users).where(eq(users.email, 'ops@demo.vn'));
    await db.insert(users).values({ kind: 'staff', email: 'kiemke@demo.vn', phone: '0912000099', fullName: 'Nhân viên kiểm kê', passwordHash: demo!.passwordHash, staffRole: 'ops' });
    counter = await t.login('kiemke@demo.vn', undefined, 'staff');
    const tokens = { client: owner, staff: admin };
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-02-01', lines: [{ sku: 'CC_FAST', qty: 20 }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-02-02', lines: [{ sku: 'CC_SLOW', qty: 10 }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-02-03', lines: [{ sku: 'CC_MID', qty: 5 }] });
    // outbound frequency: CC_FAST in 3 orders, CC_MID in 1, CC_SLOW in none
    for (let i = 0; i < 3; i++) await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'CC_FAST', quantity: 1 }]));
    await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'CC_MID', quantity: 1 }]));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lets only a supervisor change the settings and make the list', async () => {
    expect((await t.call(`${P}/settings/save`, counter, { warehouseId: hn, dailyCapacity: 2 })).status).toBe(403);
    expect((await t.call(`${P}/generate`, counter, { warehouseId: hn, date: DAY })).status).toBe(403);
    expect((await t.call(`${P}/tasks`, owner, { warehouseId: hn })).status).toBe(403);
    const saved = await t.call(`${P}/settings/save`, admin, { warehouseId: hn, dailyCapacity: 2, recountThreshold: 2, aShare: 50, abShare: 90 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ aDays: 30, bDays: 90, cDays: 365, aShare: 50, abShare: 90, dailyCapacity: 2, recountThreshold: 2 });
  });

  it('lists the due stock by ABC class within the daily capacity, blind', async () => {
    const g = await t.call(`${P}/generate`, admin, { warehouseId: hn, date: DAY });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect(g.body.data.created).toBe(2);
    const tasks = g.body.data.tasks as Array<Record<string, unknown>>;
    expect(tasks.map((x) => `${x.sku}:${x.abcClass}:${x.locationCode}`)).toEqual(['CC_FAST:A:A-02-01', 'CC_MID:B:A-02-03']);
    // blind: nothing tells the counter how many there should be
    for (const x of tasks) expect(Object.keys(x).some((k) => /qty|variance/i.test(k))).toBe(false);
    const again = await t.call(`${P}/generate`, admin, { warehouseId: hn, date: DAY });
    expect(again.body.data.created).toBe(0);
    const toCount = await t.call(`${P}/tasks`, counter, { warehouseId: hn });
    expect(toCount.body.data.map((x: { sku: string }) => x.sku)).toEqual(['CC_FAST', 'CC_MID']);
  });

  it('counts blind at the scanned location, recounts past the threshold, and posts an approved variance through the ledger', async () => {
    const tasks = (await t.call(`${P}/tasks`, counter, { warehouseId: hn })).body.data as Array<{ id: number; sku: string }>;
    const fast = tasks.find((x) => x.sku === 'CC_FAST')!.id;
    const mid = tasks.find((x) => x.sku === 'CC_MID')!.id;

    const wrong = await t.call(`${P}/count`, counter, { id: fast, locationCode: 'A-02-02', quantity: 17 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors).toEqual([{ field: 'locationCode', message: 'Sai vị trí: cần đếm tại A-02-01' }]);
    // 20 on hand, 17 counted: 3 off, past the threshold of 2
    const first = await t.call(`${P}/count`, counter, { id: fast, locationCode: 'a-02-01', quantity: 17 });
    expect(first.body.data).toEqual({ id: fast, status: 'RECOUNT' });
    expect((await t.call(`${P}/tasks`, counter, { warehouseId: hn })).body.data.map((x: { sku: string; status: string }) => `${x.sku}:${x.status}`)).toEqual(['CC_FAST:RECOUNT', 'CC_MID:OPEN']);
    const recount = await t.call(`${P}/count`, counter, { id: fast, locationCode: 'A-02-01', quantity: 18 });
    expect(recount.body.data).toEqual({ id: fast, status: 'PENDING_APPROVAL' });
    expect((await t.call(`${P}/count`, counter, { id: fast, locationCode: 'A-02-01', quantity: 18 })).status).toBe(400);
    expect((await t.call(`${P}/count`, counter, { id: mid, locationCode: 'A-02-03', quantity: 5 })).body.data.status).toBe('MATCHED');

    const review = await t.call(`${P}/review`, admin, { warehouseId: hn });
    expect(review.body.data).toEqual([expect.objectContaining({ id: fast, systemQty: 20, countedQty: 17, recountQty: 18, variance: -2, status: 'PENDING_APPROVAL' })]);
    expect((await t.call(`${P}/approve`, counter, { id: fast, approve: true, reason: 'Hàng thất lạc' })).status).toBe(403);
    const approved = await t.call(`${P}/approve`, admin, { id: fast, approve: true, reason: 'Hàng thất lạc khi kiểm kê' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'POSTED', variance: -2, reason: 'Hàng thất lạc khi kiểm kê' });
    const twice = await t.call(`${P}/approve`, admin, { id: fast, approve: true, reason: 'lần nữa' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Phiếu đếm không chờ duyệt');

    const posted = await t.database.db
      .select({ type: inventoryLedger.movementType, delta: inventoryLedger.qtyDelta, reason: inventoryLedger.reason, ref: inventoryLedger.refCode })
      .from(inventoryLedger)
      .where(and(eq(inventoryLedger.refType, 'CYCLE_COUNT'), eq(inventoryLedger.refId, fast)));
    expect(posted).toEqual([{ type: 'COUNT', delta: -2, reason: 'Hàng thất lạc khi kiểm kê', ref: `CC${fast}` }]);
    const stock = await t.call('/ffm/inventory/summary-list', owner, { keyword: 'CC_FAST' });
    expect(JSON.stringify(stock.body.data)).toContain('"qty":18');
    await expectLedgerBalanced(t.database.db);
  });

  it('reports the variances by customer and SKU, and lists only what is due the next day', async () => {
    const report = await t.call(`${P}/variance-report`, admin, { warehouseId: hn, from: DAY, to: DAY });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data).toEqual([
      expect.objectContaining({ customerCode: 'KH0001', sku: 'CC_FAST', tasks: 1, systemQty: 20, countedQty: 18, netVariance: -2, absVariance: 2 }),
      expect.objectContaining({ customerCode: 'KH0001', sku: 'CC_MID', tasks: 1, systemQty: 5, countedQty: 5, netVariance: 0, absVariance: 0 }),
    ]);
    // counted today: not due for 30 (A) and 90 (B) days; the C SKU never counted comes now
    const next = await t.call(`${P}/generate`, admin, { warehouseId: hn, date: NEXT_DAY });
    expect(next.body.data.tasks.map((x: { sku: string; abcClass: string }) => `${x.sku}:${x.abcClass}`)).toEqual(['CC_SLOW:C']);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectLedgerBalanced, insertSku, stockUp, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';
import { outboundDraft } from '../../test/kits/outbound.ts';
import { inventoryBalances } from '../inventory/schema.ts';
import { outboundAllocations, outboundOrders } from './schema.ts';

/** Allocation races on a real PostgreSQL server: parallel requests on parallel connections. */
describe('outbound allocation under concurrency (PostgreSQL)', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let hn: number;
  let skuId: number;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    skuId = await insertSku(t.database.db, 'KH0001', 'RACE_OUT', { manageExpDate: true });
    hn = await warehouseIdOf(t.database.db, 'HN01');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    // 600 units in two lots and two places
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-02-01', lines: [{ sku: 'RACE_OUT', qty: 350, lot: 'L1', expiryDate: vnDay(30) }] });
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-02-02', lines: [{ sku: 'RACE_OUT', qty: 250, lot: 'L2', expiryDate: vnDay(60) }] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('1,000 concurrent order creations against stock for 600 never allocate more than 600, and the ledger balances', async () => {
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => t.call('/ffm/outbound/create-direct', owner, outboundDraft(hn, [{ sku: 'RACE_OUT', quantity: 1 }], { clientOrderCode: `RACE-${i}` }))),
    );
    const ok = results.filter((r) => r.status === 200);
    const short = results.filter((r) => r.body.code === 40007);
    expect(ok.length + short.length).toBe(1000);
    expect(ok).toHaveLength(600);
    const db = t.database.db;
    const [alloc] = await db.select({ n: sql<number>`coalesce(sum(${outboundAllocations.quantity}), 0)::int` }).from(outboundAllocations);
    expect(alloc!.n).toBe(600);
    const balances = await db.select().from(inventoryBalances).where(eq(inventoryBalances.skuId, skuId));
    expect(balances.reduce((s, b) => s + b.qtyAllocated, 0)).toBe(600);
    // the earlier lot went first, and no order was left half made
    const [orders] = await db.select({ n: sql<number>`count(*)::int` }).from(outboundOrders);
    expect(orders!.n).toBe(600);
    await expectLedgerBalanced(db);
  }, 300_000);

  it('parallel cancels of one allocated order release its stock once', async () => {
    const created = await t.call('/ffm/outbound/create-direct', owner, outboundDraft(hn, [{ sku: 'RACE_OUT', quantity: 1 }], { clientOrderCode: 'RACE-CANCEL' }));
    // stock is all taken: cancel one of the 600 and race cancels on it
    expect(created.body.code).toBe(40007);
    const [one] = await t.database.db.select({ id: outboundOrders.id }).from(outboundOrders).limit(1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('/ffm/outbound/cancel-outbounds', owner, { ids: [one!.id] })));
    const results = answers.map((r) => r.body.data[0].result);
    expect(results.filter((r) => r === 0)).toHaveLength(1);
    expect(results.filter((r) => r === 40008)).toHaveLength(7);
    const balances = await t.database.db.select().from(inventoryBalances).where(eq(inventoryBalances.skuId, skuId));
    expect(balances.reduce((s, b) => s + b.qtyAllocated, 0)).toBe(599);
    await expectLedgerBalanced(t.database.db);
  }, 60_000);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { DomainError } from '../../lib/errors.ts';
import { locations } from '../warehouses/schema.ts';
import { allocateStock, releaseStock, shipAllocatedStock, type TAllocationRequest } from './allocate-stock.ts';
import { postMovements, type TMovement } from './post-movements.ts';
import { inventoryBalances } from './schema.ts';
import { clientIdOf, expectLedgerBalanced, insertSku, warehouseIdOf } from '../../test/kits/inventory.ts';

describe('allocateStock / releaseStock', () => {
  let t: TTestApp;
  let req: Omit<TAllocationRequest, 'qty' | 'refId'>;
  const loc: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const warehouseId = await warehouseIdOf(db, 'HN01');
    const clientId = await clientIdOf(db, 'KH0001');
    const skuId = await insertSku(db, 'KH0001', 'ALLOC_SKU', { manageExpDate: true });
    for (const l of await db.select().from(locations).where(eq(locations.warehouseId, warehouseId))) loc[l.code] = l.id;
    const base = { warehouseId, clientId, skuId, condition: 'GOOD' as const };
    const stock: TMovement[] = [
      { ...base, type: 'ADJUST', lot: 'LATE', locationId: loc['A-01-01']!, qtyDelta: 5, expiryDate: '2031-01-01' },
      { ...base, type: 'ADJUST', lot: 'EARLY', locationId: loc['A-01-02']!, qtyDelta: 3, expiryDate: '2030-01-01' },
      // not available: defective, on the dock, held by an inbound
      { ...base, type: 'ADJUST', lot: 'EARLY', locationId: loc['A-01-03']!, condition: 'BAD', qtyDelta: 9, expiryDate: '2030-01-01' },
      { ...base, type: 'ADJUST', lot: 'EARLY', locationId: loc['RCV-01']!, qtyDelta: 9, expiryDate: '2030-01-01' },
      { ...base, type: 'RECEIVE', lot: 'HELD', locationId: loc['A-01-04']!, qtyDelta: 9, heldDelta: 9, expiryDate: '2029-01-01' },
    ];
    await db.transaction((tx) => postMovements(tx, stock, null));
    req = { warehouseId, clientId, skuId, fefo: true, refType: 'OUTBOUND' };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws first-expiry-first-out from available stock only', async () => {
    const parts = await t.database.db.transaction((tx) => allocateStock(tx, { ...req, qty: 4, refId: 1 }, null));
    expect(parts.map((p) => [p.lot, p.qty])).toEqual([
      ['EARLY', 3],
      ['LATE', 1],
    ]);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses more than is available, allocating nothing', async () => {
    await expect(t.database.db.transaction((tx) => allocateStock(tx, { ...req, qty: 5, refId: 2 }, null))).rejects.toSatisfy((e) => e instanceof DomainError && e.code === 40007);
    const rows = await t.database.db.select().from(inventoryBalances);
    expect(rows.reduce((s, r) => s + r.qtyAllocated, 0)).toBe(4);
  });

  it('releases what a document holds', async () => {
    expect(await t.database.db.transaction((tx) => releaseStock(tx, { refType: 'OUTBOUND', refId: 1 }, null))).toBe(4);
    expect(await t.database.db.transaction((tx) => releaseStock(tx, { refType: 'OUTBOUND', refId: 1 }, null))).toBe(0);
    const rows = await t.database.db.select().from(inventoryBalances);
    expect(rows.reduce((s, r) => s + r.qtyAllocated, 0)).toBe(0);
    await expectLedgerBalanced(t.database.db);
  });

  it('never draws from a lot past its expiry date (the expiry day itself is still good)', async () => {
    // on the day after EARLY expires, only LATE (5) is available
    const late = { ...req, today: '2030-01-02' };
    await expect(t.database.db.transaction((tx) => allocateStock(tx, { ...late, qty: 6, refId: 3 }, null))).rejects.toSatisfy(
      (e) => e instanceof DomainError && e.code === 40007 && (e.data as { available: number }).available === 5,
    );
    const onTheDay = await t.database.db.transaction((tx) => allocateStock(tx, { ...req, today: '2030-01-01', qty: 1, refId: 4 }, null));
    expect(onTheDay.map((p) => p.lot)).toEqual(['EARLY']);
    await t.database.db.transaction((tx) => releaseStock(tx, { refType: 'OUTBOUND', refId: 4 }, null));
    await expectLedgerBalanced(t.database.db);
  });

  it('ships what a document holds: on hand and allocated go down together, once', async () => {
    await t.database.db.transaction((tx) => allocateStock(tx, { ...req, qty: 4, refId: 5 }, null));
    const before = (await t.database.db.select().from(inventoryBalances)).reduce((s, r) => s + r.qty, 0);
    expect(await t.database.db.transaction((tx) => shipAllocatedStock(tx, { refType: 'OUTBOUND', refId: 5 }, null))).toBe(4);
    expect(await t.database.db.transaction((tx) => shipAllocatedStock(tx, { refType: 'OUTBOUND', refId: 5 }, null))).toBe(0);
    const rows = await t.database.db.select().from(inventoryBalances);
    expect(rows.reduce((s, r) => s + r.qty, 0)).toBe(before - 4);
    expect(rows.reduce((s, r) => s + r.qtyAllocated, 0)).toBe(0);
    await expectLedgerBalanced(t.database.db);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { DomainError } from '../../lib/errors.ts';
import { locations } from '../warehouses/schema.ts';
import { checkLedgerMatchesBalances } from './check-ledger.ts';
import { postMovements, type TMovement } from './post-movements.ts';
import { inventoryBalances, inventoryLedger } from './schema.ts';
import { clientIdOf, expectLedgerBalanced, insertSku, warehouseIdOf } from '../../test/kits/inventory.ts';

describe('postMovements and the ledger check', () => {
  let t: TTestApp;
  let base: Omit<TMovement, 'type' | 'locationId'>;
  let a1: number;
  let a2: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const warehouseId = await warehouseIdOf(db, 'HN01');
    const skuId = await insertSku(db, 'KH0001', 'LEDGER_SKU');
    base = { warehouseId, clientId: await clientIdOf(db, 'KH0001'), skuId, lot: 'L1', condition: 'GOOD' };
    const locs = await db.select().from(locations).where(eq(locations.warehouseId, warehouseId));
    a1 = locs.find((l) => l.code === 'A-01-01')!.id;
    a2 = locs.find((l) => l.code === 'A-01-02')!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (movements: TMovement[]) => t.database.db.transaction((tx) => postMovements(tx, movements, null));

  it('creates the balance row on first arrival and keeps balance = sum of ledger', async () => {
    const r = await post([{ ...base, type: 'ADJUST', locationId: a1, qtyDelta: 10, expiryDate: '2030-01-01', zoneType: 'B2C1D' }]);
    expect(r.ledger).toHaveLength(1);
    const [row] = await t.database.db.select().from(inventoryBalances);
    expect(row).toMatchObject({ qty: 10, qtyAllocated: 0, qtyHeld: 0, qtyLost: 0, expiryDate: '2030-01-01', zoneType: 'B2C1D', lot: 'L1' });
    expect(row!.warehousedAt).toBeInstanceOf(Date);
    await expectLedgerBalanced(t.database.db);
  });

  it('moves between rows in one batch and refuses to go negative (40007), leaving nothing behind', async () => {
    await post([
      { ...base, type: 'MOVE_OUT', locationId: a1, qtyDelta: -4 },
      { ...base, type: 'MOVE_IN', locationId: a2, qtyDelta: 4 },
    ]);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inventoryLedger);
    await expect(
      post([
        { ...base, type: 'MOVE_OUT', locationId: a1, qtyDelta: -7 },
        { ...base, type: 'MOVE_IN', locationId: a2, qtyDelta: 7 },
      ]),
    ).rejects.toSatisfy((e) => e instanceof DomainError && e.code === 40007);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inventoryLedger);
    expect(after[0]!.n).toBe(before[0]!.n);
    const rows = await t.database.db.select().from(inventoryBalances).orderBy(inventoryBalances.locationId);
    expect(rows.map((r) => r.qty)).toEqual([6, 4]);
    await expectLedgerBalanced(t.database.db);
  });

  it('keeps allocated and held within what is on hand; lost is its own bucket', async () => {
    await expect(post([{ ...base, type: 'ALLOCATE', locationId: a1, allocatedDelta: 7 }])).rejects.toSatisfy((e) => e instanceof DomainError && e.code === 40007);
    await post([{ ...base, type: 'ALLOCATE', locationId: a1, allocatedDelta: 2 }]);
    await expect(post([{ ...base, type: 'MOVE_OUT', locationId: a1, qtyDelta: -5 }])).rejects.toSatisfy((e) => e instanceof DomainError && e.code === 40007);
    await post([{ ...base, type: 'LOST', locationId: a1, qtyDelta: -1, lostDelta: 1 }]);
    await post([{ ...base, type: 'RELEASE', locationId: a1, allocatedDelta: -2 }]);
    const [row] = await t.database.db.select().from(inventoryBalances).where(eq(inventoryBalances.locationId, a1));
    expect(row).toMatchObject({ qty: 5, qtyAllocated: 0, qtyLost: 1 });
    await expectLedgerBalanced(t.database.db);
  });

  it('keys with awkward text (commas, quotes, braces, NULL) round-trip', async () => {
    for (const lot of ['a,b', 'say "hi"', '{x}', 'NULL', 'back\\slash', 'lô hàng 1']) {
      await post([{ ...base, lot, type: 'ADJUST', locationId: a1, qtyDelta: 2, reason: 'it\'s, "odd"' }]);
      await post([{ ...base, lot, type: 'ADJUST', locationId: a1, qtyDelta: -1 }]);
      const [row] = await t.database.db.select().from(inventoryBalances).where(eq(inventoryBalances.lot, lot));
      expect(row?.qty, lot).toBe(1);
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('the ledger is append-only', async () => {
    const appendOnly = (e: unknown) => /append-only/.test(String((e as { cause?: Error }).cause?.message ?? (e as Error).message));
    await expect(t.database.db.execute(sql`update inventory_ledger set qty_delta = 100`)).rejects.toSatisfy(appendOnly);
    await expect(t.database.db.execute(sql`delete from inventory_ledger`)).rejects.toSatisfy(appendOnly);
  });

  it('the check finds a balance that no longer equals its ledger, and a CHECK stops a negative balance', async () => {
    await t.database.db.execute(sql`update inventory_balances set qty = qty + 1 where location_id = ${a2}`);
    const mismatches = await checkLedgerMatchesBalances(t.database.db);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatchObject({ locationId: a2, balance: { qty: 5 }, ledger: { qty: 4 } });
    await t.database.db.execute(sql`update inventory_balances set qty = qty - 1 where location_id = ${a2}`);
    await expectLedgerBalanced(t.database.db);
    await expect(t.database.db.execute(sql`update inventory_balances set qty = -1 where location_id = ${a2}`)).rejects.toThrow();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { allocateStock } from '../inventory/allocate-stock.ts';
import { inventoryBalances, inventoryLedger } from '../inventory/schema.ts';
import { clientIdOf } from '../../test/kits/inventory.ts';
import { expectLedgerBalanced, insertSku, stockUp, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';
import { inboundLogs } from './schema.ts';

/** Races on a real PostgreSQL server: parallel requests on parallel connections (the pool has 20). */
describe('inbound and stock under concurrency (PostgreSQL)', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let ops2: string;
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await insertSku(t.database.db, 'KH0001', 'RACE_A');
    await insertSku(t.database.db, 'KH0001', 'RACE_B');
    hn = await warehouseIdOf(t.database.db, 'HN01');
    owner = await t.login('owner@demo.vn');
    // two staff sessions: two people at two scanners
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    ops2 = await t.login('ops@demo.vn', undefined, 'staff');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (code: string, lines = [{ sku: 'RACE_A', expectedQuantity: 20 }]) => {
    const r = await t.call('/ffm/inbound/create', owner, { orderInboundCode: code, warehouseId: hn, tplInbound: 'GHN', zoneType: 'B2C1D', estimateReceivedTime: vnDay(), lines });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.id as number;
  };

  it('20 parallel receive-line calls of 1 each post exactly 20', async () => {
    const id = await create('RACE_RECEIVE');
    await t.call('/ops/inbound/start-receiving', ops, { id });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('/ops/inbound/receive-line', i % 2 ? ops : ops2, { id, code: 'RACE_A', quantity: 1, method: 'SCAN' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const detail = await t.call('/ops/inbound/get', ops, { id });
    expect(detail.body.data.lines[0]).toMatchObject({ receivedQuantity: 20, receivedGood: 20 });
    expect(detail.body.data.receipts).toHaveLength(20);
    const ledger = await t.database.db.select().from(inventoryLedger).where(eq(inventoryLedger.refId, id));
    expect(ledger.reduce((s, r) => s + r.qtyDelta, 0)).toBe(20);
    const s = await t.call('/ffm/inventory/summary-list', owner, { sku: 'RACE_A' });
    expect(s.body.data.items[0]).toMatchObject({ qty: 20, qtyOnHold: 20 });
    await expectLedgerBalanced(t.database.db);
  });

  it('parallel finish, put-away and complete calls post the stock once', async () => {
    const id = await create('RACE_COMPLETE');
    await t.call('/ops/inbound/start-receiving', ops, { id });
    await t.call('/ops/inbound/receive-line', ops, { id, code: 'RACE_A', quantity: 20 });
    const finishes = await Promise.all(Array.from({ length: 5 }, () => t.call('/ops/inbound/finish-receiving', ops, { id })));
    expect(finishes.filter((r) => r.status === 200)).toHaveLength(1);
    const puts = await Promise.all(Array.from({ length: 5 }, (_, i) => t.call('/ops/inbound/put-away', i % 2 ? ops : ops2, { id, locationCode: 'B-02-01' })));
    expect(puts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(puts.filter((r) => r.status === 422)).toHaveLength(4);
    const completes = await Promise.all(Array.from({ length: 6 }, (_, i) => t.call('/ops/inbound/complete', i % 2 ? ops : ops2, { id })));
    expect(completes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(completes.filter((r) => r.status === 400)).toHaveLength(5);
    const logs = await t.database.db.select().from(inboundLogs).where(eq(inboundLogs.inboundId, id));
    expect(logs.filter((l) => l.action === 'COMPLETE')).toHaveLength(1);
    expect(logs.filter((l) => l.action === 'FINISH_RECEIVING')).toHaveLength(1);
    const check = await t.call('/ffm/inventory/check-sku', ops, { sku: 'RACE_A', warehouseId: hn });
    const row = check.body.data.rows.find((r: { locationCode: string }) => r.locationCode === 'B-02-01');
    expect(row).toMatchObject({ qty: 20, qtyOnHold: 0, qtyAvailable: 20 });
    await expectLedgerBalanced(t.database.db);
  });

  it('parallel cancel and start-receiving end in one consistent state', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await create(`RACE_CANCEL_${round}`);
      const [cancel, start] = await Promise.all([t.call('/ffm/inbound/cancel', owner, { id }), t.call('/ops/inbound/start-receiving', ops, { id })]);
      const final = (await t.call('/ops/inbound/get', ops, { id })).body.data;
      const transitions = final.logs.filter((l: { toStatus: number | null }) => l.toStatus !== null && l.toStatus !== 0);
      expect(transitions).toHaveLength(1);
      if (final.status === 9) {
        expect(cancel.status).toBe(200);
        expect(start.status).toBe(400);
      } else {
        expect(final.status).toBe(3);
        expect(start.status).toBe(200);
        expect([cancel.status, cancel.body.code]).toEqual([409, 30002]);
      }
    }
  });

  it('two creates of the same client code at once: one order, the other 30001', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('/ffm/inbound/create', owner, { orderInboundCode: 'SAME_CODE', warehouseId: hn, tplInbound: 'GHN', zoneType: 'B2C1D', estimateReceivedTime: vnDay(), lines: [{ sku: 'RACE_B', expectedQuantity: 1 }] }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 30001)).toHaveLength(5);
    const asn = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.asnCode));
    expect(asn.size).toBe(1);
  });

  it('two staff counting the same location at once share one session, keep both counts and post one adjustment', async () => {
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-03-03', lines: [{ sku: 'RACE_A', qty: 10 }, { sku: 'RACE_B', qty: 10 }] });
    const opens = await Promise.all([
      t.call('/ffm/inventory/tool', ops, { action: 'open', warehouseId: hn, locationCode: 'A-03-03' }),
      t.call('/ffm/inventory/tool', ops2, { action: 'open', warehouseId: hn, locationCode: 'A-03-03' }),
      t.call('/ffm/inventory/tool', ops2, { action: 'open', warehouseId: hn, locationCode: 'A-03-03' }),
    ]);
    expect(opens.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = new Set(opens.map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    expect(opens.filter((r) => r.body.data.joined === false)).toHaveLength(1);
    const sessionId = opens[0]!.body.data.id;
    const lines = opens[0]!.body.data.lines as Array<{ lineId: number; sku: string }>;
    const a = lines.find((l) => l.sku === 'RACE_A')!.lineId;
    const b = lines.find((l) => l.sku === 'RACE_B')!.lineId;
    const recs = await Promise.all([
      t.call('/ffm/inventory/tool', ops, { action: 'record', sessionId, lines: [{ lineId: a, countedQty: 7 }] }),
      t.call('/ffm/inventory/tool', ops2, { action: 'record', sessionId, lines: [{ lineId: b, countedQty: 12 }] }),
    ]);
    expect(recs.map((r) => r.status)).toEqual([200, 200]);
    const posts = await Promise.all([
      t.call('/ffm/inventory/tool', ops, { action: 'post', sessionId, reason: 'Kiểm kê' }),
      t.call('/ffm/inventory/tool', ops2, { action: 'post', sessionId, reason: 'Kiểm kê' }),
      t.call('/ffm/inventory/tool', ops2, { action: 'post', sessionId, reason: 'Kiểm kê' }),
    ]);
    expect(posts.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = (await t.call('/ffm/inventory/check-location', ops, { warehouseId: hn, locationCode: 'A-03-03' })).body.data.rows;
    expect(rows.map((r: { sku: string; qty: number; qtyLost: number }) => [r.sku, r.qty, r.qtyLost])).toEqual([
      ['RACE_A', 7, 3],
      ['RACE_B', 12, 0],
    ]);
    const ledger = await t.database.db.select().from(inventoryLedger).where(eq(inventoryLedger.refId, sessionId));
    expect(ledger.filter((r) => r.refType === 'COUNT_SESSION')).toHaveLength(2);
    await expectLedgerBalanced(t.database.db);
  });

  it('keys with awkward text survive the array parameters of node-postgres', async () => {
    const lots = ['a,b', 'say "hi"', '{x}', 'NULL', 'back\\slash', 'lô 1'];
    for (const [i, lot] of lots.entries()) {
      // a product found where the system did not have it: recorded as found stock, in its lot
      const r = await t.call('/ffm/inventory/scan-sku-location', ops, { warehouseId: hn, code: 'RACE_B', locationCode: ['B-01-01', 'B-01-02', 'B-01-03', 'B-01-04', 'B-03-01', 'B-03-02'][i]!, qty: 2, lot, reason: 'it\'s, "odd"' });
      expect([r.status, r.body.data.result], lot).toEqual([200, 'RECORDED']);
    }
    const rows = (await t.call('/ffm/inventory/check-sku', ops, { sku: 'RACE_B', warehouseId: hn })).body.data.rows.filter((r: { locationCode: string }) => /^B-0[13]/.test(r.locationCode));
    expect(rows.map((r: { lotNum: string }) => r.lotNum).sort()).toEqual(['NULL', 'a,b', 'back\\slash', 'lô 1', 'say "hi"', '{x}'].sort());
    await expectLedgerBalanced(t.database.db);
  });

  it('parallel moves out of one row never move more than is there', async () => {
    const rows = (await t.call('/ffm/inventory/check-location', ops, { warehouseId: hn, locationCode: 'B-02-01' })).body.data.rows;
    const row = rows.find((r: { sku: string }) => r.sku === 'RACE_A');
    expect(row.qtyFree).toBe(20);
    const moves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call('/ffm/inventory/move', i % 2 ? ops : ops2, { warehouseId: hn, fromLocationCode: 'B-02-01', toLocationCode: i % 2 ? 'B-02-02' : 'B-02-03', items: [{ balanceId: row.balanceId, qty: 3 }] }),
      ),
    );
    expect(moves.filter((r) => r.status === 200)).toHaveLength(6);
    expect(moves.filter((r) => r.status === 422)).toHaveLength(2);
    const after = (await t.call('/ffm/inventory/check-sku', ops, { sku: 'RACE_A', warehouseId: hn })).body.data.rows;
    const byLoc = Object.fromEntries(after.map((r: { locationCode: string; qty: number }) => [r.locationCode, r.qty]));
    expect(byLoc['B-02-01']).toBe(2);
    expect(byLoc['B-02-02'] + byLoc['B-02-03']).toBe(18);
    await expectLedgerBalanced(t.database.db);
  });

  it('parallel allocations never oversell', async () => {
    const sku = (await t.call('/ffm/inventory/get-stock-by-sku', owner, { sku: 'RACE_A' })).body.data;
    const available = sku.warehouses.find((w: { warehouseCode: string }) => w.warehouseCode === 'HN01').qtyAvailable as number;
    expect(available).toBeGreaterThan(10);
    const clientId = await clientIdOf(t.database.db, 'KH0001');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        t.database.db.transaction((tx) => allocateStock(tx, { warehouseId: hn, clientId, skuId: sku.sku.id, qty: 3, fefo: false, refType: 'OUTBOUND', refId: 1000 + i }, null)),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(Math.floor(available / 3));
    const rows = await t.database.db.select().from(inventoryBalances).where(eq(inventoryBalances.skuId, sku.sku.id));
    expect(rows.reduce((s, r) => s + r.qtyAllocated, 0)).toBe(ok * 3);
    expect(rows.every((r) => r.qtyAllocated + r.qtyHeld <= r.qty)).toBe(true);
    await expectLedgerBalanced(t.database.db);
  });
});

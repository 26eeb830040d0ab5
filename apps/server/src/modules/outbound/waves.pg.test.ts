import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { outboundDraft } from '../../test/kits/outbound.ts';
import { postMovements, type TMovement } from '../inventory/index.ts';
import { findLocation } from '../warehouses/index.ts';
import { outboundAllocations, outboundLines, outboundOrders } from './schema.ts';

/** Waves on PostgreSQL: pickers racing on one wave, and the volume budget of a release (issue 26 point 8). */
describe('waves on PostgreSQL', () => {
  let t: TTestApp;
  let owner: string;
  const pickers: string[] = [];
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    hn = await warehouseIdOf(t.database.db, 'HN01');
    owner = await t.login('owner@demo.vn');
    for (let i = 0; i < 8; i++) pickers.push(await t.login('ops@demo.vn', undefined, 'staff'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('eight pickers confirming the same bin of a wave at once never take the same unit', async () => {
    await insertSku(t.database.db, 'KH0001', 'RACE_WAVE');
    await stockUp(t, { client: owner, staff: pickers[0]! }, { warehouseId: hn, location: 'A-03-01', lines: [{ sku: 'RACE_WAVE', qty: 30 }] });
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.call('/ffm/outbound/create-direct', owner, outboundDraft(hn, [{ sku: 'RACE_WAVE', quantity: 3 }], { clientOrderCode: `RACE-WAVE-${i}`, zoneType: 'B2C4H' }))),
    );
    for (const r of made) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = made.map((r) => r.body.data.id as number);
    const wave = await t.call('/ops/outbound/release-wave', pickers[0]!, { warehouseId: hn, zoneType: 'B2C4H' });
    expect(wave.status, JSON.stringify(wave.body)).toBe(200);
    const waveId = wave.body.data.id as number;
    // each picker takes 4 units from the bin: 8 × 4 = 32 asked for 30 on the wave
    const answers = await Promise.all(pickers.map((token) => t.call('/ops/outbound/pick-bin', token, { pickListId: waveId, locationCode: 'A-03-01', code: 'RACE_WAVE', found: 4 })));
    const took = answers.filter((r) => r.status === 200).map((r) => r.body.data.picked as number);
    for (const r of answers) if (r.status !== 200) expect(r.status, JSON.stringify(r.body)).toBe(422);
    // what the answers say was taken is what the rows hold, never more than the wave asks for
    const db = t.database.db;
    const [rows] = await db
      .select({ q: sql<number>`sum(${outboundAllocations.quantity})::int`.mapWith(Number), p: sql<number>`sum(${outboundAllocations.pickedQuantity})::int`.mapWith(Number) })
      .from(outboundAllocations)
      .where(inArray(outboundAllocations.outboundId, ids));
    expect(took.reduce((s, n) => s + n, 0)).toBe(rows!.p);
    expect(rows!.p).toBeLessThanOrEqual(30);
    expect(took).toEqual([4, 4, 4, 4, 4, 4, 4]);
    // the rest of the bin, by one more picker: every order picked exactly once
    const rest = 30 - rows!.p;
    if (rest > 0) expect((await t.call('/ops/outbound/pick-bin', pickers[0]!, { pickListId: waveId, locationCode: 'A-03-01', code: 'RACE_WAVE', found: rest })).status).toBe(200);
    const picked = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(outboundOrders).where(and(inArray(outboundOrders.id, ids), eq(outboundOrders.status, 4)));
    expect(picked[0]!.n).toBe(10);
    const [lines] = await db.select({ p: sql<number>`sum(${outboundLines.pickedQuantity})::int`.mapWith(Number) }).from(outboundLines).where(inArray(outboundLines.outboundId, ids));
    expect(lines!.p).toBe(30);
    await expectLedgerBalanced(db);
  }, 120_000);

  it('releases a wave of 2,000 allocated orders and builds its walk in under 5 s', async () => {
    const db = t.database.db;
    const skuCodes = Array.from({ length: 10 }, (_, i) => `VOL_WAVE_${i}`);
    const skuIds = new Map<string, number>();
    for (const code of skuCodes) skuIds.set(code, await insertSku(db, 'KH0001', code));
    const bins = ['B-01-01', 'B-01-02', 'B-01-03', 'B-01-04', 'B-02-01'];
    for (const [i, bin] of bins.entries()) {
      await stockUp(t, { client: owner, staff: pickers[0]! }, { warehouseId: hn, location: bin, lines: skuCodes.slice(i * 2, i * 2 + 2).map((sku) => ({ sku, qty: 500 })) });
    }
    const clientId = await clientIdOf(db, 'KH0001');
    const skuIdOf = (code: string) => skuIds.get(code)!;
    const locOf = new Map<string, number>();
    for (const bin of bins) locOf.set(bin, (await findLocation(db, hn, bin))!.id);
    const binOfSku = (i: number) => bins[Math.floor(i / 2)]!;
    // 2,000 allocated orders of two lines each, seeded in bulk with their ALLOCATE postings (the ledger stays right)
    const N = 2000;
    const orders = await db
      .insert(outboundOrders)
      .values(
        Array.from({ length: N }, (_, i) => ({
          soCode: `SOVW${String(i).padStart(6, '0')}`,
          clientOrderCode: `VOL-WAVE-${i}`,
          clientId,
          warehouseId: hn,
          zoneType: 'B2C3D' as const,
          status: 2 as const,
          toName: 'Nguyễn Văn Nhận',
          toPhone: '0912345678',
          toAddress: '12 Liễu Giai',
          toProvinceId: 201,
          toDistrictId: 1485,
          toWardCode: '00157',
          allocatedAt: new Date(),
        })),
      )
      .returning({ id: outboundOrders.id, soCode: outboundOrders.soCode });
    const lineValues = orders.flatMap((o, i) => [
      { outboundId: o.id, lineNo: 1, skuId: skuIdOf(skuCodes[i % 10]!), quantity: 1 },
      { outboundId: o.id, lineNo: 2, skuId: skuIdOf(skuCodes[(i + 3) % 10]!), quantity: 1 },
    ]);
    const lines = await db.insert(outboundLines).values(lineValues).returning({ id: outboundLines.id, outboundId: outboundLines.outboundId, skuId: outboundLines.skuId });
    const codeOfSku = new Map(skuCodes.map((c, i) => [skuIdOf(c), i]));
    const soOf = new Map(orders.map((o) => [o.id, o.soCode]));
    await db.insert(outboundAllocations).values(lines.map((l) => ({ outboundId: l.outboundId, lineId: l.id, skuId: l.skuId, locationId: locOf.get(binOfSku(codeOfSku.get(l.skuId)!))!, quantity: 1 })));
    const movements: TMovement[] = lines.map((l) => ({
      type: 'ALLOCATE',
      warehouseId: hn,
      clientId,
      skuId: l.skuId,
      lot: '',
      locationId: locOf.get(binOfSku(codeOfSku.get(l.skuId)!))!,
      condition: 'GOOD',
      allocatedDelta: 1,
      refType: 'OUTBOUND',
      refId: l.outboundId,
      refCode: soOf.get(l.outboundId)!,
    }));
    await db.transaction((tx) => postMovements(tx, movements, null));

    const started = performance.now();
    const r = await t.call('/ops/outbound/release-wave', pickers[0]!, { warehouseId: hn, zoneType: 'B2C3D', limit: 2000 });
    const seconds = (performance.now() - started) / 1000;
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    const wave = r.body.data as { orderCount: number; quantity: number; bins: Array<{ locationCode: string; quantity: number; orderCount: number }> };
    expect(wave.orderCount).toBe(2000);
    expect(wave.quantity).toBe(4000);
    // consolidated: ten stops (five bins, two SKUs each), each of 400 units, in walking order
    expect(wave.bins).toHaveLength(10);
    expect(wave.bins.every((b) => b.quantity === 400)).toBe(true);
    expect(wave.bins.map((b) => b.locationCode)).toEqual([...wave.bins.map((b) => b.locationCode)].sort());
    console.log(`[waves] release of 2,000 orders with its walk: ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(5);
    await expectLedgerBalanced(db);
  }, 300_000);
});

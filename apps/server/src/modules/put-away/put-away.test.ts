import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectLedgerBalanced, insertSku, stockUp, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';
import { inboundPutAways } from '../inbound/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations } from '../warehouses/schema.ts';

describe('put-away suggestions (issue 26)', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let hn: number;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // 1,000 cm³ and 100 g a unit
    const ao = await insertSku(db, 'KH0001', 'AO_PA', { name: 'Áo phông' });
    await db.update(skus).set({ category: 'FASHION' }).where(eq(skus.id, ao));
    clientId = (await db.select({ c: skus.clientId }).from(skus).where(eq(skus.id, ao)))[0]!.c;
    hn = await warehouseIdOf(db, 'HN01');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    // 5 units of lot L1 already in B-01-02, put there before the warehouse had rules
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'B-01-02', lines: [{ sku: 'AO_PA', qty: 5, lot: 'L1' }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const receive = async (lines: Array<{ qty: number; lot: string; condition?: 'GOOD' | 'BAD' }>) => {
    const created = await t.call('/ffm/inbound/create', owner, {
      warehouseId: hn,
      tplInbound: 'GHN',
      zoneType: 'B2C1D',
      estimateReceivedTime: vnDay(),
      lines: [{ sku: 'AO_PA', expectedQuantity: lines.reduce((s, l) => s + l.qty, 0) }],
    });
    const id = created.body.data.id as number;
    await t.call('/ops/inbound/start-receiving', ops, { id });
    for (const l of lines) {
      const r = await t.call('/ops/inbound/receive-line', ops, { id, code: 'AO_PA', quantity: l.qty, lot: l.lot, condition: l.condition ?? 'GOOD' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect((await t.call('/ops/inbound/finish-receiving', ops, { id })).status).toBe(200);
    return { id, lineId: created.body.data.lines[0].id as number };
  };

  it('lets provider staff manage rules and bin capacity, with field errors for bad ones, and nobody else', async () => {
    const cap = await t.call('/ops/put-away/bin-capacity', ops, { warehouseId: hn, zone: 'B', maxVolumeCm3: 20_000, maxWeightGrams: 50_000 });
    expect(cap.status, JSON.stringify(cap.body)).toBe(200);
    expect(cap.body.data.updated).toBe(12);
    const [b0101] = await t.database.db.select().from(locations).where(and(eq(locations.warehouseId, hn), eq(locations.code, 'B-01-01')));
    expect([b0101!.maxVolumeCm3, b0101!.maxWeightGrams]).toEqual([20_000, 50_000]);

    const fashion = await t.call('/ops/put-away/rules/save', ops, { warehouseId: hn, priority: 50, customerId: clientId, category: 'FASHION', zone: 'b' });
    expect(fashion.status, JSON.stringify(fashion.body)).toBe(200);
    expect(fashion.body.data).toMatchObject({ zone: 'B', customerCode: 'KH0001', category: 'FASHION', isActive: true });
    const bad = await t.call('/ops/put-away/rules/save', ops, { warehouseId: hn, priority: 10, condition: 'BAD', fromCode: 'A-03-01', toCode: 'A-03-04' });
    expect(bad.status).toBe(200);
    const listed = await t.call('/ops/put-away/rules/list', ops, { warehouseId: hn });
    expect(listed.body.data.map((r: { priority: number }) => r.priority)).toEqual([10, 50]);

    const noTarget = await t.call('/ops/put-away/rules/save', ops, { warehouseId: hn, skuCode: 'AO_PA' });
    expect(noTarget.status).toBe(422);
    expect(noTarget.body.data.errors).toEqual([
      { field: 'skuCode', message: 'Vui lòng chọn khách hàng của sản phẩm' },
      { field: 'zone', message: 'Vui lòng chọn khu hoặc dải vị trí' },
    ]);
    const backwards = await t.call('/ops/put-away/rules/save', ops, { warehouseId: hn, fromCode: 'B-03-01', toCode: 'B-01-01' });
    expect(backwards.body.data.errors).toEqual([{ field: 'toCode', message: 'Vị trí đầu phải đứng trước vị trí cuối' }]);
    expect((await t.call('/ops/put-away/rules/list', owner, { warehouseId: hn })).status).toBe(403);
    expect((await t.call('/ops/put-away/bin-capacity', owner, { warehouseId: hn, zone: 'B', maxVolumeCm3: 1, maxWeightGrams: null })).status).toBe(403);
  });

  it('suggests the bin holding the same SKU and lot with room, else the first empty bin of the rule’s zone, by code', async () => {
    const { id } = await receive([
      { qty: 10, lot: 'L1' },
      { qty: 15, lot: 'L2' },
      { qty: 2, lot: 'L1', condition: 'BAD' },
    ]);
    const s = await t.call('/ops/inbound/put-away-suggestions', ops, { id });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.data.directed).toBe(true);
    const byLot = (lot: string, condition = 'GOOD') => s.body.data.items.find((i: { lot: string; condition: string }) => i.lot === lot && i.condition === condition);
    // 5 + 10 units of 1,000 cm³ fit in B-01-02's 20,000 cm³
    expect(byLot('L1')).toMatchObject({ quantity: 10, locationCode: 'B-01-02', reason: 'SAME_SKU_LOT' });
    // L2 is nowhere yet: the first empty bin of zone B
    expect(byLot('L2')).toMatchObject({ quantity: 15, locationCode: 'B-01-01', reason: 'EMPTY_BIN' });
    // BAD goods: the priority-10 rule's range
    expect(byLot('L1', 'BAD')).toMatchObject({ quantity: 2, locationCode: 'A-03-01', reason: 'EMPTY_BIN' });
  });

  it('takes the suggested bin as scanned, asks a reason for another one, and keeps suggestion and reason', async () => {
    const { id, lineId } = await receive([
      { qty: 10, lot: 'L3' },
      { qty: 16, lot: 'L1' },
    ]);
    const s = await t.call('/ops/inbound/put-away-suggestions', ops, { id });
    // B-01-02 holds 5 of L1: 21 units would not fit, so L1 takes the first empty bin, and L3 the next one
    expect(s.body.data.items.map((i: { lot: string; locationCode: string }) => `${i.lot}:${i.locationCode}`)).toEqual(['L1:B-01-01', 'L3:B-01-03']);

    const other = await t.call('/ops/inbound/put-away', ops, { id, items: [{ lineId, lot: 'L3', quantity: 10, locationCode: 'B-02-01' }] });
    expect(other.status).toBe(422);
    expect(other.body.data.errors).toEqual([{ field: 'items.0.overrideReason', message: 'Vị trí khác vị trí gợi ý B-01-03: vui lòng nhập lý do' }]);
    const all = await t.call('/ops/inbound/put-away', ops, { id, locationCode: 'B-02-02' });
    expect(all.body.data.errors).toEqual([{ field: 'overrideReason', message: 'Vị trí khác vị trí gợi ý B-01-01: vui lòng nhập lý do' }]);

    const reasoned = await t.call('/ops/inbound/put-away', ops, { id, items: [{ lineId, lot: 'L3', quantity: 10, locationCode: 'B-02-01', overrideReason: 'Kệ B-01-03 đang sửa' }] });
    expect(reasoned.status, JSON.stringify(reasoned.body)).toBe(200);
    const scanned = await t.call('/ops/inbound/put-away', ops, { id, items: [{ lineId, lot: 'L1', quantity: 16, locationCode: 'b-01-01' }] });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);

    const rows = await t.database.db
      .select({ lot: inboundPutAways.lot, to: inboundPutAways.locationId, suggested: inboundPutAways.suggestedLocationId, reason: inboundPutAways.overrideReason })
      .from(inboundPutAways)
      .where(eq(inboundPutAways.inboundId, id));
    const code = async (lid: number | null) => (lid === null ? null : (await t.database.db.select({ c: locations.code }).from(locations).where(eq(locations.id, lid)))[0]!.c);
    const shown = await Promise.all(rows.map(async (r) => ({ lot: r.lot, to: await code(r.to), suggested: await code(r.suggested), reason: r.reason })));
    expect(shown).toEqual([
      { lot: 'L3', to: 'B-02-01', suggested: 'B-01-03', reason: 'Kệ B-01-03 đang sửa' },
      { lot: 'L1', to: 'B-01-01', suggested: 'B-01-01', reason: null },
    ]);
    const detail = await t.call('/ops/inbound/get', ops, { id });
    expect(detail.body.data.logs.some((l: { note: string | null }) => l.note?.includes('→ B-02-01: 10 (≠ B-01-03: Kệ B-01-03 đang sửa)'))).toBe(true);
    await expectLedgerBalanced(t.database.db);
  });

  it('answers 404 for another client’s order and a rule it does not know', async () => {
    expect((await t.call('/ops/put-away/rules/delete', ops, { id: 99_999 })).status).toBe(404);
    expect((await t.call('/ops/inbound/put-away-suggestions', ops, { id: 99_999 })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft } from '../../test/kits/outbound.ts';

type TWave = {
  id: number;
  code: string;
  status: string;
  orderCount: number;
  quantity: number;
  pickedQuantity: number;
  orders: Array<{ id: number; soCode: string; status: number; slot: number; quantity: number; pickedQuantity: number; sortedQuantity: number }>;
  bins: Array<{ locationCode: string; sku: string; lotNum: string; quantity: number; pickedQuantity: number; orderCount: number }>;
};

/** Wave picking (issue 26 point 2): release by carrier, cut-off, zone type and count; bins once; short picks; sort; handover. */
describe('waves', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let hn: number;

  const call = async (path: string, body: Record<string, unknown>, token = ops) => t.call(path, token, body);
  const ok = async <T>(path: string, body: Record<string, unknown>, token = ops): Promise<T> => {
    const r = await call(path, body, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as T;
  };
  const summary = async (sku: string) => (await call('/ffm/inventory/summary-list', { sku }, owner)).body.data.items[0] as { qty: number; qtyAllocated: number; qtyAvailable: number };

  beforeAll(async () => {
    t = await createTestApp();
    for (const sku of ['WV_A', 'WV_B', 'WV_C']) await insertSku(t.database.db, 'KH0001', sku, { name: `Hàng đợt ${sku}` });
    hn = await warehouseIdOf(t.database.db, 'HN01');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    // first in, first out: B-01-01 is drawn from before B-02-02
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'B-01-01', lines: [{ sku: 'WV_A', qty: 10 }] });
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'B-03-03', lines: [{ sku: 'WV_B', qty: 6 }] });
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'B-02-02', lines: [{ sku: 'WV_A', qty: 5 }] });
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'B-03-04', lines: [{ sku: 'WV_C', qty: 2 }] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('releases by carrier, zone type, cut-off and count; picks each bin once, re-allocates a short pick, sorts and hands over', async () => {
    const o1 = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'WV_A', quantity: 2 }, { sku: 'WV_B', quantity: 1 }]));
    const o2 = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'WV_A', quantity: 3 }]));
    const direct = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'WV_A', quantity: 1 }]));
    await ok('/ffm/outbound/direct-delivery', { id: direct.id, carrier: 'direct' }, owner);
    const b2b = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'WV_B', quantity: 1 }], { zoneType: 'B2B1D' }));
    // a cut-off before every order takes none of them
    expect(await ok('/ops/outbound/release-wave', { warehouseId: hn, cutoffAt: '2020-01-01T00:00:00+07:00' })).toBeNull();
    // a client cannot release a wave
    expect((await call('/ops/outbound/release-wave', { warehouseId: hn }, owner)).status).toBe(403);

    const wave = (await ok<TWave>('/ops/outbound/release-wave', { warehouseId: hn, carrier: 'provider-express', zoneType: 'B2C1D', cutoffAt: new Date().toISOString(), limit: 10 }))!;
    expect(wave.orders.map((o) => o.id).sort()).toEqual([o1.id, o2.id].sort());
    expect(wave.orders.map((o) => o.slot)).toEqual([1, 2]);
    expect(wave.orders.every((o) => o.status === 3)).toBe(true);
    // consolidated: one row per bin, SKU and lot, in walking order
    expect(wave.bins.map((b) => [b.locationCode, b.sku, b.quantity, b.orderCount])).toEqual([
      ['B-01-01', 'WV_A', 5, 2],
      ['B-03-03', 'WV_B', 1, 1],
    ]);
    // the others wait: the direct carrier's and the other zone type's, and a count of one takes the oldest
    const one = (await ok<TWave>('/ops/outbound/release-wave', { warehouseId: hn, limit: 1 }))!;
    expect(one.orders.map((o) => o.id)).toEqual([direct.id]);
    await ok('/ops/outbound/release-pick-list', { id: one.id });

    // a bin not on the wave
    const off = await call('/ops/outbound/pick-bin', { pickListId: wave.id, locationCode: 'A-01-01', code: 'WV_A' });
    expect(off.body.code).toBe(40009);
    // the bin holds 4 of the 5: the first order by slot gets its 2, the second 2 and its last unit comes from B-02-02
    const short = await ok<{ picked: number; short: number; reallocated: Array<{ soCode: string; locationCode: string; quantity: number }>; shortOrders: unknown[]; wave: TWave }>(
      '/ops/outbound/pick-bin',
      { pickListId: wave.id, locationCode: 'b-01-01', code: 'WV_A', found: 4, empty: true },
    );
    const [first, second] = [o1, o2].sort((x, y) => x.soCode.localeCompare(y.soCode));
    expect(short).toMatchObject({ picked: 4, short: 1, reallocated: [{ soCode: second!.soCode, locationCode: 'B-02-02', quantity: 1 }], shortOrders: [] });
    expect(short.wave.bins.map((b) => [b.locationCode, b.sku, b.quantity, b.pickedQuantity])).toEqual([
      ['B-01-01', 'WV_A', 4, 4],
      ['B-02-02', 'WV_A', 1, 0],
      ['B-03-03', 'WV_B', 1, 0],
    ]);
    await expectLedgerBalanced(t.database.db);
    // the bin is confirmed once: a second confirmation is refused with the field named
    const again = await call('/ops/outbound/pick-bin', { pickListId: wave.id, locationCode: 'B-01-01', code: 'WV_A' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Ô B-01-01 đã lấy đủ sản phẩm WV_A của đợt');
    expect(again.body.data.errors[0].field).toBe('code');
    await ok('/ops/outbound/pick-bin', { pickListId: wave.id, locationCode: 'B-02-02', code: 'WV_A' });
    const last = await ok<{ wave: TWave }>('/ops/outbound/pick-bin', { pickListId: wave.id, locationCode: 'B-03-03', code: 'WV_B' });
    expect(last.wave.status).toBe('done');
    expect(last.wave.orders.map((o) => o.status)).toEqual([4, 4]);
    expect((await summary('WV_A')).qtyAllocated).toBe(6); // 5 on the wave, 1 on the direct order

    // picked is not packed: a wave's order waits for its sort (catalogue 40012) and stays picked
    const early = await call('/ops/outbound/pack', { id: o1.id, weight: 500, length: 20, width: 15, height: 10 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 40012, message: `Đơn ${o1.soCode} của đợt ${wave.code} mới chia 0/3 sản phẩm: quét chia hết rồi mới đóng gói`, data: { so: o1.soCode, wave: wave.code, sorted: 0, quantity: 3 } });
    expect((await ok<{ status: number }>('/ops/outbound/get', { id: o1.id })).status).toBe(4);

    // sort: each scanned unit goes to the first slot still waiting for it
    const slots: Array<[string, number, boolean]> = [];
    for (const code of ['WV_A', 'WV_A', 'WV_A', 'WV_A', 'WV_A', 'WV_B']) {
      const s = await ok<{ soCode: string; slot: number; orderComplete: boolean }>('/ops/outbound/sort-scan', { pickListId: wave.id, code });
      slots.push([s.soCode, s.slot, s.orderComplete]);
    }
    const firstHasB = first!.id === o1.id;
    expect(slots.slice(0, 5).map((s) => s[1])).toEqual(firstHasB ? [1, 1, 2, 2, 2] : [1, 1, 1, 2, 2]);
    expect(slots.filter((s) => s[2]).map((s) => s[0]).sort()).toEqual([o1.soCode, o2.soCode].sort());
    const extra = await call('/ops/outbound/sort-scan', { pickListId: wave.id, code: 'WV_A' });
    expect(extra.status).toBe(422);
    expect(extra.body.message).toBe('Không còn đơn nào của đợt chờ sản phẩm WV_A');
    expect((await ok<TWave>('/ops/outbound/get-wave', { id: wave.id })).orders.map((o) => o.sortedQuantity)).toEqual([3, 3]);

    // pack and hand over: the goods leave through the ledger
    for (const o of [o1, o2]) await ok('/ops/outbound/pack', { id: o.id, weight: 500, length: 20, width: 15, height: 10 });
    await ok('/ops/outbound/handover', { warehouseId: hn, carrier: 'provider-express', codes: [o1.soCode, o2.soCode] });
    expect((await ok<{ status: number }>('/ops/outbound/get', { id: o1.id })).status).toBe(7);
    const a = await summary('WV_A');
    expect(a).toMatchObject({ qty: 10, qtyAllocated: 1 });
    await expectLedgerBalanced(t.database.db);
    // the other zone type's order was never taken
    expect((await ok<{ status: number }>('/ops/outbound/get', { id: b2b.id })).status).toBe(2);
  }, 60_000);

  it('marks an order short when no other bin holds the product: its stock is released and it waits as new', async () => {
    const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'WV_C', quantity: 2 }, { sku: 'WV_A', quantity: 1 }], { zoneType: 'B2C2H' }));
    const wave = (await ok<TWave>('/ops/outbound/release-wave', { warehouseId: hn, zoneType: 'B2C2H' }))!;
    expect(wave.orders.map((x) => x.id)).toEqual([o.id]);
    const before = await summary('WV_A');
    const r = await ok<{ short: number; reallocated: unknown[]; shortOrders: Array<{ soCode: string }>; wave: TWave }>('/ops/outbound/pick-bin', {
      pickListId: wave.id,
      locationCode: 'B-03-04',
      code: 'WV_C',
      found: 0,
      empty: true,
    });
    expect(r).toMatchObject({ short: 2, reallocated: [], shortOrders: [{ soCode: o.soCode }] });
    expect(r.wave.orders).toEqual([]);
    expect(r.wave.status).toBe('done');
    const detail = await ok<{ status: number; logs: Array<{ action: string }> }>('/ops/outbound/get', { id: o.id });
    expect(detail.status).toBe(0);
    expect((await summary('WV_C')).qtyAllocated).toBe(0);
    expect((await summary('WV_A')).qtyAllocated).toBe(before.qtyAllocated - 1);
    await expectLedgerBalanced(t.database.db);
  }, 60_000);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft } from '../../test/kits/outbound.ts';
import { outboundOrders } from './schema.ts';

type TView = {
  id: number;
  code: string;
  status: string;
  orderCount: number;
  quantity: number;
  pickedQuantity: number;
  orders: Array<{ id: number; status: number }>;
  rows: Array<{ outboundId: number; locationCode: string; sku: string; quantity: number; pickedQuantity: number }>;
};

/** Stored pick lists: kept across reloads and devices, listed, resumed, released; a scan off the list is refused. */
describe('pick lists', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let ops2: string;
  let hn: number;
  let hcm: number;

  const allocated = async (qty = 2) => createAllocated(t, owner, outboundDraft(hn, [{ sku: 'PL_AO', quantity: qty }]));
  const create = async (body: Record<string, unknown>, token = ops) => {
    const r = await t.call('/ops/outbound/pick-list', token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as TView | null;
  };
  const view = async (id: number, token = ops) => {
    const r = await t.call('/ops/outbound/get-pick-list', token, { id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as TView;
  };
  const openLists = async (warehouseId = hn) => (await t.call('/ops/outbound/pick-lists', ops, { warehouseId })).body.data as TView[];
  const allocatedQty = async () => (await t.call('/ffm/inventory/summary-list', owner, { sku: 'PL_AO' })).body.data.items[0].qtyAllocated as number;

  beforeAll(async () => {
    t = await createTestApp();
    await insertSku(t.database.db, 'KH0001', 'PL_AO', { name: 'Áo phiếu lấy hàng' });
    hn = await warehouseIdOf(t.database.db, 'HN01');
    hcm = await warehouseIdOf(t.database.db, 'HCM01');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    // a second session of the same staff member: another device
    ops2 = await t.login('ops@demo.vn', undefined, 'staff');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'PL_AO', qty: 100 }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is stored: another device lists and resumes it, the picked quantities persist per line, and the last pick ends it', async () => {
    const o1 = await allocated(2);
    const o2 = await allocated(1);
    const made = (await create({ warehouseId: hn, ids: [o1.id, o2.id] }))!;
    expect(made).toMatchObject({ code: expect.stringMatching(/^PL\d{10}$/), status: 'open', orderCount: 2, quantity: 3, pickedQuantity: 0 });
    expect(made.orders.map((x) => x.status)).toEqual([3, 3]);
    // another device: the list is among the warehouse's open lists and opens with its lines
    expect((await t.call('/ops/outbound/pick-lists', ops2, { warehouseId: hn })).body.data.map((x: TView) => x.code)).toContain(made.code);
    expect(await openLists(hcm)).toEqual([]);
    const p = await t.call('/ops/outbound/pick', ops2, { pickListId: made.id, locationCode: 'a-01-01', code: 'PL_AO' });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const resumed = await view(made.id);
    expect(resumed).toMatchObject({ status: 'open', quantity: 3, pickedQuantity: 1 });
    expect(resumed.rows.map((r) => r.pickedQuantity).sort()).toEqual([0, 1]);
    // the order in picking points at its list from its detail
    const d = (await t.call('/ops/outbound/get', ops, { id: o1.id })).body.data;
    expect(d).toMatchObject({ status: 3, pickList: { id: made.id, code: made.code, status: 'open' } });
    for (let i = 0; i < 2; i++) expect((await t.call('/ops/outbound/pick', ops, { pickListId: made.id, locationCode: 'A-01-01', code: 'M_PL_AO' })).status).toBe(200);
    const done = await view(made.id);
    expect(done).toMatchObject({ status: 'done', pickedQuantity: 3 });
    expect(done.orders.map((x) => x.status)).toEqual([4, 4]);
    expect((await openLists()).map((x) => x.id)).not.toContain(made.id);
    expect((await t.call('/ops/outbound/pick-lists', ops, { warehouseId: hn, status: 'done' })).body.data.map((x: TView) => x.id)).toContain(made.id);
    const closed = await t.call('/ops/outbound/pick', ops, { pickListId: made.id, locationCode: 'A-01-01', code: 'PL_AO' });
    expect([closed.status, closed.body.code, closed.body.message]).toEqual([409, 40011, 'Phiếu lấy hàng đã hoàn thành hoặc đã huỷ']);
  });

  it('never puts an order on two open lists: a second list over the same orders takes only the free ones', async () => {
    const o1 = await allocated(1);
    const o2 = await allocated(1);
    const first = (await create({ warehouseId: hn, ids: [o1.id] }))!;
    const second = (await create({ warehouseId: hn, ids: [o1.id, o2.id] }))!;
    expect(second.orders.map((x) => x.id)).toEqual([o2.id]);
    expect(await create({ warehouseId: hn, ids: [o1.id, o2.id] })).toBeNull();
    // the batch form (no ids) finds nothing free either
    const batch = await create({ warehouseId: hn });
    expect(batch?.orders.map((x) => x.id) ?? []).not.toEqual(expect.arrayContaining([o1.id]));
    expect(batch?.orders.map((x) => x.id) ?? []).not.toEqual(expect.arrayContaining([o2.id]));
    expect((await view(first.id)).orders.map((x) => x.id)).toEqual([o1.id]);
    for (const l of [first, second, ...(batch ? [batch] : [])]) await t.call('/ops/outbound/release-pick-list', ops, { id: l.id });
  });

  it('refuses a location that is not on the list with a message naming it (40009), and a location of no warehouse', async () => {
    const o = await allocated(1);
    const list = (await create({ warehouseId: hn, ids: [o.id] }))!;
    const off = await t.call('/ops/outbound/pick', ops, { pickListId: list.id, locationCode: 'B-03-04', code: 'PL_AO' });
    expect([off.status, off.body.code]).toEqual([422, 40009]);
    expect(off.body.message).toBe(`Vị trí B-03-04 không có trong phiếu lấy hàng ${list.code}`);
    // the same through the order's id: the order's open list decides
    const byId = await t.call('/ops/outbound/pick', ops, { id: o.id, locationCode: 'A-01-02', code: 'PL_AO' });
    expect([byId.status, byId.body.code, byId.body.message]).toEqual([422, 40009, `Vị trí A-01-02 không có trong phiếu lấy hàng ${list.code}`]);
    const none = await t.call('/ops/outbound/pick', ops, { pickListId: list.id, locationCode: 'Z-99', code: 'PL_AO' });
    expect([none.status, none.body.data.errors[0].field]).toEqual([422, 'locationCode']);
    expect((await view(list.id)).pickedQuantity).toBe(0);
    const missing = await t.call('/ops/outbound/get-pick-list', ops, { id: 999_999 });
    expect([missing.status, missing.body.code]).toEqual([404, 40010]);
    await t.call('/ops/outbound/release-pick-list', ops, { id: list.id });
  });

  it('releases a list: its orders go back to allocated with nothing picked, the stock stays allocated, and they can be picked again', async () => {
    const o1 = await allocated(3);
    const o2 = await allocated(1);
    const before = await allocatedQty();
    const list = (await create({ warehouseId: hn, ids: [o1.id, o2.id] }))!;
    expect((await t.call('/ops/outbound/pick', ops, { pickListId: list.id, locationCode: 'A-01-01', code: 'PL_AO', quantity: 2 })).status).toBe(200);
    // one order off the list: the list stays open for the other
    const partly = await t.call('/ops/outbound/release-pick-list', ops2, { id: list.id, outboundIds: [o2.id] });
    expect(partly.status, JSON.stringify(partly.body)).toBe(200);
    expect(partly.body.data).toMatchObject({ status: 'open', orderCount: 1 });
    const r = await t.call('/ops/outbound/release-pick-list', ops, { id: list.id });
    expect(r.body.data).toMatchObject({ status: 'released' });
    for (const o of [o1, o2]) {
      const d = (await t.call('/ops/outbound/get', ops, { id: o.id })).body.data;
      expect(d.status).toBe(2);
      expect(d.lines.flatMap((l: { pickedQuantity: number; allocations: Array<{ pickedQuantity: number }> }) => [l.pickedQuantity, ...l.allocations.map((x) => x.pickedQuantity)])).toEqual(expect.arrayContaining([0]));
      expect(d.lines.every((l: { pickedQuantity: number }) => l.pickedQuantity === 0)).toBe(true);
      expect(d.logs.at(-1)).toMatchObject({ action: 'RELEASE_PICKING', fromStatus: 3, toStatus: 2 });
    }
    expect(await allocatedQty()).toBe(before);
    await expectLedgerBalanced(t.database.db);
    const again = await t.call('/ops/outbound/release-pick-list', ops, { id: list.id });
    expect([again.status, again.body.code]).toEqual([409, 40011]);
    // picked again on a new list, to the end
    const next = (await create({ warehouseId: hn, ids: [o1.id] }))!;
    expect(next.id).not.toBe(list.id);
    const p = await t.call('/ops/outbound/pick', ops, { pickListId: next.id, locationCode: 'A-01-01', code: 'PL_AO', quantity: 3 });
    expect(p.body.data.status).toBe(4);
  });

  it('an order picked by its id before any list holds it gets a list of its own, reachable from its detail', async () => {
    const o = await allocated(2);
    const p = await t.call('/ops/outbound/pick', ops, { id: o.id, locationCode: 'A-01-01', code: 'PL_AO' });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.data).toMatchObject({ status: 3, pickList: { code: expect.stringMatching(/^PL/), status: 'open' } });
    const list = await view(p.body.data.pickList.id);
    expect(list.orders.map((x) => x.id)).toEqual([o.id]);
    expect(list.pickedQuantity).toBe(1);
    await t.call('/ops/outbound/release-pick-list', ops, { id: list.id });
  });

  it('takes an order left picking with no list (before lists were stored) onto a new one', async () => {
    const o = await allocated(1);
    await t.database.db.update(outboundOrders).set({ status: 3 }).where(eq(outboundOrders.id, o.id));
    expect((await t.call('/ops/outbound/get', ops, { id: o.id })).body.data.pickList).toBeNull();
    const list = (await create({ warehouseId: hn, ids: [o.id] }))!;
    expect(list.orders).toEqual([expect.objectContaining({ id: o.id, status: 3 })]);
    expect((await t.call('/ops/outbound/get', ops, { id: o.id })).body.data.pickList).toMatchObject({ id: list.id, status: 'open' });
    await t.call('/ops/outbound/release-pick-list', ops, { id: list.id });
    expect((await t.call('/ops/outbound/get', ops, { id: o.id })).body.data).toMatchObject({ status: 2, pickList: { id: list.id, status: 'released' } });
  });

  it('is the staff console’s: a client user gets 403', async () => {
    const r = await t.call('/ops/outbound/pick-lists', owner, { warehouseId: hn });
    expect(r.status).toBe(403);
  });
});

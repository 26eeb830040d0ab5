import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, expectLedgerBalanced, insertSku, stockUp, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';

type TTransfer = {
  id: number;
  code: string;
  status: string;
  quantity: number;
  receivedQuantity: number;
  lines: Array<{ sku: string; quantity: number; receivedQuantity: number; sources: Array<{ locationCode: string; lotNum: string; quantity: number }> }>;
};
type TSummary = { warehouseCode: string; qty: number; qtyAllocated: number; qtyAvailable: number };

/** Transfers between warehouses (issue 26 point 4): allocated at the source, in transit, received; all through the ledger. */
describe('transfers between warehouses', () => {
  let t: TTestApp;
  let owner: string;
  let other: string;
  let ops: string;
  let hn: number;
  let hcm: number;
  let customerId: number;

  const ok = async <T>(path: string, body: Record<string, unknown>, token = ops): Promise<T> => {
    const r = await t.call(path, token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as T;
  };
  const summary = async (sku: string, warehouseCode: string) => {
    const items = (await ok<{ items: TSummary[] }>('/ffm/inventory/summary-list', { sku }, owner)).items;
    return items.find((i) => i.warehouseCode === warehouseCode) ?? { qty: 0, qtyAllocated: 0, qtyAvailable: 0 };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await insertSku(t.database.db, 'KH0001', 'TR_A', { name: 'Sữa chuyển kho', manageExpDate: true });
    await insertSku(t.database.db, 'KH0001', 'TR_B', { name: 'Áo chuyển kho' });
    hn = await warehouseIdOf(t.database.db, 'HN01');
    hcm = await warehouseIdOf(t.database.db, 'HCM01');
    customerId = await clientIdOf(t.database.db, 'KH0001');
    owner = await t.login('owner@demo.vn');
    other = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-02-01', lines: [{ sku: 'TR_A', qty: 10, lot: 'L1', expiryDate: vnDay(200) }, { sku: 'TR_B', qty: 5 }] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('allocates at the source, carries the goods in transit (owned, visible, available nowhere), and receives them into a bin', async () => {
    // refused: a client cannot create one, the same warehouse twice, more than is available
    expect((await t.call('/ops/transfer/create', owner, { fromWarehouseId: hn, toWarehouseId: hcm, lines: [{ sku: 'TR_A', quantity: 1 }] })).status).toBe(403);
    const nobody = await t.call('/ops/transfer/create', ops, { fromWarehouseId: hn, toWarehouseId: hcm, lines: [{ sku: 'TR_A', quantity: 1 }] });
    expect(nobody.body.data.errors[0].field).toBe('customerId');
    const same = await t.call('/ops/transfer/create', ops, { customerId, fromWarehouseId: hn, toWarehouseId: hn, lines: [{ sku: 'TR_A', quantity: 1 }] });
    expect(same.status).toBe(422);
    expect(same.body.data.errors[0]).toMatchObject({ field: 'toWarehouseId', message: 'Kho đến phải khác kho đi' });
    const short = await t.call('/ops/transfer/create', ops, { customerId, fromWarehouseId: hn, toWarehouseId: hcm, lines: [{ sku: 'TR_A', quantity: 11 }] });
    expect(short.body.code).toBe(40007);
    expect((await ok<{ total: number }>('/ffm/transfer/list', {}, owner)).total).toBe(0);

    const made = await ok<TTransfer>('/ops/transfer/create', { customerId, fromWarehouseId: hn, toWarehouseId: hcm, lines: [{ sku: 'TR_A', quantity: 4 }, { sku: 'TR_B', quantity: 5 }], note: 'Bổ sung hàng cho HCM' });
    expect(made).toMatchObject({ code: expect.stringMatching(/^CK\d{10}$/), status: 'NEW', quantity: 9, receivedQuantity: 0 });
    expect(made.lines.find((l) => l.sku === 'TR_A')!.sources).toEqual([{ locationCode: 'A-02-01', lotNum: 'L1', quantity: 4 }]);
    expect(await summary('TR_A', 'HN01')).toMatchObject({ qty: 10, qtyAllocated: 4, qtyAvailable: 6 });
    await expectLedgerBalanced(t.database.db);

    const shipped = await ok<TTransfer>('/ops/transfer/ship', { id: made.id });
    expect(shipped.status).toBe('IN_TRANSIT');
    // neither available at the source nor at the destination, but the client's and visible
    expect(await summary('TR_A', 'HN01')).toMatchObject({ qty: 6, qtyAllocated: 0, qtyAvailable: 6 });
    expect(await summary('TR_A', 'HCM01')).toMatchObject({ qty: 4, qtyAvailable: 0 });
    const transit = await ok<Array<{ toWarehouseId: number; sku: string; quantity: number; transfers: string[] }>>('/ffm/transfer/in-transit', {}, owner);
    expect(transit.map((r) => [r.toWarehouseId, r.sku, r.quantity, r.transfers])).toEqual([
      [hcm, 'TR_A', 4, [made.code]],
      [hcm, 'TR_B', 5, [made.code]],
    ]);
    // another client sees none of it
    expect(await ok('/ffm/transfer/in-transit', {}, other)).toEqual([]);
    expect((await t.call('/ffm/transfer/get', other, { id: made.id })).status).toBe(404);
    // shipping twice is refused with the status named
    const twice = await t.call('/ops/transfer/ship', ops, { id: made.id });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Phiếu chuyển kho đang ở trạng thái "Đang chuyển": không thể thực hiện bước này');
    await expectLedgerBalanced(t.database.db);

    // received at the destination, scanned into a storage bin
    expect((await t.call('/ops/transfer/receive', ops, { id: made.id, locationCode: 'RCV-01', code: 'TR_A' })).status).toBe(422);
    const tooMany = await t.call('/ops/transfer/receive', ops, { id: made.id, locationCode: 'A-01-01', code: 'TR_A', quantity: 5 });
    expect(tooMany.body.data.errors[0]).toMatchObject({ field: 'quantity', message: 'Số lượng vượt quá số còn chờ nhận (4)' });
    await ok('/ops/transfer/receive', { id: made.id, locationCode: 'A-01-01', code: 'TR_A', quantity: 3 });
    expect(await summary('TR_A', 'HCM01')).toMatchObject({ qty: 4, qtyAvailable: 3 });
    await ok('/ops/transfer/receive', { id: made.id, locationCode: 'a-01-01', code: 'TR_A' });
    const done = await ok<TTransfer>('/ops/transfer/receive', { id: made.id, locationCode: 'A-01-02', code: 'TR_B', quantity: 5 });
    expect(done).toMatchObject({ status: 'RECEIVED', receivedQuantity: 9 });
    expect(await summary('TR_A', 'HCM01')).toMatchObject({ qty: 4, qtyAvailable: 4 });
    expect(await summary('TR_B', 'HCM01')).toMatchObject({ qty: 5, qtyAvailable: 5 });
    expect(await ok('/ffm/transfer/in-transit', {}, owner)).toEqual([]);
    // the lot and its expiry travelled with the goods
    const detail = await ok<{ items: Array<{ warehouseCode: string; lotNum: string; expiryDate: string | null; qty: number }> }>('/ffm/inventory/detail-list', { sku: 'TR_A' }, owner);
    expect(detail.items.find((i) => i.warehouseCode === 'HCM01')).toMatchObject({ lotNum: 'L1', expiryDate: vnDay(200), qty: 4 });
    const listed = await ok<{ items: Array<{ code: string; status: string }> }>('/ffm/transfer/list', { status: 'RECEIVED' }, owner);
    expect(listed.items.map((i) => i.code)).toEqual([made.code]);
    await expectLedgerBalanced(t.database.db);
  }, 60_000);

  it('a cancel before picking releases the allocation at the source', async () => {
    const made = await ok<TTransfer>('/ops/transfer/create', { customerId, fromWarehouseId: hn, toWarehouseId: hcm, lines: [{ sku: 'TR_A', quantity: 2 }] });
    expect((await summary('TR_A', 'HN01')).qtyAllocated).toBe(2);
    expect((await ok<TTransfer>('/ops/transfer/cancel', { id: made.id })).status).toBe('CANCELLED');
    expect((await summary('TR_A', 'HN01')).qtyAllocated).toBe(0);
    expect((await t.call('/ops/transfer/ship', ops, { id: made.id })).status).toBe(400);
    await expectLedgerBalanced(t.database.db);
  }, 60_000);
});

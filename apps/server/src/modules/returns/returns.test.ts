import { vnDay } from '@ffm/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, expectLedgerBalanced, insertSku, stockUp } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft, shipOrder } from '../../test/kits/outbound.ts';
import { removeUnattachedFiles } from '../tickets/file-sweep.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

type TReturn = { id: number; code: string; quantity: number; lines: Array<{ sku: string; quantity: number; reason: string; disposition: string; locationCode: string | null; photoIds: number[] }> };
type TSummary = { warehouseCode: string; qty: number; qtyDefective: number; qtyAvailable: number };

/** Returns with dispositions (issue 26 point 5): a reason and a disposition per line, each through the ledger, photos kept. */
describe('returns with dispositions', () => {
  let t: TTestApp;
  let owner: string;
  let other: string;
  let ops: string;
  let hn: number;
  let customerId: number;
  let expressCode: string;

  const ok = async <T>(path: string, body: Record<string, unknown>, token = ops): Promise<T> => {
    const r = await t.call(path, token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as T;
  };
  const summary = async (sku: string) => (await ok<{ items: TSummary[] }>('/ffm/inventory/summary-list', { sku }, owner)).items.find((i) => i.warehouseCode === 'HN01');
  const uploadPhoto = async (token: string) => {
    const boundary = '----ffmreturn';
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="hop-vo.png"\r\ncontent-type: image/png\r\n\r\n`), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: 'POST', url: '/shiip/public-api/v2/file/upload', headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number } }).data.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const sku of ['RT_A', 'RT_B', 'RT_C']) await insertSku(t.database.db, 'KH0001', sku, { name: `Hàng hoàn ${sku}` });
    const db = t.database.db;
    const [w] = sqlRows<{ id: number }>(await db.execute(sql`select id from warehouses where code = 'HN01'`));
    hn = w!.id;
    customerId = await clientIdOf(db, 'KH0001');
    const [order] = sqlRows<{ order_code: string }>(await db.execute(sql`select order_code from shipping_orders where client_id = ${customerId} order by id limit 1`));
    expressCode = order!.order_code;
    owner = await t.login('owner@demo.vn');
    other = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('receives a returned express order with a reason and a disposition per line, through the ledger, and the client sees and exports it', async () => {
    const photo = await uploadPhoto(owner);
    // refused: an unknown reference, a restock without a bin, another client's photo
    const unknown = await t.call('/ops/return/receive', ops, { customerId, warehouseId: hn, source: 'EXPRESS', ref: 'KHONGCO123', lines: [{ sku: 'RT_A', quantity: 1, reason: 'REFUSED', disposition: 'RESTOCK', locationCode: 'A-01-01' }] });
    expect(unknown.body.data.errors[0]).toMatchObject({ field: 'ref', message: 'Không tìm thấy đơn hoàn KHONGCO123 của khách hàng' });
    const noBin = await t.call('/ops/return/receive', ops, { customerId, warehouseId: hn, source: 'EXPRESS', ref: expressCode, lines: [{ sku: 'RT_A', quantity: 1, reason: 'REFUSED', disposition: 'RESTOCK' }] });
    expect(noBin.body.data.errors[0]).toMatchObject({ field: 'lines.0.locationCode', message: 'Cần quét vị trí để nhập lại kho hoặc cách ly' });
    const badReason = await t.call('/ops/return/receive', ops, { customerId, warehouseId: hn, source: 'EXPRESS', ref: expressCode, lines: [{ sku: 'RT_A', quantity: 1, reason: 'LOST', disposition: 'RESTOCK' }] });
    expect(badReason.status).toBe(400);
    expect((await t.call('/ops/return/receive', owner, { warehouseId: hn, source: 'EXPRESS', ref: expressCode, lines: [] })).status).toBe(403);

    // the client's tariff: returns handling 1,500 đ a unit (issue 27: charged with the receipt)
    const tariff = await t.call('/ops/billing/tariffs/save', ops, {
      customerId, validFrom: vnDay(new Date()), receivingBasis: 'unit', receivingRate: 800, storageBasis: 'm3', storageRate: 45_000, pickPackPerOrder: 4_000,
      pickPackPerExtraUnit: 700, packingMaterialPerOrder: 1_200, returnPerUnit: 1_500, labellingPerUnit: 500, kittingPerUnit: 2_000,
    });
    expect(tariff.status, JSON.stringify(tariff.body)).toBe(200);
    const made = await ok<TReturn>('/ops/return/receive', {
      customerId,
      warehouseId: hn,
      source: 'EXPRESS',
      ref: expressCode,
      lines: [
        { sku: 'RT_A', quantity: 3, reason: 'REFUSED', disposition: 'RESTOCK', locationCode: 'A-03-03', photoIds: [photo] },
        { sku: 'RT_B', quantity: 2, reason: 'DAMAGED', disposition: 'QUARANTINE', locationCode: 'A-03-04', note: 'Vỡ hộp', photoIds: [photo] },
        { sku: 'RT_C', quantity: 1, reason: 'DAMAGED', disposition: 'DISPOSE' },
        { sku: 'RT_C', quantity: 2, reason: 'WRONG_ITEM', disposition: 'SEND_BACK' },
      ],
    });
    expect(made).toMatchObject({ code: expect.stringMatching(/^TH\d{10}$/), quantity: 8 });
    expect(made.lines.map((l) => [l.sku, l.reason, l.disposition, l.locationCode])).toEqual([
      ['RT_A', 'REFUSED', 'RESTOCK', 'A-03-03'],
      ['RT_B', 'DAMAGED', 'QUARANTINE', 'A-03-04'],
      ['RT_C', 'DAMAGED', 'DISPOSE', 'RCV-01'],
      ['RT_C', 'WRONG_ITEM', 'SEND_BACK', 'RCV-01'],
    ]);
    // restocked: available; quarantined: on hand as defective, not available; disposed and sent back: gone
    expect(await summary('RT_A')).toMatchObject({ qty: 3, qtyAvailable: 3 });
    expect(await summary('RT_B')).toMatchObject({ qty: 2, qtyDefective: 2, qtyAvailable: 0 });
    expect((await summary('RT_C'))?.qty ?? 0).toBe(0);
    const ledger = sqlRows<{ t: string; q: number; c: string }>(
      await t.database.db.execute(sql`select movement_type as t, qty_delta as q, condition as c from inventory_ledger where ref_type = 'RETURN' and ref_id = ${made.id} order by id`),
    );
    expect(ledger.map((r) => [r.t, r.q, r.c])).toEqual([
      ['RETURN_IN', 3, 'GOOD'],
      ['RETURN_IN', 2, 'BAD'],
      ['RETURN_IN', 1, 'BAD'],
      ['DISPOSE', -1, 'BAD'],
      ['RETURN_IN', 2, 'GOOD'],
      ['SEND_BACK', -2, 'GOOD'],
    ]);
    await expectLedgerBalanced(t.database.db);
    // returns handling charged once, in the receipt's transaction: 8 units × 1,500 đ
    const fees = sqlRows<{ fee_type: string; quantity: number; amount: number; order_code: string }>(
      await t.database.db.execute(sql`select fee_type, quantity::int, amount::int, order_code from fee_lines where ref = ${`return-receipt:${made.id}`}`),
    );
    expect(fees).toEqual([{ fee_type: 'return', quantity: 8, amount: 12_000, order_code: made.code }]);

    // the client sees it, filtered by disposition; another client does not
    const mine = await ok<{ items: TReturn[]; total: number }>('/ffm/return/list', { disposition: 'QUARANTINE' }, owner);
    expect(mine.items.map((r) => r.code)).toEqual([made.code]);
    expect((await ok<{ total: number }>('/ffm/return/list', { disposition: 'QUARANTINE', reason: 'REFUSED' }, owner)).total).toBe(0);
    expect((await ok<{ total: number }>('/ffm/return/list', {}, other)).total).toBe(0);
    expect((await t.call('/ffm/return/get', other, { id: made.id })).status).toBe(404);
    const file = await t.app.inject({ method: 'POST', url: '/ffm/return/export', headers: { token: owner, 'content-type': 'application/json' }, payload: {} });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // the photos are attached: the sweep of unattached uploads keeps them
    await removeUnattachedFiles(t.database.db, 0);
    const [kept] = sqlRows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from files where id = ${photo}`));
    expect(kept!.n).toBe(1);
  }, 60_000);

  it("looks up a returned express order of the warehouse's outbound: its customer and the lines expected back, less what came back", async () => {
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'B-01-02', lines: [{ sku: 'RT_A', qty: 5 }, { sku: 'RT_B', qty: 5 }] });
    const order = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'RT_A', quantity: 2 }, { sku: 'RT_B', quantity: 1 }]));
    await shipOrder(t, ops, hn, order);
    const shipped = await ok<{ shippingOrderCode: string }>('/ops/outbound/get', { id: order.id });
    const code = shipped.shippingOrderCode;
    const expected = (ref: string, warehouseId = hn, token = ops) => t.call('/ops/return/expected', token, { warehouseId, ref });

    // on its way to the receiver: not a return yet
    const early = await expected(code);
    expect(early.status).toBe(422);
    expect(early.body.data.errors[0]).toMatchObject({ field: 'ref', message: expect.stringContaining(`Vận đơn ${code} chưa ở trạng thái hoàn`) });
    await t.database.db.execute(sql`update shipping_orders set status = 'returning' where order_code = ${code}`);

    // scanned in lower case at the returns desk of its warehouse: the customer and the lines, nothing back yet
    const found = await expected(code.toLowerCase());
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data).toEqual({
      customerId,
      customerName: expect.any(String),
      orderCode: code,
      status: 'returning',
      soCode: order.soCode,
      lines: [
        { sku: 'RT_A', name: 'Hàng hoàn RT_A', quantity: 2, returnedQuantity: 0 },
        { sku: 'RT_B', name: 'Hàng hoàn RT_B', quantity: 1, returnedQuantity: 0 },
      ],
    });
    // another warehouse's desk, an express order of no outbound, a code of nothing, a client, another client's scope
    const [hcm] = sqlRows<{ id: number }>(await t.database.db.execute(sql`select id from warehouses where code = 'HCM01'`));
    expect((await expected(code, hcm!.id)).body.data.errors[0]).toMatchObject({ field: 'ref', message: `Vận đơn ${code} không phải đơn xuất của kho này: nhập sản phẩm bằng cách quét` });
    expect((await expected(expressCode)).body.data.errors[0].field).toBe('ref');
    expect((await expected('KHONGCO123')).body.data.errors[0]).toMatchObject({ field: 'ref', message: 'Không tìm thấy đơn hoàn KHONGCO123 của khách hàng' });
    expect((await expected(code, hn, owner)).status).toBe(403);
    const person = await clientIdOf(t.database.db, 'KH0002');
    expect((await t.call('/ops/return/expected', ops, { customerId: person, warehouseId: hn, ref: code })).status).toBe(422);

    // part of the parcel received: the rest is what is still expected
    await ok('/ops/return/receive', { customerId, warehouseId: hn, source: 'EXPRESS', ref: code, lines: [{ sku: 'RT_A', quantity: 1, reason: 'REFUSED', disposition: 'RESTOCK', locationCode: 'B-01-02' }] });
    const after = await ok<{ lines: Array<{ sku: string; returnedQuantity: number }> }>('/ops/return/expected', { warehouseId: hn, ref: code });
    expect(after.lines.map((l) => [l.sku, l.returnedQuantity])).toEqual([
      ['RT_A', 1],
      ['RT_B', 0],
    ]);
    await expectLedgerBalanced(t.database.db);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft, shipOrder } from '../../test/kits/outbound.ts';
import { readPdf } from '../../test/kits/pdf.ts';
import { clients } from '../accounts/schema.ts';

/** What each label size prints for the parcel's contents and the shop's own code (shipping-label.ts). */
const SIZES = [
  { path: '/a5/public-api/printA5', total: 'Tổng SL: 3', shopCode: (c: string) => `Mã đơn shop: ${c}` },
  { path: '/a5/public-api/print80x80', total: 'Hàng (3)', shopCode: (c: string) => `Mã đơn shop: ${c}` },
  { path: '/a5/public-api/print52x70', total: 'Hàng (3)', shopCode: (c: string) => `Shop: ${c}` },
] as const;

describe('labels of an order sent from the warehouse', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await insertSku(db, 'KH0001', 'LB_AO', { name: 'Áo thun cổ tròn' });
    await insertSku(db, 'KH0001', 'LB_MU', { name: 'Mũ lưỡi trai' });
    hn = await warehouseIdOf(db, 'HN01');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'LB_AO', qty: 20 }, { sku: 'LB_MU', qty: 20 }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const handedOver = async (clientOrderCode: string) => {
    const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'LB_AO', quantity: 2 }, { sku: 'LB_MU', quantity: 1 }], { clientOrderCode }));
    await shipOrder(t, ops, hn, o);
    const d = (await t.call('/ffm/outbound/get', owner, { id: o.id })).body.data;
    return { soCode: o.soCode as string, expressCode: d.shippingOrderCode as string };
  };

  it('prints the total of 3 units of 2 SKUs and the shop’s own order code on every size', async () => {
    const { expressCode } = await handedOver('DH-SHOP-77');
    const express = (await t.call('/shiip/public-api/v2/shipping-order/detail', owner, { order_code: expressCode })).body.data;
    expect(express.client_order_code).toBe('DH-SHOP-77');
    expect(express.items).toEqual([expect.objectContaining({ name: 'Áo thun cổ tròn', code: 'LB_AO', quantity: 2 }), expect.objectContaining({ name: 'Mũ lưỡi trai', code: 'LB_MU', quantity: 1 })]);
    const tok = await t.call('/shiip/public-api/v2/a5/gen-token', owner, { order_codes: [expressCode] });
    expect(tok.status, JSON.stringify(tok.body)).toBe(200);
    for (const size of SIZES) {
      const res = await t.app.inject({ method: 'GET', url: `${size.path}?token=${tok.body.data.token}` });
      expect(res.statusCode, size.path).toBe(200);
      const { pages } = await readPdf(new Uint8Array(res.rawPayload));
      expect(pages, size.path).toHaveLength(1);
      const text = pages[0]!.text;
      expect(text, size.path).toContain(size.total);
      expect(text, size.path).toContain(size.shopCode('DH-SHOP-77'));
    }
  }, 60_000);

  it('a shop code already given to one of the shop’s own express orders is not taken for the warehouse’s parcel', async () => {
    const [client] = await t.database.db.select({ mainShopId: clients.mainShopId }).from(clients).where(eq(clients.code, 'KH0001'));
    const own = await t.call('/shiip/public-api/v2/shipping-order/create', owner, {
      shop_id: client!.mainShopId,
      client_order_code: 'DH-SHOP-88',
      to_name: 'Lê Văn Khác',
      to_phone: '0901234567',
      to_address: '1 Lý Tự Trọng',
      to_district_id: 760,
      to_ward_code: '26740',
      weight: 300,
      required_note: 'KHONGCHOXEMHANG',
      items: [{ name: 'Sách', quantity: 1 }],
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const { soCode, expressCode } = await handedOver('DH-SHOP-88');
    expect(expressCode).not.toBe(own.body.data.order_code);
    const express = (await t.call('/shiip/public-api/v2/shipping-order/detail', owner, { order_code: expressCode })).body.data;
    expect(express).toMatchObject({ client_order_code: soCode, to_name: 'Nguyễn Văn Nhận' });
  }, 60_000);
});

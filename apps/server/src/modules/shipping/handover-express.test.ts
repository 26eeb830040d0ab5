import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '@ffm/domain';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft, shipOrder } from '../../test/kits/outbound.ts';
import { outboundOrders } from '../outbound/schema.ts';

const SO = '/shiip/public-api/v2/shipping-order';
const SW = '/shiip/public-api/v2/switch-status';

/**
 * Issue 21 point 2: the express order a warehouse handover creates is in the provider's hands from the start. It
 * starts picked up, and the owner's cancel, receiver and COD changes follow that status's rules (the domain's
 * transitions), in the portal (web session) and through the GHN API (API token) alike.
 */
describe('the express order of an outbound handover', () => {
  let t: TTestApp;
  let owner: string;
  let api: string;
  let ops: string;
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await insertSku(db, 'KH0001', 'HX_AO', { name: 'Áo khoác' });
    hn = await warehouseIdOf(db, 'HN01');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    api = (await t.call('/shiip/public-api/v2/client/getTokenAPI', owner, {})).body.data.token;
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'HX_AO', qty: 20 }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An outbound order picked, packed and handed to the provider's express service: its SO and express codes. */
  const handedOver = async (): Promise<{ id: number; soCode: string; handoverCode: string; express: string }> => {
    const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'HX_AO', quantity: 2 }], { codAmount: 150_000 }));
    await shipOrder(t, ops, hn, o);
    const d = (await t.call('/ffm/outbound/get', owner, { id: o.id })).body.data;
    expect(d).toMatchObject({ status: 7, carrier: 'provider-express' });
    expect(d.shippingOrderCode).toMatch(/^GY/);
    return { id: o.id, soCode: o.soCode, handoverCode: d.handoverCode, express: d.shippingOrderCode };
  };

  it('starts picked up, its timeline saying created at the handover, then picked up by the courier there', async () => {
    const h = await handedOver();
    const detail = await t.call(`${SO}/detail`, owner, { order_code: h.express });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({ order_code: h.express, client_order_code: h.soCode, status: 'picked' });
    const logs = await t.call(`${SO}/order-logs`, owner, { order_code: h.express });
    expect(logs.status, JSON.stringify(logs.body)).toBe(200);
    const steps = logs.body.data as Array<{ status: string; from_status: string | null; actor_type: string; reason: string | null }>;
    expect(steps.map((l) => [l.from_status, l.status, l.actor_type])).toEqual([
      [null, 'ready_to_pick', 'system'],
      ['ready_to_pick', 'picked', 'courier'],
    ]);
    expect(steps[1]!.reason).toBe(`${h.handoverCode} · Kho Hà Nội - Long Biên`);
    // the detail's own log (the web's timeline) says the same
    expect(detail.body.data.log.map((l: { status: string }) => l.status)).toEqual(['ready_to_pick', 'picked']);
  });

  it('is not the owner’s to cancel or readdress, in the portal or through the GHN API; the COD follows the picked rule', async () => {
    const h = await handedOver();
    for (const [who, token] of [['portal', owner], ['GHN API', api]] as const) {
      const cancel = await t.call(`${SW}/cancel`, token, { order_codes: [h.express] });
      expect(cancel.status, `${who}: ${JSON.stringify(cancel.body)}`).toBe(200);
      expect(cancel.body.code).toBe(200);
      expect(cancel.body.data).toEqual([{ order_code: h.express, result: false, message: messageFor(60001), status: 'picked' }]);

      const update = await t.call(`${SO}/update`, token, { order_code: h.express, to_address: '99 Kim Mã', to_phone: '0987 000 111' });
      expect([update.status, update.body.error_code, update.body.error_key], `${who}: ${JSON.stringify(update.body)}`).toEqual([409, 60014, 'SHIPPING_ORDER_LOCKED']);
      expect(update.body.message).toBe(messageFor(60014));
      // GHN's update also carries the parcel: no field of it changes after pick-up either
      const parcel = await t.call(`${SO}/update`, token, { order_code: h.express, weight: 5000 });
      expect([parcel.status, parcel.body.error_code], who).toEqual([409, 60014]);
    }
    const after = (await t.call(`${SO}/detail`, owner, { order_code: h.express })).body.data;
    expect(after).toMatchObject({ status: 'picked', to_address: '12 Liễu Giai', weight: 800 });

    // picked up, the COD may still change until delivery (the domain's rule for picked), through the GHN API
    const cod = await t.call(`${SO}/updateCOD`, api, { order_code: h.express, cod_amount: 100_000 });
    expect(cod.status, JSON.stringify(cod.body)).toBe(200);
    expect(cod.body.data).toBeNull();
    expect((await t.call(`${SO}/detail`, api, { order_code: h.express })).body.data).toMatchObject({ status: 'picked', cod_amount: 100_000 });
    // delivered, it may not: refused in both ways with the catalogue's code
    for (const to of ['storing', 'delivering', 'delivered']) {
      const m = await t.call('/ops/shipping/move', ops, { order_codes: [h.express], to });
      expect(m.body.data[0].result, JSON.stringify(m.body)).toBe(true);
    }
    for (const [who, token] of [['portal', owner], ['GHN API', api]] as const) {
      const late = await t.call(`${SO}/updateCOD`, token, { order_code: h.express, cod_amount: 50_000 });
      expect([late.status, late.body.error_code, late.body.error_key], `${who}: ${JSON.stringify(late.body)}`).toEqual([409, 60014, 'SHIPPING_ORDER_LOCKED']);
    }
    // the outbound order stays handed over
    expect((await t.call('/ffm/outbound/get', owner, { id: h.id })).body.data.status).toBe(7);
  });

  it('a migration moves the express orders handed over before this to picked, with the pick-up in their timeline', async () => {
    // as a handover made one before: an express order at ready_to_pick named by a handed-over outbound order
    const parcel = {
      to_name: 'Nguyễn Văn Nhận', to_phone: '0912345678', to_address: '12 Liễu Giai', to_district_id: 5, to_ward_code: '00160', weight: 800, length: 30,
      width: 20, height: 10, cod_amount: 150_000, service_type_id: 2, payment_type_id: 1, required_note: 'CHOXEMHANGKHONGTHU', content: 'Áo khoác',
    };
    const created = await t.call(`${SO}/create`, owner, parcel);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const code = created.body.data.order_code as string;
    // and one the shop made itself, which stays as it is
    const untouched = (await t.call(`${SO}/create`, owner, parcel)).body.data.order_code as string;
    const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'HX_AO', quantity: 1 }]));
    await shipOrder(t, ops, hn, o, 'VNPOST');
    const db = t.database.db;
    await db.update(outboundOrders).set({ carrier: 'provider-express', shippingOrderCode: code }).where(eq(outboundOrders.id, o.id));
    const handoverCode = (await t.call('/ffm/outbound/get', owner, { id: o.id })).body.data.handoverCode as string;

    const migration = new URL('../../../drizzle/20261127190113_handover-express-picked.sql', import.meta.url);
    await db.execute(sql.raw(readFileSync(migration, 'utf8')));

    const logs = (await t.call(`${SO}/order-logs`, owner, { order_code: code })).body.data as Array<{ status: string; from_status: string | null; actor_type: string; reason: string | null }>;
    expect(logs.map((l) => [l.from_status, l.status, l.actor_type, l.reason])).toEqual([
      [null, 'ready_to_pick', 'shop', null],
      ['ready_to_pick', 'picked', 'courier', `${handoverCode} · Kho Hà Nội - Long Biên`],
    ]);
    const cancel = await t.call(`${SW}/cancel`, owner, { order_codes: [code, untouched] });
    expect(cancel.body.data.map((r: { result: boolean; status: string }) => [r.result, r.status])).toEqual([[false, 'picked'], [true, 'cancel']]);
    // run again, it changes nothing
    await db.execute(sql.raw(readFileSync(migration, 'utf8')));
    expect((await t.call(`${SO}/order-logs`, owner, { order_code: code })).body.data).toHaveLength(2);
  });
});

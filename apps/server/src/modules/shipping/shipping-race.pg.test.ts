import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { shippingOrderLogs, shippingOrders } from './schema.ts';

const SO = '/shiip/public-api/v2/shipping-order';

/** Races on a real PostgreSQL server: the shop's switch and the courier's scan on parallel connections. */
describe('express orders under concurrency (PostgreSQL)', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (clientOrderCode?: string) => {
    const r = await t.call(`${SO}/create`, owner, {
      to_name: 'Trần Văn Nam',
      to_phone: '0912345678',
      to_address: '1 Nguyễn Huệ',
      to_district_id: 760,
      to_ward_code: '26740',
      weight: 500,
      cod_amount: 100_000,
      ...(clientOrderCode ? { client_order_code: clientOrderCode } : {}),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.order_code as string;
  };

  it('a cancel racing a courier’s pick-up leaves exactly one of them done', async () => {
    for (let round = 0; round < 10; round++) {
      const code = await create();
      const [cancel, pick] = await Promise.all([
        t.call('/shiip/public-api/v2/switch-status/cancel', owner, { order_codes: [code] }),
        t.call('/ops/shipping/move', ops, { order_codes: [code], to: 'picked' }),
      ]);
      const cancelled = cancel.body.data[0].result as boolean;
      const picked = pick.body.data[0].result as boolean;
      expect(cancelled !== picked, `round ${round}: cancel ${cancelled}, pick ${picked}`).toBe(true);
      const [row] = await t.database.db.select().from(shippingOrders).where(eq(shippingOrders.orderCode, code));
      expect(row!.status).toBe(cancelled ? 'cancel' : 'picked');
      const logs = await t.database.db.select().from(shippingOrderLogs).where(eq(shippingOrderLogs.orderId, row!.id));
      expect(logs.map((l) => l.toStatus)).toEqual(['ready_to_pick', cancelled ? 'cancel' : 'picked']);
    }
  });

  it('parallel creates with one client_order_code make one order and all answer it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call(`${SO}/create`, owner, { client_order_code: 'RACE-ONE', to_name: 'A', to_phone: '0912345678', to_address: 'x', to_district_id: 760, to_ward_code: '26740', weight: 300 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.data.order_code)).size).toBe(1);
    const rows = await t.database.db.select().from(shippingOrders).where(eq(shippingOrders.clientOrderCode, 'RACE-ONE'));
    expect(rows).toHaveLength(1);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { HCM_PARCEL as parcel, SO } from '../../test/kits/shipping.ts';

/**
 * Issue 21 point 7: the couriers' console (`/ops/shipping/move`) refuses a move the state machine does not have,
 * and its message names the statuses the order may move to, in the staff member's language.
 */
describe('couriers’ moves refused by the state machine', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (): Promise<string> => {
    const r = await t.call(`${SO}/create`, owner, parcel);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.order_code;
  };
  const move = (codes: string[], to: string, extra: Record<string, unknown> = {}) => t.call('/ops/shipping/move', ops, { order_codes: codes, to, ...extra });

  it('names the allowed next statuses in Vietnamese and in English, per order of the batch', async () => {
    const picked = await create();
    const fresh = await create();
    expect((await move([picked], 'picked')).body.data[0].result).toBe(true);
    const r = await move([picked, fresh], 'delivered');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual([
      {
        order_code: picked,
        result: false,
        status: 'picked',
        message:
          'Không thể chuyển đơn từ "Đã lấy hàng" sang "Giao hàng thành công". Từ "Đã lấy hàng" chỉ chuyển được sang: Hàng đang nằm ở kho, Đang luân chuyển hàng, Đang phân loại hàng, Hàng thất lạc, Hàng hư hỏng, Đơn hàng ngoại lệ',
      },
      {
        order_code: fresh,
        result: false,
        status: 'ready_to_pick',
        message: 'Không thể chuyển đơn từ "Chờ lấy hàng" sang "Giao hàng thành công". Từ "Chờ lấy hàng" chỉ chuyển được sang: Đang lấy hàng, Đã lấy hàng, Đã huỷ',
      },
    ]);
    // a cancel after pick-up (60001 in the shop's switch) is refused the same way
    const cancel = await move([picked], 'cancel', { reason: 'Khách đổi ý' });
    expect(cancel.body.data[0].message).toMatch(/^Không thể chuyển đơn từ "Đã lấy hàng" sang "Đã huỷ"\. Từ "Đã lấy hàng" chỉ chuyển được sang: Hàng đang nằm ở kho,/);

    expect((await t.call('/ffm/update-language', ops, { language: 'en' })).status).toBe(200);
    try {
      const en = await move([picked], 'returned');
      expect(en.body.data[0]).toMatchObject({
        result: false,
        status: 'picked',
        message: 'The order cannot move from "Picked" to "Returned". From "Picked" it can only move to: Storing, Transporting, Sorting, Lost, Damaged, Exception',
      });
    } finally {
      await t.call('/ffm/update-language', ops, { language: 'vi' });
    }
    // nothing moved
    expect((await t.call(`${SO}/detail`, owner, { order_code: picked })).body.data.status).toBe('picked');
  });

  it('says a final status moves no further', async () => {
    const o = await create();
    expect((await t.call('/shiip/public-api/v2/switch-status/cancel', owner, { order_codes: [o] })).body.data[0].result).toBe(true);
    const r = await move([o], 'picked');
    expect(r.body.data[0]).toEqual({
      order_code: o,
      result: false,
      status: 'cancel',
      message: 'Không thể chuyển đơn từ "Đã huỷ" sang "Đã lấy hàng": "Đã huỷ" là trạng thái cuối, không chuyển tiếp được',
    });
  });

  it("takes GHN's reason code alone as the reason: in the timeline and in the callback's Reason and ReasonCode", async () => {
    // the shop's receiver on this machine (an operator's setting for local testing); only the recorded callbacks are read
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    try {
      const reg = await t.call('/shiip/public-api/v2/webhook/register', owner, { url: 'http://127.0.0.1:9/ghn' });
      expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    } finally {
      delete process.env.WEBHOOK_ALLOW_PRIVATE;
    }
    const o = await create();
    for (const to of ['picked', 'storing', 'delivering']) expect((await move([o], to)).body.data[0].result).toBe(true);
    const failed = await move([o], 'delivery_fail', { reason_code: 'GHN-DFC1A0' });
    expect(failed.body.data[0], JSON.stringify(failed.body)).toMatchObject({ result: true, status: 'delivery_fail' });
    // a free text beside the code stays the reason
    for (const to of ['storing', 'delivering']) expect((await move([o], to)).body.data[0].result).toBe(true);
    expect((await move([o], 'delivery_fail', { reason_code: 'GHN-DCD0A7', reason: 'Khách nói COD 150.000 chứ không phải 200.000' })).body.data[0].result).toBe(true);

    const log = (await t.call(`${SO}/detail`, owner, { order_code: o })).body.data.log as Array<{ status: string; reason: string | null; reason_code: string | null }>;
    expect(log.filter((l) => l.status === 'delivery_fail').map((l) => [l.reason_code, l.reason])).toEqual([
      ['GHN-DFC1A0', 'Người nhận hẹn lại ngày giao'],
      ['GHN-DCD0A7', 'Khách nói COD 150.000 chứ không phải 200.000'],
    ]);
    const sent = sqlRows<{ payload: Record<string, unknown> }>(await t.database.db.execute(sql`select payload from shipping_webhook_events where order_code = ${o} order by id`));
    const fails = sent.map((e) => e.payload).filter((p) => p['Status'] === 'delivery_fail');
    expect(fails.map((p) => [p['Type'], p['ReasonCode'], p['Reason']])).toEqual([
      ['switch_status', 'GHN-DFC1A0', 'Người nhận hẹn lại ngày giao'],
      ['switch_status', 'GHN-DCD0A7', 'Khách nói COD 150.000 chứ không phải 200.000'],
    ]);
    // a move that needs a reason still needs one (or a code)
    for (const to of ['storing', 'delivering']) expect((await move([o], to)).body.data[0].result).toBe(true);
    expect((await move([o], 'delivery_fail')).status).toBe(422);
  });
});

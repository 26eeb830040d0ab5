import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { otpCodes, smsMessages } from '../messaging/schema.ts';

const SO = '/shiip/public-api/v2/shipping-order';
const OWNER_PHONE = '0987654321';

const parcel = {
  to_name: 'Trần Thị Mai',
  to_phone: '0901234567',
  to_address: '5 Nguyễn Huệ',
  to_district_id: 760,
  to_ward_code: '26740',
  weight: 1000,
  length: 20,
  width: 15,
  height: 10,
  cod_amount: 500_000,
  service_type_id: 2,
  payment_type_id: 1,
  required_note: 'CHOXEMHANGKHONGTHU',
};

/**
 * SPEC §3 OTP purpose update_order: in the web portal a shop user confirms a change of an order's COD or receiver
 * with the code sent to the registered phone; an integration's API token stays GHN-compatible (no code).
 */
describe('order updates with OTP (update_order)', () => {
  let t: TTestApp;
  let owner: string;
  let api: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    api = (await t.call('/shiip/public-api/v2/client/getTokenAPI', owner, {})).body.data.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async () => {
    const r = await t.call(`${SO}/create`, owner, parcel);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.order_code as string;
  };
  const detailOf = async (code: string) => (await t.call(`${SO}/detail`, owner, { order_code: code })).body.data;
  const codOf = async (code: string) => (await detailOf(code)).cod_amount as number;
  const sendCode = async () => {
    const sent = await t.call('/shiip/public-api/v2/otp/genOTP', owner, { purpose: 'update_order' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [m] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.phone, OWNER_PHONE)).orderBy(desc(smsMessages.id)).limit(1);
    return /\b(\d{6})\b/.exec(m!.text)![1]!;
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('a COD change in the portal asks for the code: none, wrong and expired are refused, the right one changes it once', async () => {
    const order = await create();
    const none = await t.call(`${SO}/updateCOD`, owner, { order_code: order, cod_amount: 300_000 });
    expect(none.status).toBe(422);
    expect(none.body.error_code).toBe(70014);

    const code = await sendCode();
    const bad = await t.call(`${SO}/updateCOD`, owner, { order_code: order, cod_amount: 300_000, otp: wrong(code) });
    expect(bad.body.error_code).toBe(70002);
    expect(await codOf(order)).toBe(500_000);

    const ok = await t.call(`${SO}/updateCOD`, owner, { order_code: order, cod_amount: 300_000, otp: code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await codOf(order)).toBe(300_000);
    // a code works once
    expect((await t.call(`${SO}/updateCOD`, owner, { order_code: order, cod_amount: 200_000, otp: code })).body.error_code).toBe(70004);

    // a code past its 5 minutes
    const late = await sendCode();
    await t.database.db.update(otpCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(otpCodes.purpose, 'update_order'));
    const expired = await t.call(`${SO}/updateCOD`, owner, { order_code: order, cod_amount: 200_000, otp: late });
    expect(expired.body.error_code).toBe(70004);
    expect(await codOf(order)).toBe(300_000);
    // the same amount changes nothing and needs no code
    expect((await t.call(`${SO}/updateCOD`, owner, { order_code: order, cod_amount: 300_000 })).status).toBe(200);
  });

  it('a receiver change in the portal asks for the code, a parcel change does not', async () => {
    const order = await create();
    const weight = await t.call(`${SO}/update`, owner, { order_code: order, weight: 1500 });
    expect(weight.status, JSON.stringify(weight.body)).toBe(200);
    const none = await t.call(`${SO}/update`, owner, { order_code: order, to_phone: '0909876543' });
    expect(none.body.error_code).toBe(70014);
    const code = await sendCode();
    expect((await t.call(`${SO}/update`, owner, { order_code: order, to_address: '7 Lê Lợi', otp: wrong(code) })).body.error_code).toBe(70002);
    const ok = await t.call(`${SO}/update`, owner, { order_code: order, to_address: '7 Lê Lợi', otp: code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await detailOf(order)).to_address).toBe('7 Lê Lợi');
  });

  it('an integration’s API token changes COD and receiver as with GHN, without a code', async () => {
    const order = await create();
    const cod = await t.call(`${SO}/updateCOD`, api, { order_code: order, cod_amount: 100_000 });
    expect(cod.status, JSON.stringify(cod.body)).toBe(200);
    expect(await codOf(order)).toBe(100_000);
    const receiver = await t.call(`${SO}/update`, api, { order_code: order, to_name: 'Lê Văn Hùng' });
    expect(receiver.status, JSON.stringify(receiver.body)).toBe(200);
    expect((await detailOf(order)).to_name).toBe('Lê Văn Hùng');
  });
});

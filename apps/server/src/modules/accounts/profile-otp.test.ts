import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { otpCodes, smsMessages } from '../messaging/schema.ts';

const C = '/shiip/public-api/v2/client';
const PHONE = '0912000003';

/** SPEC §3 OTP purpose update_client: the email signs in too, so changing it needs the code sent to the registered phone. */
describe('profile changes with OTP (update_client)', () => {
  let t: TTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('canhan@demo.vn');
  });
  afterAll(async () => {
    await t?.close();
  });

  const sendCode = async () => {
    expect((await t.call('/shiip/public-api/v2/otp/genOTP', token, { purpose: 'update_client' })).status).toBe(200);
    const [m] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.phone, PHONE)).orderBy(desc(smsMessages.id)).limit(1);
    return /\b(\d{6})\b/.exec(m!.text)![1]!;
  };

  it('a name needs no code; an email change needs the code: none, wrong and expired are refused, the right one changes it', async () => {
    const name = await t.call(`${C}/update`, token, { fullName: 'Trần Văn Cá Nhân' });
    expect(name.status, JSON.stringify(name.body)).toBe(200);
    // the same email (any case) is no change
    expect((await t.call(`${C}/update`, token, { email: 'CaNhan@demo.vn' })).status).toBe(200);

    const none = await t.call(`${C}/update`, token, { email: 'canhan.moi@demo.vn' });
    expect(none.status).toBe(422);
    expect(none.body.data.errors[0]).toMatchObject({ field: 'otp', message: 'Đổi email cần mã OTP đã gửi tới số điện thoại của bạn' });

    const code = await sendCode();
    const wrong = await t.call(`${C}/update`, token, { email: 'canhan.moi@demo.vn', otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.error_code).toBe(70002);

    const late = await sendCode();
    await t.database.db.update(otpCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(otpCodes.purpose, 'update_client'));
    expect((await t.call(`${C}/update`, token, { email: 'canhan.moi@demo.vn', otp: late })).body.error_code).toBe(70004);
    expect((await t.call(`${C}/profile`, token, {})).body.data.email).toBe('canhan@demo.vn');

    const right = await sendCode();
    const ok = await t.call(`${C}/update`, token, { email: 'canhan.moi@demo.vn', otp: right });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.email).toBe('canhan.moi@demo.vn');
  });
});

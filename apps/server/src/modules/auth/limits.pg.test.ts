// The sign-in, password and OTP limits under a burst of concurrent calls on a real PostgreSQL: each try is counted
// before its check, so a burst gets no more checks than the limit, and a right answer inside the burst does not
// get in once the limit is hit.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_MAX_TRIES } from '@ffm/domain';
import { failureCounters } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { lastOtp } from '../../test/kits/otp.ts';
import { otpCodes } from '../messaging/schema.ts';

const B = '/shiip/public-api/v2';
const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 30;

describe('limits that hold under concurrency (real PostgreSQL)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
  });
  afterAll(() => t?.close());
  // each case starts with no attempt counted
  beforeEach(async () => {
    await t.database.db.delete(failureCounters);
  });

  const signIn = (username: string, password: string, address: string) =>
    t.call('/sso/login', null, { username, password, portal: 'client' }, { remoteAddress: address });
  const tally = (codes: number[]) => codes.reduce<Record<number, number>>((m, c) => ({ ...m, [c]: (m[c] ?? 0) + 1 }), {});

  it('60 sign-ins at once on one account check at most 5 passwords; the right one in the burst does not get in', async () => {
    // 59 wrong passwords and the right one last, all fired at once
    const burst = Array.from({ length: 60 }, (_, i) => (i === 59 ? 'Demo2026' : `wrong-${i}`));
    const answers = await Promise.all(burst.map((p, i) => signIn('canhan@demo.vn', p, `10.1.0.${i + 1}`)));
    const codes = tally(answers.map((a) => a.body.code));
    // a password checked answers 1010 (wrong) or 0 (right); the others are refused unchecked with 1011
    expect((codes[1010] ?? 0) + (codes[0] ?? 0)).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(codes[1011]).toBeGreaterThanOrEqual(60 - ACCOUNT_LIMIT);
    expect(answers[59]!.body.code).toBe(1011);
    // and the right password, alone now, is still refused in the window
    const after = await signIn('0912000003', 'Demo2026', '10.1.1.1');
    expect([after.status, after.body.code]).toEqual([429, 1011]);
  });

  it('60 sign-ins at once from one address on 60 accounts check at most 30 passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(`nobody${i}@demo.vn`, 'wrong-password', '10.2.0.1')));
    const codes = tally(answers.map((a) => a.body.code));
    expect(codes[1010] ?? 0).toBeLessThanOrEqual(ADDRESS_LIMIT);
    expect(codes[1011]).toBeGreaterThanOrEqual(60 - ADDRESS_LIMIT);
    const after = await signIn('owner@demo.vn', 'Demo2026', '10.2.0.1');
    expect(after.body.code).toBe(1011);
  });

  it('right sign-ins from one address do not use up its limit', async () => {
    for (let i = 0; i < ADDRESS_LIMIT + 5; i++) expect((await signIn('owner@demo.vn', 'Demo2026', '10.3.0.1')).body.code).toBe(0);
  });

  it('check-password has the per-account limit: 30 wrong at once check at most 5, then the right one is refused', async () => {
    const token = await t.login('staff@demo.vn');
    const check = (password: string) => t.call(`${B}/client/check-password`, token, { password });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => check(`wrong-${i}`)));
    const codes = tally(answers.map((a) => a.body.error_code ?? a.body.code));
    expect(codes[1014] ?? 0).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(codes[1011]).toBeGreaterThanOrEqual(30 - ACCOUNT_LIMIT);
    const right = await check('Demo2026');
    expect([right.status, right.body.error_code]).toEqual([429, 1011]);
  });

  it('check-password: 5 wrong one after the other, then the right one is refused (was: 25 wrong then 200)', async () => {
    const token = await t.login('owner@demo.vn');
    const check = (password: string) => t.call(`${B}/client/check-password`, token, { password });
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await check(`wrong-${i}`)).body.error_code).toBe(1014);
    expect((await check('Demo2026')).body.error_code).toBe(1011);
  });

  it('200 wrong OTP entries at once compare at most 5; the right code after them is refused', async () => {
    const token = await t.login('owner@demo.vn');
    expect((await t.call(`${B}/otp/genOTP`, token, { purpose: 'register_bank_account' })).status).toBe(200);
    const code = await lastOtp(t.database.db, '0987654321');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (otp: string) => ({ holderName: 'NGUYEN VAN AN', accountNumber: '1903777', accountName: 'NGUYEN VAN AN', bankCode: 'TCB', otp });
    const answers = await Promise.all(Array.from({ length: 200 }, () => t.call(`${B}/bank-account/register`, token, body(wrong))));
    const codes = tally(answers.map((a) => a.body.error_code ?? a.body.code));
    // a compared wrong code answers 70002, but the last of the tries (which burns the code) answers 70004
    expect(codes[70002] ?? 0).toBeLessThanOrEqual(OTP_MAX_TRIES - 1);
    expect(Object.keys(codes).sort()).toEqual(codes[70002] ? ['70002', '70004'] : ['70004']);
    const [stored] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.purpose, 'register_bank_account')).orderBy(desc(otpCodes.id)).limit(1);
    expect(stored!.attempts).toBeLessThanOrEqual(OTP_MAX_TRIES);
    expect(stored!.consumedAt).not.toBeNull();
    expect((await t.call(`${B}/bank-account/register`, token, body(code))).body.error_code).toBe(70004);
  });
});

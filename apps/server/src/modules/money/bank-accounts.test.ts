import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { otpCodes, smsMessages } from '../messaging/schema.ts';

const B = '/shiip/public-api/v2';

/** The last code the outbox holds for a phone (what the phone would have received). */
async function lastCode(t: TTestApp, phone: string): Promise<string> {
  const [m] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.phone, phone)).orderBy(desc(smsMessages.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(m?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

describe('bank accounts with OTP, shops and staff', () => {
  let t: TTestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
  });
  afterAll(() => t.close());

  const account = { holderName: 'NGUYEN VAN AN', accountNumber: '1903123456789', accountName: 'NGUYEN VAN AN', branch: 'Cầu Giấy', bankCode: 'TCB' };

  it('registers a bank account with the code sent to the registered phone; the code is stored hashed and works once', async () => {
    const sent = await t.call(`${B}/otp/genOTP`, owner, { purpose: 'register_bank_account' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ purpose: 'register_bank_account', phone: '*******321', sendsLeft: 2 });
    const code = await lastCode(t, '0987654321');
    // one spelling, with the accents (not 'Ma OTP ... de đăng ký')
    const [sms] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.phone, '0987654321')).orderBy(desc(smsMessages.id)).limit(1);
    expect(sms!.text).toBe(`FFM: Mã OTP ${code} để đăng ký tài khoản ngân hàng. Mã có hiệu lực 5 phút. Không chia sẻ mã này cho bất kỳ ai.`);
    const [stored] = await t.database.db.select().from(otpCodes).orderBy(desc(otpCodes.id)).limit(1);
    expect(stored!.codeHash).not.toContain(code);

    const bad = await t.call(`${B}/bank-account/register`, owner, { ...account, accountNumber: '12ab', accountName: 'An@#', otp: code });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toEqual([
      { field: 'accountNumber', message: 'Số tài khoản chỉ được chứa chữ số' },
      { field: 'accountName', message: 'Tên tài khoản không được chứa ký tự đặc biệt' },
    ]);
    const blank = await t.call(`${B}/bank-account/register`, owner, { ...account, holderName: ' ', bankCode: 'NOPE', branch: 'b'.repeat(256), otp: code });
    expect(blank.status).toBe(422);
    expect(blank.body.data.errors).toEqual([
      { field: 'holderName', message: 'Vui lòng nhập tên chủ tài khoản' },
      { field: 'branch', message: 'Tên chi nhánh không được vượt quá 255 ký tự' },
      { field: 'bankCode', message: 'Ngân hàng không có trong danh sách' },
    ]);

    const ok = await t.call(`${B}/bank-account/register`, owner, { ...account, otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ accountNumber: '1903123456789', bankName: 'Techcombank', isMain: false });
    const again = await t.call(`${B}/bank-account/register`, owner, { ...account, accountNumber: '1903000000001', otp: code });
    expect(again.body.error_code).toBe(70004);
  });

  it('refuses a fourth send in the window, and burns a code after five wrong entries', async () => {
    for (let i = 0; i < 3; i++) expect((await t.call(`${B}/otp/genOTP`, owner, { purpose: 'update_bank_account' })).status).toBe(200);
    const fourth = await t.call(`${B}/otp/genOTP`, owner, { purpose: 'update_bank_account' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error_code).toBe(70003);

    await t.call(`${B}/otp/genOTP`, owner, { purpose: 'update_main_bank_account' });
    const code = await lastCode(t, '0987654321');
    const wrong = code === '000000' ? '111111' : '000000';
    const list = (await t.call(`${B}/bank-account/all`, owner)).body.data as Array<{ id: number; accountNumber: string }>;
    const id = list.find((a) => a.accountNumber === '1903123456789')!.id;
    const codes: Array<number | undefined> = [];
    for (let i = 0; i < 5; i++) codes.push((await t.call(`${B}/client/update-main-bank-account-id`, owner, { bank_account_id: id, otp: wrong })).body.error_code);
    expect(codes).toEqual([70002, 70002, 70002, 70002, 70004]);
    const right = await t.call(`${B}/client/update-main-bank-account-id`, owner, { bank_account_id: id, otp: code });
    expect(right.body.error_code).toBe(70004);
  });

  it('makes an account the main one, and refuses to delete an account a shop uses, naming the shops', async () => {
    const list = (await t.call(`${B}/bank-account/all`, owner)).body.data as Array<{ id: number; accountNumber: string; shops: Array<{ name: string }> }>;
    const seeded = list.find((a) => a.accountNumber === '0011004455667')!;
    expect(seeded.shops.map((s) => s.name)).toEqual(['Shop Demo Hà Nội', 'Shop Demo Sài Gòn']);
    const refused = await t.call(`${B}/bank-account/delete`, owner, { id: seeded.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Shop Demo Hà Nội, Shop Demo Sài Gòn');

    const mine = list.find((a) => a.accountNumber === '1903123456789')!;
    await t.call(`${B}/otp/genOTP`, owner, { purpose: 'update_main_bank_account' });
    const main = await t.call(`${B}/client/update-main-bank-account-id`, owner, { bank_account_id: mine.id, otp: await lastCode(t, '0987654321') });
    expect(main.body.data).toEqual({ mainBankAccountId: mine.id });
    expect(((await t.call(`${B}/bank-account/detail`, owner, { id: mine.id })).body.data as { isMain: boolean }).isMain).toBe(true);
    // a restart seeds again: the owner's choice stays
    await seedDemo(t.database.db);
    expect(((await t.call(`${B}/bank-account/detail`, owner, { id: mine.id })).body.data as { isMain: boolean }).isMain).toBe(true);
  });

  it('registers a shop that needs a bank account, and pays a shop to another account', async () => {
    const missing = await t.call(`${B}/shop/register`, owner, { name: '', address: '', district_id: 0, ward_code: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['name', 'address', 'district_id', 'ward_code']));
    const wrongWard = await t.call(`${B}/shop/register`, owner, { name: 'Shop 3', address: '1 Lê Lợi', district_id: 760, ward_code: '00157' });
    expect(wrongWard.body.data.errors[0].field).toBe('ward_code');
    const made = await t.call(`${B}/shop/register`, owner, { name: 'Shop Demo Quận 1', phone: '0987654321', address: '1 Lê Lợi', district_id: 760, ward_code: '26734' });
    expect(made.status).toBe(200);
    const detail = await t.call(`${B}/shop/detail`, owner, { shop_id: made.body.data.shop_id });
    expect(detail.body.data).toMatchObject({ name: 'Shop Demo Quận 1', status: 1, bank_account: { bankName: 'Techcombank' } });
    expect(detail.body.data.area).toContain('Quận 1');
  });

  it('adds staff by phone, and their next call no longer acts in a shop they were removed from', async () => {
    const shops = (await t.call(`${B}/shop/owner`, owner)).body.data as Array<{ _id: number; name: string }>;
    const hn = shops.find((s) => s.name === 'Shop Demo Hà Nội')!._id;
    const found = await t.call(`${B}/client/one-by-username`, owner, { username: '091 2000 005' });
    expect(found.body.data).toMatchObject({ fullName: 'Hoàng Văn Cường', available: true });
    const taken = await t.call(`${B}/shop/add-client`, owner, { shop_id: hn, username: 'canhan@demo.vn' });
    expect(taken.body.error_code).toBe(70007);
    const added = await t.call(`${B}/shop/add-client`, owner, { shop_id: hn, username: '0912000005' });
    expect(added.status).toBe(200);
    const staff = await t.login('nhanvien@demo.vn');
    const info = await t.call('/ffm/user-info', staff);
    expect(info.body.data.shops.map((s: { id: number }) => s.id)).toEqual([hn]);
    const members = (await t.call(`${B}/client/member`, owner)).body.data as Array<{ fullName: string; shops: unknown[] }>;
    expect(members.find((m) => m.fullName === 'Hoàng Văn Cường')?.shops).toEqual([{ id: hn, name: 'Shop Demo Hà Nội' }]);

    const removed = await t.call(`${B}/shop/delete-client`, owner, { shop_id: hn, client_id: added.body.data.id });
    expect(removed.status).toBe(200);
    const after = await t.call('/ffm/user-info', staff);
    expect(after.body.data.shops).toEqual([]);
  });

  it('keeps a staff member without store rights out of the shop calls', async () => {
    const staff = await t.login('staff@demo.vn');
    expect((await t.call(`${B}/shop/add-client`, staff, { shop_id: 1, username: '0912000005' })).status).toBe(403);
    expect((await t.call(`${B}/bank-account/all`, staff)).status).toBe(403);
  });
});

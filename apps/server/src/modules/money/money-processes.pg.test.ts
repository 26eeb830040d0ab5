// Two API processes on one PostgreSQL: the OTP limits (sends, wrong entries) are counted in the database, so both
// processes agree; a removed staff member's next call on the other process no longer acts in the shop; and a COD
// transfer run whose process is killed mid-run is finished by another, each shop paid exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabaseUrl } from '../../test/harness.ts';
import { post, startServer, type TProcess } from '../../test/kits/server-process.ts';

async function login(base: string, username: string, portal = 'client'): Promise<string> {
  return (await post(base, '/sso/login', { username, password: 'Demo2026', portal })).data.token as string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const B = '/shiip/public-api/v2';

describe('money calls on two processes over one PostgreSQL', () => {
  let a: TProcess;
  let b: TProcess;
  let dir: string;
  let dbUrl: string;
  let client: pg.Client;
  const extra: TProcess[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ffm-money-'));
    dbUrl = await createPgDatabaseUrl();
    // A runs the jobs, slowly between shops (COD_RUN_PAUSE_MS) and with a short lease; B serves the API only
    a = await startServer(dbUrl, true, dir, { COD_RUN_PAUSE_MS: '400', JOB_LEASE_MS: '1500', JOB_POLL_MS: '100' });
    b = await startServer(dbUrl, false, dir, { JOB_WORKER: '0' });
    client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    for (const p of [a, b, ...extra]) p?.child.kill('SIGTERM');
    await client?.end();
    rmSync(dir, { recursive: true, force: true });
  });

  const lastCode = async () => {
    const r = await client.query<{ text: string }>("select text from sms_messages where phone = '0987654321' order by id desc limit 1");
    return /\b(\d{6})\b/.exec(r.rows[0]!.text)![1]!;
  };

  it('three OTP sends spread over both processes use up the window; wrong entries on both burn the code', async () => {
    const ta = await login(a.url, 'owner@demo.vn');
    const tb = await login(b.url, 'owner@demo.vn');
    expect((await post(a.url, `${B}/otp/genOTP`, { purpose: 'register_bank_account' }, ta)).status).toBe(200);
    expect((await post(b.url, `${B}/otp/genOTP`, { purpose: 'register_bank_account' }, tb)).status).toBe(200);
    expect((await post(a.url, `${B}/otp/genOTP`, { purpose: 'register_bank_account' }, ta)).status).toBe(200);
    const fourth = await post(b.url, `${B}/otp/genOTP`, { purpose: 'register_bank_account' }, tb);
    expect([fourth.status, fourth.error_code]).toEqual([429, 70003]);

    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (otp: string) => ({ holderName: 'NGUYEN VAN AN', accountNumber: '1903999', accountName: 'NGUYEN VAN AN', bankCode: 'TCB', otp });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await post(i % 2 ? b.url : a.url, `${B}/bank-account/register`, body(wrong), i % 2 ? tb : ta)).error_code);
    expect(codes).toEqual([70002, 70002, 70002, 70002, 70004]);
    expect((await post(b.url, `${B}/bank-account/register`, body(code), tb)).error_code).toBe(70004);
  });

  it('a staff member removed on one process acts in the shop no more on the other, at its next call', async () => {
    const owner = await login(a.url, 'owner@demo.vn');
    const shops = (await post(a.url, `${B}/shop/owner`, {}, owner)).data as Array<{ _id: number }>;
    const shopId = shops[0]!._id;
    const added = await post(a.url, `${B}/shop/add-client`, { shop_id: shopId, username: 'nhanvien@demo.vn' }, owner);
    expect(added.status).toBe(200);
    const staff = await login(b.url, 'nhanvien@demo.vn');
    expect(((await post(b.url, '/ffm/user-info', {}, staff)).data as { shops: unknown[] }).shops).toHaveLength(1);
    expect((await post(a.url, `${B}/shop/delete-client`, { shop_id: shopId, client_id: added.data.id }, owner)).status).toBe(200);
    const t0 = Date.now();
    while ((((await post(b.url, '/ffm/user-info', {}, staff)).data as { shops: unknown[] }).shops.length) !== 0) {
      if (Date.now() - t0 > 2000) throw new Error('B still acts in the shop');
      await sleep(20);
    }
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('a COD run killed mid-run is finished by another process, each shop paid exactly once', async () => {
    const owner = (await client.query<{ id: number; main: number }>("select id, main_bank_account_id as main from clients where code = 'KH0001'")).rows[0]!;
    // eight more shops with COD, paid to the main account
    for (let i = 1; i <= 8; i++) {
      const s = await client.query<{ id: number }>(
        'insert into shops (client_id, name, address, district_id, ward_code, bank_account_id) values ($1, $2, $3, 760, $4, $5) returning id',
        [owner.id, `Kill test ${i}`, `${i} Lê Lợi`, '26734', owner.main],
      );
      for (let j = 1; j <= 3; j++) {
        await client.query("insert into cod_entries (client_id, shop_id, order_code, amount, fee, collected_at) values ($1, $2, $3, $4, $5, now() - interval '1 hour')", [owner.id, s.rows[0]!.id, `K${i}-${j}`, 100_000 * j, 1_000 * j]);
      }
    }
    const ops = await login(b.url, 'ops@demo.vn', 'staff');
    const run = await post(b.url, '/ops/cod/run', { runKey: 'kill-test' }, ops);
    expect(run.status).toBe(200);
    const transfers = async () => Number((await client.query<{ n: string }>("select count(*) as n from cod_transfers where run_key = 'kill-test' and shop_id in (select id from shops where name like 'Kill test %')")).rows[0]!.n);
    const t0 = Date.now();
    while ((await transfers()) < 2) {
      if (Date.now() - t0 > 30_000) throw new Error('the run did not start');
      await sleep(50);
    }
    a.child.kill('SIGKILL');
    const paidAtKill = await transfers();
    expect(paidAtKill).toBeLessThan(8);

    const c = await startServer(dbUrl, false, dir, { JOB_LEASE_MS: '1500', JOB_POLL_MS: '100' });
    extra.push(c);
    const t1 = Date.now();
    for (;;) {
      const job = (await client.query<{ state: string }>("select state from jobs where key = 'cod-run:kill-test'")).rows[0]!;
      if (job.state === 'done') break;
      if (Date.now() - t1 > 60_000) throw new Error(`the run was not finished: ${job.state}`);
      await sleep(100);
    }
    const perShop = await client.query<{ shop_id: number; n: string }>("select shop_id, count(*) as n from cod_transfers where run_key = 'kill-test' and shop_id in (select id from shops where name like 'Kill test %') group by shop_id");
    expect(perShop.rows.length).toBe(8);
    expect(perShop.rows.every((r) => Number(r.n) === 1)).toBe(true);
    const rec = await client.query<{ collected: string; transferred: string; fees: string; debts: string; pending: string }>(`
      select (select sum(amount) from cod_entries e where e.shop_id in (select id from shops where name like 'Kill test %')) as collected,
             (select sum(amount) from cod_transfers t where t.run_key = 'kill-test' and t.shop_id in (select id from shops where name like 'Kill test %')) as transferred,
             (select sum(fee_total) from cod_transfers t where t.run_key = 'kill-test' and t.shop_id in (select id from shops where name like 'Kill test %')) as fees,
             (select sum(debt_total) from cod_transfers t where t.run_key = 'kill-test' and t.shop_id in (select id from shops where name like 'Kill test %')) as debts,
             (select coalesce(sum(amount), 0) from cod_entries e where e.transfer_id is null and e.shop_id in (select id from shops where name like 'Kill test %')) as pending`);
    const r = rec.rows[0]!;
    expect(Number(r.collected)).toBe(8 * 600_000);
    expect(Number(r.collected)).toBe(Number(r.transferred) + Number(r.fees) + Number(r.debts) + Number(r.pending));
    expect(Number(r.pending)).toBe(0);
  }, 120_000);
});

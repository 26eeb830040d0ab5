import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './harness.ts';
import { failureCounters } from '../db/schema.ts';
import { lastOtp } from './kits/otp.ts';

const DENIED = 'Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.';

/** The foundation's behaviour, run on PGlite and again on a real PostgreSQL server. */
export function foundationSuite(postgres: boolean): void {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ postgres });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('sign-in', () => {
    it('signs in by email or phone (any written form) and answers the token in code 0', async () => {
      for (const username of ['owner@demo.vn', 'OWNER@demo.vn', '0987654321', '+84987654321', '84 987 654 321']) {
        const r = await t.call('/sso/login', null, { username, password: 'Demo2026' });
        expect(r.status, username).toBe(200);
        expect(r.body.code).toBe(0);
        expect(r.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      }
    });

    it('refuses a wrong password and the wrong portal with 1010', async () => {
      const wrong = await t.call('/sso/login', null, { username: 'canhan@demo.vn', password: 'nope12345' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe(1010);
      expect(wrong.body.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
      const portal = await t.call('/sso/login', null, { username: 'ops@demo.vn', password: 'Demo2026', portal: 'client' });
      expect(portal.body.code).toBe(1010);
      const staff = await t.call('/sso/login', null, { username: 'ops@demo.vn', password: 'Demo2026', portal: 'staff' });
      expect(staff.status).toBe(200);
    });

    it('limits attempts per account: the 6th try in 15 minutes is refused even with the right password', async () => {
      await t.database.db.delete(failureCounters);
      for (let i = 0; i < 5; i++) expect((await t.call('/sso/login', null, { username: '0912000003', password: `bad-${i}` })).body.code).toBe(1010);
      const blocked = await t.call('/sso/login', null, { username: 'canhan@demo.vn', password: 'Demo2026' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe(1011);
      await t.database.db.delete(failureCounters);
    });

    it('goes through the sign-in service: a one-time code for the return path, exchanged once', async () => {
      const a = await t.call('/sso/authorize', null, { username: 'owner@demo.vn', password: 'Demo2026', portal: 'client' });
      expect(a.body.data.redirect).toBe(`/ffm/app/sso-login-customer?code=${encodeURIComponent(a.body.data.code)}`);
      const first = await t.call('/sso/exchange', null, { code: a.body.data.code });
      expect(first.body.data.token).toBeTruthy();
      const again = await t.call('/sso/exchange', null, { code: a.body.data.code });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe(1013);
      const staff = await t.call('/sso/authorize', null, { username: 'ops@demo.vn', password: 'Demo2026', portal: 'staff' });
      expect(staff.body.data.redirect).toMatch(/^\/sso-login\?code=/);
    });

    it('logout revokes the token at once', async () => {
      const token = await t.login('owner@demo.vn');
      expect((await t.call('/ffm/user-info', token)).status).toBe(200);
      expect((await t.call('/shiip/public-api/v2/client/logout', token)).body.code).toBe(200);
      const after = await t.call('/ffm/user-info', token);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe(401);
    });
  });

  describe('envelope and catalogue', () => {
    it('no token: 401; unknown path: 404; malformed JSON: 400 code 100', async () => {
      const none = await t.call('/ffm/user-info', null);
      expect([none.status, none.body.code]).toEqual([401, 401]);
      const bogus = await t.call('/ffm/user-info', 'not-a-token');
      expect(bogus.status).toBe(401);
      const missing = await t.call('/ffm/no-such-call', await t.login('owner@demo.vn'));
      expect([missing.status, missing.body.code]).toEqual([404, 404]);
      const bad = await t.call('/sso/login', null, undefined, { payload: '{"username":', headers: { 'content-type': 'application/json' } });
      expect([bad.status, bad.body.code]).toEqual([400, 100]);
      const noTokenBadBody = await t.call('/ffm/update-language', null, { language: 42 });
      expect(noTokenBadBody.status).toBe(401);
      const staffBadBody = await t.call('/shiip/public-api/v2/permission/create-group', await t.login('staff@demo.vn'), { name: 7 });
      expect(staffBadBody.status).toBe(403);
    });

    it('a missing required field answers 1001 with the field named, never 500', async () => {
      const r = await t.call('/sso/login', null, { username: 'owner@demo.vn' });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(1001);
      expect(JSON.stringify(r.body.data)).toContain('password');
    });

    it('the shipping group answers code 200, the fulfillment group code 0', async () => {
      const token = await t.login('owner@demo.vn');
      expect((await t.call('/shiip/public-api/v2/config/general', token)).body.code).toBe(200);
      expect((await t.call('/ffm/user-info', token)).body.code).toBe(0);
    });

    it('messages follow the stored language', async () => {
      const token = await t.login('canhan@demo.vn');
      await t.call('/ffm/update-language', token, { language: 'en' });
      const r = await t.call('/shiip/public-api/v2/client/check-password', token, { password: 'wrong-one1' });
      expect(r.body.message).toBe('The old password is wrong. Please try again');
      expect((await t.call('/ffm/user-info', token)).body.data.user.language).toBe('en');
      await t.call('/ffm/update-language', token, { language: 'vi' });
      const vi = await t.call('/shiip/public-api/v2/client/check-password', token, { password: 'wrong-one1' });
      expect(vi.body.message).toBe('Mật khẩu cũ không đúng. Vui lòng thử lại');
    });
  });

  describe('permissions', () => {
    it('the limited staff member gets 403 with the spec message on owner calls, and a menu without them', async () => {
      const token = await t.login('staff@demo.vn');
      const r = await t.call('/shiip/public-api/v2/permission/get-group-by-client', token, {});
      expect(r.status).toBe(403);
      expect(r.body.message).toBe(DENIED);
      const info = await t.call('/ffm/user-info', token);
      expect(info.body.data.isOwner).toBe(false);
      expect(info.body.data.permissions).toContain('view_list_sku');
      expect(info.body.data.permissions).not.toContain('create_sku');
      const menu = await t.call('/ffm/menu-list', token);
      expect(JSON.stringify(menu.body.data)).not.toContain('/phan-quyen');
      const ownerMenu = await t.call('/ffm/menu-list', await t.login('owner@demo.vn'));
      expect(JSON.stringify(ownerMenu.body.data)).toContain('/phan-quyen');
    });

    it('owners manage groups: dependencies are added, removing a parent removes its dependants, a group keeps one permission', async () => {
      const owner = await t.login('owner@demo.vn');
      const created = await t.call('/shiip/public-api/v2/permission/create-group', owner, { name: 'Kế toán', description: 'Đối soát COD', permissions: ['view_detail_transfer_cod', 'edit_order'] });
      expect(created.body.code).toBe(200);
      expect(created.body.data.permissions).toEqual(expect.arrayContaining(['view_transfer_cod', 'view_detail_transfer_cod', 'view_list_order', 'view_detail_order', 'edit_order']));
      const id = created.body.data.id as number;
      const removed = await t.call('/shiip/public-api/v2/permission/remove-permissions-to-group', owner, { group_id: id, permissions: ['view_list_order'] });
      expect([...removed.body.data.permissions].sort()).toEqual(['view_detail_transfer_cod', 'view_transfer_cod']);
      const last = await t.call('/shiip/public-api/v2/permission/remove-permissions-to-group', owner, { group_id: id, permissions: ['view_transfer_cod'] });
      expect(last.status).toBe(422);
      const atLeastOne = [{ field: 'permissions', message: 'Vui lòng chọn ít nhất 1 quyền' }];
      expect(last.body.data.errors).toEqual(atLeastOne);
      const empty = await t.call('/shiip/public-api/v2/permission/create-group', owner, { name: 'Trống', permissions: [] });
      expect(empty.status).toBe(422);
      expect(empty.body.data.errors).toEqual(atLeastOne);
      const long = await t.call('/shiip/public-api/v2/permission/create-group', owner, { name: 'x'.repeat(65), permissions: ['view_list_order'] });
      expect(long.status).toBe(422);
      expect(long.body.data.errors).toEqual([{ field: 'name', message: 'Tên nhóm quyền không được vượt quá 64 ký tự' }]);
      const blank = await t.call('/shiip/public-api/v2/permission/update-group', owner, { group_id: id, name: ' ', description: 'd'.repeat(65) });
      expect(blank.status).toBe(422);
      expect(blank.body.data.errors).toEqual([
        { field: 'name', message: 'Vui lòng nhập tên nhóm quyền' },
        { field: 'description', message: 'Mô tả không được vượt quá 64 ký tự' },
      ]);
      const unknown = await t.call('/shiip/public-api/v2/permission/create-group', owner, { name: 'Lạ', permissions: ['launch_rockets'] });
      expect(unknown.status).toBe(400);
    });

    it('granting a permission to the staff member takes effect on their next call; another client cannot see the group', async () => {
      const owner = await t.login('owner@demo.vn');
      const staff = await t.login('staff@demo.vn');
      expect((await t.call('/shiip/public-api/v2/shop/clients', staff, { shop_id: 1 })).status).toBe(403);
      const g = await t.call('/shiip/public-api/v2/permission/create-group', owner, { shop_id: 1, name: 'Quản lý nhân sự', permissions: ['view_list_employee_at_store'] });
      const staffInfo = await t.call('/ffm/user-info', staff);
      await t.call('/shiip/public-api/v2/permission/assign-group-to-user', owner, { group_id: g.body.data.id, user_id: staffInfo.body.data.user.id });
      const list = await t.call('/shiip/public-api/v2/shop/clients', staff, { shop_id: 1 });
      expect(list.status).toBe(200);
      expect(list.body.data.map((u: { email: string }) => u.email)).toContain('staff@demo.vn');
      const other = await t.login('canhan@demo.vn');
      const peek = await t.call('/shiip/public-api/v2/permission/get-group-detail', other, { group_id: g.body.data.id });
      expect(peek.status).toBe(404);
    });
  });

  describe('customers for provider staff', () => {
    it('finds customers by code or name, wildcards taken literally; clients may not list them', async () => {
      const ops = await t.login('ops@demo.vn', 'Demo2026', 'staff');
      const byName = await t.call('/ops/customers/list', ops, { keyword: 'cửa hàng' });
      expect(byName.body.data.items.map((c: { code: string }) => c.code)).toEqual(['KH0001']);
      const byCode = await t.call('/ops/customers/list', ops, { keyword: 'kh000' });
      expect(byCode.body.data.total).toBe(2);
      expect((await t.call('/ops/customers/list', ops, { keyword: '%' })).body.data.total).toBe(0);
      expect((await t.call('/ops/customers/list', await t.login('owner@demo.vn'), {})).status).toBe(403);
    });
  });

  describe('configuration', () => {
    it('getconfigV2: contract limits of an own shop; shop 0 yields nothing; another client’s shop is not found', async () => {
      const owner = await t.login('owner@demo.vn');
      const r = await t.call('/shiip/public-api/v2/shop/getconfigV2', owner, { shop_id: 1 });
      expect(r.body.data.contract).toEqual({ max_cod: 20000000, max_weight: 30000, max_length: 150, max_width: 150, max_height: 150, max_insurrance: 10000000 });
      expect((await t.call('/shiip/public-api/v2/shop/getconfigV2', owner, { shop_id: 0 })).body.data).toBeNull();
      expect((await t.call('/shiip/public-api/v2/shop/getconfigV2', owner, { shop_id: 3 })).status).toBe(404);
    });

    it('global config has the six keys; provider admin edits it and clients cannot', async () => {
      const owner = await t.login('owner@demo.vn');
      const g = await t.call('/shiip/public-api/v2/config/general', owner);
      expect(g.body.data.map((x: { key: string }) => x.key).sort()).toEqual(['block_deliver_districts', 'block_deliver_wards', 'block_pick_districts', 'block_pick_wards', 'valid_homephone_headers', 'valid_mobilephone_headers']);
      expect((await t.call('/ops/config/global/update', owner, { key: 'block_pick_wards', value: '00001' })).status).toBe(403);
      const ops = await t.login('ops@demo.vn', 'Demo2026', 'staff');
      const set = await t.call('/ops/config/global/update', ops, { key: 'block_pick_wards', value: ' 00001, 00004 ,,' });
      expect(set.body.data.value).toBe('00001,00004');
      const shop = await t.call('/ops/config/shop/update', ops, { shopId: 2, max_cod: 1000000, max_weight: 5000, max_length: 50, max_width: 50, max_height: 50, max_insurrance: 0 });
      expect(shop.body.code).toBe(0);
      expect((await t.call('/shiip/public-api/v2/shop/getconfigV2', owner, { shop_id: 2 })).body.data.contract.max_cod).toBe(1000000);
    });

    it('phone validation reads its prefixes from global config', async () => {
      const token = await t.login('canhan@demo.vn');
      const bad = await t.call('/shiip/public-api/v2/client/update', token, { phone: '0112345678' });
      expect(bad.status).toBe(422);
      expect(bad.body.data.errors[0].message).toBe('Số điện thoại không đúng');
      const ops = await t.login('ops@demo.vn', 'Demo2026', 'staff');
      const list = await t.call('/ops/config/global/list', ops);
      const mobile = list.body.data.find((x: { key: string }) => x.key === 'valid_mobilephone_headers').value as string;
      await t.call('/ops/config/global/update', ops, { key: 'valid_mobilephone_headers', value: `${mobile},01` });
      // a phone change needs the code sent to the new phone
      const noCode = await t.call('/shiip/public-api/v2/client/update', token, { phone: '0112345678' });
      expect(noCode.body.data.errors[0].field).toBe('otp');
      expect((await t.call('/shiip/public-api/v2/otp/genOTP-option', token, { purpose: 'update_client', phone: '0112345678' })).body.data.message).toBe('2 lần còn lại trong 24h');
      const ok = await t.call('/shiip/public-api/v2/client/update', token, { phone: '0112345678', otp: await lastOtp(t.database.db, '0112345678') });
      expect(ok.status).toBe(200);
      expect(ok.body.data.phone).toBe('0112345678');
      await t.call('/ops/config/global/update', ops, { key: 'valid_mobilephone_headers', value: mobile });
      expect((await t.call('/shiip/public-api/v2/client/update', token, { phone: '0112345678' })).status).toBe(422);
      await t.call('/shiip/public-api/v2/otp/genOTP-option', token, { purpose: 'update_client', phone: '+84 912 000 003' });
      const back = await t.call('/shiip/public-api/v2/client/update', token, { phone: '+84 912 000 003', otp: await lastOtp(t.database.db, '0912000003') });
      expect(back.body.data.phone).toBe('0912000003');
    });
  });

  describe('password', () => {
    it('checks the old password, the rules and the pair; a change signs other sessions out', async () => {
      const a = await t.login('0912000003', 'Demo2026');
      const b = await t.login('canhan@demo.vn', 'Demo2026');
      const weak = await t.call('/shiip/public-api/v2/client/update-password', a, { oldPassword: 'Demo2026', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' });
      expect(weak.status).toBe(422);
      const mismatch = await t.call('/shiip/public-api/v2/client/update-password', a, { oldPassword: 'Demo2026', newPassword: 'NewPass2027', confirmPassword: 'NewPass2028' });
      expect(mismatch.body.data.errors[0].field).toBe('confirmPassword');
      const wrongOld = await t.call('/shiip/public-api/v2/client/update-password', a, { oldPassword: 'Demo2027', newPassword: 'NewPass2027', confirmPassword: 'NewPass2027' });
      expect(wrongOld.body.message).toBe('Mật khẩu cũ không đúng. Vui lòng thử lại');
      const noCode = await t.call('/shiip/public-api/v2/client/update-password', a, { oldPassword: 'Demo2026', newPassword: 'NewPass2027', confirmPassword: 'NewPass2027' });
      expect(noCode.body.data.errors[0].field).toBe('otp');
      await t.call('/shiip/public-api/v2/otp/genOTP', a, { purpose: 'update_password' });
      const otp = await lastOtp(t.database.db, '0912000003');
      const ok = await t.call('/shiip/public-api/v2/client/update-password', a, { oldPassword: 'Demo2026', newPassword: 'NewPass2027', confirmPassword: 'NewPass2027', otp });
      expect(ok.status).toBe(200);
      expect((await t.call('/ffm/user-info', a)).status).toBe(200);
      expect((await t.call('/ffm/user-info', b)).status).toBe(401);
      await t.login('canhan@demo.vn', 'NewPass2027');
      await t.call('/shiip/public-api/v2/otp/genOTP', a, { purpose: 'update_password' });
      await t.call('/shiip/public-api/v2/client/update-password', a, { oldPassword: 'NewPass2027', newPassword: 'Demo2026', confirmPassword: 'Demo2026', otp: await lastOtp(t.database.db, '0912000003') });
    });
  });
}

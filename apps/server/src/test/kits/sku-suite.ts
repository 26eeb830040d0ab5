import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../harness.ts';
import { readBack, sheetNames } from './uploads.ts';

const DENIED = 'Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.';

export const GOOD_SKU = {
  sku: 'AO_THUN_01',
  mCode: '8934567000011',
  sCode: 'KH_AO_01',
  name: 'Áo thun cotton trắng',
  category: 'THOI_TRANG',
  unit: 'CAI',
  tag: 'he-2026',
  description: 'Áo thun cổ tròn, 100% cotton',
  manageExpDate: false,
  manageProdDate: true,
  grossWeight: 250,
  netWeight: 200,
  length: 30,
  width: 20,
  height: 2.5,
  note: 'giặt tay',
};

/** The sku calls calls, run on PGlite and again on a real PostgreSQL server. */
export function skuSuite(postgres: boolean): void {
  let t: TTestApp;
  let owner: string;
  let staff: string;
  let person: string;
  let ops: string;
  let ownerClientId: number;

  beforeAll(async () => {
    t = await createTestApp({ postgres });
    owner = await t.login('owner@demo.vn');
    staff = await t.login('staff@demo.vn');
    person = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', 'Demo2026', 'staff');
    ownerClientId = (await t.call('/ffm/user-info', owner)).body.data.client.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('meta and units', () => {
    it('meta: the categories and the seeded units, named in the user’s language', async () => {
      const r = await t.call('/ffm/sku/meta', owner, {});
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(0);
      expect(r.body.data.categories).toHaveLength(19);
      expect(r.body.data.categories).toContainEqual({ code: 'THOI_TRANG', name: 'Thời trang' });
      expect(r.body.data.units[0]).toEqual({ code: 'STANDARD', name: 'Tiêu chuẩn' });
      await t.call('/ffm/update-language', person, { language: 'en' });
      const en = await t.call('/ffm/sku/meta', person, {});
      expect(en.body.data.categories).toContainEqual({ code: 'THOI_TRANG', name: 'Fashion' });
      await t.call('/ffm/update-language', person, { language: 'vi' });
    });

    it('units are a managed list: provider staff add, rename and deactivate; clients cannot', async () => {
      expect((await t.call('/ops/sku-units/list', owner, {})).status).toBe(403);
      expect((await t.call('/ops/sku-units/create', owner, { code: 'PALLET', nameVi: 'Pallet', nameEn: 'Pallet' })).status).toBe(403);
      const created = await t.call('/ops/sku-units/create', ops, { code: 'PALLET', nameVi: 'Pa-lét', nameEn: 'Pallet' });
      expect(created.body.data).toMatchObject({ code: 'PALLET', isActive: true });
      expect((await t.call('/ops/sku-units/create', ops, { code: 'PALLET', nameVi: 'x', nameEn: 'x' })).body.code).toBe(1003);
      expect((await t.call('/ffm/sku/meta', owner, {})).body.data.units).toContainEqual({ code: 'PALLET', name: 'Pa-lét' });
      const off = await t.call('/ops/sku-units/update', ops, { code: 'PALLET', isActive: false });
      expect(off.body.data.isActive).toBe(false);
      expect((await t.call('/ffm/sku/meta', owner, {})).body.data.units.map((u: { code: string }) => u.code)).not.toContain('PALLET');
      const all = await t.call('/ops/sku-units/list', ops, {});
      expect(all.body.data.find((u: { code: string }) => u.code === 'PALLET').isActive).toBe(false);
      const refused = await t.call('/ffm/sku/create', owner, { ...GOOD_SKU, sku: 'PAL_1', mCode: 'PAL_1', sCode: 'PAL_1', unit: 'PALLET' });
      expect(refused.status).toBe(422);
      expect(refused.body.data.errors).toEqual([{ field: 'unit', message: 'Đơn vị tính không hợp lệ' }]);
    });
  });

  describe('create, get, update', () => {
    let id: number;

    it('creates a SKU with every field; volume and volumetric weight are computed', async () => {
      const r = await t.call('/ffm/sku/create', owner, GOOD_SKU);
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(0);
      expect(r.body.data).toMatchObject({
        ...GOOD_SKU,
        customerId: ownerClientId,
        categoryName: 'Thời trang',
        unitName: 'Cái',
        volume: 1500,
        volumetricWeight: 300,
      });
      id = r.body.data.id;
    });

    it('the same rules as the form: skuDraftSchema messages per field, code 1016', async () => {
      const r = await t.call('/ffm/sku/create', owner, { ...GOOD_SKU, sku: 'X_1', mCode: 'X_1', sCode: 'X_1', grossWeight: 0, netWeight: '12a', length: -1, description: 'x'.repeat(201), name: '' });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(1016);
      expect(r.body.data.errors).toEqual([
        { field: 'name', message: 'Tên sản phẩm không được để trống' },
        { field: 'description', message: 'Mô tả không được vượt quá 200 ký tự' },
        { field: 'grossWeight', message: 'Khối lượng cả bì (g) phải là số nguyên lớn hơn 0' },
        { field: 'netWeight', message: 'Khối lượng tịnh (g) phải là số nguyên lớn hơn 0' },
        { field: 'length', message: 'Chiều dài (cm) phải là số lớn hơn 0' },
      ]);
      expect(r.body.message).toBe('Tên sản phẩm không được để trống');
      const missing = await t.call('/ffm/sku/create', owner, { name: 'A' });
      expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['mCode', 'sCode', 'category', 'description', 'grossWeight', 'netWeight', 'length', 'width', 'height']);
    });

    it('values of the wrong kind get field messages in field order, net over gross before the sizes', async () => {
      const body = { ...GOOD_SKU, sku: 'X_2', mCode: 'X_2', sCode: 'X_2', name: true, manageExpDate: 'yes', grossWeight: 10, netWeight: 11, height: '2,555', volume: -1 };
      const r = await t.call('/ffm/sku/create', owner, body);
      expect([r.status, r.body.code]).toEqual([422, 1016]);
      expect(r.body.data.errors).toEqual([
        { field: 'name', message: 'Tên sản phẩm không được để trống' },
        { field: 'manageExpDate', message: 'Quản lý hạn sử dụng phải là có hoặc không' },
        { field: 'netWeight', message: 'Khối lượng tịnh không được lớn hơn khối lượng cả bì' },
        { field: 'height', message: 'Chiều cao (cm) phải là số lớn hơn 0' },
        { field: 'volume', message: 'Thể tích (cm³) phải là số lớn hơn hoặc bằng 0' },
      ]);
    });

    it('sku, mCode and sCode are unique per client: 20001, 20007, 20008', async () => {
      const dupSku = await t.call('/ffm/sku/create', owner, { ...GOOD_SKU, mCode: 'OTHER_M', sCode: 'OTHER_S' });
      expect([dupSku.status, dupSku.body.code, dupSku.body.message]).toEqual([409, 20001, 'Sản phẩm đã tồn tại']);
      const dupM = await t.call('/ffm/sku/create', owner, { ...GOOD_SKU, sku: 'NEW_1', sCode: 'OTHER_S' });
      expect([dupM.status, dupM.body.code]).toEqual([409, 20007]);
      expect(dupM.body.data.errors[0].field).toBe('mCode');
      const dupS = await t.call('/ffm/sku/create', owner, { ...GOOD_SKU, sku: 'NEW_1', mCode: 'OTHER_M' });
      expect([dupS.status, dupS.body.code]).toEqual([409, 20008]);
      // another client may use the same codes
      const other = await t.call('/ffm/sku/create', person, GOOD_SKU);
      expect(other.body.code).toBe(0);
    });

    it('without a sku the server assigns the next code', async () => {
      const { sku: _s, ...rest } = GOOD_SKU;
      const r = await t.call('/ffm/sku/create', owner, { ...rest, mCode: 'AUTO_M', sCode: 'AUTO_S' });
      expect(r.body.data.sku).toMatch(/^SKU\d{8}$/);
    });

    it('get by id or by sku; another client’s SKU is not found', async () => {
      expect((await t.call('/ffm/sku/get', owner, { id })).body.data.sku).toBe('AO_THUN_01');
      expect((await t.call('/ffm/sku/get', owner, { sku: 'AO_THUN_01' })).body.data.id).toBe(id);
      const peek = await t.call('/ffm/sku/get', person, { id });
      expect([peek.status, peek.body.code]).toEqual([404, 20000]);
      expect(peek.body.data).toBeNull();
      const touch = await t.call('/ffm/sku/update', person, { id, name: 'Hacked' });
      expect([touch.status, touch.body.code]).toEqual([404, 20000]);
      expect((await t.call('/ffm/sku/get', owner, { id })).body.data.name).toBe(GOOD_SKU.name);
      expect((await t.call('/ffm/sku/get', owner, {})).status).toBe(422);
    });

    it('update: the code cannot change, sizes recompute volume, the change is logged', async () => {
      const locked = await t.call('/ffm/sku/update', owner, { id, sku: 'RENAMED' });
      expect(locked.status).toBe(422);
      expect(locked.body.data.errors).toEqual([{ field: 'sku', message: 'Mã SKU không được thay đổi' }]);
      const r = await t.call('/ffm/sku/update', owner, { id, sku: 'AO_THUN_01', length: 40, name: 'Áo thun trắng', tag: null });
      expect(r.body.code).toBe(0);
      expect(r.body.data).toMatchObject({ sku: 'AO_THUN_01', length: 40, volume: 2000, volumetricWeight: 400, name: 'Áo thun trắng', tag: null });
      const bad = await t.call('/ffm/sku/update', owner, { id, netWeight: 300 });
      expect(bad.body.data.errors).toEqual([{ field: 'netWeight', message: 'Khối lượng tịnh không được lớn hơn khối lượng cả bì' }]);
      const clash = await t.call('/ffm/sku/update', owner, { id, mCode: 'AUTO_M' });
      expect(clash.body.code).toBe(20007);
      const log = await t.call('/ffm/sku/changes', owner, { id });
      expect(log.body.data.total).toBe(1);
      expect(log.body.data.items[0]).toMatchObject({
        source: 'update',
        changedBy: { fullName: 'Nguyễn Văn An' },
        before: { name: 'Áo thun cotton trắng', length: 30, volume: 1500, volumetricWeight: 300, tag: 'he-2026' },
        after: { name: 'Áo thun trắng', length: 40, volume: 2000, volumetricWeight: 400, tag: null },
      });
      expect((await t.call('/ffm/sku/changes', person, { id })).status).toBe(404);
    });
  });

  describe('permissions', () => {
    it('the demo staff (view_list_sku, view_detail_sku) lists and reads, and gets 403 with the spec message elsewhere', async () => {
      expect((await t.call('/ffm/sku/list', staff, {})).status).toBe(200);
      const one = (await t.call('/ffm/sku/list', staff, {})).body.data.items[0];
      expect((await t.call('/ffm/sku/get', staff, { id: one.id })).status).toBe(200);
      for (const [url, body] of [
        ['/ffm/sku/create', GOOD_SKU],
        ['/ffm/sku/update', { id: one.id, name: 'x' }],
        ['/ffm/sku/export', {}],
        ['/ffm/sku/upload-history', {}],
        ['/ffm/sku/upload-confirm', { fileId: 1 }],
      ] as const) {
        const r = await t.call(url, staff, body);
        expect(r.status, url).toBe(403);
        expect(r.body.message, url).toBe(DENIED);
      }
      const tpl = await t.app.inject({ method: 'GET', url: '/ffm/sku/template', headers: { token: staff } });
      expect(tpl.statusCode).toBe(403);
    });

    it('no token: 401', async () => {
      expect((await t.call('/ffm/sku/list', null, {})).status).toBe(401);
    });

    it('provider staff act for a chosen customer, and must name one', async () => {
      const none = await t.call('/ffm/sku/list', ops, {});
      expect([none.status, none.body.code]).toEqual([422, 1001]);
      const ghost = await t.call('/ffm/sku/list', ops, { customerId: 999999 });
      expect([ghost.status, ghost.body.code]).toEqual([404, 10000]);
      const list = await t.call('/ffm/sku/list', ops, { customerId: ownerClientId });
      expect(list.body.data.items.map((s: { sku: string }) => s.sku)).toContain('AO_THUN_01');
      const made = await t.call('/ffm/sku/create', ops, { ...GOOD_SKU, customerId: ownerClientId, sku: 'BY_OPS', mCode: 'BY_OPS', sCode: 'BY_OPS' });
      expect(made.body.data.customerId).toBe(ownerClientId);
      // a client's customerId is ignored: they stay in their own client
      const own = await t.call('/ffm/sku/list', person, { customerId: ownerClientId });
      expect(own.body.data.items.every((s: { customerId: number }) => s.customerId !== ownerClientId)).toBe(true);
    });
  });

  describe('list and export', () => {
    beforeAll(async () => {
      const items = [
        { sku: 'BANH_01', name: 'Bánh đậu xanh Hải Dương', category: 'BACH_HOA', unit: 'HOP', tag: 'Tet', grossWeight: 500 },
        { sku: 'BANH_02', name: 'Bánh pía Sóc Trăng', category: 'BACH_HOA', unit: 'GOI', tag: 'tet', grossWeight: 400 },
        { sku: 'SACH_01', name: 'Sách giáo khoa Toán 6', category: 'SACH', unit: 'CUON', tag: null, grossWeight: 300 },
        { sku: 'HACK_01', name: '=HYPERLINK("http://evil.example","bấm")', category: 'KHAC', unit: 'CAI', tag: '@cmd', grossWeight: 100 },
      ];
      for (const it of items) {
        const r = await t.call('/ffm/sku/create', owner, { ...GOOD_SKU, ...it, mCode: `M_${it.sku}`, sCode: `S_${it.sku}`, netWeight: 50, description: '+1 mô tả' });
        expect(r.body.code, it.sku).toBe(0);
      }
    });

    it('pages on the server: items, total, page, pageSize (at most 200)', async () => {
      const all = await t.call('/ffm/sku/list', owner, { pageSize: 200 });
      const total = all.body.data.total as number;
      expect(total).toBeGreaterThanOrEqual(7);
      const p2 = await t.call('/ffm/sku/list', owner, { page: 2, pageSize: 3, sortBy: 'sku', sortDir: 'asc' });
      expect(p2.body.data).toMatchObject({ total, page: 2, pageSize: 3 });
      const skusAsc = all.body.data.items.map((s: { sku: string }) => s.sku).sort();
      expect(p2.body.data.items.map((s: { sku: string }) => s.sku)).toEqual(skusAsc.slice(3, 6));
      expect((await t.call('/ffm/sku/list', owner, { pageSize: 201 })).status).toBe(400);
    });

    it('searches sku, name, mCode and sCode without accents or case', async () => {
      const names = async (keyword: string) => (await t.call('/ffm/sku/list', owner, { keyword })).body.data.items.map((s: { sku: string }) => s.sku).sort();
      expect(await names('banh dau xanh')).toEqual(['BANH_01']);
      expect(await names('BÁNH')).toEqual(['BANH_01', 'BANH_02']);
      expect(await names('soc trang')).toEqual(['BANH_02']);
      expect(await names('m_sach')).toEqual(['SACH_01']);
      expect(await names('s_banh_02')).toEqual(['BANH_02']);
      expect(await names('%')).toEqual([]);
      expect(await names('_0')).toEqual(['AO_THUN_01', 'BANH_01', 'BANH_02', 'HACK_01', 'SACH_01']);
    });

    it('filters by category, unit and tag; sorts by name, grossWeight, createdAt', async () => {
      const list = async (body: Record<string, unknown>) => (await t.call('/ffm/sku/list', owner, body)).body.data.items.map((s: { sku: string }) => s.sku);
      expect((await list({ category: 'BACH_HOA' })).sort()).toEqual(['BANH_01', 'BANH_02']);
      expect(await list({ unit: 'CUON' })).toEqual(['SACH_01']);
      expect((await list({ tag: 'TET' })).sort()).toEqual(['BANH_01', 'BANH_02']);
      expect(await list({ category: 'BACH_HOA', sortBy: 'grossWeight', sortDir: 'asc' })).toEqual(['BANH_02', 'BANH_01']);
      expect(await list({ category: 'BACH_HOA', sortBy: 'name', sortDir: 'desc' })).toEqual(['BANH_02', 'BANH_01']);
      const newest = await list({ sortBy: 'createdAt', sortDir: 'desc' });
      expect(newest[0]).toBe('HACK_01');
      expect((await t.call('/ffm/sku/list', owner, { category: 'NOPE' })).status).toBe(400);
    });

    it('exports the filtered list as xlsx; text that could run as a formula is made inert', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/ffm/sku/export', headers: { token: owner }, payload: { keyword: 'hyperlink' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('.xlsx');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const rows = readBack(res.rawPayload);
      expect(rows).toHaveLength(2);
      expect(rows[0]?.slice(0, 4)).toEqual(['Mã SKU', 'Mã nhà sản xuất', 'Mã khách hàng', 'Tên sản phẩm']);
      const row = rows[1]!;
      expect(row[0]).toBe('HACK_01');
      expect(row[3]).toBe('\'=HYPERLINK("http://evil.example","bấm")');
      expect(row[6]).toBe("'@cmd");
      expect(row[7]).toBe("'+1 mô tả");
      expect(row[10]).toBe(100);
      const whole = await t.app.inject({ method: 'POST', url: '/ffm/sku/export', headers: { token: owner }, payload: { category: 'BACH_HOA', sortBy: 'sku', sortDir: 'asc' } });
      expect(readBack(whole.rawPayload).slice(1).map((r) => r[0])).toEqual(['BANH_01', 'BANH_02']);
    });

    it('the template: header row (required marked *), an example row, and the reference lists', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/ffm/sku/template', headers: { token: owner } });
      expect(res.statusCode).toBe(200);
      const rows = readBack(res.rawPayload);
      expect(rows[0]).toEqual([
        'Mã SKU', 'Mã nhà sản xuất*', 'Mã khách hàng*', 'Tên sản phẩm*', 'Danh mục*', 'Đơn vị tính', 'Tag', 'Mô tả*', 'Quản lý hạn sử dụng',
        'Quản lý ngày sản xuất', 'Khối lượng cả bì (g)*', 'Khối lượng tịnh (g)*', 'Chiều dài (cm)*', 'Chiều rộng (cm)*', 'Chiều cao (cm)*', 'Thể tích (cm³)', 'Ghi chú',
      ]);
      expect(rows[1]?.[0]).toBe('AO_THUN_01');
      expect(rows).toHaveLength(2);
      expect(sheetNames(res.rawPayload)).toEqual(['Dữ liệu', 'Danh mục', 'Đơn vị tính']);
      const sw = await t.app.inject({ method: 'GET', url: '/ffm/sku/template?kind=sku-size-weight', headers: { token: owner } });
      expect(readBack(sw.rawPayload)[0]).toEqual(['Mã SKU*', 'Khối lượng cả bì (g)', 'Khối lượng tịnh (g)', 'Chiều dài (cm)', 'Chiều rộng (cm)', 'Chiều cao (cm)']);
    });
  });
}

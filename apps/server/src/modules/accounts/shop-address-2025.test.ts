import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { shops } from './schema.ts';

const B = '/shiip/public-api/v2';

/** Issue 24: the portal's shop form saves a 2025 address (province + ward, no district). */
describe('shops with a 2025 address', () => {
  let t: TTestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
  });
  afterAll(async () => {
    await t?.close();
  });

  const row = async (id: number) => (await t.database.db.select().from(shops).where(eq(shops.id, id)))[0]!;

  it('answers the shop schema\'s messages in field order (422), with no district asked for a 2025 address', async () => {
    const r = await t.call(`${B}/shop/register`, owner, { name: 'n'.repeat(256), address: ' ', is_new_address: true, province_id: 79, ward_code: '' });
    expect(r.status).toBe(422);
    expect(r.body.data.errors).toEqual([
      { field: 'name', message: 'Tên cửa hàng không được vượt quá 255 ký tự' },
      { field: 'address', message: 'Vui lòng nhập địa chỉ cửa hàng' },
      { field: 'ward_code', message: 'Vui lòng chọn phường/xã' },
    ]);
  });

  it('registers a shop at a 2025 ward: no district, scheme 2025, its 2025 area; the ward must be in the province', async () => {
    const wrong = await t.call(`${B}/shop/register`, owner, { name: 'Shop Sài Gòn', address: '1 Lê Lợi', is_new_address: true, province_id: 1, ward_code: '26740' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors).toEqual([{ field: 'ward_code', message: 'Phường/xã không thuộc tỉnh/thành đã chọn' }]);
    const missing = await t.call(`${B}/shop/register`, owner, { name: 'Shop Sài Gòn', address: '1 Lê Lợi', is_new_address: true, province_id: 79, ward_code: '' });
    expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['ward_code']);

    const made = await t.call(`${B}/shop/register`, owner, { name: 'Shop Sài Gòn', address: '1 Lê Lợi', is_new_address: true, province_id: 79, ward_code: '26740' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.shop_id as number;
    expect(await row(id)).toMatchObject({ provinceId: 79, districtId: null, wardCode: '26740', addressScheme: '2025' });
    const detail = await t.call(`${B}/shop/detail`, owner, { shop_id: id });
    // 26740 is Phường Sài Gòn in 2025, Phường Bến Nghé in the old scheme: read with its scheme
    expect(detail.body.data).toMatchObject({ province_id: 79, district_id: null, ward_code: '26740', is_new_address: true, area: 'Phường Sài Gòn, Thành phố Hồ Chí Minh' });

    // a name change keeps the 2025 address as it is
    const renamed = await t.call(`${B}/shop/update-info`, owner, { shop_id: id, name: 'Shop Sài Gòn 2' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await row(id)).toMatchObject({ name: 'Shop Sài Gòn 2', districtId: null, wardCode: '26740', addressScheme: '2025' });
  });

  it('moves a pre-2025 shop to its 2025 address when it is saved from the form', async () => {
    const list = (await t.call(`${B}/shop/owner`, owner)).body.data as Array<{ _id: number; name: string; is_new_address: boolean; district_id: number | null }>;
    const hn = list.find((s) => s.name === 'Shop Demo Hà Nội')!;
    expect(hn).toMatchObject({ is_new_address: false });
    expect(hn.district_id).not.toBeNull();
    const saved = await t.call(`${B}/shop/update`, owner, { shop_id: hn._id, name: 'Shop Demo Hà Nội', address: '25 Trần Đăng Ninh', is_new_address: true, ward_code: '00004' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ province_id: 1, district_id: null, ward_code: '00004', is_new_address: true, area: 'Phường Ba Đình, Thành phố Hà Nội' });
    // another client's owner cannot reach it
    const other = await t.login('canhan@demo.vn');
    const theirs = await t.call(`${B}/shop/update`, other, { shop_id: hn._id, name: 'x', address: 'x', is_new_address: true, ward_code: '00004' });
    expect(theirs.status).not.toBe(200);
  });
});

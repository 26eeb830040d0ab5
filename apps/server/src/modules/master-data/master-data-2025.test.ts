import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TBody, type TTestApp } from '../../test/harness.ts';
import { suggestAddress2025 } from './search-2025.ts';

const V3 = '/shiip/public-api/v3/master-data';

describe('2025 address search', () => {
  const first = (q: string) => suggestAddress2025(q, 5)[0];

  it('finds a new ward by its own name, accents and tone-mark position ignored', () => {
    for (const q of ['Phường Sài Gòn', 'sai gon', 'SAI GÒN', 'p sai gon']) expect(first(q), q).toMatchObject({ wardCode: '26740', scheme: '2025', label: 'Phường Sài Gòn, Thành phố Hồ Chí Minh' });
    // the data writes 'Hoà'; users write 'Hòa' or nothing
    for (const q of ['Hòa Bình Phú Thọ', 'Hoà Bình Phú Thọ', 'hoa binh phu tho']) expect(first(q), q).toMatchObject({ wardName: 'Phường Hoà Bình', provinceId: 25 });
    expect(first('sai gon')!.oldName).toBeUndefined();
  });

  it("finds a new ward by an old ward's name that became part of it, marked as the old name", () => {
    for (const q of ['Bến Nghé', 'ben nghe', 'phuong ben nghe quan 1']) {
      expect(first(q), q).toMatchObject({ wardCode: '26740', wardName: 'Phường Sài Gòn', oldName: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' });
    }
  });

  it("finds the new wards by an old district's name", () => {
    const r = suggestAddress2025('Quận Hoàn Kiếm', 20);
    expect(r.map((x) => x.wardName)).toEqual(expect.arrayContaining(['Phường Hoàn Kiếm', 'Phường Cửa Nam']));
    expect(r.find((x) => x.wardName === 'Phường Cửa Nam')!.oldName).toBe('Quận Hoàn Kiếm, Thành phố Hà Nội');
  });

  it('finds a ward and a province by their English names', () => {
    expect(first('Sai Gon Ward')).toMatchObject({ wardCode: '26740', nameEn: 'Sai Gon Ward, Ho Chi Minh City' });
    expect(first('Ho Chi Minh City')).toMatchObject({ level: 'province', provinceId: 79 });
  });

  it('offers no district and no old unit as a result', () => {
    for (const s of suggestAddress2025('quan 1', 50)) {
      expect(s.level).not.toBe('district');
      expect(s.districtId).toBeUndefined();
      expect(s.scheme).toBe('2025');
    }
  });
});

describe('2025 master data over HTTP', () => {
  let t: TTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('owner@demo.vn');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function get(url: string, tok: string | null = token): Promise<{ status: number; body: TBody }> {
    const res = await t.app.inject({ method: 'GET', url, headers: tok ? { token: tok } : {} });
    return { status: res.statusCode, body: res.json() as TBody };
  }

  it("serves GHN's v3 province/all: the 34 provinces, government codes as ids, paged", async () => {
    expect((await get(`${V3}/province/all`, null)).status).toBe(401);
    const r = await get(`${V3}/province/all`);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toHaveLength(34);
    const hcm = r.body.data.find((p: { _id: number }) => p._id === 79);
    expect(hcm).toMatchObject({ _id: 79, name: 'Thành phố Hồ Chí Minh', type: 1, status: 1, code: '79' });
    expect(hcm.extension_names).toEqual(expect.arrayContaining(['Hồ Chí Minh', 'Ho Chi Minh City']));
    const th = r.body.data.find((p: { _id: number }) => p._id === 38);
    expect(th.extension_names).toEqual(expect.arrayContaining(['Tỉnh Thanh Hóa', 'Thanh Hóa', 'thanh hoa']));
    const page = await get(`${V3}/province/all?offset=30&limit=10`);
    expect(page.body.data).toHaveLength(4);
    const post = await t.call(`${V3}/province/all`, token, { offset: 0, limit: 2 });
    expect(post.body.data.map((p: { _id: number }) => p._id)).toEqual([1, 4]);
  });

  it("serves GHN's v3 ward/all-by-province-id: every ward of the province, parent_id the province", async () => {
    const r = await get(`${V3}/ward/all-by-province-id?province_id=79&offset=0&limit=200`);
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(168);
    expect(r.body.data.find((w: { code: string }) => w.code === '26740')).toMatchObject({ _id: 26740, name: 'Phường Sài Gòn', type: 1, parent_id: 79, status: 1 });
    let all = 0;
    for (const p of (await get(`${V3}/province/all`)).body.data as Array<{ _id: number }>) {
      all += (await t.call(`${V3}/ward/all-by-province-id`, token, { province_id: p._id })).body.data.length;
    }
    expect(all).toBe(3321);
    // the old province 77 (Bà Rịa - Vũng Tàu) is no 2025 province
    for (const bad of ['?province_id=77', '', '?province_id=abc']) {
      const b = await get(`${V3}/ward/all-by-province-id${bad}`);
      expect(b.status, bad).toBe(422);
      expect(b.body.error_code).toBe(10003);
    }
    expect((await get(`${V3}/ward/all-by-province-id?province_id=79&limit=-1`)).body.error_code).toBe(1016);
  });

  it('keeps the old calls on the old scheme and searches the 2025 one when asked', async () => {
    expect((await get('/shiip/public-api/master-data/province')).body.data).toHaveLength(63);
    const old = await t.call('/ffm/suggest-address', token, { query: 'Bến Nghé' });
    expect(old.body.data[0]).toMatchObject({ wardCode: '26740', wardName: 'Phường Bến Nghé', districtId: 760 });
    const neu = await t.call('/ffm/suggest-address', token, { query: 'Bến Nghé', scheme: '2025' });
    expect(neu.status).toBe(200);
    expect(neu.body.data[0]).toMatchObject({ wardCode: '26740', wardName: 'Phường Sài Gòn', scheme: '2025', oldName: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' });
    expect((await t.call('/ffm/suggest-address', token, { query: 'x', scheme: '2024' })).status).toBe(400);
  });
});

describe('converting an old address over HTTP', () => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('owner@demo.vn');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the new ward, or every candidate of a split ward with its name for the user to pick', async () => {
    expect((await t.call('/ffm/convert-address', null, { provinceId: 79, districtId: 760, wardCode: '26740' })).status).toBe(401);
    const one = await t.call('/ffm/convert-address', token, { provinceId: 79, districtId: 760, wardCode: '26740' });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      status: 'converted',
      province: { id: 79, fullName: 'Thành phố Hồ Chí Minh' },
      ward: { code: '26740', fullName: 'Phường Sài Gòn' },
      oldLabel: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
    });
    const split = await t.call('/ffm/convert-address', token, { provinceId: 1, districtId: 1, wardCode: '00007' });
    expect(split.body.data).toMatchObject({ status: 'split', ward: null });
    expect(split.body.data.candidates.map((c: { fullName: string }) => c.fullName)).toEqual(['Phường Ngọc Hà', 'Phường Giảng Võ']);
    const bad = await t.call('/ffm/convert-address', token, { provinceId: 1, districtId: 760, wardCode: '26740' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(10004);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TBody, type TTestApp } from '../../test/harness.ts';

const GHN = '/shiip/public-api/master-data';

describe('master-data over HTTP', () => {
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

  it('needs a token, as GHN does', async () => {
    for (const url of [`${GHN}/province`, `${GHN}/bank`]) {
      const r = await get(url, null);
      expect(r.status, url).toBe(401);
      expect(r.body.code).toBe(401);
    }
    expect((await t.call('/ffm/suggest-address', null, { query: 'ha noi' })).status).toBe(401);
  });

  it('lists provinces in the GHN shape, code 200, by GET or POST', async () => {
    const r = await get(`${GHN}/province`);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toHaveLength(63);
    const hcm = r.body.data.find((p: { ProvinceID: number }) => p.ProvinceID === 79);
    expect(hcm).toMatchObject({ ProvinceID: 79, ProvinceName: 'Hồ Chí Minh', Code: '79', RegionID: 7, IsEnable: 1 });
    expect(hcm.NameExtension).toEqual(expect.arrayContaining(['Thành phố Hồ Chí Minh', 'TP.HCM', 'HCM', 'Sài Gòn', 'ho chi minh']));
    const post = await t.call(`${GHN}/province`, token, {});
    expect(post.body.data).toEqual(r.body.data);
  });

  it('lists districts of a province from the query (GET) or a JSON body (POST)', async () => {
    const byGet = await get(`${GHN}/district?province_id=79`);
    expect(byGet.body.code).toBe(200);
    expect(byGet.body.data[0]).toEqual({
      DistrictID: 760,
      ProvinceID: 79,
      DistrictName: 'Quận 1',
      Code: '760',
      Type: 1,
      NameExtension: expect.arrayContaining(['Quận 1', 'Q.1', 'District 1']),
      SupportType: 3,
    });
    const byPost = await t.call(`${GHN}/district`, token, { province_id: 79 });
    expect(byPost.body.data).toEqual(byGet.body.data);
    expect((await t.call(`${GHN}/district`, token, { province_id: '1' })).body.data).toHaveLength(30);
  });

  it('answers 10003 for a missing or unknown province', async () => {
    for (const r of [await get(`${GHN}/district`), await get(`${GHN}/district?province_id=3`), await get(`${GHN}/district?province_id=abc`), await t.call(`${GHN}/district`, token, { province_id: 0 })]) {
      expect(r.status).toBe(422);
      expect(r.body.error_code).toBe(10003);
      expect(r.body.error_key).toBe('PROVINCE_MISSING');
    }
  });

  it('lists wards of a district; 10004 for an unknown one; [] for a district without wards', async () => {
    const r = await get(`${GHN}/ward?district_id=1`);
    expect(r.body.data[0]).toEqual({ WardCode: '00001', DistrictID: 1, WardName: 'Phường Phúc Xá', NameExtension: expect.arrayContaining(['Phúc Xá', 'P. Phúc Xá']) });
    expect((await t.call(`${GHN}/ward`, token, { district_id: 760 })).body.data).toHaveLength(10);
    const unknown = await t.call(`${GHN}/ward`, token, { district_id: 99999 });
    expect(unknown.body.error_code).toBe(10004);
    expect((await get(`${GHN}/ward`)).body.error_code).toBe(10004);
    const island = await get(`${GHN}/ward?district_id=755`);
    expect(island.body).toMatchObject({ code: 200, data: [] });
  });

  it('gives a ward with its district and province; 10005 for an unknown code', async () => {
    const r = await get(`${GHN}/ward/detail?ward_code=26740`);
    expect(r.body.data).toMatchObject({
      WardCode: '26740',
      WardName: 'Phường Bến Nghé',
      DistrictID: 760,
      DistrictName: 'Quận 1',
      ProvinceID: 79,
      ProvinceName: 'Hồ Chí Minh',
      RegionID: 7,
    });
    expect((await t.call(`${GHN}/ward/detail`, token, { ward_code: 1 })).body.data.WardName).toBe('Phường Phúc Xá');
    expect((await t.call(`${GHN}/ward/detail`, token, { ward_code: '99999' })).body.error_code).toBe(10005);
  });

  it('parses a free-text address', async () => {
    const r = await t.call(`${GHN}/parse`, token, { address: '12 Nguyễn Huệ, phường Bến Nghé, quận 1, TP HCM' });
    expect(r.body).toMatchObject({
      code: 200,
      data: {
        province: { ProvinceID: 79, ProvinceName: 'Hồ Chí Minh' },
        district: { DistrictID: 760, DistrictName: 'Quận 1' },
        ward: { WardCode: '26740', WardName: 'Phường Bến Nghé' },
        rest: '12 Nguyễn Huệ',
      },
    });
    const accentFree = await get(`${GHN}/parse?address=${encodeURIComponent('ben nghe quan 1 ho chi minh')}`);
    expect(accentFree.body.data.ward.WardCode).toBe('26740');
    expect((await t.call(`${GHN}/parse`, token, {})).body.error_code).toBe(1001);
  });

  it('lists banks sorted by short name', async () => {
    const r = await get(`${GHN}/bank`);
    expect(r.body.code).toBe(200);
    expect(r.body.data.find((b: { code: string }) => b.code === 'VCB')).toEqual({
      code: 'VCB',
      shortName: 'Vietcombank',
      name: expect.any(String),
      bin: '970436',
      swiftCode: 'BFTVVNVX',
    });
    const names = r.body.data.map((b: { shortName: string }) => b.shortName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'vi')));
  });

  it('suggests addresses in the fulfillment envelope (code 0)', async () => {
    const r = await t.call('/ffm/suggest-address', token, { query: 'quan 1', limit: 3 });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toHaveLength(3);
    expect(r.body.data[0]).toEqual({
      label: 'Quận 1, Thành phố Hồ Chí Minh',
      level: 'district',
      provinceId: 79,
      provinceName: 'Thành phố Hồ Chí Minh',
      districtId: 760,
      districtName: 'Quận 1',
    });
    expect((await t.call('/ffm/suggest-address', token, { query: 'phuc xa ba dinh' })).body.data[0].wardCode).toBe('00001');
    expect((await t.call('/ffm/suggest-address', token, { query: '' })).body.data).toEqual([]);
    expect((await t.call('/ffm/suggest-address', token, { query: 'xa', limit: 999 })).body.data).toHaveLength(50);
    const missing = await t.call('/ffm/suggest-address', token, {});
    expect(missing.body.code).toBe(1001);
  });

  it('resolves ids to names and checks that they belong together', async () => {
    const ok = await t.call('/ffm/get-address', token, { provinceId: 1, districtId: 1, wardCode: '00001' });
    expect(ok.body).toMatchObject({
      code: 0,
      data: {
        province: { id: 1, name: 'Hà Nội' },
        district: { id: 1, fullName: 'Quận Ba Đình' },
        ward: { code: '00001', fullName: 'Phường Phúc Xá' },
        label: 'Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội',
      },
    });
    expect((await t.call('/ffm/get-address', token, { provinceId: 79, districtId: 1 })).body.code).toBe(10004);
    expect((await t.call('/ffm/get-address', token, { districtId: 760, wardCode: '00001' })).body.code).toBe(10005);
    expect((await t.call('/ffm/get-address', token, { provinceId: 3 })).body.code).toBe(10003);
    const text = await t.call('/ffm/get-address', token, { text: 'P.Bến Nghé, Q.1, TP.HCM' });
    expect(text.body.data).toMatchObject({ province: { id: 79 }, district: { id: 760 }, ward: { code: '26740' }, rest: '' });
    expect((await t.call('/ffm/get-address', token, {})).body.code).toBe(1001);
  });

  it('master data: active warehouses, carriers and every option list, labelled in the user’s language', async () => {
    const vi = (await t.call('/ffm/master-data', token, {})).body;
    expect(vi.code).toBe(0);
    expect(vi.data.warehouses.map((w: { code: string }) => w.code)).toEqual(expect.arrayContaining(['HN01', 'HCM01']));
    expect(vi.data.warehouses.every((w: { isActive: boolean }) => w.isActive)).toBe(true);
    expect(vi.data.transporters.map((c: { code: string }) => c.code)).toContain('GHN');
    expect(vi.data.skuUnits).toContainEqual({ value: 'CAI', label: 'Cái' });
    expect(vi.data.serviceTypes.map((o: { value: number }) => o.value)).toEqual([1, 2, 3, 5]);
    expect(vi.data.requiredNotes.map((o: { value: string }) => o.value)).toEqual(['CHOXEMHANGKHONGTHU', 'CHOTHUHANG', 'KHONGCHOXEMHANG']);
    expect(vi.data.pickupTimes).toEqual([{ value: true, label: 'Trước 12h' }, { value: false, label: 'Sau 12h' }]);
    // the same call in English once the user chose English
    const en = await t.login('canhan@demo.vn');
    expect((await t.call('/ffm/update-language', en, { language: 'en' })).status).toBe(200);
    const data = (await t.call('/ffm/master-data', en, {})).body.data;
    expect(data.skuUnits).toContainEqual({ value: 'CAI', label: 'Piece' });
    expect(data.warehouses).toEqual(vi.data.warehouses);
    expect((await t.call('/ffm/master-data', null, {})).status).toBe(401);
  });
});

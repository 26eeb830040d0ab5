import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areNeighbours2025, feeRouteOf, macroRegionOf, NEIGHBOURS_2025 } from '@ffm/domain';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { getProvince, listProvinces } from '../master-data/admin-units.ts';
import { adminUnits2025, listProvinces2025 } from '../master-data/admin-units-2025.ts';
import { region2025Of } from '../master-data/zones-2025.ts';

/**
 * Issue 24: fees and lead times on the 34 provinces of 2025, old addresses priced as the 2025 ward they became, and
 * GHN's new address model (is_new_*_address, *_v2) on create, preview, fee, leadtime and detail.
 */
const SO = '/shiip/public-api/v2/shipping-order';

/** A small seeded generator: the sample is random but the same on every run. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe('fee zones of the 2025 provinces', () => {
  it('the neighbour table covers the 34 provinces, both ways, and names only 2025 provinces', () => {
    const codes = new Set(listProvinces2025().map((p) => p.id));
    expect(codes.size).toBe(34);
    expect([...NEIGHBOURS_2025.keys()].sort((a, b) => a - b)).toEqual([...codes].sort((a, b) => a - b));
    for (const [a, ns] of NEIGHBOURS_2025) {
      expect(ns.size).toBeGreaterThan(0);
      for (const b of ns) {
        expect(codes.has(b)).toBe(true);
        expect(areNeighbours2025(b, a)).toBe(true);
        expect(b).not.toBe(a);
      }
    }
    // a few borders everyone knows, and two that do not exist
    expect(areNeighbours2025(1, 25)).toBe(true); // Hà Nội - Phú Thọ (Vĩnh Phúc, Hoà Bình)
    expect(areNeighbours2025(79, 75)).toBe(true); // TP. HCM - Đồng Nai
    expect(areNeighbours2025(79, 68)).toBe(true); // TP. HCM (Bà Rịa - Vũng Tàu) - Lâm Đồng (Bình Thuận)
    expect(areNeighbours2025(1, 79)).toBe(false);
    expect(areNeighbours2025(86, 79)).toBe(false); // Bến Tre and Vũng Tàu face each other across the sea only
  });

  it('a merged province takes the region of the old province whose code it kept, and its old provinces share its macro-region', () => {
    const u = adminUnits2025();
    for (const p of listProvinces2025()) {
      expect(region2025Of(p.id)).toBe(getProvince(p.id)!.regionId);
      const olds = listProvinces().filter((o) => u.oldProvinceToNew.get(o.id) === p.id);
      expect(olds.length).toBeGreaterThan(0);
      for (const o of olds) expect(macroRegionOf(o.regionId)).toBe(macroRegionOf(region2025Of(p.id)));
    }
    expect(region2025Of(15)).toBe(2); // Lào Cai keeps Yên Bái's code (15) and region (Tây Bắc Bộ)
    expect(region2025Of(52)).toBe(5); // Gia Lai keeps Bình Định's code (52): Duyên hải Nam Trung Bộ
  });

  it('routes: same province, neighbouring, same region, other region', () => {
    const z = (id: number) => ({ provinceId: id, regionId: region2025Of(id) });
    expect(feeRouteOf(z(79), z(79))).toBe('intra_province');
    expect(feeRouteOf(z(79), z(75))).toBe('neighbouring');
    expect(feeRouteOf(z(79), z(96))).toBe('intra_region');
    expect(feeRouteOf(z(1), z(79))).toBe('inter_region');
    // across the macro-regions' line, a border still makes neighbours: Ninh Bình (north) - Thanh Hoá (central)
    expect(feeRouteOf(z(37), z(38))).toBe('neighbouring');
  });
});

describe('quotes and orders with 2025 and old addresses', () => {
  let t: TTestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
  });
  afterAll(async () => {
    await t?.close();
  });

  const parcel = { weight: 1200, length: 20, width: 15, height: 10, cod_value: 0, insurance_value: 0, service_type_id: 2 };
  const fee = async (to: Record<string, unknown>) => {
    const r = await t.call(`${SO}/fee`, owner, { ...parcel, ...to });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as Record<string, number>;
  };
  const leadtime = async (to: Record<string, unknown>) => {
    const r = await t.call(`${SO}/leadtime`, owner, { service_type_id: 2, ...to });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.leadtime as number;
  };
  const newTo = (provinceId: number, wardCode: string) => ({ is_new_to_address: true, to_province_id: provinceId, to_ward_id: wardCode });

  it('an old address is quoted (fee and lead time) as the 2025 ward it converts to, over many random old wards', async () => {
    const u = adminUnits2025();
    const single = [...u.oldWards.entries()].filter(([, m]) => m.targets.length === 1);
    const next = rng(2024);
    const sample = Array.from({ length: 60 }, () => single[Math.floor(next() * single.length)]!);
    // and every old ward that went into one 2025 ward with a remote-area surcharge (Đặc khu Cô Tô) and into Phường Sài Gòn
    for (const target of ['07192', '26740']) sample.push(...single.filter(([, m]) => m.targets[0]!.wardCode === target));
    const routes = new Set<number>();
    for (const [oldCode, m] of sample) {
      const old = { to_district_id: m.oldDistrictId, to_ward_code: oldCode };
      const converted = newTo(m.newProvinceId, m.targets[0]!.wardCode);
      const a = await fee(old);
      expect(a, `old ward ${oldCode}`).toEqual(await fee(converted));
      expect(await leadtime(old), `old ward ${oldCode}`).toBe(await leadtime(converted));
      routes.add(a.service_fee!);
    }
    // the sample crosses zones (several service fees), and Cô Tô's surcharge is there for its old wards too
    expect(routes.size).toBeGreaterThan(2);
    expect((await fee({ to_district_id: 207, to_ward_code: '07195' })).deliver_remote_areas_fee).toBe(30_000);
    expect((await fee(newTo(22, '07192'))).deliver_remote_areas_fee).toBe(30_000);
  });

  it('the neighbouring zone has its own price: Hà Nội (the demo shop) to Phú Thọ, between same province and same region', async () => {
    const sameProvince = await fee(newTo(1, '00004'));
    const neighbour = await fee(newTo(25, '07900'));
    const sameRegion = await fee(newTo(31, '10525'));
    expect(sameProvince.service_fee).toBeLessThan(neighbour.service_fee!);
    expect(neighbour.service_fee).toBeLessThan(sameRegion.service_fee!);
  });

  it('fee and leadtime take 2025 names (accents and the tone mark’s place ignored) and refuse unknown ones with 10003 / 10005', async () => {
    const byName = await fee({ is_new_to_address: 'true', to_province_name: 'thanh pho ho chi minh', to_ward_name: 'Phuong Sai Gon' });
    expect(byName).toEqual(await fee(newTo(79, '26740')));
    expect(await fee({ is_new_to_address: 1, to_province_name: 'Tỉnh Khánh Hòa', to_ward_name: 'Phường Nha Trang' })).toEqual(await fee({ is_new_to_address: 1, to_province_name: 'Khánh Hoà', to_ward_name: 'Nha Trang' }));
    const unknown = await t.call(`${SO}/fee`, owner, { ...parcel, is_new_to_address: true, to_province_id: 79, to_ward_name: 'Phường Không Có' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ error_code: 10005, data: { errors: [{ field: 'to_ward_name' }] } });
    const wrongProvince = await t.call(`${SO}/fee`, owner, { ...parcel, ...newTo(1, '26740') });
    expect(wrongProvince.body).toMatchObject({ error_code: 10005, data: { errors: [{ field: 'to_ward_id' }] } });
    // a pre-2025 province id is not a 2025 one (Hà Giang, 02, went into Tuyên Quang)
    const oldProvince = await t.call(`${SO}/fee`, owner, { ...parcel, is_new_to_address: true, to_province_id: 2, to_ward_id: '00004' });
    expect(oldProvince.body).toMatchObject({ error_code: 10003, data: { errors: [{ field: 'to_province_id' }] } });
  });

  it('create and preview refuse a split old receiver ward with 10006 listing the candidates; fee quotes it when they price alike', async () => {
    // Phường Nghĩa Đô (Cầu Giấy, 00157) went into Phường Ngọc Hà, Phường Tây Hồ and Phường Nghĩa Đô
    const body = { to_name: 'Lê Lan', to_phone: '0912345678', to_address: '1 Hoàng Quốc Việt', to_district_id: 5, to_ward_code: '00157', weight: 500, service_type_id: 2, payment_type_id: 1, required_note: 'KHONGCHOXEMHANG' };
    for (const call of ['create', 'preview']) {
      const r = await t.call(`${SO}/${call}`, owner, body);
      expect(r.status).toBe(422);
      expect(r.body.error_code).toBe(10006);
      expect(r.body.message).toContain('Phường Nghĩa Đô');
      expect(r.body.data.candidates.map((c: { ward_code: string }) => c.ward_code)).toEqual(['00008', '00103', '00160']);
      expect(r.body.data.candidates[0]).toMatchObject({ ward_name: 'Phường Ngọc Hà', province_id: 1 });
      expect(r.body.data.errors).toEqual([{ field: 'to_ward_code', message: expect.stringContaining('Phường Ngọc Hà') }]);
    }
    // in English for a user who chose it
    await t.call('/ffm/update-language', owner, { language: 'en' });
    const en = await t.call(`${SO}/create`, owner, body);
    await t.call('/ffm/update-language', owner, { language: 'vi' });
    expect(en.body).toMatchObject({ error_code: 10006, data: { errors: [{ field: 'to_ward_code' }] } });
    expect(en.body.data.errors[0].message).toBe(en.body.message);
    expect(en.body.message).toBe(
      'The old ward Phường Nghĩa Đô, Quận Cầu Giấy, Thành phố Hà Nội was split between several new wards: Phường Ngọc Hà (00008), Phường Tây Hồ (00103), Phường Nghĩa Đô (00160). Give one of them as a 2025 address',
    );
    // the same parcel to one of the candidates, as a 2025 address, is made
    const made = await t.call(`${SO}/create`, owner, { ...body, to_district_id: undefined, to_ward_code: undefined, ...newTo(1, '00160') });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // a quote does not need the ward: every candidate lies in Hà Nội and none is a remote area
    expect(await fee({ to_district_id: 5, to_ward_code: '00157' })).toEqual(await fee(newTo(1, '00160')));
  });

  it('an order made with a 2025 address stores it (scheme 2025, no district) and the detail answers the *_v2 fields', async () => {
    const r = await t.call(`${SO}/create`, owner, {
      to_name: 'Trần Mai', to_phone: '0901234567', to_address: '12 Lý Tự Trọng', is_new_to_address: true, to_province_name: 'Hồ Chí Minh', to_ward_name: 'Sài Gòn',
      weight: 500, service_type_id: 2, payment_type_id: 1, required_note: 'KHONGCHOXEMHANG',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ ward_encode: '26740', district_encode: '', sort_code: '79-26740' });
    const d = (await t.call(`${SO}/detail`, owner, { order_code: r.body.data.order_code })).body.data;
    expect(d).toMatchObject({
      to_district_id: null, to_ward_code: '26740', is_new_to_address: true,
      to_province_id_v2: 79, to_province_name_v2: 'Thành phố Hồ Chí Minh', to_ward_id_v2: 26740, to_ward_code_v2: '26740', to_ward_name_v2: 'Phường Sài Gòn',
      to_full_address: '12 Lý Tự Trọng, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    });
    // the sender is the demo shop's stored pre-2025 address: kept, and answered converted in *_v2
    expect(d).toMatchObject({ is_new_from_address: false, from_district_id: expect.any(Number), from_province_id_v2: 1 });
  });

  it('an order made with an old address keeps the old codes as sent and answers the converted ward in *_v2', async () => {
    const r = await t.call(`${SO}/create`, owner, { to_name: 'Đỗ Hà', to_phone: '0933444555', to_address: '5 Lý Thái Tổ', to_district_id: 760, to_ward_code: '26734', weight: 500, service_type_id: 2, payment_type_id: 1, required_note: 'KHONGCHOXEMHANG' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = (await t.call(`${SO}/detail`, owner, { order_code: r.body.data.order_code })).body.data;
    // Phường Tân Định (Quận 1) became part of Phường Tân Định (26737)
    expect(d).toMatchObject({ to_district_id: 760, to_ward_code: '26734', is_new_to_address: false, to_province_id_v2: 79, to_ward_code_v2: '26737', to_ward_name_v2: 'Phường Tân Định' });
  });

  it('a 2025 return address (is_new_return_address) is stored as one; an old split return ward answers 10006', async () => {
    const base = { to_name: 'Trần Mai', to_phone: '0901234567', to_address: '12 Lý Tự Trọng', ...newTo(79, '26740'), weight: 500, service_type_id: 2, payment_type_id: 1, required_note: 'KHONGCHOXEMHANG', return_phone: '0987654321', return_address: '8 Hoàng Quốc Việt' };
    const r = await t.call(`${SO}/create`, owner, { ...base, is_new_return_address: true, return_province_name: 'Hà Nội', return_ward_name: 'Nghĩa Đô' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = (await t.call(`${SO}/detail`, owner, { order_code: r.body.data.order_code })).body.data;
    expect(d).toMatchObject({ return_district_id: null, return_ward_code: '00160', is_new_return_address: true, return_province_id_v2: 1, return_ward_code_v2: '00160', return_ward_name_v2: 'Phường Nghĩa Đô' });
    const split = await t.call(`${SO}/create`, owner, { ...base, return_district_id: 5, return_ward_code: '00157' });
    expect(split.status).toBe(422);
    expect(split.body).toMatchObject({ error_code: 10006, data: { errors: [{ field: 'return_ward_code' }] } });
  });

  it('update moves the receiver to a 2025 address: a portal session needs the code, an API token does not', async () => {
    const r = await t.call(`${SO}/create`, owner, { to_name: 'Vũ Thắng', to_phone: '0977888999', to_address: '7 Đội Cấn', to_district_id: 3, to_ward_code: '00109', weight: 500, service_type_id: 2, payment_type_id: 1, required_note: 'KHONGCHOXEMHANG' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const order_code = r.body.data.order_code as string;
    expect(r.body.data.fee.main_service).toBe(22_000);
    const move = { order_code, is_new_to_address: true, to_province_id: 79, to_ward_id: 26740 };
    // the portal's receiver change asks for the update_order code: a 2025 address is a receiver change too
    const portal = await t.call(`${SO}/update`, owner, move);
    expect(portal.body.error_code).toBe(70014);
    const api = (await t.call('/shiip/public-api/v2/client/getTokenAPI', owner, {})).body.data.token as string;
    const done = await t.call(`${SO}/update`, api, move);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const d = (await t.call(`${SO}/detail`, api, { order_code })).body.data;
    expect(d).toMatchObject({ to_district_id: null, to_ward_code: '26740', is_new_to_address: true, to_ward_name_v2: 'Phường Sài Gòn' });
    // Hà Nội → TP. HCM: the fee was recomputed for the other region (standard, 500 g: 22,000 → 35,000)
    expect(d.fee.service_fee).toBe(35_000);
    // the flag alone (a GHN client that always sends it) changes no address
    const nameOnly = await t.call(`${SO}/update`, api, { order_code, is_new_to_address: true, to_name: 'Vũ Đức Thắng' });
    expect(nameOnly.status, JSON.stringify(nameOnly.body)).toBe(200);
    expect((await t.call(`${SO}/detail`, api, { order_code })).body.data).toMatchObject({ to_name: 'Vũ Đức Thắng', to_ward_code: '26740', is_new_to_address: true });
  });

  it('a 2025 sender (is_new_from_address) is priced from its 2025 province', async () => {
    // from Phường Sài Gòn (TP. HCM) to Phường Sài Gòn: same province, whatever the shop's own address
    const r = await t.call(`${SO}/fee`, owner, { ...parcel, is_new_from_address: true, from_province_id: 79, from_ward_id: 26740, ...newTo(79, '26740') });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const fromHanoi = await fee(newTo(79, '26740'));
    expect(r.body.data.service_fee).toBeLessThan(fromHanoi.service_fee!);
  });
});

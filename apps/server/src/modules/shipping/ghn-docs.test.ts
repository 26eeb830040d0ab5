import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';

/**
 * Request bodies as GHN's API documentation pages show them (api.ghn.vn/home/docs/detail), replayed against our
 * host, checking the response fields GHN documents and their types. The only edits to GHN's examples: district ids
 * and ward codes are the government codes we serve (docs/ghn-compat.md) and GHN's own station and shop ids are
 * left out (ours differ).
 */
const SO = '/shiip/public-api/v2/shipping-order';
const SW = '/shiip/public-api/v2/switch-status';

/** GHN's create example (its "Create order" page), with the receiver in Quận 1 (760, ward 26740) */
const ghnCreate = {
  payment_type_id: 2,
  note: 'Tintest 123',
  required_note: 'KHONGCHOXEMHANG',
  from_name: 'TinTest124',
  from_phone: '0987654321',
  from_address: '72 Thành Thái, Phường 14, Quận 10, Hồ Chí Minh, Vietnam',
  from_ward_name: 'Phường 14',
  from_district_name: 'Quận 10',
  from_province_name: 'HCM',
  return_phone: '0332190444',
  return_address: '39 NTT',
  return_district_id: null,
  return_ward_code: '',
  client_order_code: '',
  to_name: 'TinTest124',
  to_phone: '0987654321',
  to_address: '72 Thành Thái, Phường 14, Quận 10, Hồ Chí Minh, Vietnam',
  to_ward_code: '26740',
  to_district_id: 760,
  cod_amount: 200000,
  content: 'Theo New York Times',
  weight: 200,
  length: 1,
  width: 19,
  height: 10,
  deliver_station_id: null,
  insurance_value: 1000000,
  service_id: 0,
  service_type_id: 2,
  coupon: null,
  pick_shift: [2],
  items: [{ name: 'Áo Polo', code: 'Polo123', quantity: 1, price: 200000, length: 12, width: 12, height: 12, weight: 1200, category: { level1: 'Áo' } }],
};

/** GHN's fee example (its "Calculate fee" page) */
const ghnFee = {
  from_district_id: 771,
  from_ward_code: '27169',
  service_id: 53320,
  service_type_id: null,
  to_district_id: 760,
  to_ward_code: '26740',
  height: 50,
  length: 20,
  weight: 200,
  width: 20,
  insurance_value: 10000,
  cod_failed_amount: 2000,
  coupon: null,
  items: [{ name: 'TEST1', quantity: 1, height: 200, weight: 1000, length: 200, width: 200 }],
};

const int = expect.any(Number);
const str = expect.any(String);

describe('GHN documentation examples replayed', () => {
  let t: TTestApp;
  let api: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.login('owner@demo.vn');
    api = (await t.call('/shiip/public-api/v2/client/getTokenAPI', owner, {})).body.data.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (extra: Record<string, unknown> = {}) => {
    const r = await t.call(`${SO}/create`, api, { ...ghnCreate, pick_shift: undefined, ...extra });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.order_code as string;
  };

  it('fee: GHN example with pickup_time as a unix time, and a district without its ward', async () => {
    const r = await t.call(`${SO}/fee`, api, { ...ghnFee, pickup_time: Math.floor(Date.now() / 1000) + 3600 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ code: 200, message: str, data: { total: int, service_fee: int, insurance_fee: int, pick_station_fee: int, coupon_value: int, r2s_fee: int, cod_fee: int, pick_remote_areas_fee: int, deliver_remote_areas_fee: int, cod_failed_fee: int, return_again: int, document_return: int, double_check: int } });
    const noWard = await t.call(`${SO}/fee`, api, { ...ghnFee, from_ward_code: undefined });
    expect(noWard.status, JSON.stringify(noWard.body)).toBe(200);
    expect(noWard.body.data.service_fee).toBe(r.body.data.service_fee);
    // the boolean we took before still works
    expect((await t.call(`${SO}/fee`, api, { ...ghnFee, pickup_time: false })).status).toBe(200);
  });

  it('leadtime: GHN example (from_district_id without ward, pickup_time) answers unix seconds', async () => {
    const body = { from_district_id: 771, from_ward_code: '', to_district_id: 760, to_ward_code: '26740', service_id: 53320 };
    const now = await t.call(`${SO}/leadtime`, api, body);
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(now.body.data).toMatchObject({ leadtime: int, order_date: int });
    // a pickup three days out moves the expected delivery by three days
    const later = await t.call(`${SO}/leadtime`, api, { ...body, pickup_time: Math.floor(Date.now() / 1000) + 3 * 86400 });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.data.leadtime - now.body.data.leadtime).toBeGreaterThanOrEqual(2 * 86400);
  });

  it('shift/date lists pick shifts; create takes GHN’s example (names, pick_shift) and the detail answers them', async () => {
    const shifts = await t.call('/shiip/public-api/v2/shift/date', api, undefined, { method: 'GET' });
    expect(shifts.status).toBe(200);
    expect(shifts.body.data.length).toBeGreaterThan(0);
    for (const s of shifts.body.data) expect(s).toEqual({ id: int, title: expect.stringMatching(/^Ca lấy \d\d-\d\d-\d{4} \(\d+h\d\d - \d+h\d\d\)$/), from_time: int, to_time: int });
    const shift = shifts.body.data[shifts.body.data.length - 1];

    const preview = await t.call(`${SO}/preview`, api, { ...ghnCreate, pick_shift: [shift.id] });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // GHN's preview page answers create's fields without creating anything
    expect(preview.body.data).toMatchObject({ order_code: str, sort_code: str, trans_type: str, total_fee: int, expected_delivery_time: str, fee: { main_service: int, insurance: int, station_do: int, station_pu: int, return: int, r2s: int, coupon: int } });
    const r = await t.call(`${SO}/create`, api, { ...ghnCreate, pick_shift: [shift.id] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ order_code: str, sort_code: str, trans_type: str, total_fee: int, expected_delivery_time: str, fee: { main_service: int, insurance: int, station_do: int, station_pu: int, return: int, r2s: int, coupon: int } });
    const d = (await t.call(`${SO}/detail`, api, { order_code: r.body.data.order_code })).body.data;
    // the sender's names were read against the master data: Phường 14, Quận 10 (771), TP. HCM
    expect(d).toMatchObject({ _id: str, from_district_id: 771, from_ward_code: '27169', pick_shift: [shift.id], tag: [], cod_failed_amount: 0, is_cod_transferred: false });
    expect(d).toMatchObject({ return_name: str, return_phone: '0332190444', return_address: '39 NTT', return_district_id: 771, return_ward_code: '27169' });
    expect(Number.isNaN(Date.parse(d.pickup_time))).toBe(false);
    expect(d.items[0]).toMatchObject({ name: 'Áo Polo', item_order_code: `${d.order_code}_1` });
    // a shift that is not listed is refused naming the field
    const bad = await t.call(`${SO}/create`, api, { ...ghnCreate, pick_shift: [99] });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors[0].field).toBe('pick_shift');
  });

  it('create takes pickup_time as GHN sends it (a unix time) and the detail answers that time; a boolean still works', async () => {
    const at = Math.floor(Date.now() / 1000) + 2 * 86400;
    const code = await create({ pickup_time: at });
    const d = (await t.call(`${SO}/detail`, api, { order_code: code })).body.data;
    expect(d.pickup_time).toBe(new Date(at * 1000).toISOString());
    const soon = (await t.call(`${SO}/detail`, api, { order_code: await create() })).body.data;
    // the pickup two days out moves the expected delivery by about two days
    expect(Date.parse(d.leadtime) - Date.parse(soon.leadtime)).toBeGreaterThanOrEqual(86400_000);
    const old = await create({ pickup_time: true });
    expect(typeof (await t.call(`${SO}/detail`, api, { order_code: old })).body.data.pickup_time).toBe('string');
  });

  it('addresses by name: accents and case ignored, an unknown or ambiguous name names its field', async () => {
    const byName = await create({ to_district_id: undefined, to_ward_code: undefined, to_ward_name: 'phuong ben nghe', to_district_name: 'QUAN 1', to_province_name: 'Hồ Chí Minh' });
    expect((await t.call(`${SO}/detail`, api, { order_code: byName })).body.data).toMatchObject({ to_district_id: 760, to_ward_code: '26740' });
    const unknownWard = await t.call(`${SO}/create`, api, { ...ghnCreate, to_district_id: undefined, to_ward_code: undefined, to_ward_name: 'Phường Không Có', to_district_name: 'Quận 1', to_province_name: 'HCM' });
    expect(unknownWard.status).toBe(422);
    expect(unknownWard.body).toMatchObject({ error_code: 10005, data: { errors: [{ field: 'to_ward_name' }] } });
    // 'Châu Thành' is a district of several provinces: without the province it is ambiguous
    const ambiguous = await t.call(`${SO}/fee`, api, { ...ghnFee, to_district_id: undefined, to_ward_code: undefined, to_district_name: 'Huyện Châu Thành' });
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body).toMatchObject({ error_code: 10004, data: { errors: [{ field: 'to_district_name' }] } });
  });

  it('update and updateCOD answer data: null; soc nests detail and payment', async () => {
    const code = await create();
    const u = await t.call(`${SO}/update`, api, { order_code: code, note: 'Gọi trước khi giao', weight: 300, required_note: 'CHOXEMHANGKHONGTHU' });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    expect(u.body).toEqual({ code: 200, message: str, data: null });
    const c = await t.call(`${SO}/updateCOD`, api, { order_code: code, cod_amount: 150000 });
    expect(c.body).toEqual({ code: 200, message: str, data: null });
    const soc = await t.call(`${SO}/soc`, api, { order_code: code });
    expect(soc.status).toBe(200);
    expect(soc.body.data).toMatchObject({ detail: { main_service: int, insurance: int, station_do: int, station_pu: int, return: int, r2s: int, coupon: int, cod_fee: int }, payment: [{ value: int, payment_type: 2, created_date: str }] });
  });

  it('heavy goods: available-services lists 5 "Hàng nặng", fee and create take service_type_id 5', async () => {
    const svc = await t.call(`${SO}/available-services`, api, { from_district: 771, to_district: 760 });
    expect(svc.body.data).toContainEqual(expect.objectContaining({ service_type_id: 5, short_name: 'Hàng nặng', service_id: int }));
    const fee = await t.call(`${SO}/fee`, api, { ...ghnFee, service_id: null, service_type_id: 5, weight: 25_000, length: 60, width: 50, height: 40 });
    expect(fee.status, JSON.stringify(fee.body)).toBe(200);
    // the standard tariff: 150,000 for the first 20 kg in a province, then 2,000 per started 500 g (10 steps)
    expect(fee.body.data.service_fee).toBe(150_000 + 10 * 2_000);
    const code = await create({ service_type_id: 5, weight: 25_000, length: 60, width: 50, height: 40 });
    expect((await t.call(`${SO}/detail`, api, { order_code: code })).body.data).toMatchObject({ service_type_id: 5 });
  });

  it('cancel, return and storing answer GHN’s per-order results', async () => {
    const code = await create();
    const cancel = await t.call(`${SW}/cancel`, api, { order_codes: [code] });
    expect(cancel.body.data).toEqual([expect.objectContaining({ order_code: code, result: true, message: str })]);
    const ret = await t.call(`${SW}/return`, api, { order_codes: [code] });
    expect(ret.body.data).toEqual([expect.objectContaining({ order_code: code, result: false, message: str })]);
    const storing = await t.call(`${SW}/storing`, api, { order_codes: [code] });
    expect(storing.body.data).toEqual([expect.objectContaining({ order_code: code, result: false, message: str })]);
  });

  it('print token, stations, available services and a shop list asked for 1000', async () => {
    const code = await create();
    const tok = await t.call('/shiip/public-api/v2/a5/gen-token', api, { order_codes: [code] });
    expect(tok.body.data).toMatchObject({ token: str });
    const st = await t.call('/shiip/public-api/v2/station/get', api, { district_id: 5, offset: 0, limit: 1000 });
    expect(st.status, JSON.stringify(st.body)).toBe(200);
    for (const s of st.body.data) expect(s).toMatchObject({ locationId: int, locationName: str, locationCode: str, address: str, parentLocation: str, email: str, phone: str });
    const svc = await t.call(`${SO}/available-services`, api, { shop_id: undefined, from_district: 5, to_district: 760 });
    for (const s of svc.body.data) expect(s).toMatchObject({ service_id: int, short_name: str, service_type_id: int, config_fee_id: str, extra_cost_id: str });
    const shops = await t.call('/shiip/public-api/v2/shop/all', api, { offset: 0, limit: 1000, client_phone: '' });
    expect(shops.status, JSON.stringify(shops.body)).toBe(200);
    expect(shops.body.data).toMatchObject({ last_offset: int, shops: expect.any(Array) });
  });

  it('errors answer GHN’s envelope (code 400, USER_ERR_COMMON) with a truthful HTTP status, our code beside it', async () => {
    // GHN's create page, Error-Response: a wrong required_note answers { code: 400, message, data: null, code_message: 'USER_ERR_COMMON' }
    const note = await t.call(`${SO}/create`, api, { ...ghnCreate, pick_shift: undefined, required_note: 'SAI_GHI_CHU' });
    expect(note.status).toBe(422);
    expect(note.body).toMatchObject({ code: 400, code_message: 'USER_ERR_COMMON', message: str, error_code: int, error_key: str });
    expect(note.body.data.errors[0].field).toBe('required_note');
    // GHN's cancel page, Error-Response: a body that is not JSON is code 400 USER_ERR_COMMON
    const syntax = await t.app.inject({ method: 'POST', url: `${SW}/cancel`, headers: { token: api, 'content-type': 'application/json' }, payload: '{"order_codes":["5E3NK3RS"]}}' });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json()).toEqual({ code: 400, code_message: 'USER_ERR_COMMON', message: str, data: null, error_code: 100, error_key: 'WRONG_REQUEST_FORMAT' });
    // GHN's ticket pages: not found is code 404
    const missing = await t.call(`${SO}/detail`, api, { order_code: 'GYNOPE' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, code_message: 'USER_ERR_COMMON', message: 'Không tìm thấy đơn vận chuyển', data: null, error_code: 60000, error_key: 'SHIPPING_ORDER_MISSING' });
    const noToken = await t.call(`${SO}/detail`, null, { order_code: 'GYNOPE' });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ code: 401, code_message: 'USER_ERR_COMMON', message: str, data: null });
    // a conflict (an order handed over, a refused state) is GHN's 400 too, its HTTP status 409
    const code = await create();
    expect((await t.call(`${SW}/cancel`, api, { order_codes: [code] })).status).toBe(200);
    const late = await t.call(`${SO}/updateCOD`, api, { order_code: code, cod_amount: 1000 });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.status).toBeLessThan(500);
    expect(late.body).toMatchObject({ code: 400, code_message: 'USER_ERR_COMMON', error_code: int });
    // the fulfillment group keeps the catalogue's number as its code
    const ffm = await t.call('/ffm/get-address', null, { provinceId: 3 });
    expect(ffm.body).toMatchObject({ code: 401, code_message: 'LOGIN_REQUIRED' });
    expect(ffm.body).not.toHaveProperty('error_code');
  });
});

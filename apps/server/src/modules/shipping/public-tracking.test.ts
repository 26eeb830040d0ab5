import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { PUBLIC_TRACKING_MAX } from './public-limits.ts';

const SO = '/shiip/public-api/v2/shipping-order';

/**
 * GHN's public tracking takes the order code alone: anyone who types a code sees the status, the journey with its
 * dates and the masked receiver; never a phone, an address or the COD amount. The token answer keeps the areas.
 */
describe('public tracking by order code alone', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let code = '';

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    const c = await t.call(`${SO}/create`, owner, {
      to_name: 'Trần Thị Mai',
      to_phone: '0903123456',
      to_address: '27 Lý Tự Trọng',
      to_district_id: 760,
      to_ward_code: '26740',
      weight: 500,
      cod_amount: 425_000,
      client_order_code: 'PT-1',
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    code = c.body.data.order_code;
    const mv = await t.call('/ops/shipping/move', ops, { order_codes: [code], to: 'picked' });
    expect(mv.body.data[0].result, JSON.stringify(mv.body)).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  const track = (query: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url: `/shiip/public-api/tracking?${query}`, remoteAddress });

  it('answers the status, the timeline with dates and the masked receiver, and nothing more, without a sign-in or token', async () => {
    const res = await track(`order_code=${code}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['leadtime', 'log', 'order_code', 'status', 'to_name']);
    expect(data).toMatchObject({ order_code: code, status: 'picked', to_name: 'T*** T** M**', leadtime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(data.log).toEqual([
      { status: 'ready_to_pick', updated_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), hub_name: null },
      { status: 'picked', updated_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), hub_name: null },
    ]);
    // no phone, no address (street or area), no COD amount, no client code, no fee
    const whole = res.body;
    for (const hidden of ['0903123456', 'Lý Tự Trọng', 'Quận 1', '425000', 'PT-1', 'to_phone', 'to_address', 'to_area', 'from_area', 'cod_amount', 'total_fee']) expect(whole).not.toContain(hidden);
    // POST with GHN's body, as the other public calls
    const post = await t.app.inject({ method: 'POST', url: '/shiip/public-api/tracking', payload: { order_code: code } });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json().data.to_name).toBe('T*** T** M**');
  });

  it('the full tracking stays behind the token: with it, the areas too', async () => {
    const tok = await t.call('/shiip/public-api/v2/tracking/gen-token', owner, { order_code: code });
    const res = await track(`order_code=${code}&token=${tok.body.data.token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ to_area: expect.stringContaining('Quận 1'), from_area: expect.any(String) });
    // a wrong token is not a code-only call: still not found
    expect((await track(`order_code=${code}&token=sai`)).statusCode).toBe(404);
  });

  it('an unknown code is not found (vi/en), a missing one is bad input, never a 500', async () => {
    const missing = await track('order_code=GY0000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error_code: 60000, message: 'Không tìm thấy đơn vận chuyển' });
    const en = await t.app.inject({ method: 'GET', url: '/shiip/public-api/tracking?order_code=GY0000000000', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(404);
    expect(typeof en.json().message).toBe('string');
    const none = await track('');
    expect(none.statusCode).toBe(422);
    expect(none.json().error_code).toBe(1001);
  });

  it('is rate-limited per client address with the public tracking counter (429, code 1011)', async () => {
    const from = '198.51.100.23';
    for (let i = 0; i < PUBLIC_TRACKING_MAX; i++) expect((await track(`order_code=GY${String(i).padStart(10, '0')}`, from)).statusCode).toBe(404);
    const refused = await track(`order_code=${code}`, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error_code: 1011 });
    expect((await track(`order_code=${code}`, '198.51.100.24')).statusCode).toBe(200);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';

describe('GHN shop/all', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pages by last_offset and limit, by GET or POST', async () => {
    const owner = await t.login('owner@demo.vn');
    const all = await t.call('/shiip/public-api/v2/shop/all', owner, {});
    expect(all.body.data.shops.map((s: { name: string }) => s.name)).toEqual(['Shop Demo Hà Nội', 'Shop Demo Sài Gòn']);
    const first = await t.call('/shiip/public-api/v2/shop/all', owner, { offset: 0, limit: 1 });
    expect(first.body.data.shops).toHaveLength(1);
    const next = await t.call('/shiip/public-api/v2/shop/all', owner, { offset: first.body.data.last_offset, limit: 1 });
    expect(next.body.data.shops[0].name).toBe('Shop Demo Sài Gòn');
    const get = await t.app.inject({ method: 'GET', url: '/shiip/public-api/v2/shop/all', headers: { token: owner } });
    expect(get.statusCode).toBe(200);
    expect(get.json().data.shops).toHaveLength(2);
  });
});

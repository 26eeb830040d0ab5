import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './harness.ts';

/** Bodies a careless or hostile client sends: wrong shapes, wrong types, out-of-range and oversized values. */
const BAD_BODIES: unknown[] = [
  [],
  'text',
  42,
  null,
  { id: 'abc', page: -1, pageSize: 1e9 },
  { id: -5, fileId: 1.5, sku: { $ne: 1 }, skuIds: 'all', customerId: '1 or 1=1' },
  { id: 2 ** 40, code: 'x'.repeat(100_000), keyword: '%_\\', warehouseId: 99999999 },
  Object.fromEntries(
    ['id', 'group_id', 'shop_id', 'user_id', 'shopId', 'fileId', 'customerId', 'skuId', 'warehouseId', 'balanceId', 'sessionId', 'lineId', 'province_id', 'district_id'].map((k) => [k, 2 ** 40]),
  ),
  Object.fromEntries(['id', 'group_id', 'shop_id', 'fileId', 'skuId', 'warehouseId', 'sessionId'].map((k) => [k, 99_999])),
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { lines: [{ sku: null, expectedQuantity: 'many' }], items: Array.from({ length: 1000 }, () => ({})) },
];

describe('bad input never answers 500', () => {
  let t: TTestApp;
  let tokens: Record<string, string>;
  let routes: Array<{ method: string; url: string }>;
  let getRoutes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    tokens = {
      owner: await t.login('owner@demo.vn'),
      staff: await t.login('staff@demo.vn'),
      ops: await t.login('ops@demo.vn', 'Demo2026', 'staff'),
    };
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(spec.paths).flatMap(([url, ops]) =>
      Object.keys(ops)
        .filter((m) => m === 'post')
        .map((method) => ({ method: method.toUpperCase(), url })),
    );
    getRoutes = Object.entries(spec.paths)
      .filter(([url, ops]) => 'get' in ops && !url.includes('{') && !url.startsWith('/docs'))
      .map(([url]) => url);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers the calls of every area', () => {
    for (const area of ['/ffm/sku/', '/ffm/inbound/', '/ffm/inventory/', '/ops/inbound/', '/shiip/public-api/v2/permission/']) {
      expect(routes.some((r) => r.url.startsWith(area)), area).toBe(true);
    }
  });

  it('every POST call, for the owner, a limited staff member and provider staff, answers 4xx or 2xx with a code', async () => {
    const failures: string[] = [];
    for (const r of routes) {
      if (r.url === '/shiip/public-api/v2/client/logout') continue; // would end the session the loop uses
      for (const [who, token] of Object.entries(tokens)) {
        for (const body of BAD_BODIES) {
          const res = await t.app.inject({
            method: 'POST',
            url: r.url,
            headers: { token, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          if (res.statusCode >= 500) failures.push(`${who} ${r.url} ${JSON.stringify(body).slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          else if (String(res.headers['content-type']).startsWith('application/json')) {
            expect(typeof (res.json() as { code?: unknown }).code, `${r.url} answers an envelope`).toBe('number');
          } else {
            // only a file download answers something else, and only on success
            expect(res.statusCode, `${r.url} ${res.headers['content-type']}`).toBe(200);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('every GET call answers 4xx or 2xx to nonsense in the query string', async () => {
    const queries = [
      'province_id=99999999999&district_id=-1&ward_code=%00&code=1e400&lang=xx&kind=..%2F..%2Fetc',
      'shop_id=abc&page=0&pageSize=999999&keyword=' + encodeURIComponent("%' or 1=1 --"),
    ];
    const failures: string[] = [];
    for (const url of getRoutes) {
      for (const q of queries) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${q}`, headers: { token: tokens.owner } });
        if (res.statusCode >= 500) failures.push(`${url}?${q} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(getRoutes.length).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  }, 300_000);
});

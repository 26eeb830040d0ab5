import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureCounters } from '../db/schema.ts';
import { createTestApp, type TTestApp } from './harness.ts';

/** Serving for real use (issue #7): plain http on a LAN address, proxies believed only when told, GHN's clients. */
describe('serving', () => {
  let direct: TTestApp;
  let proxied: TTestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('over plain http on a LAN address the page is not told to upgrade to https', async () => {
    const r = await direct.app.inject({ method: 'GET', url: '/healthz', headers: { host: '192.168.1.20:8080' } });
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it("the web's hashed files carry only the headers a module uses, a page the whole policy, a call's JSON answer the API's", async () => {
    const asset = await direct.app.inject({ method: 'GET', url: '/assets/index-none.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const page = await direct.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // a call's JSON answer (here a 401) is never a page: nothing loads in it and nothing frames it
    const call = await direct.app.inject({ method: 'POST', url: '/ffm/sku/list', payload: {} });
    expect(call.statusCode).toBe(401);
    expect(call.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(call.headers['x-frame-options']).toBe('DENY');
    expect(call.headers['x-content-type-options']).toBe('nosniff');
    expect(call.headers['referrer-policy']).toBe('no-referrer');
    expect(call.headers['origin-agent-cluster']).toBeUndefined();
    // a file a browser shows (an xlsx export, a PDF) keeps the page's policy
    const file = await direct.app.inject({ method: 'POST', url: '/ffm/sku/export', payload: {} });
    expect(file.headers['content-security-policy']).toContain("default-src 'self'");
    const https = await proxied.app.inject({ method: 'POST', url: '/ffm/sku/list', payload: {}, headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    expect(https.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('a forwarded https is believed only with TRUST_PROXY', async () => {
    const headers = { host: 'portal.example.vn', 'x-forwarded-proto': 'https' };
    const untrusted = await direct.app.inject({ method: 'GET', url: '/healthz', headers });
    expect(untrusted.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const trusted = await proxied.app.inject({ method: 'GET', url: '/healthz', headers });
    expect(trusted.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(trusted.headers['strict-transport-security']).toContain('max-age=');
  });

  it('without TRUST_PROXY a made-up X-Forwarded-For does not dodge the per-address sign-in limit', async () => {
    // 30 wrong passwords per address in 15 minutes, each for another (unknown) account so only the address counts
    const attempt = (i: number, app: TTestApp) =>
      app.call('/sso/login', null, { username: `nobody${i}@demo.vn`, password: 'wrong-password' }, { headers: { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` } });
    for (let i = 0; i < 30; i++) expect((await attempt(i, direct)).body.code).toBe(1010);
    const blocked = await attempt(30, direct);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(1011);
    // behind a proxy that is believed, each forwarded address is a client of its own
    for (let i = 0; i < 31; i++) expect((await attempt(i, proxied)).body.code).toBe(1010);
  });

  describe("GHN's clients, over a real socket", () => {
    let base: string;
    let token: string;
    beforeAll(async () => {
      await direct.app.listen({ host: '127.0.0.1', port: 0 });
      const addr = direct.app.server.address();
      base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      // the limit test above blocked this address
      await direct.database.db.delete(failureCounters);
      token = await direct.login('owner@demo.vn');
    });

    it('POST with Content-Type: application/json and no body is a call without fields', async () => {
      for (const name of ['Token', 'token', 'TOKEN']) {
        const r = await fetch(`${base}/shiip/public-api/master-data/province`, { method: 'POST', headers: { 'Content-Type': 'application/json', [name]: token } });
        expect(r.status, name).toBe(200);
        const body = (await r.json()) as { code: number; data: Array<{ ProvinceID: number }> };
        expect(body.code).toBe(200);
        expect(body.data.length).toBeGreaterThan(60);
      }
      // and with no Content-Type either
      const bare = await fetch(`${base}/shiip/public-api/master-data/province`, { method: 'POST', headers: { Token: token } });
      expect(bare.status).toBe(200);
    });

    it('takes the shop from ShopId, shopid or shop_id', async () => {
      const info = (await direct.call('/ffm/user-info', token, {})).body.data as { shops: Array<{ id: number }> };
      const shop = info.shops.at(-1)!.id;
      for (const name of ['ShopId', 'shopid', 'shop_id']) {
        const r = await fetch(`${base}/ffm/user-info`, { method: 'POST', headers: { 'Content-Type': 'application/json', Token: token, [name]: String(shop) } });
        expect(r.status, name).toBe(200);
        expect(((await r.json()) as { data: { shopId: number } }).data.shopId, name).toBe(shop);
      }
    });

    it('a body that is not JSON is still refused with the catalogue code', async () => {
      const r = await fetch(`${base}/ffm/user-info`, { method: 'POST', headers: { 'Content-Type': 'application/json', Token: token }, body: '{not json' });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { code: number }).code).toBe(100);
    });
  });
});

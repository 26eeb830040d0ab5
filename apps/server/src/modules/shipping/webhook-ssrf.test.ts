// No server-side request forgery through a shop's callback URL: loopback, private, link-local and metadata
// addresses are refused at registration and at each delivery (after DNS), the delivery connects to the address it
// checked, and the delivery log says the same of every target it could not reach.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { WEBHOOK_NOT_REACHED } from './webhook-events.ts';
import { isBlockedAddress, postToTarget } from './webhook-target.ts';

const B = '/shiip/public-api/v2';

describe('webhook targets', () => {
  it('refuses loopback, private, link-local, metadata and mapped addresses, IPv4 and IPv6', () => {
    const blocked = [
      '127.0.0.1', '127.8.8.8', '0.0.0.0', '10.0.0.5', '172.16.3.4', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.1.1', '224.0.0.1', '255.255.255.255',
      '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'ff02::1',
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '::ffff:0.0.0.0', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1',
      'not-an-address',
    ];
    const allowed = ['8.8.8.8', '1.1.1.1', '172.32.0.1', '203.0.114.1', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8'];
    expect(blocked.filter((a) => !isBlockedAddress(a))).toEqual([]);
    expect(allowed.filter((a) => isBlockedAddress(a))).toEqual([]);
  });

  it('a delivery connects to the address that was checked, not to a new lookup of the name', async () => {
    const server = createServer((req, res) => res.writeHead(req.headers.host?.startsWith('callback.example.invalid:') ? 204 : 500).end());
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const port = (server.address() as AddressInfo).port;
    // the name does not resolve at all: only the pinned address can have been used
    const status = await postToTarget({ ok: true, url: new URL(`http://callback.example.invalid:${port}/ghn`), address: '127.0.0.1', family: 4 }, {}, '{}', AbortSignal.timeout(5000));
    expect(status).toBe(204);
    server.close();
  });
});

describe('webhook registration and delivery refuse private targets', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let shops: Array<{ id: number }>;
  let hits = 0;
  let service: Server;
  let servicePort: number;
  let closedPort: number;

  beforeAll(async () => {
    process.env.WEBHOOK_BACKOFF_MS = '100';
    process.env.WEBHOOK_MAX_BACKOFF_MS = '200';
    service = createServer((_req, res) => {
      hits++;
      res.writeHead(404).end('no such path');
    });
    await new Promise<void>((ok) => service.listen(0, '127.0.0.1', ok));
    servicePort = (service.address() as AddressInfo).port;
    // a port that was free a moment ago: nothing listens on it
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((ok) => probe.close(ok));
    t = await createTestApp({ config: { jobPollMs: 50 } });
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    shops = (await t.call('/ffm/user-info', owner, {})).body.data.shops;
  });
  afterAll(async () => {
    await t?.close();
    service?.close();
    delete process.env.WEBHOOK_BACKOFF_MS;
    delete process.env.WEBHOOK_MAX_BACKOFF_MS;
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
  });

  it('registration refuses a URL that is or resolves to a private address (70022, vi and en)', async () => {
    const urls = [
      `http://127.0.0.1:${servicePort}/ghn`,
      'http://localhost/ghn',
      'http://[::1]/ghn',
      'http://[::ffff:127.0.0.1]/ghn',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0:8080/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://10.0.0.1/',
      'http://192.168.0.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://no-such-host.invalid/ghn',
    ];
    const answers = [];
    for (const url of urls) {
      const r = await t.call(`${B}/webhook/register`, owner, { url });
      answers.push([url, r.status, r.body.error_code]);
    }
    expect(answers).toEqual(urls.map((u) => [u, 422, 70022]));
    const vi = await t.call(`${B}/webhook/register`, owner, { url: 'http://127.0.0.1/' });
    expect(vi.body.message).toBe('Địa chỉ nhận callback không hợp lệ hoặc trỏ tới mạng nội bộ');
    // turning callbacks off needs no URL check
    expect((await t.call(`${B}/webhook/register`, owner, { url: '' })).status).toBe(200);
  });

  it('a URL allowed when registered is checked again at delivery: nothing is sent, and an HTTP service and a closed port read alike', async () => {
    // registered while an operator allowed private targets (local testing), then the setting is taken away
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    const [a, b] = shops;
    expect((await t.call(`${B}/webhook/register`, owner, { shop_id: a!.id, url: `http://127.0.0.1:${servicePort}/ghn` })).status).toBe(200);
    expect((await t.call(`${B}/webhook/register`, owner, { shop_id: b!.id, url: `http://127.0.0.1:${closedPort}/ghn` })).status).toBe(200);
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    const order = (shopId: number) =>
      t.call(`${B}/shipping-order/create`, owner, { to_name: 'Hoàng Yến', to_phone: '0912345678', to_address: '9 Lê Duẩn', to_district_id: 760, to_ward_code: '26740', weight: 500 }, { headers: { shopid: String(shopId) } });
    const codes = [(await order(a!.id)).body.data.order_code, (await order(b!.id)).body.data.order_code];
    expect(codes.every((c) => typeof c === 'string')).toBe(true);
    const logOf = async (shopId: number, code: string) =>
      (await t.call(`${B}/webhook/deliveries`, owner, { shop_id: shopId, order_code: code })).body.data.items as Array<{ attempts: number; last_error: string | null; last_status: number | null }>;
    const deadline = Date.now() + 20_000;
    let logs = [await logOf(a!.id, codes[0]), await logOf(b!.id, codes[1])];
    while (logs.some((l) => (l[0]?.attempts ?? 0) < 2) && Date.now() < deadline) {
      await new Promise((ok) => setTimeout(ok, 100));
      logs = [await logOf(a!.id, codes[0]), await logOf(b!.id, codes[1])];
    }
    expect(hits).toBe(0);
    expect(logs.map((l) => [l[0]!.last_status, l[0]!.last_error])).toEqual([
      [null, WEBHOOK_NOT_REACHED],
      [null, WEBHOOK_NOT_REACHED],
    ]);
    void ops;
  }, 40_000);
});

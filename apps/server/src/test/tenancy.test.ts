import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './harness.ts';
import { multipart } from './kits/uploads.ts';
import { skuRow, SKU_HEADER } from './kits/sku.ts';
import { sheetFile } from './kits/uploads.ts';

/**
 * DESIGN §5: an id from another tenant answers 404 (or 4xx), never the record, and changes nothing. This walks
 * EVERY call of the OpenAPI document (not a hand-picked list) as client B, with bodies built from each call's
 * request schema in which every id-like field holds one of client A's ids and every code-like field one of A's
 * codes; and with B claiming A's shop in the ShopId header. No answer may carry A's data, and A's records are
 * unchanged afterwards.
 */

type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  minimum?: number;
  default?: unknown;
};
type TOperation = { requestBody?: { content?: Record<string, { schema?: TJsonSchema }> }; parameters?: Array<{ in: string; name: string; schema?: TJsonSchema }> };

/** Calls that would end the walking session or change B's own account, not another tenant's data. */
const SKIP = new Set(['/shiip/public-api/v2/client/logout', '/shiip/public-api/v2/client/update-password', '/sso/login', '/sso/authorize', '/sso/exchange']);

describe('tenancy: every call, with another client’s ids', () => {
  let t: TTestApp;
  let ownerA: string;
  let clientB: string;
  const a: Record<string, number> = {};
  const markers: string[] = [];
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ownerA = await t.login('owner@demo.vn');
    clientB = await t.login('canhan@demo.vn');
    const info = (await t.call('/ffm/user-info', ownerA, {})).body.data;
    a.clientId = info.client?.id ?? info.clientId;
    a.shopId = info.shops?.[0]?.id ?? info.shopId;

    const sku = await t.call('/ffm/sku/create', ownerA, { sku: 'TENANTA_SKU', mCode: 'TENANTA_M', sCode: 'TENANTA_S', name: 'Hàng riêng của A zqx', description: 'Mô tả riêng zqx', category: 'THOI_TRANG', unit: 'CAI', grossWeight: 100, netWeight: 90, length: 10, width: 10, height: 10 });
    expect(sku.status, JSON.stringify(sku.body)).toBe(200);
    a.skuId = sku.body.data.id;
    codes.sku = 'TENANTA_SKU';
    markers.push('TENANTA_SKU', 'TENANTA_M', 'TENANTA_S', 'Hàng riêng của A zqx');

    const warehouses = (await t.call('/ffm/warehouse/list', ownerA, {})).body.data;
    const hn = (Array.isArray(warehouses) ? warehouses : warehouses.items).find((w: { code: string }) => w.code === 'HN01').id as number;
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const inbound = await t.call('/ffm/inbound/create', ownerA, {
      orderInboundCode: 'TENANTA_PO',
      warehouseId: hn,
      tplInbound: 'GHN',
      zoneType: 'B2C1D',
      estimateReceivedTime: today,
      customerNote: 'ghi chú riêng của A zqx',
      lines: [{ sku: 'TENANTA_SKU', expectedQuantity: 3 }],
    });
    expect(inbound.status, JSON.stringify(inbound.body)).toBe(200);
    a.inboundId = inbound.body.data.id;
    codes.asnCode = inbound.body.data.asnCode;
    codes.orderInboundCode = 'TENANTA_PO';
    markers.push(inbound.body.data.asnCode, 'TENANTA_PO', 'ghi chú riêng của A zqx');

    const file = multipart(sheetFile([SKU_HEADER, skuRow({ sku: 'TENANTA_UP', mCode: 'TENANTA_UM', sCode: 'TENANTA_US', name: 'Tải lên riêng của A zqx' })]), 'tenant-a-file-zqx.xlsx');
    const up = await t.app.inject({ method: 'POST', url: '/ffm/sku/upload', headers: { token: ownerA, ...file.headers }, payload: file.payload });
    expect(up.statusCode, up.body).toBe(200);
    a.fileId = up.json().data.fileId;
    markers.push('tenant-a-file-zqx.xlsx', 'TENANTA_UP');

    const group = await t.call('/shiip/public-api/v2/permission/create-group', ownerA, { name: 'Nhóm riêng của A zqx', description: 'zqx', permissions: ['view_list_sku'] });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    a.groupId = group.body.data.id;
    markers.push('Nhóm riêng của A zqx');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A's value for a field, by its name: ids of A's records, A's codes, or undefined. */
  function valuesFor(name: string, schema: TJsonSchema): unknown[] {
    const n = name.toLowerCase();
    const isArray = schema.type === 'array';
    const wrap = (v: unknown) => (isArray ? [v] : v);
    if (n === 'id' || n === 'ids') return [a.skuId, a.inboundId, a.fileId, a.groupId, a.shopId].map(wrap);
    if (/sku_?ids?$/.test(n)) return [wrap(a.skuId)];
    if (/file_?ids?$/.test(n)) return [wrap(a.fileId)];
    if (/inbound_?ids?$/.test(n)) return [wrap(a.inboundId)];
    if (/group_?ids?$/.test(n)) return [wrap(a.groupId)];
    if (/shop_?ids?$/.test(n)) return [wrap(a.shopId)];
    if (/customer_?ids?$|client_?ids?$/.test(n)) return [wrap(a.clientId)];
    if (n === 'sku' || n === 'skus' || n === 'keyword' || n === 'search') return [wrap(codes.sku), wrap('zqx')];
    if (/asn|code/.test(n)) return [wrap(codes.asnCode), wrap(codes.orderInboundCode)];
    return [];
  }

  function defaultFor(schema: TJsonSchema | undefined): unknown {
    if (!schema) return undefined;
    if (schema.default !== undefined) return schema.default;
    if (schema.enum?.length) return schema.enum[0];
    const alt = schema.anyOf ?? schema.oneOf;
    if (alt?.length) return defaultFor(alt.find((s) => s.type !== 'null') ?? alt[0]);
    const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
    if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
    if (type === 'string') return 'x';
    if (type === 'boolean') return false;
    if (type === 'array') return [];
    if (type === 'object') return buildBody(schema, {})[0];
    return undefined;
  }

  /** Bodies for a schema: one per value of A's that a field can take (at least one body). */
  function buildBody(schema: TJsonSchema, _seen: object): Array<Record<string, unknown>> {
    const base: Record<string, unknown> = {};
    const variants: Array<[string, unknown]> = [];
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const mine = valuesFor(name, prop);
      if (mine.length) {
        base[name] = mine[0];
        for (const v of mine.slice(1)) variants.push([name, v]);
      } else if (schema.required?.includes(name)) {
        base[name] = defaultFor(prop);
      }
    }
    return [base, ...variants.map(([k, v]) => ({ ...base, [k]: v }))];
  }

  /** A's markers in an answer, except those the request itself carried (a per-code answer echoes the code). */
  function leaks(text: string, sent: string): string[] {
    return markers.filter((m) => text.includes(m) && !sent.includes(m));
  }

  it('no call answers client A’s records to client B, and none changes them', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, TOperation>> };
    const problems: string[] = [];
    let calls = 0;
    let answered = 0;
    for (const [url, ops] of Object.entries(spec.paths)) {
      if (SKIP.has(url) || url.startsWith('/docs') || url.includes('{')) continue;
      for (const [method, op] of Object.entries(ops)) {
        if (method !== 'post' && method !== 'get') continue;
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const query: TJsonSchema = { type: 'object', properties: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])) };
        const bodies = method === 'post' ? buildBody(schema ?? { type: 'object' }, {}) : buildBody(query, {});
        for (const body of bodies) {
          for (const headers of [{ token: clientB }, { token: clientB, shopid: String(a.shopId) }]) {
            calls++;
            const res =
              method === 'post'
                ? await t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) })
                : await t.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString()}`, headers });
            if (res.statusCode >= 500) problems.push(`${method.toUpperCase()} ${url} ${JSON.stringify(body)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
            if (res.statusCode >= 200 && res.statusCode < 300) {
              answered++;
              const found = leaks(res.body, JSON.stringify(body));
              if (found.length) problems.push(`${method.toUpperCase()} ${url} ${JSON.stringify(body)} answered A's ${found.join(', ')}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // the walk reached real handlers, not only refusals
    expect(calls).toBeGreaterThan(150);
    expect(answered).toBeGreaterThan(20);

    // A's records are as A left them
    const sku = await t.call('/ffm/sku/get', ownerA, { id: a.skuId });
    expect(sku.body.data).toMatchObject({ sku: 'TENANTA_SKU', name: 'Hàng riêng của A zqx' });
    const inbound = await t.call('/ffm/inbound/get', ownerA, { id: a.inboundId });
    expect(inbound.body.data.status).toBe(0);
    const file = await t.call('/ffm/sku/upload-progress', ownerA, { fileId: a.fileId });
    expect(file.body.data.status).toBe('validated');
    const groups = await t.call('/shiip/public-api/v2/permission/get-group-by-client', ownerA, {});
    expect(JSON.stringify(groups.body.data)).toContain('Nhóm riêng của A zqx');
  }, 600_000);
});

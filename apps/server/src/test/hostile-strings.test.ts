// Hostile strings never answer 500: every POST call of the route registry gets a body built from its contract with
// a NUL byte (and other control characters) in every string field, and a body nested 5,000 levels deep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { INPUT_DEPTH_MAX } from '@ffm/domain';
import { createTestApp, type TTestApp } from './harness.ts';

type TDef = { type: string; [k: string]: unknown };
const defOf = (s: unknown): TDef => (s as { _zod: { def: TDef } })._zod.def;

/**
 * A value of a zod schema, as plausible as a walk can make it (first enum member, first union option, every
 * optional field present), with `text` in every string: the bad text reaches the handler unless it is refused.
 */
function sample(schema: unknown, text: string, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'string':
      return text;
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-01';
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sample(def.innerType, text, depth + 1);
    case 'pipe':
      return sample(def.in, text, depth + 1);
    case 'lazy':
      return sample((def.getter as () => unknown)(), text, depth + 1);
    case 'union':
      return sample((def.options as unknown[])[0], text, depth + 1);
    case 'intersection':
      return { ...(sample(def.left, text, depth + 1) as object), ...(sample(def.right, text, depth + 1) as object) };
    case 'array':
      return [sample(def.element, text, depth + 1)];
    case 'tuple':
      return (def.items as unknown[]).map((i) => sample(i, text, depth + 1));
    case 'record':
      return { key: sample(def.valueType, text, depth + 1) };
    case 'object':
      return Object.fromEntries(Object.entries(def.shape as Record<string, unknown>).map(([k, v]) => [k, sample(v, text, depth + 1)]));
    default:
      return undefined;
  }
}

/** Whether a schema has a string anywhere (a call with no string field cannot carry the bad text). */
function hasString(schema: unknown, depth = 0): boolean {
  if (!schema || depth > 8) return false;
  const def = defOf(schema);
  if (def.type === 'string') return true;
  const inner = [def.innerType, def.in, def.element, def.valueType, def.left, def.right, ...((def.options as unknown[]) ?? []), ...((def.items as unknown[]) ?? []), ...Object.values((def.shape as Record<string, unknown>) ?? {})];
  return inner.some((s) => s !== undefined && hasString(s, depth + 1));
}

/** A JSON body nested `levels` deep, written out (JSON.stringify itself overflows the stack on such a value). */
function nested(levels: number): string {
  return '{"keyword":"x","a":'.repeat(levels) + '"x"' + '}'.repeat(levels);
}

describe('hostile strings get 400, never 500', () => {
  let t: TTestApp;
  let tokens: Record<string, string>;
  let calls: Array<{ url: string; body: ZodType }>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = { owner: await t.login('owner@demo.vn'), ops: await t.login('ops@demo.vn', 'Demo2026', 'staff') };
    calls = t.app.routeTable
      .filter((r) => r.method === 'POST' && r.contract?.body && !r.contract.multipart && hasString(r.contract.body))
      .filter((r) => r.url !== '/shiip/public-api/v2/client/logout' && !r.url.includes(':'))
      .map((r) => ({ url: r.url, body: r.contract!.body! }));
  });
  afterAll(() => t?.close());

  it('finds the POST calls with string fields in the route registry', () => {
    expect(calls.length).toBeGreaterThan(100);
  });

  it.each([
    ['a NUL byte', 'ab\u0000cd'],
    ['an escape and a backspace', 'ab\u001b[2J\u0008cd'],
  ])('%s in every string field of every POST call: 400 with the catalogue code, never 500', async (_name, text) => {
    const failures: string[] = [];
    for (const c of calls) {
      const body = sample(c.body, text);
      for (const [who, token] of Object.entries(tokens)) {
        const res = await t.app.inject({ method: 'POST', url: c.url, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        if (res.statusCode >= 500) failures.push(`${who} ${c.url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
        // refused before any handler: the input's own code (or 401/403 for who may not call)
        else if (res.statusCode !== 401 && res.statusCode !== 403) {
          const answer = res.json() as { code: number; data?: { errors?: Array<{ field: string; message: string }> } };
          if (answer.code !== 400) failures.push(`${who} ${c.url} -> ${res.statusCode} code ${answer.code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('names the field and says why, in the caller’s language', async () => {
    const res = await t.call('/ffm/sku/list', tokens.owner!, { keyword: 'áo\u0000' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, data: { errors: [{ field: 'keyword', message: 'Không được chứa ký tự điều khiển (mã ẩn)' }] } });
    const en = await t.call('/sso/login', null, { username: 'x\u0007@demo.vn', password: 'Demo2026' }, { headers: { 'x-lang': 'en' } });
    expect(en.body).toMatchObject({ code: 400, data: { errors: [{ field: 'username', message: 'Must not contain control characters' }] } });
    // text keeps its tabs and line breaks
    expect((await t.call('/ffm/sku/list', tokens.owner!, { keyword: 'a\tb\r\nc' })).status).toBe(200);
    // and a NUL in the query string of a GET call is refused the same way
    const get = await t.app.inject({ method: 'GET', url: '/ffm/message-lookup?code=1%00&lang=vi' });
    expect(get.statusCode).toBe(400);
  });

  it(`a body nested 5,000 levels deep gets 400 on every POST call; ${INPUT_DEPTH_MAX} levels is the bound`, async () => {
    const deep = nested(5000);
    const failures: string[] = [];
    for (const r of t.app.routeTable.filter((x) => x.method === 'POST' && x.contract && !x.contract.multipart && !x.url.includes(':') && x.url !== '/shiip/public-api/v2/client/logout')) {
      for (const [who, token] of Object.entries(tokens)) {
        const res = await t.app.inject({ method: 'POST', url: r.url, headers: { token, 'content-type': 'application/json' }, payload: deep });
        if (res.statusCode >= 500) failures.push(`${who} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    const json = { 'content-type': 'application/json' };
    const fee = await t.call('/shiip/public-api/v2/shipping-order/fee', tokens.owner!, nested(5000), { headers: json });
    expect([fee.status, fee.body.code]).toEqual([400, 400]);
    const waiting = await t.call('/ops/tickets/waiting', tokens.ops!, nested(5000), { headers: json });
    expect([waiting.status, waiting.body.code]).toEqual([400, 400]);
    expect((await t.call('/ops/tickets/waiting', tokens.ops!, nested(INPUT_DEPTH_MAX), { headers: json })).status).toBe(200);
    expect((await t.call('/ops/tickets/waiting', tokens.ops!, nested(INPUT_DEPTH_MAX + 1), { headers: json })).status).toBe(400);
  }, 600_000);
});

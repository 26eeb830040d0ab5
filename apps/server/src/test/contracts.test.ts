import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './harness.ts';

/** The API's own paths (the web's files, /docs and /healthz are not calls of a contract). */
const API = /^\/(ffm|shiip|sso|ops|a5)(\/|$)/;

describe('one contract per call', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every route of the API is mounted from a contract with a response schema, permission codes, audience and tenant mode', () => {
    const api = t.app.routeTable.filter((r) => API.test(r.url));
    expect(api.length).toBeGreaterThan(90);
    const missing = api.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}: no contract`);
    const incomplete = api
      .filter((r) => r.contract && (!r.contract.response || !Array.isArray(r.contract.permissions) || !r.contract.audience || !r.contract.tenant))
      .map((r) => `${r.method} ${r.url}: incomplete contract`);
    expect([...missing, ...incomplete]).toEqual([]);
  });

  it('the OpenAPI document shows each operation’s response schema and its x-permissions', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; 'x-permissions'?: unknown }>> };
    const problems: string[] = [];
    let ops = 0;
    for (const [url, byMethod] of Object.entries(spec.paths)) {
      if (!API.test(url)) continue;
      for (const [method, op] of Object.entries(byMethod)) {
        ops++;
        const ok = op.responses?.['200']?.content;
        if (!ok || !Object.values(ok).some((c) => c.schema)) problems.push(`${method} ${url}: no 200 response schema`);
        if (!Array.isArray(op['x-permissions'])) problems.push(`${method} ${url}: no x-permissions`);
      }
    }
    expect(ops).toBeGreaterThan(90);
    expect(problems).toEqual([]);
  });
});

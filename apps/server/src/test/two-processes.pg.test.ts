// Two API processes on one PostgreSQL (issue #7): the sign-in limit counts the attempts both see, and a sign-out
// or account change on one is honoured by the other at once, although each caches its callers.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabaseUrl } from './harness.ts';
import { post, startServer, type TProcess } from './kits/server-process.ts';

/** Polls until the call answers the status, for at most `ms`; returns how long it took. */
async function until(ms: number, check: () => Promise<boolean>): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await check()) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not within ${ms} ms`);
}

describe('two API processes on one PostgreSQL', () => {
  let a: TProcess;
  let b: TProcess;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ffm-two-'));
    const db = await createPgDatabaseUrl();
    // the first migrates and seeds; the second finds it done
    a = await startServer(db, true, dir);
    b = await startServer(db, false, dir);
  }, 120_000);
  afterAll(() => {
    a?.child.kill('SIGTERM');
    b?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('wrong passwords spread over both count against one limit', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await post(i % 2 ? b.url : a.url, '/sso/login', { username: 'staff@demo.vn', password: `wrong-${i}` });
      expect(r.code).toBe(1010);
    }
    for (const p of [a, b]) {
      const r = await post(p.url, '/sso/login', { username: 'staff@demo.vn', password: 'Demo2026' });
      expect(r.status).toBe(429);
      expect(r.code).toBe(1011);
    }
  });

  it('a token signed out on one process stops working on the other at once, though the other had it cached', async () => {
    const login = await post(a.url, '/sso/login', { username: 'owner@demo.vn', password: 'Demo2026' });
    const token = (login.data as { token: string }).token;
    // B resolves and caches the caller
    expect((await post(b.url, '/ffm/user-info', {}, token)).status).toBe(200);
    expect((await post(b.url, '/ffm/user-info', {}, token)).status).toBe(200);
    expect((await post(a.url, '/shiip/public-api/v2/client/logout', {}, token)).status).toBe(200);
    const took = await until(2000, async () => (await post(b.url, '/ffm/user-info', {}, token)).status === 401);
    // the cache keeps a caller 10 s: the drop came through the database's notification, not the expiry
    expect(took).toBeLessThan(1000);
  });

  it("a change to a user's account on one process is seen by the other at once", async () => {
    const token = ((await post(a.url, '/sso/login', { username: 'owner@demo.vn', password: 'Demo2026' })).data as { token: string }).token;
    const name = async () => ((await post(b.url, '/ffm/user-info', {}, token)).data as { user: { fullName: string } }).user.fullName;
    const before = await name();
    const changed = `${before} (B)`;
    expect((await post(a.url, '/shiip/public-api/v2/client/update', { fullName: changed }, token)).status).toBe(200);
    await until(1000, async () => (await name()) === changed);
    expect((await post(a.url, '/shiip/public-api/v2/client/update', { fullName: before }, token)).status).toBe(200);
  });
  it('a SKU created on one process shows at once in the list the other had just read (no answer kept)', async () => {
    const login = await post(a.url, '/sso/login', { username: 'owner@demo.vn', password: 'Demo2026' });
    const token = (login.data as { token: string }).token;
    const list = async () => JSON.stringify((await post(b.url, '/ffm/sku/list', { page: 1, pageSize: 20, keyword: 'hai tien trinh' }, token)).data);
    // B reads the list twice (a second identical call must not be served a stored copy after the change)
    expect(await list()).not.toContain('TWO_PROC_SKU');
    const created = await post(a.url, '/ffm/sku/create', {
      sku: 'TWO_PROC_SKU', mCode: 'TWO_PROC_M', sCode: 'TWO_PROC_S', name: 'Hai tiến trình', description: 'x', category: 'THOI_TRANG', unit: 'CAI',
      grossWeight: 10, netWeight: 5, length: 1, width: 1, height: 1,
    }, token);
    expect(created.status).toBe(200);
    // the very next call reads the database: no wait for a notice, no copy served
    expect(await list()).toContain('TWO_PROC_SKU');
  });
});

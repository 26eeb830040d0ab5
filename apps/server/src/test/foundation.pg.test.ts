import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foundationSuite } from './foundation-suite.ts';
import { createTestApp, type TTestApp } from './harness.ts';
import { seedDemo } from '../seed/demo.ts';
import { users } from '../modules/accounts/schema.ts';

describe('foundation on PostgreSQL', () => foundationSuite(true));

describe('transactions on PostgreSQL', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a one-time sign-in code exchanged by 20 parallel requests yields exactly one token', async () => {
    const a = await t.call('/sso/authorize', null, { username: 'owner@demo.vn', password: 'Demo2026' });
    const results = await Promise.all(Array.from({ length: 20 }, () => t.call('/sso/exchange', null, { code: a.body.data.code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 1013)).toHaveLength(19);
  });

  it('seeding again, even twice at once, adds no duplicates', async () => {
    const before = await t.database.db.select().from(users);
    await Promise.allSettled([seedDemo(t.database.db), seedDemo(t.database.db)]);
    const after = await t.database.db.select().from(users);
    expect(after.length).toBe(before.length);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { clientIdOf } from '../test/kits/inventory.ts';
import { listSkus } from '../modules/sku/list-skus.ts';
import { listInbound } from '../modules/inbound/list-inbound.ts';
import { listOutbound } from '../modules/outbound/list-outbound.ts';
import { sqlRows } from './sql-rows.ts';

/** A list call's statement is prepared once per connection and settles on a generic plan (db/client.ts, docs/lists.md). */
describe('prepared list statements (PostgreSQL)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the SKU list is parsed once and planned generically after the first calls, with the same rows each time', async () => {
    const clientId = await clientIdOf(t.database.db, 'KH0001');
    const scope = { kind: 'client', clientId, userId: 1, shopId: null, acting: false, lang: 'vi' } as const;
    const body = { page: 1, pageSize: 20, sortBy: 'createdAt', sortDir: 'desc' } as Parameters<typeof listSkus>[2];
    // one transaction: one connection, whose prepared statements pg_prepared_statements shows
    await t.database.db.transaction(async (tx) => {
      const first = await listSkus(tx, scope, body);
      for (let i = 0; i < 9; i++) expect(await listSkus(tx, scope, body)).toEqual(first);
      const statements = sqlRows<{ statement: string; generic_plans: number; custom_plans: number }>(
        await tx.execute(sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%from "skus"%'`),
      );
      expect(statements).toHaveLength(1);
      // PostgreSQL plans the first five calls for their values, then keeps the generic plan: the page's LIMIT is in
      // the text, so the generic plan costs what the custom ones do
      expect(statements[0]!.statement).toMatch(/ limit 21$/);
      expect(statements[0]!.custom_plans).toBe(5);
      expect(statements[0]!.generic_plans).toBe(5);
    });
  });

  it('filtered lists, status tabs and cursor pages keep a generic plan too, each shape its own statement', async () => {
    const clientId = await clientIdOf(t.database.db, 'KH0001');
    const scope = { kind: 'client', clientId, userId: 1, shopId: null, acting: false, lang: 'vi' } as const;
    const sku = (b: object) => ({ page: 1, pageSize: 2, sortBy: 'createdAt', sortDir: 'desc', ...b }) as Parameters<typeof listSkus>[2];
    const inbound = (b: object) => ({ page: 1, pageSize: 20, ...b }) as Parameters<typeof listInbound>[1];
    const outbound = (b: object) => ({ page: 1, pageSize: 20, ...b }) as Parameters<typeof listOutbound>[1];
    await t.database.db.transaction(async (tx) => {
      const cursor = (await listSkus(tx, scope, sku({}))).nextCursor!;
      const calls: Array<() => Promise<unknown>> = [
        () => listSkus(tx, scope, sku({ category: 'THOI_TRANG' })),
        () => listSkus(tx, scope, sku({ keyword: 'ao' })),
        () => listSkus(tx, scope, sku({ cursor })),
        () => listInbound(tx, inbound({}), scope),
        () => listInbound(tx, inbound({ status: 4 }), scope),
        () => listOutbound(tx, outbound({}), scope),
        () => listOutbound(tx, outbound({ code: 'so' }), scope),
      ];
      for (const call of calls) {
        const first = await call();
        for (let i = 0; i < 9; i++) expect(await call()).toEqual(first);
      }
      const statements = sqlRows<{ statement: string; generic_plans: number; custom_plans: number }>(
        await tx.execute(sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'ffm_shape_%'`),
      );
      // the first SKU page above is a shape of its own, called once
      expect(statements.filter((s) => s.generic_plans + s.custom_plans === 10)).toHaveLength(calls.length);
      for (const s of statements.filter((x) => x.generic_plans + x.custom_plans === 10)) expect({ statement: s.statement.slice(0, 300), generic: s.generic_plans }).toEqual({ statement: s.statement.slice(0, 300), generic: 5 });
    });
  });
});

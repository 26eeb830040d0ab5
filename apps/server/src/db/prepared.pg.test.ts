import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { clientIdOf } from '../test/kits/inventory.ts';
import { listSkus } from '../modules/sku/list-skus.ts';
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
});

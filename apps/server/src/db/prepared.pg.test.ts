import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { clientIdOf } from '../test/kits/inventory.ts';
import { listSkus } from '../modules/sku/list-skus.ts';
import { listInbound } from '../modules/inbound/list-inbound.ts';
import { listOutbound } from '../modules/outbound/list-outbound.ts';
import { sqlRows } from './sql-rows.ts';

/**
 * A list call's statement is prepared once per connection, and every execution is planned with its values
 * (plan_cache_mode = force_custom_plan on the pool's connections: db/client.ts, docs/lists.md "Plans").
 */
describe('prepared list statements (PostgreSQL)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the SKU list is parsed once and planned with its values on every call, with the same rows each time', async () => {
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
      // without plan_cache_mode PostgreSQL would keep a generic plan after five calls (5 custom, 5 generic)
      expect(statements[0]!.statement).toMatch(/ limit 21$/);
      expect(statements[0]!.custom_plans).toBe(10);
      expect(statements[0]!.generic_plans).toBe(0);
    });
  });

  it('filtered lists, status tabs and cursor pages are planned with their values too, each shape its own statement', async () => {
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
      for (const s of statements.filter((x) => x.generic_plans + x.custom_plans === 10)) expect({ statement: s.statement.slice(0, 300), generic: s.generic_plans }).toEqual({ statement: s.statement.slice(0, 300), generic: 0 });
    });
  });

  it('a statement on a skewed table gets the plan of its values for a large and for a small client', async () => {
    // one client of 100,000 rows and one of 10 in a table of their own; a shop filter the planner can only weigh
    // with the values in view (the express list filtered by shop: 1,504 ms with a generic plan, 6 ms with its own)
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table skew (id int primary key, client_id int not null, shop_id int not null, created_at int not null) on commit drop`);
      await tx.execute(sql`insert into skew select i, case when i <= 100000 then 1 else 2 end, case when i <= 100000 then i % 2 + 1 else 3 end, i from generate_series(1, 100010) i`);
      await tx.execute(sql`create index on skew (client_id, created_at)`);
      await tx.execute(sql`create index on skew (shop_id, created_at)`);
      await tx.execute(sql`analyze skew`);
      const page = (client: number, shop: number) => tx.execute(sql`select id from skew where client_id = ${client} and shop_id = ${shop} order by created_at desc limit 20`);
      // the small client six times: past the five calls after which PostgreSQL would otherwise settle on a generic plan
      for (let i = 0; i < 6; i++) expect(sqlRows(await page(2, 3))).toHaveLength(10);
      expect(sqlRows(await page(1, 1))).toHaveLength(20);
      const [stmt] = sqlRows<{ name: string; generic_plans: number; custom_plans: number }>(
        await tx.execute(sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%from skew where client_id%'`),
      );
      expect(stmt).toMatchObject({ generic_plans: 0, custom_plans: 7 });
      const plan = async (client: number, shop: number) =>
        sqlRows<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`explain (costs off) execute ${stmt!.name}(${client}, ${shop})`))).map((r) => r['QUERY PLAN']).join('\n');
      // each gets the plan of its values: the small client its rows by client, the large one its shop's newest rows
      expect(await plan(2, 3)).toMatch(/skew_client_id_created_at_idx|Sort/);
      expect(await plan(1, 1)).toMatch(/Index Scan Backward using skew_shop_id_created_at_idx/);
      const mode = sqlRows<{ plan_cache_mode: string }>(await tx.execute(sql`show plan_cache_mode`));
      expect(mode[0]!.plan_cache_mode).toBe('force_custom_plan');
    });
  });

  it("a page by number looks up the names of its own rows only, not of the rows it skips", async () => {
    const clientId = await clientIdOf(t.database.db, 'KH0001');
    const scope = { kind: 'client', clientId, userId: 1, shopId: null, acting: false, lang: 'vi' } as const;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into skus (client_id, m_code, s_code, name, category, description, gross_weight, net_weight, length, width, height, volume)
        select ${clientId}, 'M' || i, 'S' || i, 'Hàng thử ' || i, 'Khác', '', 100, 90, 10, 10, 10, 1000 from generate_series(1, 600) i`);
      // the page's unit names are looked up in sku_units, once per row the select outputs (pg_stat_xact_*: this transaction's reads)
      const unitReads = async () => sqlRows<{ n: number }>(await tx.execute(sql`select (seq_scan + coalesce(idx_scan, 0))::int as n from pg_stat_xact_user_tables where relname = 'sku_units'`))[0]?.n ?? 0;
      const before = await unitReads();
      const page = await listSkus(tx, scope, { page: 25, pageSize: 20, sortBy: 'createdAt', sortDir: 'desc' } as Parameters<typeof listSkus>[2]);
      const reads = (await unitReads()) - before;
      // 480 rows skipped: with the offset on the page's own select their names were looked up too (about 1,000 reads)
      expect(reads).toBeLessThanOrEqual(2 * 21);
      const expected = sqlRows<{ id: number }>(await tx.execute(sql`select id from skus where client_id = ${clientId} order by created_at desc, id desc offset 480 limit 20`));
      expect(page.items.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    });
  });

  it("the pool's connections never JIT-compile a plan (compiling cost more than a large client's page) nor plan parallel workers", async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table wide (id int primary key, client_id int not null) on commit drop`);
      await tx.execute(sql`insert into wide select i, i % 3 from generate_series(1, 20000) i`);
      await tx.execute(sql`analyze wide`);
      // every plan past the JIT threshold here (a large client's sum passes the default 100,000)
      await tx.execute(sql`set local jit_above_cost = 0`);
      const plan = sqlRows<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain (analyze, format text) select client_id, sum(id) from wide group by 1`)).map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).not.toMatch(/JIT/);
      expect(sqlRows<{ jit: string }>(await tx.execute(sql`show jit`))[0]!.jit).toBe('off');
      // nor start parallel workers: each request's statement shares the cores with the other connections'
      expect(sqlRows<{ max_parallel_workers_per_gather: string }>(await tx.execute(sql`show max_parallel_workers_per_gather`))[0]!.max_parallel_workers_per_gather).toBe('0');
    });
  });

  it("a document code's prefix is an index range on the code's B-tree, whatever the database's collation", async () => {
    // the search's prefix step (lib/like.ts codeFirst): under C.UTF-8 or en_US.UTF-8 the default operator class cannot
    // turn LIKE 'x%' into a range, and the step scanned the client's orders newest first (230 ms for a code with no match)
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [table, column] of [['shipping_orders', 'order_code'], ['outbound_orders', 'so_code'], ['inbound_orders', 'asn_code']] as const) {
        const plan = sqlRows<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`explain (costs off) select id from ${table} where ${column} like 'SOV000123%'`)))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(${column} ~>=~ 'SOV000123'::text\\) AND \\(${column} ~<~ 'SOV000124'::text\\)\\)`));
      }
    });
  });

  it("a shop's express orders are costed as the shop's, not as a fraction of its client's", async () => {
    // a shop belongs to one client: taken as independent filters, client_id and shop_id made a shop of 12,401
    // orders look like 490 and the shop's page read two bitmaps and sorted them (57 ms) instead of its own index
    // (0.4 ms); the functional-dependency statistics of migration shipping-client-shop-statistics say so
    await t.database.db.transaction(async (tx) => {
      const [seed] = sqlRows<{ id: number; client_id: number; shop_id: number }>(await tx.execute(sql`select id, client_id, shop_id from shipping_orders order by id limit 1`));
      expect(seed).toBeDefined();
      const cols = sqlRows<{ c: string }>(
        await tx.execute(sql`select string_agg(quote_ident(attname), ', ' order by attnum) as c from pg_attribute where attrelid = 'shipping_orders'::regclass and attnum > 0 and not attisdropped and attgenerated = '' and attname not in ('id', 'order_code', 'client_order_code')`),
      )[0]!.c;
      const [otherShop] = sqlRows<{ id: number; client_id: number }>(await tx.execute(sql`select id, client_id from shops where client_id <> ${seed!.client_id} order by id limit 1`));
      // 3,000 orders of the seed's shop, 6,000 of another client's shop: each filter alone keeps a third
      await tx.execute(sql.raw(`insert into shipping_orders (order_code, client_order_code, ${cols}) select 'STX' || i, '', ${cols} from shipping_orders, generate_series(1, 3000) i where id = ${seed!.id}`));
      const moved = cols.replace('client_id, shop_id', `${otherShop!.client_id}, ${otherShop!.id}`);
      await tx.execute(sql.raw(`insert into shipping_orders (order_code, client_order_code, ${cols}) select 'STY' || i, '', ${moved} from shipping_orders, generate_series(1, 6000) i where id = ${seed!.id}`));
      await tx.execute(sql`analyze shipping_orders`);
      const estimate = async (where: string) => {
        const plan = sqlRows<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`explain select id from shipping_orders where ${where}`)))[0]!['QUERY PLAN'];
        return Number(/rows=(\d+)/.exec(plan)![1]);
      };
      const shop = await estimate(`shop_id = ${seed!.shop_id}`);
      const both = await estimate(`client_id = ${seed!.client_id} and shop_id = ${seed!.shop_id}`);
      expect(shop).toBeGreaterThan(2500);
      expect(both).toBeGreaterThan(shop * 0.8);
      tx.rollback();
    }).catch((e: unknown) => {
      if (!(e instanceof TransactionRollbackError)) throw e;
    });
  });
});

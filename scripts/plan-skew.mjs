// Generic against per-call plans on skewed tenants (docs/lists.md, "Plans"): one client of 349,000 express-like
// orders in two shops (one of 1,000) beside 999 clients of 145-1,344, the list filtered by shop, page 6, prepared by
// name as the app's statements are. Prints wall-clock medians per plan_cache_mode and EXPLAIN ANALYZE execution
// times. Usage: node scripts/plan-skew.mjs postgres://…  (creates and drops the table skew_orders; about a minute)
import pg from 'pg';
const url = process.argv[2];
const c = new pg.Client({ connectionString: url });
await c.connect();
await c.query(`drop table if exists skew_orders`);
await c.query(`create table skew_orders (id int primary key, client_id int not null, shop_id int not null, status text not null, created_at timestamptz not null, phone text not null)`);
// client 1: 349,000 orders, shop 10 (all but one in 349) and shop 11; clients 2..1000: 145 + (k*37 % 1200) orders,
// shops 2k and 2k+1
await c.query(`insert into skew_orders select i, 1, case when i % 349 = 0 then 11 else 10 end, (array['ready_to_pick','delivering','delivered','cancel'])[1 + i % 4], now() - (i || ' minutes')::interval, '09' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0') from generate_series(1, 349000) i`);
await c.query(`insert into skew_orders select 349000 + row_number() over (), k, 2 * k + j % 2, (array['ready_to_pick','delivering','delivered','cancel'])[1 + j % 4], now() - (j || ' minutes')::interval, '09' || lpad((j::bigint * 7919 % 100000000)::text, 8, '0') from generate_series(2, 1000) k, lateral generate_series(1, 145 + (k * 37 % 1200)) j`);
await c.query(`create index on skew_orders (client_id, created_at, id)`);
await c.query(`create index on skew_orders (shop_id, created_at, id)`);
await c.query(`create index on skew_orders (client_id, status, created_at, id)`);
await c.query(`vacuum analyze skew_orders`);
const text = `select id from skew_orders where client_id = $1 and shop_id = $2 order by created_at desc, id desc limit 20 offset 100`;
async function run(mode) {
  await c.query(`set plan_cache_mode = ${mode}`);
  await c.query(`deallocate all`);
  const name = `q_${mode}`;
  const times = { small: [], bigShopSmall: [], bigShopBig: [] };
  // warm with small clients, as a connection serving many tenants would
  for (let i = 0; i < 6; i++) await c.query({ name, text, values: [2 + i, 2 * (2 + i)] });
  for (let i = 0; i < 5; i++) {
    let t = performance.now();
    await c.query({ name, text, values: [500, 1000] });
    times.small.push(performance.now() - t);
    t = performance.now();
    await c.query({ name, text, values: [1, 11] });
    times.bigShopSmall.push(performance.now() - t);
    t = performance.now();
    await c.query({ name, text, values: [1, 10] });
    times.bigShopBig.push(performance.now() - t);
  }
  const med = (a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)].toFixed(2);
  const plan = (await c.query(`select generic_plans, custom_plans from pg_prepared_statements where name = '${name}'`)).rows[0];
  console.log(`${mode}: small client ${med(times.small)} ms, large client's small shop ${med(times.bigShopSmall)} ms, its large shop ${med(times.bigShopBig)} ms (medians of 5); plans generic ${plan.generic_plans}, custom ${plan.custom_plans}`);
}
await run('auto');
await run('force_custom_plan');
await run('force_generic_plan');
// EXPLAIN ANALYZE of each case, generic and custom: the server's own execution time, no network or client in it
for (const mode of ['force_generic_plan', 'force_custom_plan']) {
  await c.query(`set plan_cache_mode = ${mode}`);
  await c.query(`deallocate all`);
  await c.query(`prepare e(int, int) as ${text}`);
  const out = [];
  for (const [label, v] of [['small client', [500, 1000]], ["large client's small shop", [1, 11]], ["large client's large shop", [1, 10]]]) {
    const best = [];
    let top = '';
    for (let i = 0; i < 3; i++) {
      const rows = (await c.query(`explain (analyze, format json) execute e(${v[0]}, ${v[1]})`)).rows[0]['QUERY PLAN'][0];
      best.push(rows['Execution Time']);
      top = rows.Plan.Plans?.[0]?.['Node Type'] + ' ' + (rows.Plan.Plans?.[0]?.['Index Name'] ?? rows.Plan.Plans?.[0]?.Plans?.[0]?.['Index Name'] ?? '');
    }
    out.push(`${label} ${Math.min(...best).toFixed(2)} ms (${top.trim()})`);
  }
  console.log(`EXPLAIN ANALYZE, ${mode}: ${out.join('; ')}`);
}
await c.query(`drop table skew_orders`);
await c.end();

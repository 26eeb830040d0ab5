// Keyword searches on skewed tenants (docs/lists.md, "Searches"): one client of 150,000 SKUs (16,000 of them named
// "áo thun…") and 200,000 outbound orders beside 999 clients of 145-1,344 each, in tables shaped like `skus` and
// `outbound_orders` (search_text, created_at, the client). Prints EXPLAIN ANALYZE execution times of the searches
// (global search's newest hits, the list's capped count, a whole phone) with the trigram index alone, then with the
// (client_id, search_text) GIN index of migration dashboard-rollups-search-indexes, each generic and custom.
// Usage: node scripts/search-skew.mjs postgres://…  (creates and drops skew_skus and skew_outbound; about a minute)
import pg from 'pg';
const c = new pg.Client({ connectionString: process.argv[2] });
await c.connect();
await c.query(`create extension if not exists pg_trgm`);
await c.query(`create extension if not exists btree_gin`);
for (const t of ['skew_skus', 'skew_outbound']) await c.query(`drop table if exists ${t}`);
await c.query(`create table skew_skus (id int primary key, client_id int not null, created_at timestamptz not null, search_text text not null)`);
await c.query(`create table skew_outbound (id int primary key, client_id int not null, created_at timestamptz not null, to_phone text not null, search_text text not null)`);
// client 1: 150,000 SKUs, every ~9th an "ao thun"; clients 2..1000: 145 + (k*37 % 1200) SKUs
const skuName = (i) => `case when ${i} % 9 = 0 then 'ao thun mau ' || (${i} % 40) else 'hang ' || md5(${i}::text) end`;
await c.query(`insert into skew_skus select i, 1, now() - (i || ' minutes')::interval, lower('SKU' || i || ' ' || ${skuName('i')}) from generate_series(1, 150000) i`);
await c.query(`insert into skew_skus select 150000 + row_number() over (), k, now() - (j || ' minutes')::interval, lower('SKU' || k || '-' || j || ' ' || ${skuName('j')}) from generate_series(2, 1000) k, lateral generate_series(1, 145 + (k * 37 % 1200)) j`);
const phone = (i) => `'09' || lpad((${i}::bigint * 7919 % 100000000)::text, 8, '0')`;
await c.query(`insert into skew_outbound select i, 1, now() - (i || ' minutes')::interval, ${phone('i')}, lower('SO' || i || ' DH-' || i || ' ' || ${phone('i')}) from generate_series(1, 200000) i`);
await c.query(`insert into skew_outbound select 200000 + row_number() over (), k, now() - (j || ' minutes')::interval, ${phone('k * 10000 + j')}, lower('SO' || k || '-' || j || ' DH-' || j || ' ' || ${phone('k * 10000 + j')}) from generate_series(2, 1000) k, lateral generate_series(1, 145 + (k * 37 % 1200)) j`);
for (const t of ['skew_skus', 'skew_outbound']) {
  await c.query(`create index on ${t} (client_id, created_at, id)`);
  await c.query(`create index ${t}_trgm on ${t} using gin (search_text gin_trgm_ops)`);
}
await c.query(`create index on skew_outbound (to_phone)`);
await c.query(`vacuum analyze skew_skus`);
await c.query(`vacuum analyze skew_outbound`);
const bigPhone = (await c.query(`select to_phone from skew_outbound where id = 4242`)).rows[0].to_phone;
const cases = [
  ['SKU newest 6 hits, large client, 16,000 matches', `select id from skew_skus where client_id = $1 and search_text like $2 order by created_at desc, id desc limit 6`, [1, '%ao thun%']],
  ['SKU newest 6 hits, large client, 1 match', `select id from skew_skus where client_id = $1 and search_text like $2 order by created_at desc, id desc limit 6`, [1, '%sku14999 %']],
  ['SKU newest 6 hits, large client, common trigrams, no match', `select id from skew_skus where client_id = $1 and search_text like $2 order by created_at desc, id desc limit 6`, [1, '%ao thun mau 41%']],
  ['SKU newest 6 hits, small client', `select id from skew_skus where client_id = $1 and search_text like $2 order by created_at desc, id desc limit 6`, [500, '%ao thun%']],
  ['SKU list capped count, large client', `select count(*) from (select 1 from skew_skus where client_id = $1 and search_text like $2 limit 1001) x`, [1, '%ao thun%']],
  ['outbound code part, large client', `select id from skew_outbound where client_id = $1 and search_text like $2 order by created_at desc, id desc limit 6`, [1, '%dh-4242%']],
  ['outbound phone part, large client', `select id from skew_outbound where client_id = $1 and search_text like $2 order by created_at desc, id desc limit 6`, [1, `%${bigPhone.slice(2, 9)}%`]],
];
async function measure(label) {
  for (const mode of ['force_generic_plan', 'force_custom_plan']) {
    await c.query(`set plan_cache_mode = ${mode}`);
    for (const [name, text, values] of cases) {
      await c.query(`deallocate all`);
      await c.query(`prepare e(int, text) as ${text}`);
      // warm with small clients, as a connection serving many tenants would
      for (let i = 0; i < 6; i++) await c.query(`execute e(${2 + i}, '%ao thun%')`);
      const best = [];
      let plan = '';
      for (let i = 0; i < 3; i++) {
        const r = (await c.query(`explain (analyze, buffers, format json) execute e(${values[0]}, '${values[1]}')`)).rows[0]['QUERY PLAN'][0];
        best.push(r['Execution Time']);
        const indexes = [];
        const walk = (p) => {
          if (p['Index Name']) indexes.push(p['Index Name']);
          for (const q of p.Plans ?? []) walk(q);
        };
        walk(r.Plan);
        plan = [...new Set(indexes)].join(', ') || r.Plan['Node Type'];
      }
      console.log(`${label} | ${mode.replace('force_', '').replace('_plan', '')} | ${name}: ${Math.min(...best).toFixed(2)} ms (${plan})`);
    }
  }
}
await measure('trigram index alone');
for (const t of ['skew_skus', 'skew_outbound']) await c.query(`create index ${t}_client_trgm on ${t} using gin (client_id, search_text gin_trgm_ops)`);
await c.query(`analyze skew_skus`);
await c.query(`analyze skew_outbound`);
await measure('(client_id, search_text) GIN');
for (const t of ['skew_skus', 'skew_outbound']) await c.query(`drop table ${t}`);
await c.end();

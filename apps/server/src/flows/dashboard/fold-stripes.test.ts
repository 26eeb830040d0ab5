import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { FOLDED_STRIPE, foldRollupStripes, rollupFoldJob, ROLLUP_FOLD_JOB } from './fold-stripes.ts';

/** The staff's day rollups folded: every day's sums stay, the stripe rows of the days before the cut go. */
describe('folding the staff rollup stripes', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = async <T>(q: ReturnType<typeof sql>) => sqlRows<T>(await t.database.db.execute(q));
  const sums = () =>
    rows<{ list: string; day: string; bucket: string; n: number }>(
      sql`select list, day::text as day, bucket, sum(n)::int as n from daily_counters where list like '%:all' group by 1, 2, 3 order by 1, 2, 3`,
    );
  const stripeRows = (before: string) =>
    rows<{ n: number }>(sql`select count(*)::int as n from daily_counters where client_id between -64 and -1 and list like '%:all' and day < ${before}::date`);
  const put = (client: number, list: string, day: string, bucket: string, n: number) =>
    t.database.db.execute(sql`insert into daily_counters (client_id, shop_id, list, day, bucket, n) values (${client}, 0, ${list}, ${day}::date, ${bucket}, ${n})
      on conflict (client_id, list, day, bucket, shop_id) do update set n = daily_counters.n + excluded.n`);

  it('keeps every day’s sums, leaves the days from the cut and the clients’ rows alone, and can run again', async () => {
    for (const [stripe, n] of [[-1, 3], [-2, 5], [-17, 2]] as const) {
      await put(stripe, 'shipping:all', '2026-03-01', 'all', n);
      await put(stripe, 'shipping:all', '2026-03-01', 'delivered', n - 1);
      await put(stripe, 'outbound:all', '2026-03-02', 'all', n);
      await put(stripe, 'inbound:all', '2026-03-03', 'all', n); // the cut's own day: not folded
    }
    await put(-4, 'shipping:all', '2026-03-01', 'cancel', 1);
    await put(-4, 'shipping:all', '2026-03-01', 'cancel', -1); // sums to 0: folded away
    await put(7, 'shipping', '2026-03-01', 'all', 4); // a client's own row: its rollup adds 4 to a stripe of the day
    const before = await sums();

    expect(await foldRollupStripes(t.database.db, '2026-03-03')).toBe(10);
    expect(await sums()).toEqual(before.filter((r) => !(r.bucket === 'cancel' && r.n === 0)));
    expect((await stripeRows('2026-03-03'))[0]!.n).toBe(0);
    const kept = await rows<{ client_id: number; day: string }>(sql`select client_id, day::text as day from daily_counters where list = 'inbound:all' order by client_id`);
    expect(kept).toEqual([-17, -2, -1].map((c) => ({ client_id: c, day: '2026-03-03' })));
    const folded = await rows<{ list: string; bucket: string; n: number }>(sql`select list, bucket, n::int from daily_counters where client_id = ${FOLDED_STRIPE} order by list, bucket`);
    expect(folded).toEqual([
      { list: 'outbound:all', bucket: 'all', n: 10 },
      { list: 'shipping:all', bucket: 'all', n: 14 },
      { list: 'shipping:all', bucket: 'delivered', n: 7 },
    ]);
    expect((await rows<{ n: number }>(sql`select n::int from daily_counters where client_id = 7`))[0]!.n).toBe(4);

    // again: nothing to fold; a status change of an old order writes a stripe row of its day again, folded next time
    expect(await foldRollupStripes(t.database.db, '2026-03-03')).toBe(0);
    await put(-3, 'shipping:all', '2026-03-01', 'delivered', 1);
    await put(-3, 'shipping:all', '2026-03-01', 'all', 0);
    expect(await foldRollupStripes(t.database.db, '2026-03-03')).toBe(2);
    expect((await rows<{ n: number }>(sql`select n::int from daily_counters where client_id = ${FOLDED_STRIPE} and bucket = 'delivered'`))[0]!.n).toBe(8);
  });

  it('the daily job folds the days before its own and queues the next day', async () => {
    await put(-1, 'shipping:all', '2026-04-10', 'all', 2);
    const log = { info: () => undefined, error: () => undefined };
    await rollupFoldJob.run(rollupFoldJob.parse({ day: '2026-04-11' }), { db: t.database.db, jobId: 0, attempt: 1, signal: new AbortController().signal, log });
    expect((await stripeRows('2026-04-11'))[0]!.n).toBe(0);
    const next = await rows<{ key: string; run_at: string }>(sql`select key, run_at::text from jobs where kind = ${ROLLUP_FOLD_JOB} and key = 'rollup-fold:2026-04-12'`);
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.run_at).toISOString()).toBe('2026-04-11T17:10:00.000Z'); // 00:10 on the 12th, Vietnam time
  });
});

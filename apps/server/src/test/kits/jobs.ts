import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { REPO_ROOT } from '../../config.ts';
import { TS_LOADER } from './server-process.ts';
import type { TDb } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { defineJob, type TJobHandler } from '../../jobs/define-job.ts';

/** Test jobs whose effect is a row of `test_job_effects`: a job that ran twice leaves two rows. */
export async function createEffectsTable(db: TDb): Promise<void> {
  await db.execute(sql`create table if not exists test_job_effects (job_id bigint not null, worker text not null, at timestamptz not null default now())`);
}

/** job id → how many times its effect happened */
export async function effectCounts(db: TDb): Promise<Map<number, { n: number; workers: string[] }>> {
  const rows = sqlRows<{ job_id: number; n: number; workers: string[] }>(
    await db.execute(sql`select job_id, count(*)::int as n, array_agg(distinct worker) as workers from test_job_effects group by job_id`),
  );
  return new Map(rows.map((r) => [Number(r.job_id), { n: Number(r.n), workers: r.workers }]));
}

const ZAny = z.object({}).passthrough();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `test.effect`: writes its effect at once (after `effectMs`). `test.slow-effect`: says `started <id>`, works for
 * `slowMs` (deaf to stop: a process killed now dies mid-job), then writes its effect and says `effect <id>`.
 */
export function testJobHandlers(opts: { worker: string; slowMs?: number; effectMs?: number; say?: (line: string) => void }): Array<TJobHandler<unknown>> {
  const effect = (db: TDb, jobId: number) => db.execute(sql`insert into test_job_effects (job_id, worker) values (${jobId}, ${opts.worker})`);
  return [
    defineJob({
      kind: 'test.effect',
      parse: (p) => ZAny.parse(p),
      async run(_p, ctx) {
        if (opts.effectMs) await sleep(opts.effectMs);
        await effect(ctx.db, ctx.jobId);
      },
    }),
    defineJob({
      kind: 'test.slow-effect',
      parse: (p) => ZAny.parse(p),
      async run(_p, ctx) {
        opts.say?.(`started ${ctx.jobId}`);
        await sleep(opts.slowMs ?? 1_500);
        await effect(ctx.db, ctx.jobId);
        opts.say?.(`effect ${ctx.jobId}`);
      },
    }),
  ];
}

export const JOB_WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/job-worker.ts');

export interface TWorkerProcess {
  child: ChildProcessWithoutNullStreams;
  /** resolves with the first stdout line matching */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<void>;
}

/** A job worker in a child process (test/fixtures/job-worker.ts), on a PostgreSQL URL or a PGlite directory. */
export function startWorkerProcess(env: Record<string, string>): TWorkerProcess {
  const child = spawn(process.execPath, ['--import', TS_LOADER, JOB_WORKER], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  child.stdout.on('data', (b: Buffer) => {
    out += b.toString();
    for (const w of [...waiters]) {
      const line = out.split('\n').find((l) => w.pattern.test(l));
      if (line) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  child.stderr.on('data', (b: Buffer) => (err += b.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      const line = out.split('\n').find((l) => pattern.test(l));
      if (line) return Promise.resolve(line);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker never said ${pattern}: ${out}\n${err}`)), timeoutMs);
        waiters.push({ pattern, resolve: (l) => (clearTimeout(timer), resolve(l)) });
        void exited.then(() => setTimeout(() => reject(new Error(`worker exited before ${pattern}: ${out}\n${err}`)), 50));
      });
    },
  };
}

// Lists at volume (docs/lists.md): each list call on generated volumes on PostgreSQL — first page, a filter, a deep
// page by cursor, a keyword search — against the app's own GET /healthz measured in the same run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { budget, round, type TBenchRun, type TBudget, type TFigure } from './lib/kit.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const SECONDS = 8;
const RATIO_BUDGET_PERCENT = 25;
const P99_BUDGET_MS = 50;

async function measure(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}) {
  const opts = { url, connections: CONNECTIONS, timeout: 10, ...init };
  await autocannon({ ...opts, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...opts, duration: SECONDS });
  if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) throw new Error(`${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx of ${r.requests.total}`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'lib/list-server.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const info = await new Promise<{ app: number; volumes: Record<string, number> }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the list bench server did not start within 240 s')), 240_000);
    child.once('exit', (code) => reject(new Error(`the list bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as { app: number; volumes: Record<string, number> });
    });
  });
  return { info, stop: () => child.kill('SIGTERM') };
}

export const run: TBenchRun = async () => {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('the list bench needs PostgreSQL: set BENCH_DATABASE_URL (npm run bench starts one when PostgreSQL is installed)');
  const server = await startServer();
  try {
    const app = `http://127.0.0.1:${server.info.app}`;
    const login = await fetch(`${app}/sso/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'owner@demo.vn', password: 'Demo2026' }) });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`sign-in for the bench failed: ${login.status}`);
    const headers = { token, 'content-type': 'application/json' };
    const post = async (p: string, body: object) => {
      const r = await fetch(`${app}${p}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}: ${await r.text()}`);
      return ((await r.json()) as { data: { nextCursor: string | null; total: number } }).data;
    };
    // a deep page: 10,000 rows in (page 501 of 20), reached by walking the cursors as a person paging would
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) cursor = (await post('/ffm/sku/list', { pageSize: 200, ...(cursor ? { cursor } : {}) })).nextCursor;
    if (!cursor) throw new Error('the SKU list ended before 10,000 rows');

    const calls: Array<{ name: string; body: object }> = [
      { name: 'SKU list, first page', body: { pageSize: 20 } },
      { name: 'SKU list, category filter', body: { pageSize: 20, category: 'THOI_TRANG' } },
      { name: 'SKU list, deep page (row 10,000, by cursor)', body: { pageSize: 20, page: 501, cursor } },
      { name: "SKU list, keyword 'ao thun'", body: { pageSize: 20, keyword: 'ao thun' } },
    ];
    // the floor: the same app's cheapest route (hooks, headers, logging), as the issue measured it
    const floor = await measure(`${app}/healthz`);
    const figures: TFigure[] = [
      { name: 'volumes', value: Object.entries(server.info.volumes).map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`).join(', ') },
      { name: 'floor: GET /healthz of the same app, requests/s', value: round(floor.rps, 0), unit: 'req/s' },
    ];
    const budgets: TBudget[] = [];
    for (const c of calls) {
      const m = await measure(`${app}/ffm/sku/list`, { method: 'POST', headers, body: JSON.stringify(c.body) });
      const ratio = (m.rps / floor.rps) * 100;
      figures.push({ name: `${c.name}: requests/s`, value: round(m.rps, 0), unit: 'req/s' }, { name: `${c.name}: p99`, value: m.p99, unit: 'ms' }, { name: `${c.name}: share of the floor`, value: round(ratio, 1), unit: '%' });
      budgets.push(budget(`${c.name} / GET /healthz`, ratio, '>=', RATIO_BUDGET_PERCENT, '%'), budget(`${c.name} p99`, m.p99, '<', P99_BUDGET_MS, 'ms'));
    }
    return {
      title: 'Lists at volume on PostgreSQL, against GET /healthz',
      method: `The real app on PostgreSQL with generated volumes (SQL generate_series through the same triggers as real writes) in a child process; the floor is its GET /healthz; autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per call, authenticated as the demo owner.`,
      figures,
      budgets,
    };
  } finally {
    server.stop();
  }
};

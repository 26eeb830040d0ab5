// The dashboard at volume (issue #12): the dashboard call over 1,000,000 express orders and 200,000 outbound orders
// (with 400,000 lines over 100,000 SKUs), and the top bar's global search, on PostgreSQL, each against the app's own
// GET /healthz measured in the same run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { measureLoad, type TLoad } from './lib/load.ts';
import { budget, round, type TBenchRun, type TBudget, type TFigure, TS_LOADER } from './lib/kit.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * A dashboard is opened by people, not integrations: the budgets hold with two at once (the machine's two cores, so
 * the figure is the call's latency rather than a queue); ten at once is measured as a figure.
 */
const CONNECTIONS = 2;
const BUSY_CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
const SECONDS = 5;
const DASHBOARD_P99_MS = 300;
const SEARCH_P99_MS = 100;

function measure(url: string, init: Omit<TLoad, 'url'> = {}, connections = CONNECTIONS) {
  return measureLoad({ url, ...init }, { connections, warmup: WARMUP_SECONDS, seconds: SECONDS });
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', TS_LOADER, path.join(import.meta.dirname, 'lib/dashboard-server.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  type TInfo = { app: number; volumes: Record<string, number>; generatedSeconds: number };
  const info = await new Promise<TInfo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the dashboard bench server did not start within 540 s')), 540_000);
    child.once('exit', (code) => reject(new Error(`the dashboard bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as TInfo);
    });
  });
  return { info, stop: () => child.kill('SIGTERM') };
}

export const run: TBenchRun = async () => {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('the dashboard bench needs PostgreSQL: set BENCH_DATABASE_URL (npm run bench starts one when PostgreSQL is installed)');
  const server = await startServer();
  try {
    const app = `http://127.0.0.1:${server.info.app}`;
    const signIn = async (username: string, portal?: 'staff') => {
      const r = await fetch(`${app}/sso/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Demo2026', portal }) });
      const token = ((await r.json()) as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`sign-in of ${username} for the bench failed: ${r.status}`);
      return { token, 'content-type': 'application/json' };
    };
    const owner = await signIn('owner@demo.vn');
    const ops = await signIn('ops@demo.vn', 'staff');
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const quarterAgo = new Date(Date.now() + 7 * 3_600_000 - 91 * 86_400_000).toISOString().slice(0, 10);

    // the figures are what they should be before they are timed: the month's express orders are all counted
    const check = await fetch(`${app}/ffm/dashboard`, { method: 'POST', headers: owner, body: JSON.stringify({ period: '30d' }) });
    const d = ((await check.json()) as { data: { shipping: { counts: Record<string, number> } | null; outbound: { counts: Record<string, number> } | null; topSkus: { items: unknown[]; skuCount: number } | null } }).data;
    if (!d.shipping || !d.outbound || !d.topSkus) throw new Error('the dashboard left a section out for the owner');

    const calls: Array<{ name: string; path: string; body: object; headers: Record<string, string>; p99: number }> = [
      { name: 'dashboard, 7 days (owner)', path: '/ffm/dashboard', body: { period: '7d' }, headers: owner, p99: DASHBOARD_P99_MS },
      { name: 'dashboard, 30 days (owner)', path: '/ffm/dashboard', body: { period: '30d' }, headers: owner, p99: DASHBOARD_P99_MS },
      { name: 'dashboard, 92-day range (owner)', path: '/ffm/dashboard', body: { period: 'range', from: quarterAgo, to: today }, headers: owner, p99: DASHBOARD_P99_MS },
      { name: 'dashboard, 30 days, every client (provider staff)', path: '/ffm/dashboard', body: { period: '30d' }, headers: ops, p99: DASHBOARD_P99_MS },
      { name: "global search, a receiver's phone '0900012345'", path: '/ffm/global-search', body: { keyword: '0900012345' }, headers: owner, p99: SEARCH_P99_MS },
      { name: "global search, an SO code 'SOB00012345'", path: '/ffm/global-search', body: { keyword: 'SOB00012345' }, headers: owner, p99: SEARCH_P99_MS },
      { name: "global search, a name without accents 'ao thun mau 5'", path: '/ffm/global-search', body: { keyword: 'ao thun mau 5' }, headers: owner, p99: SEARCH_P99_MS },
    ];
    const floor = await measure(`${app}/healthz`);
    const v = server.info.volumes;
    const figures: TFigure[] = [
      { name: 'volume', value: Object.entries(v).map(([k, n]) => `${n.toLocaleString('en-US')} ${k}`).join(', ') },
      { name: 'generating the volume', value: round(server.info.generatedSeconds, 0), unit: 's' },
      { name: 'express orders in the last 30 days (dashboard)', value: d.shipping.counts.all ?? 0 },
      { name: 'outbound orders in the last 30 days (dashboard)', value: d.outbound.counts.all ?? 0 },
      { name: 'SKUs that went out in the last 30 days (dashboard)', value: d.topSkus.skuCount },
      { name: 'floor: GET /healthz, requests/s', value: round(floor.rps, 0), unit: 'req/s' },
      { name: 'floor: GET /healthz, p99', value: floor.p99, unit: 'ms' },
    ];
    const budgets: TBudget[] = [];
    for (const c of calls) {
      const m = await measure(`${app}${c.path}`, { method: 'POST', headers: c.headers, body: JSON.stringify(c.body) });
      figures.push(
        { name: `${c.name}: requests/s`, value: round(m.rps, 0), unit: 'req/s' },
        { name: `${c.name}: p50`, value: m.p50, unit: 'ms' },
        { name: `${c.name}: p99`, value: m.p99, unit: 'ms' },
        { name: `${c.name}: share of the /healthz floor`, value: round((m.rps / floor.rps) * 100, 1), unit: '%' },
      );
      budgets.push(budget(`${c.name} p99`, m.p99, '<', c.p99, 'ms'));
      const busy = await measure(`${app}${c.path}`, { method: 'POST', headers: c.headers, body: JSON.stringify(c.body) }, BUSY_CONNECTIONS);
      figures.push({ name: `${c.name}, ${BUSY_CONNECTIONS} at once: requests/s, p50, p99`, value: `${round(busy.rps, 0)} req/s, ${busy.p50} ms, ${busy.p99} ms` });
    }
    return {
      title: 'Dashboard and global search on PostgreSQL at volume, against GET /healthz',
      method:
        `The real app on PostgreSQL with the demo seed and ${Object.entries(v).map(([k, n]) => `${n.toLocaleString('en-US')} ${k}`).join(', ')} generated in SQL through the same triggers as real writes ` +
        `(list counters, day-by-day counters, the per-day per-SKU outbound counters; every SKU goes out about once a month, the widest case for the top SKUs); ` +
        `autocannon, ${CONNECTIONS} connections for the budgets and ${BUSY_CONNECTIONS} as a figure, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per call, ` +
        'authenticated; GET /healthz of the same app measured in the same run as the floor.',
      figures,
      budgets,
    };
  } finally {
    server.stop();
  }
};

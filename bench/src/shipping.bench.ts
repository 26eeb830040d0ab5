// Express orders at volume (issue "express shipping orders"): the shipping-order list on 1,000,000 generated orders
// and the fee call, authenticated, against a bare Fastify route measured in the same run, on PostgreSQL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { budget, round, type TBenchRun, type TBudget, type TFigure, TS_LOADER } from './lib/kit.ts';
import { measureAgainstFloor } from './lib/load.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIST_BUDGET_PERCENT = 25;
const FEE_BUDGET_PERCENT = 40;
const P99_BUDGET_MS = 50;
const SO = '/shiip/public-api/v2/shipping-order';

async function startServer() {
  const child = spawn(process.execPath, ['--import', TS_LOADER, path.join(import.meta.dirname, 'lib/shipping-server.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const info = await new Promise<{ app: number; bare: number; orders: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the shipping bench server did not start within 600 s')), 600_000);
    child.once('exit', (code) => reject(new Error(`the shipping bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as { app: number; bare: number; orders: number });
    });
  });
  return { info, stop: () => child.kill('SIGTERM') };
}

export const run: TBenchRun = async () => {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('the shipping bench needs PostgreSQL: set BENCH_DATABASE_URL (npm run bench starts one when PostgreSQL is installed)');
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
      return ((await r.json()) as { data: { nextCursor: string | null } }).data;
    };
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) cursor = (await post(`${SO}/list`, { pageSize: 200, ...(cursor ? { cursor } : {}) })).nextCursor;

    const calls: Array<{ name: string; path: string; body: object; budget: number }> = [
      { name: 'shipping list, first page (all tabs counted)', path: `${SO}/list`, body: { pageSize: 20 }, budget: LIST_BUDGET_PERCENT },
      { name: 'shipping list, ORDER_DELIVER tab', path: `${SO}/list`, body: { pageSize: 20, tab: 'ORDER_DELIVER' }, budget: LIST_BUDGET_PERCENT },
      { name: 'shipping list, deep page (row 10,000, by cursor)', path: `${SO}/list`, body: { pageSize: 20, page: 501, cursor }, budget: LIST_BUDGET_PERCENT },
      { name: "shipping list, keyword 'sb-12345'", path: `${SO}/list`, body: { pageSize: 20, keyword: 'sb-12345' }, budget: LIST_BUDGET_PERCENT },
      {
        name: 'fee call (Hà Nội → TP. HCM, 1.2 kg, COD, insurance)',
        path: `${SO}/fee`,
        body: { to_district_id: 760, to_ward_code: '26740', weight: 1200, length: 20, width: 15, height: 10, cod_value: 2_000_000, insurance_value: 1_500_000, service_type_id: 2 },
        budget: FEE_BUDGET_PERCENT,
      },
    ];
    // SHIPPING_BENCH_CALLS: only the calls whose name contains this text (e.g. 'fee'), for a quick look
    const only = process.env.SHIPPING_BENCH_CALLS;
    if (only) calls.splice(0, calls.length, ...calls.filter((c) => c.name.includes(only)));
    // the floor, in slices alternating with each call's (lib/load.ts)
    const floorLoad = { url: `http://127.0.0.1:${server.info.bare}/bare` };
    const figures: TFigure[] = [{ name: 'volume', value: `${server.info.orders.toLocaleString('en-US')} shipping orders` }];
    const budgets: TBudget[] = [];
    const floors: number[] = [];
    for (const c of calls) {
      const load = { url: `${app}${c.path}`, method: 'POST' as const, headers, body: JSON.stringify(c.body) };
      const m = await measureAgainstFloor(load, floorLoad);
      floors.push(m.floor.rps);
      figures.push(
        { name: `${c.name}: requests/s (GET /bare beside it)`, value: `${round(m.call.rps, 0)} (${round(m.floor.rps, 0)})` },
        { name: `${c.name}: p99`, value: m.call.p99, unit: 'ms' },
        { name: `${c.name}: share of the floor`, value: round(m.share, 1), unit: '%' },
      );
      budgets.push(budget(`${c.name} / bare Fastify`, m.share, '>=', c.budget, '%'));
      if (c.budget === LIST_BUDGET_PERCENT) budgets.push(budget(`${c.name} p99`, m.call.p99, '<', P99_BUDGET_MS, 'ms'));
      if (c.budget === FEE_BUDGET_PERCENT) {
        // and both against the same POST (body and headers) to the bare route: what the floor's GET does not carry
        const postFloor = { ...floorLoad, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: load.body };
        const p = await measureAgainstFloor(load, postFloor, { slices: 3 });
        figures.push({ name: `${c.name}: share of the same POST (its JSON body) to the bare route`, value: round(p.share, 1), unit: '%' });
      }
    }
    figures.splice(1, 0, { name: 'floor: GET /bare (plain Fastify), requests/s (lowest and highest beside a call)', value: `${round(Math.min(...floors), 0)} to ${round(Math.max(...floors), 0)}` });
    // the ceiling of any call that reads the database: the app's GET /healthz is one `select 1` round trip
    if (!only) {
      const h = await measureAgainstFloor({ url: `${app}/healthz` }, floorLoad);
      figures.push({ name: "the app's GET /healthz (one select 1): share of the floor", value: round(h.share, 1), unit: '%' });
    }
    if (!only) {
      // 100 A5 labels in one PDF: gen-token, then the print call, timed as the shop's browser sees it (best of 3)
      const codes = Array.from({ length: 100 }, (_, i) => `GB${String(i + 1).padStart(10, '0')}`);
      let best = Infinity;
      let pages = 0;
      for (let round = 0; round < 3; round++) {
        const tok = await fetch(`${app}/shiip/public-api/v2/a5/gen-token`, { method: 'POST', headers, body: JSON.stringify({ order_codes: codes }) });
        const token = ((await tok.json()) as { data: { token: string } }).data.token;
        const t0 = performance.now();
        const pdf = await fetch(`${app}/a5/public-api/printA5?token=${encodeURIComponent(token)}`);
        const bytes = Buffer.from(await pdf.arrayBuffer());
        best = Math.min(best, (performance.now() - t0) / 1000);
        if (pdf.status !== 200) throw new Error(`printA5 answered ${pdf.status}`);
        pages = (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      }
      figures.push({ name: '100 A5 labels in one PDF: pages', value: pages }, { name: '100 A5 labels in one PDF: seconds (best of 3)', value: round(best, 2), unit: 's' });
      budgets.push(budget('100 A5 labels in one PDF', best, '<', 3, 's'));
    }
    return {
      title: 'Express orders on PostgreSQL: the list on 1,000,000 orders and the fee call, against a bare Fastify route',
      method: `The real app on PostgreSQL with 1,000,000 generated orders (SQL generate_series through the list-counter triggers) and a bare Fastify route in one child process; autocannon in the parent, 50 connections, authenticated as the demo owner; each call and the floor warmed up for 1 s, then measured in five alternating 1 s slices (floor, call, ...) so that a drift of the machine's speed meets both: the share is the call's requests over the floor's, the p99 the median of the call's slices. Every call is answered afresh; the fee call is also measured against the same POST, body and all, to the bare route. The server runs the app's TypeScript through scripts/ts-loader.mjs, as npm start does.`,
      figures,
      budgets,
    };
  } finally {
    server.stop();
  }
};

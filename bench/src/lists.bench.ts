// Lists at volume (docs/lists.md): each list call on generated volumes on PostgreSQL — first page, a filter, a deep
// page by cursor, a keyword search — against the app's own GET /healthz measured in the same run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { budget, round, type TBenchRun, type TBudget, type TFigure, TS_LOADER } from './lib/kit.ts';
import { measureAgainstFloor, type TLoad } from './lib/load.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RATIO_BUDGET_PERCENT = 25;
const P99_BUDGET_MS = 50;

/** Resident memory of a process, MB. */
function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/** Rows of an xlsx file's first sheet, read from the zip (the data rows, header and preface included). */
function countSheetRows(file: Buffer): number {
  const book = XLSX.read(file, { type: 'buffer', sheetRows: 0, dense: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.decode_range(sheet['!ref'] ?? 'A1').e.r;
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', TS_LOADER, path.join(import.meta.dirname, 'lib/list-server.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const info = await new Promise<{ app: number; bare: number; volumes: Record<string, number> }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the list bench server did not start within 400 s')), 400_000);
    child.once('exit', (code) => reject(new Error(`the list bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as { app: number; bare: number; volumes: Record<string, number> });
    });
  });
  return { info, pid: child.pid!, stop: () => child.kill('SIGTERM') };
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
    // the ledger is the staff's audit view
    const staffLogin = await fetch(`${app}/sso/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ops@demo.vn', password: 'Demo2026', portal: 'staff' }) });
    const staffToken = ((await staffLogin.json()) as { data?: { token?: string } }).data?.token;
    if (!staffToken) throw new Error(`staff sign-in for the bench failed: ${staffLogin.status}`);
    const staffHeaders = { token: staffToken, 'content-type': 'application/json' };
    const headersOf = (p: string) => (p.startsWith('/ops/') ? staffHeaders : headers);
    const post = async (p: string, body: object) => {
      const r = await fetch(`${app}${p}`, { method: 'POST', headers: headersOf(p), body: JSON.stringify(body) });
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}: ${await r.text()}`);
      return ((await r.json()) as { data: { nextCursor: string | null; total: number } }).data;
    };
    /** a deep page: 10,000 rows in (page 501 of 20), reached by walking the cursors as a person paging would */
    const deepCursor = async (p: string, body: object) => {
      let cursor: string | null = null;
      for (let i = 0; i < 50; i++) cursor = (await post(p, { ...body, pageSize: 200, ...(cursor ? { cursor } : {}) })).nextCursor;
      if (!cursor) throw new Error(`${p} ended before 10,000 rows`);
      return cursor;
    };

    const calls: Array<{ name: string; path: string; body: object }> = [
      { name: 'SKU list, first page', path: '/ffm/sku/list', body: { pageSize: 20 } },
      { name: 'SKU list, category filter', path: '/ffm/sku/list', body: { pageSize: 20, category: 'THOI_TRANG' } },
      { name: 'SKU list, deep page (row 10,000, by cursor)', path: '/ffm/sku/list', body: { pageSize: 20, page: 501, cursor: await deepCursor('/ffm/sku/list', {}) } },
      { name: "SKU list, keyword 'ao thun'", path: '/ffm/sku/list', body: { pageSize: 20, keyword: 'ao thun' } },
      { name: 'inbound list, first page (all tab)', path: '/ffm/inbound/list', body: { pageSize: 20 } },
      { name: 'inbound list, a status tab', path: '/ffm/inbound/list', body: { pageSize: 20, status: 4 } },
      { name: 'inbound list, deep page (row 10,000, by cursor)', path: '/ffm/inbound/list', body: { pageSize: 20, page: 501, cursor: await deepCursor('/ffm/inbound/list', {}) } },
      { name: "inbound list, code search 'b00123'", path: '/ffm/inbound/list', body: { pageSize: 20, code: 'b00123' } },
      { name: 'outbound list, first page (all tab)', path: '/ffm/outbound/list', body: { pageSize: 20 } },
      { name: 'outbound list, a status tab', path: '/ffm/outbound/list', body: { pageSize: 20, status: 3 } },
      { name: 'outbound list, deep page (row 10,000, by cursor)', path: '/ffm/outbound/list', body: { pageSize: 20, page: 501, cursor: await deepCursor('/ffm/outbound/list', {}) } },
      { name: "outbound list, code search 'b00123'", path: '/ffm/outbound/list', body: { pageSize: 20, code: 'b00123' } },
      { name: 'inventory detail, first page', path: '/ffm/inventory/detail-list', body: { pageSize: 20 } },
      { name: 'inventory detail, by expiry date', path: '/ffm/inventory/detail-list', body: { pageSize: 20, sortBy: 'expiryDate' } },
      { name: 'inventory detail, deep page (row 10,000, by cursor)', path: '/ffm/inventory/detail-list', body: { pageSize: 20, page: 501, cursor: await deepCursor('/ffm/inventory/detail-list', {}) } },
      { name: "inventory detail, keyword 'ao thun'", path: '/ffm/inventory/detail-list', body: { pageSize: 20, keyword: 'ao thun' } },
      { name: 'inventory summary, first page', path: '/ffm/inventory/summary-list', body: { pageSize: 20 } },
      { name: 'inventory summary, deep page (row 10,000, by cursor)', path: '/ffm/inventory/summary-list', body: { pageSize: 20, page: 501, cursor: await deepCursor('/ffm/inventory/summary-list', {}) } },
      { name: 'ledger (staff), first page', path: '/ops/inventory/ledger', body: { pageSize: 20 } },
      { name: 'ledger (staff), deep page (row 10,000, by cursor)', path: '/ops/inventory/ledger', body: { pageSize: 20, page: 501, cursor: await deepCursor('/ops/inventory/ledger', {}) } },
    ];
    // the floor: the same app's cheapest route (hooks, headers, logging), as the issue measured it, in slices
    // alternating with each call's (lib/load.ts)
    const floorLoad = { url: `${app}/healthz` };
    const figures: TFigure[] = [{ name: 'volumes', value: Object.entries(server.info.volumes).map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`).join(', ') }];
    const budgets: TBudget[] = [];
    const floors: number[] = [];
    const loadOf = (c: (typeof calls)[number]): TLoad => ({ url: `${app}${c.path}`, method: 'POST', headers: headersOf(c.path), body: JSON.stringify(c.body) });
    for (const c of calls) {
      const m = await measureAgainstFloor(loadOf(c), floorLoad, { slices: 3 });
      floors.push(m.floor.rps);
      figures.push(
        { name: `${c.name}: requests/s (GET /healthz beside it)`, value: `${round(m.call.rps, 0)} (${round(m.floor.rps, 0)})` },
        { name: `${c.name}: p99`, value: m.call.p99, unit: 'ms' },
        { name: `${c.name}: share of the floor`, value: round(m.share, 1), unit: '%' },
      );
      budgets.push(budget(`${c.name} / GET /healthz`, m.share, '>=', RATIO_BUDGET_PERCENT, '%'), budget(`${c.name} p99`, m.call.p99, '<', P99_BUDGET_MS, 'ms'));
    }
    figures.splice(1, 0, { name: 'floor: GET /healthz of the same app, requests/s (lowest and highest beside a call)', value: `${round(Math.min(...floors), 0)} to ${round(Math.max(...floors), 0)}` });

    // the outbound issue's budget: the outbound list against a bare Fastify route in the same process
    const bareLoad = { url: `http://127.0.0.1:${server.info.bare}/bare` };
    for (const c of calls.filter((x) => x.path === '/ffm/outbound/list')) {
      const m = await measureAgainstFloor(loadOf(c), bareLoad, { slices: 3 });
      figures.push({ name: `${c.name}: share of bare Fastify (GET /bare, ${round(m.floor.rps, 0)} requests/s beside it) / p99`, value: `${round(m.share, 1)} % / ${m.call.p99} ms` });
      budgets.push(budget(`${c.name} / bare Fastify`, m.share, '>=', RATIO_BUDGET_PERCENT, '%'), budget(`${c.name} p99 (beside bare Fastify)`, m.call.p99, '<', P99_BUDGET_MS, 'ms'));
    }

    // exports: the whole file downloaded, timed, with the server's resident memory sampled while it streams
    const vnDay = (daysAgo: number) => new Date(Date.now() + 7 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const exportsToRun: Array<{ name: string; path: string; body: object }> = [
      { name: 'SKU export, every SKU', path: '/ffm/sku/export', body: {} },
      // one order every 3 minutes, two lines each: 104 days are about 100,000 lines
      { name: 'inbound export, 104 days of orders', path: '/ffm/inbound/export', body: { createdFrom: vnDay(103), createdTo: vnDay(0) } },
      { name: 'inventory detail export, every lot', path: '/ffm/inventory/detail-export', body: {} },
      { name: 'outbound export, 104 days of orders', path: '/ffm/outbound/export', body: { createdFrom: vnDay(103), createdTo: vnDay(0) } },
    ];
    for (const e of exportsToRun) {
      const before = rssOf(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 20);
      const t0 = performance.now();
      const r = await fetch(`${app}${e.path}`, { method: 'POST', headers, body: JSON.stringify(e.body) });
      const file = Buffer.from(await r.arrayBuffer());
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(server.pid));
      if (r.status !== 200) throw new Error(`${e.path} answered ${r.status}`);
      const rows = countSheetRows(file);
      figures.push(
        { name: `${e.name}: rows`, value: rows },
        { name: `${e.name}: seconds`, value: round(seconds, 2), unit: 's' },
        { name: `${e.name}: server resident memory before / peak`, value: `${round(before, 0)} / ${round(peak, 0)} MB` },
      );
      // the memory an export costs is what the server grows by while it streams (the process already holds the app
      // and what the list calls before left in its heap)
      budgets.push(budget(`${e.name}: rows per 5 s`, round((rows / seconds) * 5, 0), '>=', 100_000, 'rows'), budget(`${e.name}: server memory added at the peak`, round(peak - before, 0), '<', 200, 'MB'));
    }
    return {
      title: 'Lists and exports at volume on PostgreSQL, against GET /healthz',
      method: `The real app on PostgreSQL with generated volumes (SQL generate_series through the same triggers as real writes) in a child process; the floor is its GET /healthz; autocannon, 50 connections, authenticated as the demo owner; each call and the floor warmed up for 1 s, then measured in three alternating 1 s slices (floor, call, ...) so that a drift of the machine's speed meets both: the share is the call's requests over the floor's, the p99 the median of the call's slices. Every call is read from the database. The outbound list is also measured against a bare Fastify route in the server's process (the outbound issue's budget). Exports: the whole file downloaded, with the server process's resident memory sampled every 20 ms.`,
      figures,
      budgets,
    };
  } finally {
    server.stop();
  }
};

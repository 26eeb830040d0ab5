// Reads and writes as a provider's busy day makes them (issue 22): the realistic volume on PostgreSQL (1,000 clients
// of Zipf-like sizes, lib/volume-data.ts), every request another signed-in client or staff member, page, tab, filter,
// keyword or phone; each call against its floors in alternating slices: the same server's GET /healthz, a bare
// Fastify route, and a bare one-row INSERT through a pool of the app's size.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { INBOUND_STATUSES, ORDER_TABS, OUTBOUND_STATUSES } from '@ffm/domain';
import { sql } from 'drizzle-orm';
import { budget, round, type TBenchRun, type TBudget, type TFigure, TS_LOADER } from './lib/kit.ts';
import { measureAgainstFloors, type TLoad, type TVariedRequest } from './lib/load.ts';
import { APP_POOL_SIZE, checkDerivedTables, ghnReceiver, outboundReceiver, PRODUCTS, requestAddresses } from './lib/volume-data.ts';
import type { TClientInfo } from './lib/volume-server.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runStorageDay } from '../../apps/server/src/modules/billing/index.ts';
import { sqlRows } from '../../apps/server/src/db/sql-rows.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SO = '/shiip/public-api/v2/shipping-order';
const GHN = '/shiip/public-api/v2';
const READ_CONNECTIONS = 50;
const WRITE_CONNECTIONS = 20;
// the issue's budgets
const LIST_SHARE = 25;
const LIST_P99 = 100;
const SEARCH_P99 = 150;
const DASHBOARD_P99 = 300;
const FEE_SHARE = 40;
/**
 * Slice lengths: a request still running when its slice ends is not counted, so a slice must be several times the
 * slowest answers (a 1 s slice counted no dashboard at all when they took a second on the busy host).
 */
const READ_SLICE_SECONDS = Number(process.env.VOLUME_SLICE_SECONDS ?? 2);
const WRITE_SLICE_SECONDS = Math.max(3, READ_SLICE_SECONDS);
/**
 * VOLUME_ONLY=dashboard,fee: measure only the calls whose name contains one of these words (case-insensitive), for
 * a quick look at one group while working on it; unset (the default), every call is measured. The budgets of the
 * calls left out are not reported, so such a run is never a whole result.
 */
const ONLY = (process.env.VOLUME_ONLY ?? '').split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
/** issue 26: the orders of the wave released on the bench's data */
const WAVE_ORDERS = 2_000;
const chosen = (name: string) => ONLY.length === 0 || ONLY.some((w) => name.toLowerCase().includes(w));

interface TReady {
  app: number;
  floors: number;
  database: string;
  reused: boolean;
  scale: number;
  generated: { volumes: Record<string, number>; generatedSeconds: number; steps: Record<string, number> } | null;
  derived: { compared: number; mismatches: string[] };
  ledgerMismatches: number;
  checkSeconds: number;
  clients: TClientInfo[];
  staffTokens: string[];
  moves: Array<{ balance_id: number; warehouse_id: number; from_code: string; to_code: string }>;
  warehouseHn: number;
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', TS_LOADER, path.join(import.meta.dirname, 'lib/volume-server.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const info = await new Promise<TReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the volume bench server did not start within 590 s')), 590_000);
    child.once('exit', (code) => reject(new Error(`the volume bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as TReady);
    });
  });
  return { info, stop: () => child.kill('SIGTERM') };
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const chance = (p: number) => Math.random() < p;
/** A page as people open them: mostly the first few, sometimes one far in, never past the rows there are. */
function pageOf(rows: number, pageSize = 20): number {
  const last = Math.max(1, Math.min(500, Math.ceil(rows / pageSize)));
  const r = Math.random();
  const page = r < 0.5 ? 1 : r < 0.85 ? 2 + Math.floor(Math.random() * 9) : 1 + Math.floor(Math.random() * last);
  return Math.min(page, last);
}
const vnDay = (daysAgo: number) => new Date(Date.now() + 7 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

export const run: TBenchRun = async () => {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('the volume bench needs PostgreSQL: set BENCH_DATABASE_URL (npm run bench starts one when PostgreSQL is installed)');
  const server = await startServer();
  try {
    const s = server.info;
    const app = `http://127.0.0.1:${s.app}`;
    const floorsBase = `http://127.0.0.1:${s.floors}`;
    const figures: TFigure[] = [];
    const budgets: TBudget[] = [];
    if (s.generated) {
      figures.push(
        { name: 'volumes', value: Object.entries(s.generated.volumes).map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`).join(', ') },
        { name: `generation (VOLUME_SCALE=${s.scale})`, value: s.generated.generatedSeconds, unit: 's' },
        { name: 'generation steps', value: Object.entries(s.generated.steps).map(([k, v]) => `${k} ${v} s`).join(', ') },
      );
    } else figures.push({ name: 'volumes', value: `database ${s.database} kept from an earlier run (VOLUME_KEEP_DB), generation skipped` });
    figures.push({ name: 'derived tables against fresh counts (before the load)', value: `${s.derived.compared} compared, ${s.derived.mismatches.length} differ${s.derived.mismatches.length ? `: ${s.derived.mismatches.slice(0, 5).join('; ')}` : ''}` });
    budgets.push(budget('derived tables differing from fresh counts (before the load)', s.derived.mismatches.length, '<=', 0, ''), budget('ledger check mismatches (before the load)', s.ledgerMismatches, '<=', 0, ''));

    if (process.env.VOLUME_GENERATE_ONLY === '1') {
      // the first of two runs when generating takes most of a run's 10 minutes: the kept database is measured next
      return {
        title: 'Realistic volume: generation only (VOLUME_GENERATE_ONLY=1)',
        method: `The volume of issue 22 generated in SQL through the app's migrations and triggers (lib/volume-data.ts, VOLUME_SCALE=${s.scale}) into ${s.database}, and its derived tables compared with fresh counts; no load.`,
        figures,
        budgets,
      };
    }
    const clients = s.clients;
    const largest = clients.find((c) => c.rank === 1)!;
    const owner = (c: TClientInfo) => ({ token: pick(c.tokens), 'content-type': 'application/json' });
    const staff = () => ({ token: pick(s.staffTokens), 'content-type': 'application/json' });
    const addresses = requestAddresses();
    const words = PRODUCTS.flatMap((p) => [p, p.toLowerCase()]);
    const figuresSigned = `${clients.length} clients' owners (${largest.tokens.length} sessions of the largest) and ${s.staffTokens.length} provider staff`;
    figures.push({ name: 'signed in (sessions created directly)', value: figuresSigned });

    let failedAnswers = 0;
    type TMake = () => { path: string; headers: Record<string, string>; body: object };
    const varied = (make: TMake): TLoad => ({
      url: app,
      requests: [
        {
          method: 'POST',
          setupRequest: (req: TVariedRequest) => {
            const r = make();
            return { ...req, method: 'POST', path: r.path, headers: r.headers, body: JSON.stringify(r.body) };
          },
          // a failing slice names the call only: the first few answers other than 2xx say why
          onResponse: (status: number, body: string) => {
            if (status >= 300 && failedAnswers++ < 5) process.stderr.write(`volume: answered ${status}: ${String(body).slice(0, 300)}\n`);
          },
        },
      ],
    });
    /** A few requests of a call sent one by one first: each must be answered 200 with the success code and data (an
     * error answered fast would pass for a fast call). */
    const preflight = async (name: string, make: TMake) => {
      for (let i = 0; i < 3; i++) {
        const r = make();
        const res = await fetch(`${app}${r.path}`, { method: 'POST', headers: r.headers, body: JSON.stringify(r.body) });
        const answer = (await res.json().catch(() => null)) as { code?: number; data?: unknown } | null;
        if (res.status !== 200 || !answer || (answer.code !== 0 && answer.code !== 200) || answer.data === undefined) {
          throw new Error(`${name}: ${r.path} ${JSON.stringify(r.body)} answered ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
        }
      }
    };
    let seq = 0;
    const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
    const phone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    const reads: Array<{ name: string; kind: 'list' | 'search' | 'dashboard' | 'fee'; make: TMake }> = [
      {
        name: 'SKU list',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          return { path: '/ffm/sku/list', headers: owner(c), body: { pageSize: 20, page: pageOf(c.counts.sku), ...(chance(0.3) ? { keyword: pick(words) } : {}) } };
        },
      },
      {
        name: 'inbound list',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          return { path: '/ffm/inbound/list', headers: owner(c), body: { pageSize: 20, page: pageOf(c.counts.inbound), ...(chance(0.5) ? { status: pick(INBOUND_STATUSES) } : {}) } };
        },
      },
      {
        name: 'outbound list',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          return { path: '/ffm/outbound/list', headers: owner(c), body: { pageSize: 20, page: pageOf(c.counts.outbound), ...(chance(0.5) ? { status: pick(OUTBOUND_STATUSES) } : {}) } };
        },
      },
      {
        name: 'express order list (portal)',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          const body = { pageSize: 20, page: pageOf(c.counts.ship), ...(chance(0.6) ? { tab: pick(ORDER_TABS) } : {}), ...(chance(0.2) ? { shop_id: pick(c.shopIds) } : {}) };
          return { path: `${SO}/list`, headers: owner(c), body };
        },
      },
      {
        name: 'express order list (GHN v2)',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          const body = { pageSize: 20, page: pageOf(c.counts.ship), ...(chance(0.6) ? { tab: pick(ORDER_TABS) } : {}), ...(chance(0.3) ? { from_date: vnDay(30 + Math.floor(Math.random() * 300)), to_date: vnDay(Math.floor(Math.random() * 30)) } : {}) };
          return { path: `${SO}/v2`, headers: owner(c), body };
        },
      },
      {
        name: 'inventory detail',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          const body = { pageSize: 20, page: pageOf(c.counts.sku), sortBy: pick(['sku', 'expiryDate', 'warehousedAt', 'qty', 'warehouse']), ...(chance(0.3) ? { warehouseId: s.warehouseHn } : {}), ...(chance(0.2) ? { keyword: pick(words) } : {}) };
          return { path: '/ffm/inventory/detail-list', headers: owner(c), body };
        },
      },
      {
        name: 'inventory summary',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          const body = { pageSize: 20, page: pageOf(c.counts.sku), ...(chance(0.3) ? { warehouseId: s.warehouseHn } : {}), ...(chance(0.2) ? { keyword: pick(words) } : {}) };
          return { path: '/ffm/inventory/summary-list', headers: owner(c), body };
        },
      },
      {
        name: 'ledger (provider staff, a client)',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          return { path: '/ops/inventory/ledger', headers: staff(), body: { pageSize: 20, page: pageOf(c.counts.sku * 6), customerId: c.clientId } };
        },
      },
      {
        name: 'tickets',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          return { path: `${GHN}/ticket/index`, headers: owner(c), body: { pageSize: 20, page: pageOf(c.counts.tickets), status: pick([0, 1, 2, 3]) } };
        },
      },
      {
        name: 'COD transfers',
        kind: 'list',
        make: () => {
          const c = pick(clients);
          return { path: `${GHN}/cod/transfer`, headers: { ...owner(c), shopid: String(pick(c.shopIds)) }, body: { pageSize: 20, page: pageOf(52) } };
        },
      },
      {
        name: 'GHN order search (code, phone or name)',
        kind: 'search',
        make: () => {
          const c = pick(clients.filter((x) => x.orderCodes.length > 0));
          const value = pick([pick(c.orderCodes), pick(c.phones), pick(c.names), pick(c.phones).slice(0, 7)]);
          return { path: `${SO}/search`, headers: owner(c), body: { option_value: value, offset: chance(0.8) ? 0 : 20, limit: 20 } };
        },
      },
      {
        name: 'global search (phone, SO code, order code or name)',
        kind: 'search',
        make: () => {
          const c = pick(clients.filter((x) => x.orderCodes.length > 0 && x.soCodes.length > 0));
          return { path: '/ffm/global-search', headers: owner(c), body: { keyword: pick([pick(c.phones), pick(c.soCodes), pick(c.orderCodes), pick(c.names)]) } };
        },
      },
      {
        name: 'dashboard (largest client)',
        kind: 'dashboard',
        make: () => ({ path: '/ffm/dashboard', headers: owner(largest), body: dashboardPeriod() }),
      },
      {
        name: 'dashboard (provider staff, every client)',
        kind: 'dashboard',
        make: () => ({ path: '/ffm/dashboard', headers: staff(), body: dashboardPeriod() }),
      },
      {
        name: 'fee quote (varied weight and destination)',
        kind: 'fee',
        make: () => {
          const c = pick(clients);
          const a = pick(addresses);
          const body = {
            shop_id: pick(c.shopIds),
            ...ghnReceiver(a),
            weight: 100 + Math.floor(Math.random() * 15_000),
            length: 5 + Math.floor(Math.random() * 60),
            width: 5 + Math.floor(Math.random() * 40),
            height: 2 + Math.floor(Math.random() * 30),
            cod_value: Math.floor(Math.random() * 50) * 50_000,
            insurance_value: Math.floor(Math.random() * 20) * 100_000,
            service_type_id: 2,
          };
          return { path: `${SO}/fee`, headers: owner(c), body };
        },
      },
    ];
    function dashboardPeriod() {
      const r = Math.random();
      if (r < 0.25) return { period: '7d' };
      if (r < 0.5) return { period: '30d' };
      if (r < 0.6) return { period: 'today' };
      const end = Math.floor(Math.random() * 270);
      return { period: 'range', from: vnDay(end + 1 + Math.floor(Math.random() * 91)), to: vnDay(end) };
    }

    const healthz: TLoad = { url: `${app}/healthz` };
    const bareRoute: TLoad = { url: `${floorsBase}/bare` };
    const bareInsert: TLoad = { url: `${floorsBase}/bare-insert`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    const row = (name: string, m: Awaited<ReturnType<typeof measureAgainstFloors>>, floorNames: string[]) => {
      figures.push({
        name,
        value: `${round(m.call.rps, 0)} req/s, p50 ${m.call.p50} ms, p99 ${m.call.p99} ms; ${floorNames.map((f, i) => `${Number.isFinite(m.shares[i]) ? round(m.shares[i]!, 1) : 'n/a'} % of ${f} (${round(m.floors[i]!.rps, 0)}/s)`).join(', ')}`,
      });
    };

    if (ONLY.length) figures.push({ name: 'note', value: `VOLUME_ONLY=${ONLY.join(',')}: only the calls so named were measured` });
    for (const r of reads) {
      if (!chosen(r.name)) continue;
      await preflight(r.name, r.make);
      // a dashboard's answers take seconds at 50 connections on this host: longer slices, so that they are counted
      const sliceSeconds = r.kind === 'dashboard' ? 2 * READ_SLICE_SECONDS : READ_SLICE_SECONDS;
      const m = await measureAgainstFloors(varied(r.make), [healthz, bareRoute], { connections: READ_CONNECTIONS, sliceSeconds });
      row(`${r.name}, ${READ_CONNECTIONS} connections`, m, ['GET /healthz', 'bare Fastify']);
      if (r.kind === 'list') budgets.push(budget(`${r.name} / GET /healthz`, m.shares[0]!, '>=', LIST_SHARE, '%'), budget(`${r.name} p99`, m.call.p99, '<', LIST_P99, 'ms'));
      if (r.kind === 'search') budgets.push(budget(`${r.name} p99`, m.call.p99, '<', SEARCH_P99, 'ms'));
      if (r.kind === 'dashboard') budgets.push(budget(`${r.name} p99`, m.call.p99, '<', DASHBOARD_P99, 'ms'));
      if (r.kind === 'fee') budgets.push(budget(`${r.name} / bare Fastify`, m.shares[1]!, '>=', FEE_SHARE, '%'));
    }

    const writeClients = clients.filter((c) => c.stockSkus.length > 0);
    const writes: Array<{ name: string; share: number; make: TMake }> = [
      {
        name: 'express create',
        share: 15,
        make: () => {
          const c = pick(clients);
          const a = pick(addresses);
          const body = {
            shop_id: pick(c.shopIds),
            to_name: pick(c.names.length ? c.names : ['Nguyễn Văn An']),
            to_phone: phone(),
            to_address: `${1 + Math.floor(Math.random() * 300)} Lê Lợi`,
            ...ghnReceiver(a),
            weight: 100 + Math.floor(Math.random() * 5_000),
            cod_amount: Math.floor(Math.random() * 40) * 50_000,
            client_order_code: `BV-${unique()}`,
            required_note: 'CHOXEMHANGKHONGTHU',
            payment_type_id: 1,
            service_type_id: 2,
          };
          return { path: `${SO}/create`, headers: owner(c), body };
        },
      },
      {
        name: 'outbound create-direct',
        share: 10,
        make: () => {
          const c = pick(writeClients);
          const a = pick(addresses.filter((x) => x.provinceId === 1));
          const body = {
            warehouseId: s.warehouseHn,
            zoneType: 'B2C1D',
            clientOrderCode: `BV-${unique()}`,
            toName: pick(c.names.length ? c.names : ['Trần Thị Bình']),
            toPhone: phone(),
            toAddress: `${1 + Math.floor(Math.random() * 300)} Nguyễn Trãi`,
            ...outboundReceiver(a),
            shippingServiceType: 2,
            shippingPaymentType: 1,
            shippingRequiredNote: 'CHOXEMHANGKHONGTHU',
            codAmount: Math.floor(Math.random() * 20) * 50_000,
            goodsValue: 300_000,
            goodsName: 'Hàng tiêu dùng',
            items: [{ sku: pick(c.stockSkus), quantity: 1 }],
          };
          return { path: '/ffm/outbound/create-direct', headers: owner(c), body };
        },
      },
      {
        name: 'stock move (one unit, provider staff)',
        share: 15,
        make: () => {
          const m = pick(s.moves);
          return { path: '/ffm/inventory/move', headers: staff(), body: { warehouseId: m.warehouse_id, fromLocationCode: m.from_code, toLocationCode: m.to_code, items: [{ balanceId: m.balance_id, qty: 1 }], reason: 'Sắp xếp lại kệ' } };
        },
      },
    ];
    if (writeClients.length < 20) figures.push({ name: 'note', value: `only ${writeClients.length} signed-in clients have stock to draw outbound orders from` });
    for (const w of writes) {
      if (!chosen(w.name)) continue;
      await preflight(w.name, w.make);
      const m = await measureAgainstFloors(varied(w.make), [bareInsert, healthz], { connections: WRITE_CONNECTIONS, sliceSeconds: WRITE_SLICE_SECONDS });
      row(`${w.name}, ${WRITE_CONNECTIONS} connections`, m, ['bare INSERT', 'GET /healthz']);
      budgets.push(budget(`${w.name} / bare INSERT`, m.shares[0]!, '>=', w.share, '%'));
    }

    // issue 26: a wave of 2,000 allocated orders released in the larger warehouse and its pick list built (one call,
    // provider staff): the oldest allocated orders, as a floor lead releases them
    if (chosen('wave')) {
      const t0 = performance.now();
      const res = await fetch(`${app}/ops/outbound/release-wave`, { method: 'POST', headers: staff(), body: JSON.stringify({ warehouseId: s.warehouseHn, limit: WAVE_ORDERS }) });
      const seconds = (performance.now() - t0) / 1000;
      const wave = ((await res.json()) as { data?: { orders?: unknown[]; bins?: unknown[] } | null }).data;
      if (res.status !== 200 || !wave?.orders || !wave.bins) throw new Error(`release-wave answered ${res.status}`);
      figures.push({ name: `wave of ${WAVE_ORDERS} allocated orders released with its pick list (one call)`, value: `${wave.orders.length} orders, ${wave.bins.length} bin rows in ${round(seconds)} s` });
      budgets.push(budget(`wave of ${WAVE_ORDERS} orders released and its pick list built`, seconds, '<', 5, 's'), budget('orders on the released wave', wave.orders.length, '>=', WAVE_ORDERS, ''));
    }

    // issue 27: the daily storage fee of every client from its end-of-day stock, as the billing job runs it, on the
    // bench's data (1,000 clients, 155,000 balances); the provider's default tariff saved first when there is none
    if (chosen('storage')) {
      const url = new URL(process.env.BENCH_DATABASE_URL!);
      url.pathname = `/${s.database}`;
      const billingDb = await openDatabase({ url: url.toString(), poolSize: 2 });
      try {
        await billingDb.db.execute(sql`insert into fee_tariffs (valid_from, receiving_basis, receiving_rate, storage_basis, storage_rate, pick_pack_per_order, pick_pack_per_extra_unit, packing_material_per_order, return_per_unit, labelling_per_unit, kitting_per_unit)
          select '2025-01-01', 'unit', 1000, 'm3', 9000, 6000, 1000, 2000, 3000, 500, 2000 where not exists (select 1 from fee_tariffs where client_id is null and contract_id is null)`);
        const day = vnDay(1);
        const t0 = performance.now();
        const written = await runStorageDay(billingDb.db, day);
        const seconds = (performance.now() - t0) / 1000;
        const [lines] = sqlRows<{ n: number; clients: number }>(await billingDb.db.execute(sql`select count(*)::int as n, (select count(distinct client_id)::int from inventory_balances) as clients from fee_lines where fee_type = 'storage' and day = ${day}::date`));
        figures.push({ name: `daily storage job for ${day} (runStorageDay, every client)`, value: `${lines!.n} storage lines for ${lines!.clients} clients with stock (${written} written by this run, the others by an earlier run: once per client and day) in ${round(seconds)} s` });
        budgets.push(budget('daily storage job, every client', seconds, '<', 60, 's'), budget('clients with stock and no storage line for the day', lines!.clients - lines!.n, '<=', 0, ''));
      } finally {
        await billingDb.close();
      }
    }

    // after the writes: the ledger check of the app, and the derived tables against fresh counts again
    const check = await fetch(`${app}/ops/inventory/check-ledger`, { method: 'POST', headers: staff(), body: '{}' });
    const checked = ((await check.json()) as { data?: { mismatches?: unknown[] } }).data;
    if (check.status !== 200 || !checked?.mismatches) throw new Error(`the ledger check answered ${check.status}`);
    budgets.push(budget('ledger check mismatches after the writes', checked.mismatches.length, '<=', 0, ''));
    const dbUrl = new URL(process.env.BENCH_DATABASE_URL);
    dbUrl.pathname = `/${s.database}`;
    const after = await checkDerivedTables(dbUrl.toString());
    figures.push({ name: 'derived tables against fresh counts (after the writes)', value: `${after.compared} compared, ${after.mismatches.length} differ${after.mismatches.length ? `: ${after.mismatches.slice(0, 5).join('; ')}` : ''}` });
    budgets.push(budget('derived tables differing from fresh counts (after the writes)', after.mismatches.length, '<=', 0, ''));

    return {
      title: 'Realistic volume: every request another client, page, tab, filter or keyword, against its floors',
      method:
        `The real app on PostgreSQL with the volume of issue 22 generated in SQL through the app's migrations and triggers (lib/volume-data.ts; VOLUME_SCALE=${s.scale}): 1,000 store clients of Zipf-like sizes (the demo owner's the largest), their SKUs, stock and ledger, inbound, outbound and express orders, tickets and COD transfers, dates over the last year, Vietnamese names and the master data's addresses. ` +
        `Sessions are created directly for ${figuresSigned}. autocannon in the parent process; every request is built afresh (setupRequest): another session, page, tab, filter, keyword, phone, weight or destination, so no two are alike. ` +
        `Each read runs at ${READ_CONNECTIONS} connections, each write at ${WRITE_CONNECTIONS}; after a 1 s warm-up of each, the call alternates with its floors in slices of ${READ_SLICE_SECONDS} s (reads; dashboards ${2 * READ_SLICE_SECONDS} s) and ${WRITE_SLICE_SECONDS} s (writes) for two rounds: reads with GET /healthz of the same server and a bare Fastify GET /bare, writes with a bare one-row INSERT through a pg pool of the app's size (${APP_POOL_SIZE} connections, behind a bare Fastify POST) and GET /healthz. ` +
        `A share is the call's requests per second over the floor's; p50 and p99 are the medians of the call's slices (a slice in which no answer ended counts the slice's length, a lower bound). The derived tables (list and daily counters, SKU totals) are compared with fresh counts for six clients across the ranks before and after the load, and the app's ledger check runs after the writes.`,
      figures,
      budgets,
    };
  } finally {
    server.stop();
  }
};

// The web on a slow network, in Chromium: the bytes a cold /login transfers, and the time from a cold /login
// through signing in to a usable home shell, on a 3G-like profile (1.6 Mbit/s each way, 150 ms round trip).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { budget, KB, round, type TBenchRun, type TFigure, TS_LOADER } from './lib/kit.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const OWNER = { login: 'owner@demo.vn', password: 'Demo2026' };
/** 1.6 Mbit/s = 200,000 bytes/s each way, 150 ms added to every round trip */
const PROFILE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const RUNS = 3;

export const LOGIN_BYTES_BUDGET_KB = 200;
export const SIGN_IN_BUDGET_S = 4;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** The real server (main.ts) on a fresh PGlite data dir with the demo seed, as the e2e run starts it. */
async function startPortal() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ffm-bench-web-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', TS_LOADER, path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn', SEED: '1' },
  });
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  while (Date.now() - t0 < 120_000) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('the portal did not answer GET /healthz within 120 s');
}

interface TRequest {
  url: string;
  type: string;
  /** ms since the cold /login's navigation started */
  start: number;
  end: number;
  bytes: number;
  encoding: string;
}

/** Every request of the tab through CDP: start, end and bytes on the wire (headers included). */
function recordNetwork(cdp: CDPSession) {
  const pending = new Map<string, TRequest & { wall0: number; ts0: number }>();
  const done: TRequest[] = [];
  let origin = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    // a redirect reuses the request id: the previous hop ends here
    const prev = pending.get(e.requestId);
    if (prev && e.redirectResponse) done.push({ ...prev, end: prev.start + (e.timestamp - prev.ts0) * 1000, bytes: e.redirectResponse.encodedDataLength ?? 0 });
    pending.set(e.requestId, { url: e.request.url, type: e.type ?? '', start: e.wallTime * 1000 - origin, end: 0, bytes: 0, encoding: '', wall0: e.wallTime, ts0: e.timestamp });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = pending.get(e.requestId);
    if (r) r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = pending.get(e.requestId);
    if (!r) return;
    pending.delete(e.requestId);
    done.push({ url: r.url, type: r.type, start: r.start, end: r.start + (e.timestamp - r.ts0) * 1000, bytes: e.encodedDataLength, encoding: r.encoding });
  });
  return {
    /** times are given relative to this epoch ms (the navigation start of the cold /login) */
    setOrigin(ms: number) {
      origin = ms;
      for (const r of done) {
        r.start -= ms;
        r.end -= ms;
      }
    },
    take(): TRequest[] {
      return done.splice(0);
    },
  };
}

/**
 * Resolves with the epoch ms of the first animation frame where every test id is visible and no skeleton or route
 * progress bar is left. The predicate declares no named function: tsx would wrap it in a helper the page lacks.
 */
async function visible(page: Page, testIds: string[]): Promise<number> {
  const handle = await page.waitForFunction(
    (ids) => {
      for (const id of ids) {
        const el = document.querySelector(`[data-testid="${id}"]`);
        if (!(el instanceof HTMLElement) || el.getBoundingClientRect().height === 0) return false;
      }
      if (document.querySelector('.ant-skeleton, [data-testid="app-shell-loading"], .app-shell__progress')) return false;
      return performance.timeOrigin + performance.now();
    },
    testIds,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

interface TRun {
  loginBytes: number;
  loginRequests: TRequest[];
  formUsableMs: number;
  shellMs: number;
  signInRequests: TRequest[];
}

/** A fresh browser context (nothing cached, nothing stored) on the 3G-like profile, its requests recorded. */
async function coldTab(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const net = recordNetwork(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', PROFILE);
  return { context, page, cdp, net };
}

/** Everything a cold /login transfers, until the network is idle (the cache disabled: nothing is reused). */
async function coldLogin(browser: Browser, url: string): Promise<TRequest[]> {
  const { context, page, cdp, net } = await coldTab(browser);
  try {
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    net.setOrigin(await page.evaluate(() => performance.timeOrigin));
    return net.take();
  } finally {
    await context.close();
  }
}

/**
 * A cold /login, the form filled and submitted as soon as it is usable, then the sign-in to the home shell. The
 * cache stays on (the context starts empty), so the page load of the sign-in's redirect reuses what /login
 * fetched, as a real browser does.
 */
async function coldSignIn(browser: Browser, url: string): Promise<Omit<TRun, 'loginBytes' | 'loginRequests'>> {
  const { context, page, net } = await coldTab(browser);
  try {
    await page.goto(`${url}/login`, { waitUntil: 'commit', timeout: 60_000 });
    const formAt = await visible(page, ['login-username', 'login-password', 'login-submit']);
    const navStart = await page.evaluate(() => performance.timeOrigin);
    await page.getByTestId('login-username').fill(OWNER.login);
    await page.getByTestId('login-password').fill(OWNER.password);
    await page.getByTestId('login-submit').click();
    const shellAt = await visible(page, ['app-shell', 'side-menu', 'home-page', 'user-menu', 'lang-switch']);
    if (new URL(page.url()).pathname !== '/') throw new Error(`signed in to ${page.url()}, not /`);
    net.setOrigin(navStart);
    const signInRequests = net.take().filter((r) => r.start <= shellAt - navStart);
    return { formUsableMs: formAt - navStart, shellMs: shellAt - navStart, signInRequests };
  } finally {
    await context.close();
  }
}

async function coldRun(browser: Browser, url: string): Promise<TRun> {
  const loginRequests = await coldLogin(browser, url);
  const signIn = await coldSignIn(browser, url);
  return { loginBytes: loginRequests.reduce((s, r) => s + r.bytes, 0), loginRequests, ...signIn };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function waterfall(reqs: TRequest[], base: string): string {
  return [...reqs]
    .sort((a, b) => a.start - b.start)
    .map((r) => `${Math.round(r.start)}-${Math.round(r.end)} ms ${r.url.replace(base, '').slice(0, 90)} ${round(r.bytes / KB, 1)} kB${r.encoding ? ` ${r.encoding}` : ''}`)
    .join('; ');
}

export const run: TBenchRun = async () => {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: npm run build:web');
  if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const portal = await startPortal();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
    // one warm-up (the server's first answers compile its code paths), then the measured runs
    await coldRun(browser, portal.url);
    const runs: TRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldRun(browser, portal.url));

    const bytes = median(runs.map((r) => r.loginBytes));
    const shell = median(runs.map((r) => r.shellMs));
    const typical = runs.find((r) => r.shellMs === shell)!;
    const figures: TFigure[] = [
      { name: 'cold /login: bytes transferred (median)', value: round(bytes / KB), unit: 'kB' },
      { name: 'cold /login: requests', value: typical.loginRequests.length },
      { name: 'cold /login: form usable (median)', value: round(median(runs.map((r) => r.formUsableMs)) / 1000), unit: 's' },
      { name: 'cold /login to usable home shell (median)', value: round(shell / 1000), unit: 's' },
      { name: 'cold /login to usable home shell, each run', value: runs.map((r) => `${round(r.shellMs / 1000)} s`).join(', ') },
      { name: 'requests from /login to the usable shell', value: typical.signInRequests.length },
      { name: 'bytes from /login to the usable shell', value: round(typical.signInRequests.reduce((s, r) => s + r.bytes, 0) / KB), unit: 'kB' },
    ];
    return {
      title: 'Web on a 3G-like network: cold /login and sign-in to the home shell',
      method:
        `Real server (apps/server/src/main.ts, NODE_ENV=production) on a fresh PGlite data dir with the demo seed; headless ${CHROMIUM} through playwright-core, ` +
        'CDP Network.emulateNetworkConditions (150 ms latency, 200,000 bytes/s down and up), a fresh browser context with its cache cleared for each load. ' +
        'Bytes: the sum of Network.loadingFinished encodedDataLength (headers and body as sent) of every request of /login until the network is idle, the cache disabled. ' +
        'Time, in another cold context with the cache on (the sign-in redirect\'s page load reuses what /login fetched, as a browser does): from the navigation start of /login (performance.timeOrigin), the form filled as soon as it is usable and submitted, ' +
        'to the first animation frame where the shell, its menu, the user menu, the language switch and the home page are visible with no skeleton and no route progress bar. ' +
        `One warm-up, then the median of ${RUNS} runs.`,
    figures,
    budgets: [
      budget('cold /login bytes transferred', bytes / KB, '<=', LOGIN_BYTES_BUDGET_KB, 'kB'),
      budget('cold /login to usable home shell, 3G-like', shell / 1000, '<=', SIGN_IN_BUDGET_S, 's'),
    ],
    notes: [`Waterfall of the median run's sign-in (ms since /login's navigation start): ${waterfall(typical.signInRequests, portal.url)}`],
    };
  } finally {
    await browser?.close();
    portal.stop();
  }
};

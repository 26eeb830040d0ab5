import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { BASE_URL, SCREENSHOT_DIR } from './env.ts';

export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1366, height: 860 },
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
};

export const IPHONE: BrowserContextOptions = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
};

/** The run's browser, started once by the global setup (support/global-setup.ts). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'), { timeout: 30_000 });
}

export interface TJourney {
  readonly page: Page;
  readonly context: BrowserContext;
  /** saves e2e/screenshots/<journey>-<step>.png */
  shot(step: string): Promise<void>;
  /** a second page in its own context (another person, or the same one on a fresh browser) */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * One journey file: a connection to the run's browser, a fresh context (cookies, storage) and page per test. A failed
 * test leaves `<journey>-failed.png` and prints the page's errors.
 */
export function useJourney(name: string, options: BrowserContextOptions = DESKTOP): TJourney {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const extra: BrowserContext[] = [];
  const pageErrors: string[] = [];

  const newContext = async (opts: BrowserContextOptions) => {
    if (!browser) throw new Error('no browser');
    const ctx = await browser.newContext({ baseURL: BASE_URL, ...opts });
    ctx.setDefaultTimeout(15_000);
    ctx.setDefaultNavigationTimeout(30_000);
    // first lines only, each once: a broken page repeats the same error many times
    const note = (text: string) => {
      const line = text.split('\n')[0]!.slice(0, 400);
      if (!pageErrors.includes(line) && pageErrors.length < 20) pageErrors.push(line);
    };
    ctx.on('weberror', (e) => note(`page error: ${e.error().message}`));
    ctx.on('console', (m) => {
      if (m.type() === 'error') note(`console: ${m.text()}`);
    });
    return ctx;
  };

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    pageErrors.length = 0;
    context = await newContext(options);
    page = await context.newPage();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      if (page && !page.isClosed()) {
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-failed.png`), fullPage: true }).catch(() => undefined);
        console.error(`[${name}] failed at ${page.url()}`);
      }
      if (pageErrors.length) console.error(`[${name}] browser errors:\n  ${pageErrors.join('\n  ')}`);
    }
    for (const c of extra.splice(0)) await c.close().catch(() => undefined);
    await context?.close().catch(() => undefined);
    context = undefined;
    page = undefined;
  });

  return {
    get page() {
      if (!page) throw new Error('no page: use it inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('no context: use it inside a test');
      return context;
    },
    async shot(step: string) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await this.page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${step}.png`) });
    },
    async newPage(opts: BrowserContextOptions = options) {
      const ctx = await newContext(opts);
      extra.push(ctx);
      return ctx.newPage();
    },
  };
}

/**
 * `expect.poll` with room for a loaded CI machine (its default gives up after one second):
 * `await eventually(() => shell.menuText()).toContain('...')`.
 */
export function eventually<T>(fn: () => T | Promise<T>, timeout = 10_000) {
  return expect.poll(fn, { timeout, interval: 100 });
}

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium, type BrowserServer } from 'playwright-core';
import { BASE_URL, CHROMIUM_PATH, SCREENSHOT_DIR } from './env.ts';
import { CHROMIUM_ARGS } from './chromium-args.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's one browser, which every journey file connects to */
    browserWSEndpoint: string;
  }
}

let server: BrowserServer | undefined;
let guard: ReturnType<typeof spawn> | undefined;

/**
 * Fails the run at once, with the reason, when there is no portal or no browser; clears old screenshots; starts
 * the one headless Chromium of the run.
 */
export async function setup(project: TestProject): Promise<void> {
  if (!BASE_URL) {
    throw new Error('e2e: E2E_BASE_URL is not set. Run `npm test -- --only e2e`: it builds the web, starts a server on a fresh database and sets it.');
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`e2e: no browser at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const res = await fetch(`${BASE_URL}/healthz`).catch((e: unknown) => {
    throw new Error(`e2e: the portal at ${BASE_URL} does not answer: ${String(e)}`);
  });
  if (res.status !== 200) throw new Error(`e2e: GET ${BASE_URL}/healthz answered ${res.status}`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const f of readdirSync(SCREENSHOT_DIR)) if (f.endsWith('.png')) rmSync(path.join(SCREENSHOT_DIR, f));

  server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000, host: '127.0.0.1' });
  const pid = server.process().pid;
  // Playwright starts Chromium as its own process group: if this run is killed, take the browser with it
  if (pid) {
    guard = spawn('sh', ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill -KILL -${pid} 2>/dev/null`], { detached: true, stdio: 'ignore' });
    guard.unref();
  }
  project.provide('browserWSEndpoint', server.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await server?.close();
  guard?.kill('SIGKILL');
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../config.ts';

/**
 * `node --import TS_LOADER file.ts`: a child process (a server, a job worker, a bench's server) runs the app's
 * TypeScript through tsx, straight from the sources (npm start runs the esbuild bundle instead: docs/architecture.md,
 * "Running the TypeScript").
 */
export const TS_LOADER = pathToFileURL(path.join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** Real server processes for the tests of several processes on one PostgreSQL (two-processes, money-processes). */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

export interface TProcess {
  url: string;
  child: ChildProcess;
}

/** `apps/server/src/main.ts` on a free port over `databaseUrl`, seeded or not, with more settings in `env`; answers once /healthz does. */
export async function startServer(databaseUrl: string, seed: boolean, dir: string, env: Record<string, string> = {}): Promise<TProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', TS_LOADER, path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dir, SEED: seed ? '1' : '0', LOG_LEVEL: 'warn', TRUST_PROXY: '', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  while (Date.now() - t0 < 60_000) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer within 60 s');
}

/** POST JSON with a token; the status, code and data of the answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of an answer
export async function post(base: string, p: string, body: object, token?: string): Promise<{ status: number; code: number; error_code?: number; data: any }> {
  const r = await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  // error_code: the catalogue's number of an error under /shiip/public-api, whose `code` is GHN's (400 …)
  const json = (await r.json()) as { code: number; error_code?: number; data: unknown };
  return { status: r.status, code: json.code, error_code: json.error_code, data: json.data };
}

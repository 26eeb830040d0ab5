// API throughput: an authenticated call of the real app against a bare Fastify route measured in the same run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { budget, round, type TBenchRun, TS_LOADER } from './lib/kit.ts';
import { measureAgainstFloor } from './lib/load.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CONNECTIONS = 50;
export const SLICES = 5;
export const SLICE_SECONDS = 2;
export const RATIO_BUDGET_PERCENT = 25;
export const P99_BUDGET_MS = 50;

async function startServers() {
  const child = spawn(process.execPath, ['--import', TS_LOADER, path.join(import.meta.dirname, 'lib/api-server.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const ports = await new Promise<{ app: number; bare: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as { app: number; bare: number });
    });
  });
  return { ports, stop: () => child.kill('SIGTERM') };
}

export const run: TBenchRun = async () => {
  const servers = await startServers();
  try {
    const app = `http://127.0.0.1:${servers.ports.app}`;
    const login = await fetch(`${app}/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@demo.vn', password: 'Demo2026' }),
    });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (login.status !== 200 || !token) throw new Error(`sign-in for the bench failed: ${login.status}`);
    const check = await fetch(`${app}/ffm/user-info`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: '{}' });
    if (check.status !== 200) throw new Error(`POST /ffm/user-info answered ${check.status}: ${await check.text()}`);

    const { call, floor, share: ratio } = await measureAgainstFloor(
      { url: `${app}/ffm/user-info`, method: 'POST', headers: { token, 'content-type': 'application/json' }, body: '{}' },
      { url: `http://127.0.0.1:${servers.ports.bare}/bare` },
      { connections: CONNECTIONS, slices: SLICES, sliceSeconds: SLICE_SECONDS },
    );
    return {
      title: 'API throughput: authenticated call against a bare Fastify route',
      method: `autocannon, ${CONNECTIONS} connections, on 127.0.0.1; each target warmed up for 1 s, then both measured in ${SLICES} alternating ${SLICE_SECONDS} s slices (floor, call, ...) so that a drift of the machine's speed meets both; the p99 is the median of the slices'. The real app (buildApp on in-memory PGlite, demo seed) and a bare Fastify instance run in one child process; the load generator in the parent.`,
      figures: [
        { name: 'floor: GET /bare (plain Fastify), requests/s', value: round(floor.rps, 0), unit: 'req/s' },
        { name: 'floor p99 latency', value: floor.p99, unit: 'ms' },
        { name: 'POST /ffm/user-info (Token), requests/s', value: round(call.rps, 0), unit: 'req/s' },
        { name: 'POST /ffm/user-info p50 latency', value: call.p50, unit: 'ms' },
        { name: 'POST /ffm/user-info p99 latency', value: call.p99, unit: 'ms' },
        { name: 'ratio user-info / floor', value: round(ratio, 1), unit: '%' },
        { name: 'requests measured (floor, user-info)', value: `${floor.total}, ${call.total}` },
      ],
      budgets: [
        budget('user-info throughput / bare Fastify', ratio, '>=', RATIO_BUDGET_PERCENT, '%'),
        budget('user-info p99 latency', call.p99, '<', P99_BUDGET_MS, 'ms'),
      ],
    };
  } finally {
    servers.stop();
  }
};

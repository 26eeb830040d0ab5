// A throwaway PostgreSQL server for tests: a fresh cluster in a temp directory on a free port, stopped and
// deleted afterwards. `npm test` starts one and passes its URL to the tests as TEST_DATABASE_URL.
//
// For developers: `node scripts/pg.mjs` starts one, prints its URL and keeps it until Ctrl-C, e.g.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres npx vitest run --project server-pg
//
// A PostgreSQL server refuses to run as root, so as root the cluster is owned by and run as the `postgres`
// user (runuser); as any other user it runs as that user. Durability is switched off: the data is thrown away.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PREFERRED_VERSION = '15';

/** The directory holding initdb and pg_ctl: PostgreSQL 15 when present, else the newest installed version. */
export function findPgBin() {
  const base = '/usr/lib/postgresql';
  const preferred = path.join(base, PREFERRED_VERSION, 'bin');
  if (existsSync(path.join(preferred, 'initdb'))) return preferred;
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/** A TCP port that was free a moment ago (the kernel picks one when binding port 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool as the `postgres` user when we are root, else as ourselves. */
function pgTool(bin, tool, args, opts = {}) {
  const exe = path.join(bin, tool);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  return spawnSync(cmd, argv, { encoding: 'utf8', cwd: os.tmpdir(), ...opts });
}

/**
 * A detached shell that runs `script` once this process is gone, however it went (a CI timeout's SIGKILL
 * included), so that no server or temp directory outlives its run. `cancel()` when cleaning up normally.
 */
export function watchdog(script) {
  const w = spawn('sh', ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; ${script}`], { detached: true, stdio: 'ignore' });
  w.unref();
  return {
    cancel() {
      try {
        w.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    },
  };
}

export const shellQuote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

function describe(r) {
  return [r.error?.message, r.stdout, r.stderr].filter(Boolean).join('\n').trim();
}

/**
 * Starts a fresh cluster. Returns its URL (user `postgres`, trust authentication, database `postgres`) and
 * `stop()`, which stops the server and deletes the directory; `stop()` is synchronous so that it can run in an
 * exit handler, and it is safe to call twice.
 */
export async function startPostgres({ quiet = false } = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ffm-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  let stopped = false;
  let started = false;
  const pgCtl = path.join(bin, 'pg_ctl');
  const guard = watchdog(`${isRoot ? 'runuser -u postgres -- ' : ''}${shellQuote(pgCtl)} -D ${shellQuote(dataDir)} -m immediate stop >/dev/null 2>&1; rm -rf ${shellQuote(dir)}`);

  const stop = () => {
    if (stopped) return;
    stopped = true;
    guard.cancel();
    if (started) {
      const r = pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      if (r.status !== 0 && !quiet) process.stderr.write(`[pg] pg_ctl stop: ${describe(r)}\n`);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (isRoot) {
      const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      if (ids.status !== 0) throw new Error('running as root, but there is no `postgres` user to run the server as (apt-get install postgresql creates it)');
      chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    }

    // C.UTF-8 sorts and classifies like C but keeps UTF-8 text functions right; plain C where it is missing
    let init;
    for (const locale of ['C.UTF-8', 'C']) {
      rmSync(dataDir, { recursive: true, force: true });
      init = pgTool(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', `--locale=${locale}`]);
      if (init.status === 0) break;
    }
    if (init.status !== 0) throw new Error(`initdb failed:\n${describe(init)}`);

    // another process may take the port between our probe and the server's bind: try a few
    let lastError = '';
    for (let attempt = 0; attempt < 5 && !started; attempt++) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      const r = pgTool(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
      if (r.status === 0) {
        started = true;
        const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        return { url, port, dir, stop };
      }
      lastError = `${describe(r)}\n${existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : ''}`;
      // a failed start may have left a server half up
      pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    }
    throw new Error(`pg_ctl start failed:\n${lastError}`);
  } catch (e) {
    stop();
    throw e;
  }
}

/**
 * Vitest global setup of the server-pg project (vitest.config.ts): the PostgreSQL tests must fail, loudly and
 * once, when there is no server to run them on, rather than pass or skip.
 */
export function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'server-pg: TEST_DATABASE_URL is not set. Run `npm test` (it starts a throwaway PostgreSQL), or start one with `node scripts/pg.mjs` and export the URL it prints.',
    );
  }
}

// CLI: start one and keep it until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pg = await startPostgres();
  process.stdout.write(`PostgreSQL is up (data in ${pg.dir}); Ctrl-C stops it and deletes the data.\n`);
  process.stdout.write(`TEST_DATABASE_URL=${pg.url}\n`);
  const shutdown = () => {
    pg.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
  setInterval(() => {}, 1 << 30);
}

// npm test: everything CI checks, on a fresh machine, with no questions asked.
//
//   1. installs what is missing: npm dependencies, Debian's chromium (e2e) and postgresql (server-pg tests)
//   2. lint       eslint . --max-warnings=0, then the module graph rules (dependency-cruiser, scripts/module-cycles.mjs)
//   3. typecheck  tsc -p <project> --noEmit, for each project referenced by tsconfig.json
//   4. test       vitest run (projects unit, web, server, server-pg) with a throwaway PostgreSQL as TEST_DATABASE_URL
//   5. e2e        builds the web, starts the real server on a fresh PGlite data dir, vitest run --project e2e
//
// Every step runs even when an earlier one failed (one run shows every problem); the exit code is non-zero
// when any failed. Local use: `npm test -- --only lint,typecheck,unit,e2e` (any subset, comma-separated or
// repeated; `test` is a synonym of `unit`).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_BUNDLE, ensureInstalled, ensureServerBuilt, ensureWebBuilt, log } from './lib.mjs';
import { findPgBin, freePort, shellQuote, startPostgres, watchdog } from './pg.mjs';

const STEPS = ['lint', 'typecheck', 'unit', 'e2e'];
const BIN = path.join(ROOT, 'node_modules', '.bin');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function parseOnly(argv) {
  const picked = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    let v = null;
    if (a === '--only') v = argv[++i];
    else if (a.startsWith('--only=')) v = a.slice('--only='.length);
    else throw new Error(`unknown option ${a} (use --only ${STEPS.join('|')})`);
    for (const s of String(v ?? '').split(',').filter(Boolean)) {
      const name = s === 'test' ? 'unit' : s;
      if (!STEPS.includes(name)) throw new Error(`unknown step '${s}' (use ${STEPS.join('|')})`);
      picked.push(name);
    }
  }
  return picked.length ? STEPS.filter((s) => picked.includes(s)) : STEPS;
}

// ---- cleanup, also on failure and on signals -------------------------------------------------------------

const cleanups = [];
const children = new Set();
function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}
function runCleanups() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      fn();
    } catch (e) {
      console.error(`cleanup: ${e.message}`);
    }
  }
}
let exiting = false;
function exitNow(code) {
  for (const c of children) killTree(c, 'SIGKILL');
  runCleanups();
  process.exit(code);
}
for (const [sig, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(sig, () => {
    // a second signal: no more waiting
    if (exiting) exitNow(code);
    exiting = true;
    log(`${sig}: stopping...`);
    // the children get a moment to stop cleanly (the server closes its database), then they are killed
    const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
    for (const c of running) killTree(c, 'SIGTERM');
    const timer = setTimeout(() => exitNow(code), 5000);
    void Promise.all(running.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', r))))).then(() => {
      clearTimeout(timer);
      exitNow(code);
    });
  });
}
process.on('exit', runCleanups);

function killTree(child, sig) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    // detached children lead their own process group: take the whole group (tsx and its node, vitest and its workers)
    process.kill(-child.pid, sig);
  } catch {
    try {
      child.kill(sig);
    } catch {
      /* already gone */
    }
  }
}

/** Spawns a step's command in its own process group; resolves with its exit code. */
function exec(cmd, args, { env = {}, stdio = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio, env: { ...process.env, ...env }, detached: true });
    children.add(child);
    child.on('error', (e) => {
      console.error(`${cmd}: ${e.message}`);
      children.delete(child);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      // stopping on a signal: the run ends in the signal handler, no further step may start
      if (!exiting) resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// ---- system packages -----------------------------------------------------------------------------------------

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

function asRoot(cmd, args) {
  if (isRoot) return [cmd, args];
  const sudo = ['/usr/bin/sudo', '/bin/sudo'].find((p) => existsSync(p));
  if (!sudo) throw new Error(`need root to run '${cmd} ${args.join(' ')}': run npm test as root, install sudo, or install the package yourself`);
  // no terminal, no password prompt: fail at once rather than hang
  return [sudo, [...(process.stdin.isTTY ? [] : ['-n']), 'env', 'DEBIAN_FRONTEND=noninteractive', cmd, ...args]];
}

function aptInstall(pkg, why) {
  if (!existsSync('/usr/bin/apt-get')) throw new Error(`${why} is missing and this is not a Debian-like system: install ${pkg} yourself`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const sh = (cmd, args) => {
    const [c, a] = asRoot(cmd, args);
    log(`${c === cmd ? '' : 'sudo '}${cmd} ${args.join(' ')}`);
    const r = spawnSync(c, a, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
  };
  if (!aptUpdated) {
    sh('apt-get', ['update']);
    aptUpdated = true;
  }
  sh('apt-get', ['install', '-y', pkg]);
}

function ensureSystemPackages(steps) {
  if (steps.includes('e2e') && !existsSync(CHROMIUM)) {
    log(`chromium is missing at ${CHROMIUM}: installing Debian's chromium`);
    aptInstall('chromium', 'chromium');
    if (!existsSync(CHROMIUM)) throw new Error(`chromium was installed but ${CHROMIUM} is still missing`);
  }
  if (steps.includes('unit') && !findPgBin()) {
    log('PostgreSQL binaries are missing (/usr/lib/postgresql/*/bin/initdb): installing postgresql');
    aptInstall('postgresql', 'PostgreSQL');
    if (!findPgBin()) throw new Error('postgresql was installed but no /usr/lib/postgresql/*/bin/initdb was found');
  }
}

// ---- steps --------------------------------------------------------------------------------------------------

async function lint() {
  log('$ eslint . --max-warnings=0');
  const eslint = await exec(path.join(BIN, 'eslint'), ['.', '--max-warnings=0']);
  // the module graph of docs/architecture.md: file-level rules (.dependency-cruiser.cjs), then module-level cycles
  log('$ depcruise --config .dependency-cruiser.cjs apps/server/src apps/web/src packages/domain/src');
  const graph = await exec(path.join(BIN, 'depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'apps/server/src', 'apps/web/src', 'packages/domain/src']);
  log('$ node scripts/module-cycles.mjs');
  const cycles = await exec(process.execPath, [path.join(ROOT, 'scripts', 'module-cycles.mjs')]);
  return eslint || graph || cycles;
}

/** Project references of the root tsconfig.json, each checked on its own (tsc -b's declaration emit is not needed). */
async function typecheck() {
  const cfg = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8'));
  const projects = (cfg.references ?? []).map((r) => r.path);
  const queue = [...projects];
  const failed = [];
  const worker = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const t0 = Date.now();
      // buffered per project so that two at a time do not interleave their reports
      const out = spawn(path.join(BIN, 'tsc'), ['-p', p, '--noEmit', '--pretty', 'false'], { cwd: ROOT, detached: true });
      children.add(out);
      let text = '';
      out.stdout.on('data', (d) => (text += d));
      out.stderr.on('data', (d) => (text += d));
      const code = await new Promise((resolve) => out.on('close', (c) => resolve(c ?? 1)));
      children.delete(out);
      log(`$ tsc -p ${p} --noEmit: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      if (code !== 0) failed.push(p);
    }
  };
  await Promise.all([worker(), worker()]);
  return failed.length ? 1 : 0;
}

// Failed tests, kept for the summary: a CI log is often read from its end, far below the failure itself.
const failedTests = [];

async function vitest(args, env) {
  const jsonFile = path.join(os.tmpdir(), `ffm-vitest-${process.pid}-${Date.now()}.json`);
  const code = await exec(path.join(BIN, 'vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`], { env });
  try {
    const result = JSON.parse(readFileSync(jsonFile, 'utf8'));
    for (const file of result.testResults ?? []) {
      const rel = path.relative(ROOT, file.name);
      const failures = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (!failures.length && file.status === 'failed') failedTests.push(`${rel}: ${(file.message ?? '').split('\n')[0]}`);
      for (const t of failures) failedTests.push(`${rel} > ${t.fullName}\n      ${(t.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join('\n      ')}`);
    }
    rmSync(jsonFile, { force: true });
  } catch {
    /* no report written: the command's own output says why */
  }
  return code;
}

async function unit() {
  const pg = await startPostgres();
  const off = onCleanup(pg.stop);
  log(`PostgreSQL for the tests: ${pg.url}`);
  try {
    log('$ vitest run   (projects unit, web, server, server-pg)');
    return await vitest([], { TEST_DATABASE_URL: pg.url, E2E_BASE_URL: '' });
  } finally {
    off();
    pg.stop();
  }
}

async function waitForHealth(url, server, logFile, timeoutMs = 120_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (server.exitCode !== null || server.signalCode !== null) break;
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`the server did not answer GET /healthz with 200 within ${timeoutMs / 1000} s${server.exitCode !== null ? ` (it exited with ${server.exitCode})` : ''}\n${tail}`);
}

async function e2e() {
  await ensureWebBuilt();
  // the journeys run against the server as npm start runs it: its bundle
  await ensureServerBuilt();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ffm-e2e-'));
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const out = createWriteStream(logFile);
  await new Promise((r) => out.on('open', r));
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn', SEED: '1', CHECK_RESPONSES: '1', FFM_CHECK_SHAPES: '1' },
  });
  children.add(server);
  const guard = watchdog(`kill -KILL -${server.pid} 2>/dev/null; rm -rf ${shellQuote(dir)}`);
  let stopped = false;
  // on a signal: no time to be gentle, the data is thrown away anyway
  const killServer = () => {
    if (stopped) return;
    stopped = true;
    guard.cancel();
    killTree(server, 'SIGKILL');
    children.delete(server);
    rmSync(dir, { recursive: true, force: true });
  };
  const stopServer = async () => {
    if (stopped) return;
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      killTree(server, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    killServer();
  };
  const off = onCleanup(killServer);
  try {
    log(`starting the server on ${url} (PGlite in ${dir}/data, log ${logFile})`);
    await waitForHealth(url, server, logFile);
    log('$ vitest run --project e2e');
    const code = await vitest(['--project', 'e2e'], { E2E_BASE_URL: url, CHROMIUM_PATH: CHROMIUM });
    if (code !== 0) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-40).join('\n');
      if (tail) process.stdout.write(`--- last lines of the server's log ---\n${tail}\n`);
      if (server.exitCode !== null || server.signalCode !== null) log(`the server had stopped during the tests: exit code ${server.exitCode}, signal ${server.signalCode}`);
    }
    return code;
  } finally {
    off();
    await stopServer();
  }
}

// ---- main ---------------------------------------------------------------------------------------------------

const RUNNERS = { lint, typecheck, unit, e2e };
const TITLES = { lint: 'lint', typecheck: 'typecheck', unit: 'unit + integration tests', e2e: 'end-to-end tests' };

function fmt(ms) {
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

async function main() {
  const steps = parseOnly(process.argv.slice(2));
  const results = [];
  const t0 = Date.now();
  let t = Date.now();
  try {
    ensureInstalled();
    ensureSystemPackages(steps);
    results.push({ name: 'setup', title: 'install', ok: true, ms: Date.now() - t });
  } catch (e) {
    console.error(`\n${e.message}`);
    results.push({ name: 'setup', title: 'install', ok: false, ms: Date.now() - t });
    return report(results, t0);
  }
  for (const name of steps) {
    log(`\x1b[1m== ${TITLES[name]} ==\x1b[0m`);
    t = Date.now();
    let ok = false;
    try {
      ok = (await RUNNERS[name]()) === 0;
    } catch (e) {
      // a failed command has already said why; anything else gets its stack
      console.error(`\n${e.exitCode !== undefined ? e.message : (e.stack ?? e.message)}`);
    }
    const r = { name, title: TITLES[name], ok, ms: Date.now() - t };
    results.push(r);
    log(`${ok ? '\x1b[32mPASS\x1b[0m' : '\x1b[31mFAIL\x1b[0m'} ${r.title} (${fmt(r.ms)})`);
  }
  return report(results, t0);
}

function report(results, t0) {
  const width = Math.max(...results.map((r) => r.title.length));
  process.stdout.write('\n');
  log('summary');
  for (const r of results) log(`  ${r.ok ? '\x1b[32mPASS\x1b[0m' : '\x1b[31mFAIL\x1b[0m'}  ${r.title.padEnd(width)}  ${fmt(r.ms).padStart(10)}`);
  const failed = results.filter((r) => !r.ok);
  if (failedTests.length) {
    log('failed tests');
    for (const t of failedTests) log(`  \x1b[31m✗\x1b[0m ${t}`);
  }
  log(`${failed.length ? `\x1b[31m${failed.length} step(s) failed\x1b[0m` : '\x1b[32mall steps passed\x1b[0m'} in ${fmt(Date.now() - t0)}`);
  return failed.length ? 1 : 0;
}

main().then(
  (code) => {
    runCleanups();
    process.exit(code);
  },
  (e) => {
    console.error(e);
    runCleanups();
    process.exit(1);
  },
);

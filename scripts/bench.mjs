// npm run bench: every bench/src/<name>.bench.ts, each in its own process, then bench/results/SUMMARY.md.
// Each bench writes bench/results/<name>.json (figures, budgets, pass/fail); the exit code is non-zero when a
// budget fails or a bench cannot run. `npm run bench -- web-bundle` runs only the benches named.
// See bench/README.md for how to add one.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureInstalled, ensureWebBuilt, log } from './lib.mjs';
import { findPgBin, startPostgres } from './pg.mjs';

const SRC = path.join(ROOT, 'bench/src');
const RESULTS = path.join(ROOT, 'bench/results');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
/** a bench that takes longer is stopped and counted as failed */
const BENCH_TIMEOUT_MS = 10 * 60 * 1000;

function runBench(file) {
  return new Promise((resolve) => {
    const child = spawn(TSX, [path.join(SRC, 'lib/run-bench.ts'), file], { cwd: ROOT, stdio: 'inherit', detached: true });
    const kill = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        /* gone */
      }
    };
    const timer = setTimeout(() => {
      console.error(`${path.basename(file)}: no result after ${BENCH_TIMEOUT_MS / 1000} s, stopping it`);
      kill('SIGKILL');
    }, BENCH_TIMEOUT_MS);
    const onSignal = () => kill('SIGTERM');
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function fmtValue(v, unit) {
  if (typeof v !== 'number') return String(v);
  return `${v.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
}

function summary(results, crashed) {
  const lines = ['# Benchmarks', '', `Run ${new Date().toISOString()} by \`npm run bench\`.`];
  const env = results.find((r) => r.environment)?.environment;
  if (env) lines.push(`Machine: ${env.cpus} CPU (${env.cpuModel}), ${env.platform}, Node ${env.node}.`);
  lines.push('Figures that compare against a floor measured in the same run are the ones to trust on a noisy machine.', '');
  lines.push('| bench | result | budgets |', '| --- | --- | --- |');
  for (const r of results) lines.push(`| [${r.title}](${r.name}.json) | ${r.pass ? 'pass' : '**FAIL**'} | ${r.budgets.filter((b) => b.pass).length} of ${r.budgets.length} met |`);
  for (const name of crashed) lines.push(`| ${name} | **did not run** | |`);
  for (const r of results) {
    lines.push('', `## ${r.title}`, '', r.method, '', '| budget | value | limit | result |', '| --- | --- | --- | --- |');
    for (const b of r.budgets) lines.push(`| ${b.name} | ${fmtValue(b.value, b.unit)} | ${b.op} ${fmtValue(b.limit, b.unit)} | ${b.pass ? 'pass' : '**FAIL**'} |`);
    lines.push('', '| figure | value |', '| --- | --- |');
    for (const f of r.figures) lines.push(`| ${f.name} | ${fmtValue(f.value, f.unit)} |`);
    for (const n of r.notes ?? []) lines.push('', `Note: ${n}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  ensureInstalled();
  await ensureWebBuilt();
  const files = readdirSync(SRC)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort()
    .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.bench\.ts$/, '')));
  if (files.length === 0) throw new Error(`no bench matches ${wanted.join(', ')}`);

  // benches that measure PostgreSQL as well as PGlite get a throwaway server, like the tests
  let pg = null;
  if (!process.env.BENCH_DATABASE_URL && findPgBin()) {
    pg = await startPostgres({ quiet: true });
    process.env.BENCH_DATABASE_URL = pg.url;
    log(`PostgreSQL for the benches: ${pg.url}`);
  }
  try {
    return await runAll(files, wanted);
  } finally {
    await pg?.stop();
  }
}

async function runAll(files, wanted) {
  const results = [];
  const crashed = [];
  for (const f of files) {
    const name = f.replace(/\.bench\.ts$/, '');
    const out = path.join(RESULTS, `${name}.json`);
    rmSync(out, { force: true });
    log(`bench ${name}...`);
    const t0 = Date.now();
    const code = await runBench(path.join('bench/src', f));
    if (code !== 0 || !existsSync(out)) {
      crashed.push(name);
      log(`\x1b[31m${name}: did not run (exit ${code})\x1b[0m`);
      continue;
    }
    const r = JSON.parse(readFileSync(out, 'utf8'));
    results.push(r);
    log(`${r.pass ? '\x1b[32mPASS\x1b[0m' : '\x1b[31mFAIL\x1b[0m'} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    for (const b of r.budgets) {
      log(`  ${b.pass ? 'ok  ' : 'FAIL'} ${b.name}: ${fmtValue(b.value, b.unit)} (budget ${b.op} ${fmtValue(b.limit, b.unit)})`);
    }
  }
  // with a subset, the summary still covers every result on disk
  const onDisk = wanted.length
    ? readdirSync(RESULTS)
        .filter((f) => f.endsWith('.json') && !results.some((r) => `${r.name}.json` === f))
        .map((f) => JSON.parse(readFileSync(path.join(RESULTS, f), 'utf8')))
    : [];
  const all = [...results, ...onDisk].sort((a, b) => a.name.localeCompare(b.name));
  writeFileSync(path.join(RESULTS, 'SUMMARY.md'), summary(all, crashed));
  log(`wrote bench/results/SUMMARY.md and ${results.length} result file(s)`);
  const failed = results.filter((r) => !r.pass).map((r) => r.name);
  if (failed.length || crashed.length) {
    log(`\x1b[31mbudgets failed: ${[...failed, ...crashed.map((c) => `${c} (did not run)`)].join(', ')}\x1b[0m`);
    return 1;
  }
  log('\x1b[32mall budgets met\x1b[0m');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e.message ?? e);
    process.exit(e.exitCode ?? 1);
  },
);

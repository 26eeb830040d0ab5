// Helpers shared by the npm start / test / bench scripts: plain Node, no dependencies (they run before install).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `node --import TS_LOADER file.ts`: how the server's TypeScript runs (scripts/ts-loader.mjs) */
export const TS_LOADER = pathToFileURL(path.join(ROOT, 'scripts/ts-loader.mjs')).href;

export function log(msg) {
  process.stdout.write(`\x1b[36m[ffm]\x1b[0m ${msg}\n`);
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
    err.exitCode = r.status ?? 1;
    throw err;
  }
}

export function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))));
    child.on('error', reject);
  });
}

/** A hash of the files that decide a step's output, so a step reruns only when they change. */
export function hashTree(paths, { ignore = ['node_modules', 'dist', '.tmp'] } = {}) {
  const h = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) if (!ignore.includes(name)) walk(path.join(p, name));
    } else {
      h.update(path.relative(ROOT, p));
      h.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(path.join(ROOT, p));
  return h.digest('hex');
}

/** Runs `npm install` when node_modules is missing or older than the lockfile / manifests. */
export function ensureInstalled() {
  const stamp = path.join(ROOT, 'node_modules', '.ffm-install-stamp');
  const manifests = ['package.json', 'package-lock.json', 'apps/server/package.json', 'apps/web/package.json', 'packages/domain/package.json', 'e2e/package.json', 'bench/package.json'];
  const want = hashTree(manifests);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('installing dependencies (npm install)...');
  const useCi = existsSync(path.join(ROOT, 'package-lock.json')) && !existsSync(path.join(ROOT, 'node_modules'));
  run('npm', [useCi ? 'ci' : 'install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, want);
}

/** Builds the web when its sources changed since the last build. */
export function ensureWebBuilt() {
  const stamp = path.join(ROOT, 'apps/web/dist/.build-stamp');
  const want = hashTree(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/public', 'packages/domain/src']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('building the web app (vite build)...');
  run('npm', ['run', 'build', '-w', 'apps/web']);
  writeFileSync(stamp, want);
}

// Helpers shared by the npm start / test / bench scripts: plain Node, no dependencies (they run before install).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server as `npm start` runs it: `node --enable-source-maps SERVER_BUNDLE` (built by ensureServerBuilt) */
export const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.mjs');

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

/**
 * Runs `build` when the files that decide its output changed since the last run: a hash of `inputs` kept in
 * `stampFile` (inside the output directory, so a deleted output is built again).
 */
async function buildWhenChanged(stampFile, inputs, what, build) {
  const stamp = path.join(ROOT, stampFile);
  const want = hashTree(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log(`building ${what}...`);
  await build();
  writeFileSync(stamp, want);
}

/** Builds the web when its sources changed since the last build. */
export function ensureWebBuilt() {
  return buildWhenChanged(
    'apps/web/dist/.build-stamp',
    ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/public', 'packages/domain/src'],
    'the web app (vite build)',
    () => run('npm', ['run', 'build', '-w', 'apps/web']),
  );
}

/**
 * Bundles the server (apps/server/src/main.ts and the domain package) into SERVER_BUNDLE, and its render worker into
 * render-worker.mjs beside it, with esbuild when its
 * sources changed (docs/architecture.md, "Running the TypeScript"). Every npm package stays external and is
 * loaded from node_modules as it is: PGlite's WASM and data files, pdfkit's and fontkit's font data, the DejaVu
 * fonts, swagger-ui's assets and the native @napi-rs/canvas are found beside their own modules, and pg's optional
 * pg-native is never pulled in. Only our own code (`.ts` files, `@ffm/domain`) goes into the one file.
 */
export function ensureServerBuilt() {
  return buildWhenChanged(
    'apps/server/dist/.build-stamp',
    ['apps/server/src', 'apps/server/package.json', 'packages/domain/src', 'packages/domain/package.json', 'scripts/lib.mjs'],
    'the server (esbuild bundle)',
    buildServerBundle,
  );
}

async function buildServerBundle() {
  // loaded here: these helpers run before the install that brings esbuild
  const esbuild = createRequire(import.meta.url)('esbuild');
  const manifest = (p) => JSON.parse(readFileSync(path.join(ROOT, p), 'utf8'));
  const server = manifest('apps/server/package.json');
  const domain = manifest('packages/domain/package.json');
  const packages = new Set([...Object.keys(server.dependencies ?? {}), ...Object.keys(server.devDependencies ?? {}), ...Object.keys(domain.dependencies ?? {}), 'pg-native']);
  packages.delete(domain.name);
  rmSync(path.dirname(SERVER_BUNDLE), { recursive: true, force: true });
  await esbuild.build({
    // the server, and the render worker it starts beside itself (lib/render/pool.ts: render-worker.mjs)
    entryPoints: { main: path.join(ROOT, 'apps/server/src/main.ts'), 'render-worker': path.join(ROOT, 'apps/server/src/lib/render/worker.ts') },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    external: [...packages].flatMap((p) => [p, `${p}/*`]),
    // the typecheck's settings that change what the code does (tsconfig.base.json): class fields defined, as ES2022 has them
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: false } },
    // no keepNames: its helper wrapped every function the code creates and cost about a fifth of a light call's CPU
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the caller (npm start: the server's whole life)
  await esbuild.stop();
}

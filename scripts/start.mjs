// npm start: install what is missing, build the web when it changed, then run the server
// (it migrates, seeds the demo data and serves web and API on PORT, default 8080).
import { ROOT, TS_LOADER, ensureInstalled, ensureWebBuilt, log } from './lib.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';

try {
  ensureInstalled();
  ensureWebBuilt();
} catch (e) {
  console.error(e.message);
  process.exit(e.exitCode ?? 1);
}
log(`starting the server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in ' + (process.env.DATA_DIR ?? 'data')})...`);
// the server's TypeScript runs through scripts/ts-loader.mjs (esbuild, compiled once per file as it is imported)
const child = spawn(process.execPath, ['--import', TS_LOADER, path.join(ROOT, 'apps/server/src/main.ts')], { stdio: 'inherit', cwd: ROOT, env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

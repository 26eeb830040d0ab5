// npm start: install what is missing, build the web and the server when they changed, then run the server's bundle
// (it migrates, seeds the demo data and serves web and API on PORT, default 8080).
import { ROOT, SERVER_BUNDLE, ensureInstalled, ensureServerBuilt, ensureWebBuilt, log } from './lib.mjs';
import { spawn } from 'node:child_process';

try {
  ensureInstalled();
  await ensureWebBuilt();
  await ensureServerBuilt();
} catch (e) {
  console.error(e.message);
  process.exit(e.exitCode ?? 1);
}
log(`starting the server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in ' + (process.env.DATA_DIR ?? 'data')})...`);
// the server runs from its esbuild bundle with plain node (docs/architecture.md, "Running the TypeScript")
const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], { stdio: 'inherit', cwd: ROOT, env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';
import { seedDemoOutbound } from './seed/demo-outbound.ts';
import { startRenderPool } from './lib/render/pool.ts';
import path from 'node:path';

const started = Date.now();
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
await database.migrate();
// the embedded database is the demo's: seeded unless SEED=0. A PostgreSQL server may hold real data: seeded only
// when asked (SEED=1)
const seed = config.databaseUrl ? process.env.SEED === '1' : process.env.SEED !== '0';
if (seed) {
  await seedDemo(database.db);
  await seedDemoOutbound(database.db);
}
const app = await buildApp(
  { db: database.db, dbKind: database.kind, config, listen: database.listen },
  { logger: { level: config.logLevel } },
);
await app.listen({ port: config.port, host: config.host });
// the render workers load their fonts and warm up now, in the background, not on the first print
const renderPool = startRenderPool();

const url = `http://localhost:${config.port}`;
console.log(`\nPortal and API: ${url}  (database: ${database.kind}, ready in ${Date.now() - started} ms)`);
console.log(`API docs: ${url}/docs`);
if (seed) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.login.padEnd(16)} ${a.alt.padEnd(12)} ${a.role}  -> ${url}${a.portal}`);
} else {
  console.log('No demo data seeded (DATABASE_URL is set: SEED=1 seeds it).');
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    void app.close().then(() => Promise.all([database.close(), renderPool.close()])).finally(() => process.exit(0));
  });
}

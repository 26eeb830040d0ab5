// The servers the API throughput bench loads, in one process of their own (the load generator runs in the
// parent, so both do not fight over one event loop): the real app on in-memory PGlite with the demo seed, and
// a bare Fastify route as the floor. Prints one JSON line with their ports, then serves until killed.
import { buildApp } from '../../../apps/server/src/app.ts';
import { readConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { seedDemo } from '../../../apps/server/src/seed/demo.ts';
import { portOf, startBareRoute } from './bench-app.ts';

const database = await openDatabase({});
await database.migrate();
await seedDemo(database.db);
const config = { ...readConfig({}), databaseUrl: undefined };
const app = await buildApp({ db: database.db, dbKind: database.kind, config, listen: database.listen }, { serveWeb: false, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

const bare = await startBareRoute();

process.stdout.write(`${JSON.stringify({ app: portOf(app), bare: portOf(bare) })}\n`);

const stop = () => {
  void Promise.allSettled([app.close(), bare.close()]).then(() => database.close()).finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// the parent going away takes us with it
process.stdin.on('end', stop);
process.stdin.resume();

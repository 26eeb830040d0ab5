// The server the list bench loads, in a process of its own: the real app on a fresh PostgreSQL database (from
// BENCH_DATABASE_URL) with the demo seed and the volumes of docs/lists.md, and a bare Fastify route (the floor of
// the outbound list's budget in the outbound issue). Prints one JSON line with the ports, then serves until killed.
import { openBenchDatabase, portOf, serveUntilStopped, startBareRoute, startBenchApp } from './bench-app.ts';
import { generateListVolumes } from './list-volumes.ts';

const { database, url, drop } = await openBenchDatabase('lists');
const volumes = await generateListVolumes(database.db);
const { app, port } = await startBenchApp(database, url);
const bare = await startBareRoute();
serveUntilStopped({ app: port, bare: portOf(bare), volumes }, [app, bare], database, drop);

// The server the list bench loads, in a process of its own: the real app on a fresh PostgreSQL database (from
// BENCH_DATABASE_URL) with the demo seed and the volumes of docs/lists.md, and a bare Fastify route (the floor of
// the outbound list's budget in the outbound issue). Prints one JSON line with the ports, then serves until killed.
import Fastify from 'fastify';
import { openBenchDatabase, portOf, serveUntilStopped, startBenchApp } from './bench-app.ts';
import { generateListVolumes } from './list-volumes.ts';

const { database, url, drop } = await openBenchDatabase('lists');
const volumes = await generateListVolumes(database.db);
const { app, port } = await startBenchApp(database, url);
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ host: '127.0.0.1', port: 0 });
serveUntilStopped({ app: port, bare: portOf(bare), volumes }, [app, bare], database, drop);

// The server the list bench loads, in a process of its own: the real app on a fresh PostgreSQL database (from
// BENCH_DATABASE_URL) with the demo seed and the volumes of docs/lists.md.
// Prints one JSON line with the ports, then serves until killed.
import { openBenchDatabase, serveUntilStopped, startBenchApp } from './bench-app.ts';
import { generateListVolumes } from './list-volumes.ts';

const { database, url, drop } = await openBenchDatabase('lists');
const volumes = await generateListVolumes(database.db);
const { app, port } = await startBenchApp(database, url);
serveUntilStopped({ app: port, volumes }, [app], database, drop);

/**
 * A server process for the crash test (confirm-job.pg.test.ts): it starts on CRASH_DB_URL, continues the files
 * left confirming (as any start-up does), in small batches with a pause, and is killed with SIGKILL mid-way.
 */
import { configureConfirmJobs } from './confirm-job.ts';
import { appOn } from './confirm-test-kit.ts';

const url = process.env.CRASH_DB_URL;
if (!url) throw new Error('CRASH_DB_URL is not set');
configureConfirmJobs({ batchSize: Number(process.env.CRASH_BATCH ?? 100), pauseMs: Number(process.env.CRASH_PAUSE_MS ?? 20) });
await appOn(url);
process.stdout.write('ready\n');
setInterval(() => {}, 1 << 30);

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { TDatabase, TDb } from '../db/client.ts';

/** The NOTIFY channel `enqueue` signals on; its payload is the job's kind. */
export const JOBS_CHANNEL = 'ffm_jobs';

/**
 * Calls `onNotify` when a transaction that enqueued a job commits. PostgreSQL: one pooled connection kept
 * for LISTEN (notifications from every process). PGlite: its own in-process listen. `onLost` is called when
 * the listening connection breaks (the runner then listens again at its next poll). Answers the unlisten.
 */
export async function listenForJobs(db: TDb, kind: TDatabase['kind'], onNotify: () => void, onLost: (err: unknown) => void): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(JOBS_CHANNEL, () => onNotify());
    return unlisten;
  }
  const conn = await (client as pg.Pool).connect();
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    conn.removeAllListeners('notification');
    // a LISTENing connection is not handed back to others: it is closed
    conn.release(err ?? true);
  };
  conn.on('notification', (n) => {
    if (n.channel === JOBS_CHANNEL) onNotify();
  });
  conn.on('error', (err) => {
    release(err);
    onLost(err);
  });
  try {
    await conn.query(`LISTEN ${JOBS_CHANNEL}`);
  } catch (err) {
    release(err as Error);
    throw err;
  }
  return async () => release();
}

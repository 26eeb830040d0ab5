import type { TDbOrTx } from '../../db/client.ts';
import { FailureCounter } from '../../db/failure-counter.ts';
import { fail } from '../../lib/errors.ts';

/**
 * The calls anyone may make without signing in (the labels of a print link, the public tracking page) are counted
 * per client address in a one-minute window, in the database like the sign-in limit (every server process sees the
 * same count): a link fetched in a loop renders at most PUBLIC_PRINT_MAX PDFs a minute per address. Every call
 * counts, a wrong token too, before any work; past the limit it answers 1011 (429, too many attempts).
 */
export const PUBLIC_PRINT_MAX = 30;
export const PUBLIC_TRACKING_MAX = 60;
const WINDOW_MS = 60_000;

const counters = {
  print: { max: PUBLIC_PRINT_MAX, counter: new FailureCounter('public-print:address', PUBLIC_PRINT_MAX, WINDOW_MS) },
  tracking: { max: PUBLIC_TRACKING_MAX, counter: new FailureCounter('public-tracking:address', PUBLIC_TRACKING_MAX, WINDOW_MS) },
};

export async function countPublicCall(db: TDbOrTx, kind: keyof typeof counters, address: string): Promise<void> {
  const { max, counter } = counters[kind];
  if ((await counter.take(db, address)) > max) fail(1011);
}

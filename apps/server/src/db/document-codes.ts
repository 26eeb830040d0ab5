import { sql } from 'drizzle-orm';
import { vnDateKey } from '@ffm/domain';
import type { TDbOrTx } from './client.ts';
import { codeCounters } from './schema.ts';

/**
 * The next document code of a prefix: prefix + yymmdd (Vietnamese date) + a daily sequence of at least four
 * digits, e.g. 'ASN2611210001'. The counter row is bumped atomically, so parallel creators never share a code.
 */
export async function nextDocumentCode(db: TDbOrTx, prefix: string, now: Date = new Date()): Promise<string> {
  const day = vnDateKey(now).slice(2).replace(/-/g, '');
  const [row] = await db
    .insert(codeCounters)
    .values({ prefix, day, last: 1 })
    .onConflictDoUpdate({ target: [codeCounters.prefix, codeCounters.day], set: { last: sql`${codeCounters.last} + 1` } })
    .returning({ last: codeCounters.last });
  return `${prefix}${day}${String(row!.last).padStart(4, '0')}`;
}

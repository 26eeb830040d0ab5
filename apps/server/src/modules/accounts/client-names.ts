import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { clients } from './schema.ts';

/** Codes and names of a page's clients by id: one query for the page, not a join per list. */
export async function clientNamesByIds(db: TDbOrTx, ids: ReadonlyArray<number>): Promise<Map<number, { code: string; name: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: clients.id, code: clients.code, name: clients.name }).from(clients).where(inArray(clients.id, wanted));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

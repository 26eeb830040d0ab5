import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { clients } from './schema.ts';

/** Code and name of some clients, by id (for the rows of a list page). */
export async function clientNamesByIds(db: TDbOrTx, ids: number[]): Promise<Map<number, { code: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: clients.id, code: clients.code, name: clients.name }).from(clients).where(inArray(clients.id, unique));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

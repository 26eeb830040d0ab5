import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { clients } from './schema.ts';

/** Codes and names of a page's clients by id: one query for the page, not a join per list. */
export async function clientNamesByIds(db: TDbOrTx, ids: ReadonlyArray<number>): Promise<Map<number, { code: string; name: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: clients.id, code: clients.code, name: clients.name }).from(clients).where(inArray(clients.id, wanted));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

/**
 * A client's code and name beside another module's rows, as correlated subqueries on the row's client id: the
 * page's rows only are looked up (the accounts module keeps its table to itself).
 */
export function clientNameColumns(clientId: PgColumn) {
  const c = qualified(clientId);
  return {
    customerCode: sql<string>`(select ${clients.code} from ${clients} where ${qualified(clients.id)} = ${c})`,
    customerName: sql<string>`(select ${clients.name} from ${clients} where ${qualified(clients.id)} = ${c})`,
  };
}

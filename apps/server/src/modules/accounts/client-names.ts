import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { clients } from './schema.ts';

/**
 * A client's code and name beside another module's rows: one correlated lookup on the row's client id, for the
 * page's rows only (the accounts module keeps its table to itself). Null when not found.
 */
export function clientNameSql(clientId: PgColumn): SQL<{ code: string; name: string } | null> {
  return sql<{ code: string; name: string } | null>`(select json_build_object('code', ${clients.code}, 'name', ${clients.name}) from ${clients} where ${qualified(clients.id)} = ${qualified(clientId)})`;
}

/** Clients' names by id, for a handful of rows gathered from several modules (the top bar's search): one query. */
export async function clientNamesByIds(db: TDbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.ts';
import { clients } from './schema.ts';

/**
 * A client's code and name beside another module's rows: one correlated lookup on the row's client id, for the
 * page's rows only (the accounts module keeps its table to itself). Null when not found.
 */
export function clientNameSql(clientId: PgColumn): SQL<{ code: string; name: string } | null> {
  return sql<{ code: string; name: string } | null>`(select json_build_object('code', ${clients.code}, 'name', ${clients.name}) from ${clients} where ${qualified(clients.id)} = ${qualified(clientId)})`;
}

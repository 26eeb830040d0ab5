import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.ts';
import { clients } from './schema.ts';

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

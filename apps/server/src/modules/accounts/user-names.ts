import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { users } from './schema.ts';

/** Full names of a page's users by id (who uploaded, who changed): one query for the page, not a join per list. */
export async function userNamesByIds(db: TDbOrTx, ids: ReadonlyArray<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** A user's full name beside another module's rows (one correlated lookup on the row's user id); null for none. */
export function userNameSql(userId: PgColumn): SQL<string | null> {
  return sql<string | null>`(select ${users.fullName} from ${users} where ${qualified(users.id)} = ${qualified(userId)})`;
}

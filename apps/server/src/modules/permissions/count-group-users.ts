import { count, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { findGroup } from './group-records.ts';
import { groupUsers } from './schema.ts';

/** How many staff one of the client's groups has. */
export async function countGroupUsers(db: TDbOrTx, scope: TClientScope, groupId: number): Promise<{ count: number }> {
  const g = await findGroup(db, scope, groupId);
  const [r] = await db.select({ n: count() }).from(groupUsers).where(eq(groupUsers.groupId, g.id));
  return { count: Number(r?.n ?? 0) };
}

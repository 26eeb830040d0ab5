import { and, eq } from 'drizzle-orm';
import type { TGroupUserBody } from '@ffm/domain';
import type { TClientScope } from '../../db/scope.ts';
import { findGroup, type TPermissionDeps } from './group-records.ts';
import { groupUsers } from './schema.ts';

/** Takes a user out of one of the client's groups. */
export async function removeGroupUser(deps: TPermissionDeps, scope: TClientScope, body: TGroupUserBody): Promise<{ id: number; userId: number }> {
  const g = await findGroup(deps.db, scope, body.group_id);
  await deps.db.delete(groupUsers).where(and(eq(groupUsers.groupId, g.id), eq(groupUsers.userId, body.user_id)));
  deps.auth.invalidateAll();
  return { id: g.id, userId: body.user_id };
}

import type { TGroupUserBody } from '@ffm/domain';
import type { TClientScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { isShopMember } from '../accounts/index.ts';
import { findGroup, type TPermissionDeps } from './group-records.ts';
import { groupUsers } from './schema.ts';

/** Puts a staff member of the group's shop in one of the client's groups (someone outside the shop is 404). */
export async function assignGroupUser(deps: TPermissionDeps, scope: TClientScope, body: TGroupUserBody): Promise<{ id: number; userId: number }> {
  const g = await findGroup(deps.db, scope, body.group_id);
  if (!(await isShopMember(deps.db, g.shopId, body.user_id))) fail(404);
  await deps.db.insert(groupUsers).values({ groupId: g.id, userId: body.user_id }).onConflictDoNothing();
  deps.auth.invalidateAll();
  return { id: g.id, userId: body.user_id };
}

import { eq } from 'drizzle-orm';
import type { TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findGroup, type TPermissionDeps } from './group-records.ts';
import { groupPermissions, groupUsers, permissionGroups } from './schema.ts';

/** Deletes one of the client's groups: its staff lose its permissions at their next call. */
export async function deleteGroup(deps: TPermissionDeps, scope: TClientScope, groupId: number): Promise<{ id: number }> {
  const g = await findGroup(deps.db, scope, groupId);
  await inTransaction(deps.db, async (tx) => {
    await tx.delete(groupUsers).where(eq(groupUsers.groupId, g.id));
    await tx.delete(groupPermissions).where(eq(groupPermissions.groupId, g.id));
    await tx.delete(permissionGroups).where(eq(permissionGroups.id, g.id));
  });
  deps.auth.invalidateAll();
  return { id: g.id };
}

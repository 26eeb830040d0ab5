import { and, count, eq, inArray } from 'drizzle-orm';
import type { TPermissionCode, TPermissionGroup } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { isShopOfClient } from '../accounts/index.ts';
import { groupPermissions, groupUsers, permissionGroups } from './schema.ts';

/** The groups of a shop of the client (the caller's current shop unless one is named), with codes and head counts. */
export async function listGroups(db: TDbOrTx, scope: TClientScope, body: { shop_id?: number }): Promise<TPermissionGroup[]> {
  const shopId = body.shop_id ?? scope.shopId;
  if (shopId === null || !(await isShopOfClient(db, scope.clientId, shopId))) fail(404);
  const groups = await db
    .select()
    .from(permissionGroups)
    .where(and(eq(permissionGroups.shopId, shopId), inScope(permissionGroups.clientId, scope)))
    .orderBy(permissionGroups.id);
  const ids = groups.map((g) => g.id);
  if (ids.length === 0) return [];
  const perms = await db.select().from(groupPermissions).where(inArray(groupPermissions.groupId, ids));
  const counts = await db.select({ groupId: groupUsers.groupId, n: count() }).from(groupUsers).where(inArray(groupUsers.groupId, ids)).groupBy(groupUsers.groupId);
  return groups.map((g) => ({
    id: g.id,
    shopId: g.shopId,
    name: g.name,
    description: g.description,
    permissions: perms.filter((p) => p.groupId === g.id).map((p) => p.code as TPermissionCode).sort(),
    userCount: Number(counts.find((c) => c.groupId === g.id)?.n ?? 0),
  }));
}

import { eq } from 'drizzle-orm';
import { isPermissionCode, type TPermissionCode } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { groupPermissions, groupUsers, permissionGroups } from './schema.ts';

/** A client staff member's permission codes per shop: the union of their groups in each shop. */
export async function permissionCodesOfUser(db: TDbOrTx, userId: number): Promise<Map<number, Set<TPermissionCode>>> {
  const rows = await db
    .select({ shopId: permissionGroups.shopId, code: groupPermissions.code })
    .from(groupUsers)
    .innerJoin(permissionGroups, eq(permissionGroups.id, groupUsers.groupId))
    .innerJoin(groupPermissions, eq(groupPermissions.groupId, groupUsers.groupId))
    .where(eq(groupUsers.userId, userId));
  const byShop = new Map<number, Set<TPermissionCode>>();
  for (const r of rows) {
    if (!isPermissionCode(r.code)) continue;
    let set = byShop.get(r.shopId);
    if (!set) byShop.set(r.shopId, (set = new Set()));
    set.add(r.code);
  }
  return byShop;
}

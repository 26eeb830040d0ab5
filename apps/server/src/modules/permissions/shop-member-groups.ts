import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { fail } from '../../lib/errors.ts';
import { groupUsers, permissionGroups } from './schema.ts';

/** Puts a new staff member of a shop in groups of that shop (any other group id is 404). */
export async function assignShopGroups(db: TDbOrTx, clientId: number, shopId: number, userId: number, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  const groups = await db
    .select({ id: permissionGroups.id })
    .from(permissionGroups)
    .where(and(eq(permissionGroups.clientId, clientId), eq(permissionGroups.shopId, shopId), inArray(permissionGroups.id, [...groupIds])));
  if (groups.length !== new Set(groupIds).size) fail(404);
  await db.insert(groupUsers).values(groups.map((g) => ({ groupId: g.id, userId }))).onConflictDoNothing();
}

/** Takes a person out of every group of a shop (they left its staff). */
export async function removeFromShopGroups(db: TDbOrTx, shopId: number, userId: number): Promise<void> {
  const ids = db.select({ id: permissionGroups.id }).from(permissionGroups).where(eq(permissionGroups.shopId, shopId));
  await db.delete(groupUsers).where(and(eq(groupUsers.userId, userId), inArray(groupUsers.groupId, ids)));
}

import { and, eq } from 'drizzle-orm';
import type { TPermissionCode } from '@ffm/domain';
import type { TDeps } from '../../http/types.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { groupPermissions, groupUsers, permissionGroups } from './schema.ts';

/** What the group use cases need: the database, and the caller cache to clear when rights change. */
export type TPermissionDeps = Pick<TDeps, 'db' | 'auth'>;

export type TGroupRow = typeof permissionGroups.$inferSelect;

/** The group, if it belongs to the scope's client; else 404 (never another tenant's record). */
export async function findGroup(db: TDbOrTx, scope: TClientScope, groupId: number): Promise<TGroupRow> {
  const [g] = await db.select().from(permissionGroups).where(and(eq(permissionGroups.id, groupId), inScope(permissionGroups.clientId, scope))).limit(1);
  return g ?? fail(404);
}

export async function groupCodes(db: TDbOrTx, groupId: number): Promise<TPermissionCode[]> {
  const rows = await db.select({ code: groupPermissions.code }).from(groupPermissions).where(eq(groupPermissions.groupId, groupId));
  return rows.map((r) => r.code as TPermissionCode).sort();
}

export async function setGroupCodes(db: TDbOrTx, groupId: number, codes: readonly TPermissionCode[]): Promise<void> {
  await db.delete(groupPermissions).where(eq(groupPermissions.groupId, groupId));
  if (codes.length) await db.insert(groupPermissions).values(codes.map((code) => ({ groupId, code })));
}

export async function groupUserIds(db: TDbOrTx, groupId: number): Promise<number[]> {
  const rows = await db.select({ userId: groupUsers.userId }).from(groupUsers).where(eq(groupUsers.groupId, groupId));
  return rows.map((r) => r.userId);
}

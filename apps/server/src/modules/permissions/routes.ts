import { z } from 'zod';
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  ALL_PERMISSION_CODES,
  PERMISSION_MODULES,
  removeWithDependants,
  validatePermissionGroup,
  withDependencies,
  ZRowId,
  type TPermissionCode,
} from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { AppError, failFields } from '../../http/errors.ts';
import type { TAuth } from '../auth/index.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { shopMembers, users } from '../accounts/schema.ts';
import { groupPermissions, groupUsers, permissionGroups } from './schema.ts';

const P = '/shiip/public-api/v2/permission';
const ZCode = z.enum(ALL_PERMISSION_CODES as unknown as [TPermissionCode, ...TPermissionCode[]]);
const ZGroupId = z.object({ group_id: ZRowId });

/** The group, if it belongs to one of the caller's shops; else 404 (never another tenant's record). */
async function ownGroup(db: TDbOrTx, auth: TAuth, groupId: number) {
  const [g] = await db.select().from(permissionGroups).where(eq(permissionGroups.id, groupId)).limit(1);
  if (!g || !auth.shopIds.includes(g.shopId)) throw new AppError(404);
  return g;
}

async function codesOf(db: TDbOrTx, groupId: number): Promise<TPermissionCode[]> {
  const rows = await db.select({ code: groupPermissions.code }).from(groupPermissions).where(eq(groupPermissions.groupId, groupId));
  return rows.map((r) => r.code as TPermissionCode).sort();
}

async function setCodes(db: TDbOrTx, groupId: number, codes: TPermissionCode[]): Promise<void> {
  await db.delete(groupPermissions).where(eq(groupPermissions.groupId, groupId));
  if (codes.length) await db.insert(groupPermissions).values(codes.map((code) => ({ groupId, code })));
}

function moduleView(lang: 'vi' | 'en') {
  return PERMISSION_MODULES.map((m) => ({
    code: m.code,
    name: lang === 'en' ? m.en : m.vi,
    permissions: m.permissions.map((p) => ({ code: p.code, name: lang === 'en' ? p.en : p.vi, requires: p.requires })),
  }));
}

export const module: TModule = {
  register(app) {
    // Reading groups: the owner, or staff who may see the store's staff.
    defineRoute(
      app,
      { group: 'shiip', url: `${P}/get-group-by-client`, summary: 'Permission groups of a shop', audience: 'owner', body: z.object({ shop_id: ZRowId.optional() }) },
      async ({ body, auth, deps }) => {
        const shopId = body.shop_id ?? auth.shopId;
        if (shopId === null || !auth.shopIds.includes(shopId)) throw new AppError(404);
        const groups = await deps.db.select().from(permissionGroups).where(eq(permissionGroups.shopId, shopId)).orderBy(permissionGroups.id);
        const ids = groups.map((g) => g.id);
        const perms = ids.length ? await deps.db.select().from(groupPermissions).where(inArray(groupPermissions.groupId, ids)) : [];
        const counts = ids.length
          ? await deps.db.select({ groupId: groupUsers.groupId, n: count() }).from(groupUsers).where(inArray(groupUsers.groupId, ids)).groupBy(groupUsers.groupId)
          : [];
        return groups.map((g) => ({
          id: g.id,
          shopId: g.shopId,
          name: g.name,
          description: g.description,
          permissions: perms.filter((p) => p.groupId === g.id).map((p) => p.code).sort(),
          userCount: Number(counts.find((c) => c.groupId === g.id)?.n ?? 0),
        }));
      },
    );

    defineRoute(app, { group: 'shiip', method: ['GET', 'POST'], url: `${P}/get-module-all`, summary: 'Permission modules with their permissions and dependencies', audience: 'user' }, async ({ req }) =>
      moduleView(req.lang),
    );

    defineRoute(
      app,
      { group: 'shiip', method: ['GET', 'POST'], url: `${P}/get-all-permission`, summary: 'Every permission code', audience: 'user' },
      async ({ req }) => moduleView(req.lang).flatMap((m) => m.permissions.map((p) => ({ ...p, module: m.code }))),
    );

    defineRoute(
      app,
      { group: 'shiip', url: `${P}/get-permission-by-module`, summary: 'Permissions of one module', audience: 'user', body: z.object({ module: z.string().max(40) }) },
      async ({ body, req }) => {
        const m = moduleView(req.lang).find((x) => x.code === body.module);
        if (!m) throw new AppError(404);
        return m.permissions;
      },
    );

    defineRoute(app, { group: 'shiip', url: `${P}/get-permission-by-group`, summary: 'Permission codes of a group', audience: 'owner', body: ZGroupId }, async ({ body, auth, deps }) => {
      await ownGroup(deps.db, auth, body.group_id);
      return codesOf(deps.db, body.group_id);
    });

    defineRoute(app, { group: 'shiip', url: `${P}/get-group-detail`, summary: 'A group with its permissions and users', audience: 'owner', body: ZGroupId }, async ({ body, auth, deps }) => {
      const g = await ownGroup(deps.db, auth, body.group_id);
      const members = await deps.db
        .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
        .from(groupUsers)
        .innerJoin(users, eq(users.id, groupUsers.userId))
        .where(eq(groupUsers.groupId, g.id))
        .orderBy(users.id);
      return { id: g.id, shopId: g.shopId, name: g.name, description: g.description, permissions: await codesOf(deps.db, g.id), users: members };
    });

    defineRoute(
      app,
      {
        group: 'shiip',
        url: `${P}/create-group`,
        summary: 'Create a permission group (name, description, at least one permission; dependencies added)',
        audience: 'owner',
        body: z.object({ shop_id: ZRowId.optional(), name: z.string().max(1000), description: z.string().max(1000).default(''), permissions: z.array(ZCode).max(200) }),
      },
      async ({ body, auth, deps, req }) => {
        const shopId = body.shop_id ?? auth.shopId;
        if (shopId === null || !auth.shopIds.includes(shopId)) throw new AppError(404);
        const errors = validatePermissionGroup({ name: body.name.trim(), description: body.description.trim(), permissions: body.permissions }, req.lang);
        if (errors.length) failFields(errors);
        const codes = withDependencies(body.permissions);
        const id = await deps.db.transaction(async (tx) => {
          const [g] = await tx.insert(permissionGroups).values({ shopId, name: body.name.trim(), description: body.description.trim() }).returning({ id: permissionGroups.id });
          await setCodes(tx, g!.id, codes);
          return g!.id;
        });
        deps.auth.invalidateAll();
        return { id, permissions: codes };
      },
    );

    defineRoute(
      app,
      { group: 'shiip', url: `${P}/update-group`, summary: 'Rename or describe a group', audience: 'owner', body: ZGroupId.extend({ name: z.string().max(1000), description: z.string().max(1000).default('') }) },
      async ({ body, auth, deps, req }) => {
        const g = await ownGroup(deps.db, auth, body.group_id);
        const errors = validatePermissionGroup({ name: body.name.trim(), description: body.description.trim(), permissions: await codesOf(deps.db, g.id) }, req.lang);
        if (errors.length) failFields(errors);
        await deps.db.update(permissionGroups).set({ name: body.name.trim(), description: body.description.trim(), updatedAt: new Date() }).where(eq(permissionGroups.id, g.id));
        return { id: g.id };
      },
    );

    defineRoute(app, { group: 'shiip', url: `${P}/delete-group`, summary: 'Delete a group (its users lose its permissions)', audience: 'owner', body: ZGroupId }, async ({ body, auth, deps }) => {
      const g = await ownGroup(deps.db, auth, body.group_id);
      await deps.db.transaction(async (tx) => {
        await tx.delete(groupUsers).where(eq(groupUsers.groupId, g.id));
        await tx.delete(groupPermissions).where(eq(groupPermissions.groupId, g.id));
        await tx.delete(permissionGroups).where(eq(permissionGroups.id, g.id));
      });
      deps.auth.invalidateAll();
      return { id: g.id };
    });

    defineRoute(
      app,
      { group: 'shiip', url: `${P}/add-permissions-to-group`, summary: 'Add permissions (and what they require)', audience: 'owner', body: ZGroupId.extend({ permissions: z.array(ZCode).min(1).max(200) }) },
      async ({ body, auth, deps }) => {
        const g = await ownGroup(deps.db, auth, body.group_id);
        const codes = await deps.db.transaction(async (tx) => {
          const next = withDependencies([...(await codesOf(tx, g.id)), ...body.permissions]);
          await setCodes(tx, g.id, next);
          return next;
        });
        deps.auth.invalidateAll();
        return { id: g.id, permissions: codes };
      },
    );

    defineRoute(
      app,
      { group: 'shiip', url: `${P}/remove-permissions-to-group`, summary: 'Remove permissions (and what depends on them); a group keeps at least one', audience: 'owner', body: ZGroupId.extend({ permissions: z.array(ZCode).min(1).max(200) }) },
      async ({ body, auth, deps, req }) => {
        const g = await ownGroup(deps.db, auth, body.group_id);
        const codes = await deps.db.transaction(async (tx) => {
          const next = removeWithDependants(await codesOf(tx, g.id), body.permissions);
          const errors = validatePermissionGroup({ name: g.name, description: g.description, permissions: next }, req.lang);
          if (errors.length) failFields(errors);
          await setCodes(tx, g.id, next);
          return next;
        });
        deps.auth.invalidateAll();
        return { id: g.id, permissions: codes };
      },
    );

    defineRoute(app, { group: 'shiip', url: `${P}/get-users-by-group`, summary: 'Users of a group', audience: 'owner', body: ZGroupId }, async ({ body, auth, deps }) => {
      await ownGroup(deps.db, auth, body.group_id);
      return deps.db
        .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
        .from(groupUsers)
        .innerJoin(users, eq(users.id, groupUsers.userId))
        .where(eq(groupUsers.groupId, body.group_id))
        .orderBy(users.id);
    });

    defineRoute(app, { group: 'shiip', url: `${P}/count-user-in-group`, summary: 'Number of users in a group', audience: 'owner', body: ZGroupId }, async ({ body, auth, deps }) => {
      await ownGroup(deps.db, auth, body.group_id);
      const [r] = await deps.db.select({ n: count() }).from(groupUsers).where(eq(groupUsers.groupId, body.group_id));
      return { count: Number(r?.n ?? 0) };
    });

    defineRoute(
      app,
      { group: 'shiip', url: `${P}/assign-group-to-user`, summary: 'Put a staff member of the shop in a group', audience: 'owner', body: ZGroupId.extend({ user_id: ZRowId }) },
      async ({ body, auth, deps }) => {
        const g = await ownGroup(deps.db, auth, body.group_id);
        const [m] = await deps.db.select().from(shopMembers).where(and(eq(shopMembers.shopId, g.shopId), eq(shopMembers.userId, body.user_id))).limit(1);
        if (!m) throw new AppError(404);
        await deps.db.insert(groupUsers).values({ groupId: g.id, userId: body.user_id }).onConflictDoNothing();
        deps.auth.invalidateAll();
        return { id: g.id, userId: body.user_id };
      },
    );

    defineRoute(
      app,
      { group: 'shiip', url: `${P}/remove-group-to-user`, summary: 'Take a user out of a group', audience: 'owner', body: ZGroupId.extend({ user_id: ZRowId }) },
      async ({ body, auth, deps }) => {
        const g = await ownGroup(deps.db, auth, body.group_id);
        await deps.db.delete(groupUsers).where(and(eq(groupUsers.groupId, g.id), eq(groupUsers.userId, body.user_id)));
        deps.auth.invalidateAll();
        return { id: g.id, userId: body.user_id };
      },
    );
  },
};

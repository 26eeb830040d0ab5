import { z } from 'zod';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { validateEmail, validateNewPasswordPair, validatePhone, WRONG_OLD_PASSWORD_VI, ZRowId } from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { AppError, failFields, type TFieldError } from '../../http/errors.ts';
import type { TAuth } from '../auth/index.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { containsPattern } from '../../lib/like.ts';
import { createSession, revokeOtherSessions } from '../auth/sessions.ts';
import { readPhonePrefixes } from '../config/queries.ts';
import { clients, shopMembers, shops, users } from './schema.ts';

function userInfo(auth: TAuth) {
  return {
    user: auth.user,
    client: auth.client,
    isOwner: auth.isOwner,
    shops: auth.shops,
    shopId: auth.shopId,
    permissions: auth.permissionList,
  };
}

export const module: TModule = {
  register(app) {
    defineRoute(
      app,
      { group: 'ffm', method: ['GET', 'POST'], url: '/ffm/user-info', summary: 'Who is signed in: user, client, shops, current shop, permissions', audience: 'user' },
      // answered from the resolved caller: no database round trip on this hot call
      async ({ auth }) => userInfo(auth),
    );

    defineRoute(
      app,
      { group: 'shiip', method: ['GET', 'POST'], url: '/shiip/public-api/v2/client/profile', summary: 'Profile of the signed-in user', audience: 'user' },
      async ({ auth }) => ({ ...auth.user, client: auth.client, isOwner: auth.isOwner }),
    );

    defineRoute(
      app,
      { group: 'ffm', url: '/ffm/update-language', summary: 'Store the interface language', audience: 'user', body: z.object({ language: z.enum(['vi', 'en']) }) },
      async ({ body, auth, deps }) => {
        await deps.db.update(users).set({ language: body.language, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
        deps.auth.invalidateUser(auth.user.id);
        return { language: body.language };
      },
    );

    defineRoute(
      app,
      {
        group: 'shiip',
        url: '/shiip/public-api/v2/client/update',
        summary: 'Update the profile (name, phone, email)',
        audience: 'user',
        body: z.object({ fullName: z.string().trim().min(1).max(255).optional(), phone: z.string().max(30).optional(), email: z.string().max(254).optional() }),
      },
      async ({ body, auth, deps, req }) => {
        const errors: TFieldError[] = [];
        const patch: Partial<typeof users.$inferInsert> = {};
        if (body.fullName !== undefined) patch.fullName = body.fullName;
        if (body.phone !== undefined) {
          const r = validatePhone(body.phone, await readPhonePrefixes(deps.db), req.lang);
          if (!r.ok) errors.push({ field: 'phone', message: r.message });
          else patch.phone = r.national;
        }
        if (body.email !== undefined) {
          const r = validateEmail(body.email, req.lang);
          if (!r.ok) errors.push({ field: 'email', message: r.message });
          else patch.email = body.email.trim().toLowerCase();
        }
        if (errors.length) failFields(errors);
        for (const field of ['phone', 'email'] as const) {
          const v = patch[field];
          if (!v) continue;
          const [other] = await deps.db.select({ id: users.id }).from(users).where(and(eq(users[field], v), ne(users.id, auth.user.id))).limit(1);
          if (other) throw new AppError(1003, { data: { errors: [{ field, message: req.lang === 'en' ? `This ${field} is used by another account` : field === 'phone' ? 'Số điện thoại đã được sử dụng bởi tài khoản khác' : 'Email đã được sử dụng bởi tài khoản khác' }] } });
        }
        if (Object.keys(patch).length) {
          await deps.db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
          deps.auth.invalidateUser(auth.user.id);
        }
        const [u] = await deps.db.select().from(users).where(eq(users.id, auth.user.id));
        return { id: u!.id, fullName: u!.fullName, phone: u!.phone, email: u!.email };
      },
    );

    defineRoute(
      app,
      { group: 'shiip', url: '/shiip/public-api/v2/client/check-password', summary: 'Check the current password', audience: 'user', body: z.object({ password: z.string().max(200) }) },
      async ({ body, auth, deps }) => {
        const [u] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id));
        if (!u || !(await verifyPassword(body.password, u.hash))) throw new AppError(1014);
        return { valid: true };
      },
    );

    defineRoute(
      app,
      {
        group: 'shiip',
        url: '/shiip/public-api/v2/client/update-password',
        summary: 'Change the password (other sessions are signed out)',
        audience: 'user',
        body: z.object({ oldPassword: z.string().max(200), newPassword: z.string().max(200), confirmPassword: z.string().max(200) }),
      },
      async ({ body, auth, deps, req }) => {
        const errors = validateNewPasswordPair(body.newPassword, body.confirmPassword, req.lang);
        if (errors.length) failFields(errors);
        const [u] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id));
        if (!u || !(await verifyPassword(body.oldPassword, u.hash))) {
          throw new AppError(1014, { data: { errors: [{ field: 'oldPassword', message: req.lang === 'en' ? 'The old password is wrong. Please try again' : WRONG_OLD_PASSWORD_VI }] } });
        }
        await deps.db.update(users).set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, auth.user.id));
        await revokeOtherSessions(deps.db, auth.user.id, auth.sessionId);
        deps.auth.invalidateUser(auth.user.id);
        return null;
      },
    );

    defineRoute(
      app,
      { group: 'shiip', url: '/shiip/public-api/v2/client/getTokenAPI', summary: 'Owner: a new long-lived API token (previous ones revoked)', audience: 'owner' },
      async ({ auth, deps }) => {
        await revokeOtherSessions(deps.db, auth.user.id, auth.sessionId, 'api');
        deps.auth.invalidateUser(auth.user.id);
        const s = await createSession(deps.db, auth.user.id, { ttlSeconds: 0, kind: 'api' });
        return { token: s.token, expiresAt: s.expiresAt.toISOString() };
      },
    );

    defineRoute(
      app,
      { group: 'shiip', method: ['GET', 'POST'], url: '/shiip/public-api/v2/shop/all', summary: 'Shops the user may act in (GHN shape)', audience: 'client' },
      async ({ auth, deps }) => {
        const rows = auth.shopIds.length ? await deps.db.select().from(shops).where(inArray(shops.id, auth.shopIds)).orderBy(shops.id) : [];
        return {
          last_offset: rows.at(-1)?.id ?? 0,
          shops: rows.map((s) => ({
            _id: s.id,
            name: s.name,
            phone: s.phone,
            address: s.address,
            ward_code: s.wardCode,
            district_id: s.districtId,
            client_id: s.clientId,
            status: s.isActive ? 1 : 2,
          })),
        };
      },
    );

    // Provider staff choose the customer they act for (uploads for a customer, stock and inbound filters).
    defineRoute(
      app,
      {
        group: 'ops',
        url: '/ops/customers/list',
        summary: 'Provider staff: customers by code or name',
        audience: 'staff',
        body: z.object({
          keyword: z.string().trim().max(100).optional(),
          ids: z.array(ZRowId).max(100).optional(),
          page: z.number().int().min(1).default(1),
          pageSize: z.number().int().min(1).max(100).default(20),
        }),
      },
      async ({ body, deps }) => {
        const filters: SQL[] = [];
        if (body.keyword) {
          const like = containsPattern(body.keyword);
          filters.push(or(ilike(clients.code, like), ilike(clients.name, like))!);
        }
        if (body.ids?.length) filters.push(inArray(clients.id, body.ids));
        const where = filters.length ? and(...filters) : undefined;
        const [total] = await deps.db.select({ n: count() }).from(clients).where(where);
        const items = await deps.db
          .select({ id: clients.id, code: clients.code, name: clients.name, scale: clients.scale, active: clients.active })
          .from(clients)
          .where(where)
          .orderBy(asc(clients.code))
          .limit(body.pageSize)
          .offset((body.page - 1) * body.pageSize);
        return { items, total: Number(total?.n ?? 0), page: body.page, pageSize: body.pageSize };
      },
    );

    defineRoute(
      app,
      {
        group: 'shiip',
        method: ['GET', 'POST'],
        url: '/shiip/public-api/v2/shop/clients',
        summary: 'Staff of a shop',
        audience: 'client',
        permission: 'view_list_employee_at_store',
        querystring: z.object({ shop_id: ZRowId.optional() }),
      },
      async ({ auth, deps, query, req }) => {
        const body = (req.body ?? {}) as { shop_id?: unknown };
        const shopId = query.shop_id ?? Number(body.shop_id ?? auth.shopId);
        if (!Number.isInteger(shopId) || !auth.shopIds.includes(shopId)) throw new AppError(404);
        return deps.db
          .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
          .from(shopMembers)
          .innerJoin(users, eq(users.id, shopMembers.userId))
          .where(and(eq(shopMembers.shopId, shopId), eq(users.status, 1)))
          .orderBy(users.id);
      },
    );
  },
};

import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { TModule } from '../../app.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { AppError } from '../../http/errors.ts';
import { users } from '../accounts/schema.ts';
import { checkCredentials } from './sign-in.ts';
import { consumeSsoCode, createSession, issueSsoCode, revokeSession } from './sessions.ts';

const ZCredentials = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

function publicUser(u: typeof users.$inferSelect) {
  return { id: u.id, kind: u.kind, fullName: u.fullName, email: u.email, phone: u.phone, language: u.language, staffRole: u.staffRole ?? null };
}

export const module: TModule = {
  register(app) {
    // API clients: username (phone or email) and password straight to a token.
    defineRoute(
      app,
      { group: 'sso', url: '/sso/login', summary: 'Sign in (API clients): token for username and password', audience: 'none', body: ZCredentials.extend({ portal: z.enum(['client', 'staff']).default('client') }) },
      async ({ body, req, deps }) => {
        const user = await checkCredentials(deps.db, { ...body, ip: req.ip });
        const s = await createSession(deps.db, user.id, { ttlSeconds: deps.config.sessionTtl, userAgent: req.headers['user-agent'], ip: req.ip });
        return { token: s.token, expiresAt: s.expiresAt.toISOString(), user: publicUser(user) };
      },
    );

    // The sign-in service's form: a one-time code for the portal's return path.
    defineRoute(
      app,
      { group: 'sso', url: '/sso/authorize', summary: 'Sign-in service: one-time code and the return path', audience: 'none', body: ZCredentials.extend({ portal: z.enum(['client', 'staff']).default('client') }) },
      async ({ body, req, deps }) => {
        const user = await checkCredentials(deps.db, { ...body, ip: req.ip });
        const code = await issueSsoCode(deps.db, user.id);
        const path = body.portal === 'staff' ? '/sso-login' : '/ffm/app/sso-login-customer';
        return { code, redirect: `${path}?code=${encodeURIComponent(code)}` };
      },
    );

    defineRoute(
      app,
      { group: 'sso', url: '/sso/exchange', summary: 'Exchange a one-time sign-in code for a token', audience: 'none', body: z.object({ code: z.string().min(1).max(200) }) },
      async ({ body, req, deps }) => {
        const userId = await consumeSsoCode(deps.db, body.code);
        if (userId === null) throw new AppError(1013);
        const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
        if (!user || user.status !== 1) throw new AppError(1015);
        const s = await createSession(deps.db, user.id, { ttlSeconds: deps.config.sessionTtl, userAgent: req.headers['user-agent'], ip: req.ip });
        return { token: s.token, expiresAt: s.expiresAt.toISOString(), user: publicUser(user) };
      },
    );

    defineRoute(
      app,
      { group: 'shiip', url: '/shiip/public-api/v2/client/logout', summary: 'Sign out: revoke the token', audience: 'user' },
      async ({ auth, req, deps }) => {
        await revokeSession(deps.db, auth.sessionId);
        deps.auth.invalidateToken(String(req.headers['token']));
        return null;
      },
    );
  },
};

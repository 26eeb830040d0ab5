import { z } from 'zod';
import { defineContract, STAFF_ROLES, ZNoData } from '../contract/contract.ts';

/** Contracts of the sign-in calls (SPEC §1): the sign-in service, API-client sign-in and sign-out. */

export const ZCredentials = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  portal: z.enum(['client', 'staff']).default('client'),
});
export type TCredentials = z.input<typeof ZCredentials>;

/** The signed-in user as the sign-in calls and user-info answer it. */
export const ZPublicUser = z.object({
  id: z.number().int(),
  kind: z.enum(['client', 'staff']),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(['vi', 'en']),
  staffRole: z.enum(STAFF_ROLES).nullable(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZSession = z.object({
  token: z.string(),
  /** ISO 8601 */
  expiresAt: z.string(),
  user: ZPublicUser,
});
export type TSession = z.infer<typeof ZSession>;

export const ZAuthorizeResult = z.object({
  code: z.string(),
  /** the portal's return path carrying the code: /ffm/app/sso-login-customer?code=... or /sso-login?code=... */
  redirect: z.string(),
});
export type TAuthorizeResult = z.infer<typeof ZAuthorizeResult>;

const sso = { group: 'sso', tags: ['auth'], audience: 'none', permissions: [], tenant: 'none' } as const;

export const AUTH_CALLS = {
  login: defineContract({ ...sso, method: 'POST', path: '/sso/login', summary: 'Sign in (API clients): token for username and password', body: ZCredentials, response: ZSession }),
  authorize: defineContract({ ...sso, method: 'POST', path: '/sso/authorize', summary: 'Sign-in service: one-time code and the return path', body: ZCredentials, response: ZAuthorizeResult }),
  exchange: defineContract({
    ...sso,
    method: 'POST',
    path: '/sso/exchange',
    summary: 'Exchange a one-time sign-in code for a token',
    body: z.object({ code: z.string().min(1).max(200) }),
    response: ZSession,
  }),
  logout: defineContract({
    group: 'shiip',
    tags: ['auth'],
    method: 'POST',
    path: '/shiip/public-api/v2/client/logout',
    summary: 'Sign out: revoke the token',
    audience: 'user',
    permissions: [],
    tenant: 'self',
    response: ZNoData,
  }),
} as const;

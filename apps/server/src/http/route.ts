import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { TPermissionCode } from '@ffm/domain';
import type { TAuth } from './auth-context.ts';
import { AppError } from './errors.ts';
import { okBody, type TGroup } from './envelope.ts';
import type { TDeps } from '../app.ts';

/**
 * Who may call:
 * - none: anyone;
 * - user: any signed-in user;
 * - client: a client's owner or staff (provider staff get 403);
 * - owner: a client's owner only;
 * - staff: provider staff only; staffAdmin: provider staff with the admin role.
 */
export type TAudience = 'none' | 'user' | 'client' | 'owner' | 'staff' | 'staffAdmin';

export interface TRouteSpec<B extends ZodType | undefined, Q extends ZodType | undefined> {
  group: TGroup;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | Array<'GET' | 'POST'>;
  url: string;
  summary: string;
  tags?: string[];
  audience?: TAudience;
  /** for client staff: every listed code is needed in the current shop; owners have all */
  permission?: TPermissionCode | TPermissionCode[];
  body?: B;
  querystring?: Q;
  /** multipart or raw bodies: skip JSON schema validation of the body */
  rawBody?: boolean;
  bodyLimit?: number;
}

type TInfer<T> = T extends ZodType ? z.infer<T> : undefined;

export interface TRouteContext<B, Q, A> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  auth: A;
  deps: TDeps;
}

type TAuthFor<S> = S extends { audience: 'none' } ? TAuth | null : TAuth;

export function requireAuth(req: FastifyRequest, audience: TAudience): TAuth | null {
  if (audience === 'none') return req.auth;
  const auth = req.auth;
  if (!auth) throw new AppError(401);
  const isStaff = auth.user.kind === 'staff';
  if ((audience === 'client' || audience === 'owner') && isStaff) throw new AppError(403);
  if (audience === 'owner' && !auth.isOwner) throw new AppError(403);
  if ((audience === 'staff' || audience === 'staffAdmin') && !isStaff) throw new AppError(403);
  if (audience === 'staffAdmin' && auth.user.staffRole !== 'admin') throw new AppError(403);
  return auth;
}

export function requirePermission(auth: TAuth, codes: TPermissionCode | TPermissionCode[] | undefined): void {
  if (!codes || auth.isOwner) return;
  for (const c of Array.isArray(codes) ? codes : [codes]) if (!auth.permissions.has(c)) throw new AppError(403);
}

/**
 * Declares one call: its zod contract (validation, types and the OpenAPI entry come from the same schema),
 * who may call it, and a handler that returns the envelope's data. A handler that sends its own reply
 * (a file download) is left alone.
 */
export function defineRoute<
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  S extends TRouteSpec<B, Q> = TRouteSpec<B, Q>,
>(
  app: FastifyInstance,
  spec: S & TRouteSpec<B, Q>,
  handler: (ctx: TRouteContext<TInfer<B>, TInfer<Q>, TAuthFor<S>>) => Promise<unknown>,
): void {
  const audience = spec.audience ?? 'client';
  app.route({
    method: spec.method ?? 'POST',
    url: spec.url,
    bodyLimit: spec.bodyLimit,
    schema: {
      summary: spec.summary,
      tags: spec.tags ?? [spec.group],
      ...(spec.body && !spec.rawBody ? { body: spec.body } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(audience === 'none' ? {} : { security: [{ Token: [] }] }),
    },
    // who may call is decided before the body is read or validated: no token is 401 and no right is 403,
    // whatever the body holds
    onRequest: async (req) => {
      const auth = requireAuth(req, audience);
      if (auth) requirePermission(auth, spec.permission);
    },
    handler: async (req, reply) => {
      const data = await handler({
        req,
        reply,
        body: (req.body ?? {}) as TInfer<B>,
        query: (req.query ?? {}) as TInfer<Q>,
        auth: req.auth as TAuthFor<S>,
        deps: app.deps,
      });
      if (reply.sent) return reply;
      return okBody(spec.group, data ?? null);
    },
  });
}

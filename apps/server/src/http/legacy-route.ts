import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { TPermissionCode } from '@ffm/domain';
import type { TAuth } from '../modules/auth/index.ts';
import { okBody, type TGroup } from './envelope.ts';
import { requireAuth, requirePermission, type TAudience } from './route.ts';
import type { TDeps } from '../app.ts';

/**
 * TRANSITIONAL: the route declaration before contracts (packages/domain/src/<area>/contracts.ts + `route()`).
 * Every area moves to `route()`; this file goes when the last one has.
 */
export interface TRouteSpec<B extends ZodType | undefined, Q extends ZodType | undefined> {
  group: TGroup;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | Array<'GET' | 'POST'>;
  url: string;
  summary: string;
  tags?: string[];
  audience?: TAudience;
  permission?: TPermissionCode | TPermissionCode[];
  body?: B;
  querystring?: Q;
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
  const perms = spec.permission === undefined ? [] : Array.isArray(spec.permission) ? spec.permission : [spec.permission];
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
    onRequest: async (req) => {
      const auth = requireAuth(req, audience);
      if (auth) requirePermission(auth, perms);
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

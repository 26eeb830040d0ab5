import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import {
  findHostileInput,
  INPUT_SAFETY_TEXT,
  messageFor,
  type TAudience,
  type TCallBody,
  type TCallOutput,
  type TCallQuery,
  type TContract,
  type TLang,
  type TPermissionCode,
} from '@ffm/domain';
import type { TAuth, TDeps } from './types.ts';
import type { TClientScope, TScope, TScopeFor } from '../db/scope.ts';
import { AppError } from './errors.ts';
import { receiveUpload, type TReceivedUpload } from './multipart.ts';
import { okBody } from './envelope.ts';

export type { TAudience };

export function requireAuth(req: FastifyRequest, audience: TAudience): TAuth | null {
  if (audience === 'none') return req.auth;
  const auth = req.auth;
  if (!auth) throw new AppError(401);
  const isStaff = auth.user.kind === 'staff';
  if ((audience === 'client' || audience === 'owner') && isStaff) throw new AppError(403);
  if (audience === 'owner' && !auth.isOwner) throw new AppError(403);
  if ((audience === 'staff' || audience === 'staffAdmin' || audience === 'staffSupervisor') && !isStaff) throw new AppError(403);
  if (audience === 'staffAdmin' && auth.user.staffRole !== 'admin') throw new AppError(403);
  if (audience === 'staffSupervisor' && auth.user.staffRole !== 'supervisor') throw new AppError(403);
  return auth;
}

/**
 * Client staff need every listed code in their current shop; owners have all. Provider staff are governed by
 * the contract's audience and tenant mode, not by client permission codes.
 */
export function requirePermission(auth: TAuth, codes: TPermissionCode | readonly TPermissionCode[] | undefined): void {
  const list = codes === undefined ? [] : typeof codes === 'string' ? [codes] : codes;
  if (list.length === 0 || auth.isOwner || auth.user.kind === 'staff') return;
  for (const c of list) if (!auth.permissions.has(c)) throw new AppError(403);
}

type TContractAny = TContract<ZodType | undefined, ZodType | undefined, ZodType>;

/** What a handler may return for a call: its response type, where dates may still be Date objects. */
export type TServerData<T> = T extends string
  ? string | Date
  : T extends ReadonlyArray<infer U>
    ? ReadonlyArray<TServerData<U>>
    : T extends object
      ? { [K in keyof T]: TServerData<T[K]> }
      : T;

type TAuthFor<C extends TContractAny> = C['audience'] extends 'none' ? TAuth | null : TAuth;

export interface THandlerContext<C extends TContractAny> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: TCallBody<C>;
  query: TCallQuery<C>;
  auth: TAuthFor<C>;
  scope: TScopeFor<C['tenant']>;
  lang: TLang;
  deps: TDeps;
  /** the file and form fields of a `multipart` contract (read before the scope is resolved) */
  upload: TReceivedUpload | undefined;
}

/** The JSON envelope a contract's call answers on success (its 200 response schema). */
export function envelopeSchema(c: TContractAny) {
  return z.object({ code: z.number().int(), message: z.string(), data: c.response });
}

function customerIdOf(req: FastifyRequest, upload: TReceivedUpload | undefined): number | undefined {
  const from = (v: unknown): number | undefined => {
    if (v === null || typeof v !== 'object') return undefined;
    const id = (v as { customerId?: unknown }).customerId;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
  };
  const field = upload?.fields.get('customerId')?.trim();
  return from(req.body) ?? from(req.query) ?? (field && /^\d{1,9}$/.test(field) ? Number(field) : undefined);
}

/**
 * Resolves the tenant scope of a call from the token and the contract's tenant mode. Provider staff name the
 * client they act for with `customerId` (validated by the contract's schema); it must exist and be active.
 */
export async function resolveScope(c: TContractAny, auth: TAuth | null, req: FastifyRequest, deps: TDeps, upload?: TReceivedUpload): Promise<TScope> {
  const known = scopeAtOnce(c, auth, req, upload);
  if (known) return known;
  // provider staff acting for a client (customerIdOf found one: scopeAtOnce answers every other case)
  const client = await deps.findActiveClient(deps.db, customerIdOf(req, upload)!);
  if (!client) throw new AppError(10000);
  return { kind: 'client', clientId: client.id, userId: auth!.user.id, shopId: null, acting: true, lang: req.lang } satisfies TClientScope;
}

/** The scope when it needs no read: every case but provider staff acting for a client (null then). */
function scopeAtOnce(c: TContractAny, auth: TAuth | null, req: FastifyRequest, upload?: TReceivedUpload): TScope | null {
  const lang = req.lang;
  if (c.tenant === 'none' || !auth) return { kind: 'none', lang };
  if (c.tenant === 'self') return { kind: 'self', userId: auth.user.id, clientId: auth.client?.id ?? null, lang };
  if (auth.user.kind === 'staff') {
    const customerId = customerIdOf(req, upload);
    if (customerId === undefined) {
      if (c.tenant === 'provider') return { kind: 'provider', userId: auth.user.id, lang };
      const message = messageFor(1018, lang);
      throw new AppError(1001, { message, data: { errors: [{ field: 'customerId', message }] } });
    }
    if (c.tenant === 'client') throw new AppError(403);
    return null;
  }
  if (!auth.client) throw new AppError(403);
  return { kind: 'client', clientId: auth.client.id, userId: auth.user.id, shopId: auth.shopId, acting: false, lang } satisfies TClientScope;
}

/**
 * Mounts one call from its contract: method, path, validation, OpenAPI entry (with `x-permissions`), who may
 * call (checked before the body is read: no token is 401 and no right is 403, whatever the body holds), the
 * tenant scope, and the envelope around the handler's data. A handler that sends its own reply (a file) is
 * left alone.
 */
export function route<C extends TContractAny>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: THandlerContext<C>) => Promise<TServerData<TCallOutput<C>> | void>,
): void {
  const c = contract;
  const methods = Array.isArray(c.method) ? [...c.method] : [c.method as string];
  app.route({
    method: methods,
    url: c.path,
    bodyLimit: c.bodyLimit,
    config: { contract: c },
    schema: {
      summary: c.summary,
      tags: [...c.tags],
      ...(c.body && !c.multipart ? { body: c.body } : {}),
      ...(c.query ? { querystring: c.query } : {}),
      response: { 200: c.answer === 'file' || c.answer === 'redirect' ? c.response : envelopeSchema(c) },
      ...(c.audience === 'none' ? {} : { security: [{ Token: [] }] }),
    },
    onRequest: (req, _reply, done) => {
      try {
        const auth = requireAuth(req, c.audience);
        if (auth) requirePermission(auth, c.permissions);
      } catch (e) {
        return done(e as Error);
      }
      done();
    },
    // every string of every call's input, before its contract: no control character, no absurd nesting (400)
    preValidation: (req, _reply, done) => done(hostileInputError(req) ?? undefined),
    handler: async (req, reply) => {
      const upload = c.multipart ? await receiveUpload(req) : undefined;
      const scope = await resolveScope(c, req.auth, req, app.deps, upload);
      const data = await handler({
        req,
        reply,
        body: (req.body ?? {}) as TCallBody<C>,
        query: (req.query ?? {}) as TCallQuery<C>,
        auth: req.auth as TAuthFor<C>,
        scope: scope as TScopeFor<C['tenant']>,
        lang: req.lang,
        deps: app.deps,
        upload,
      });
      return reply.sent ? reply : okBody(c.group, data ?? null);
    },
  });
}

/** The 400 of a body or query holding a control character or nested deeper than INPUT_DEPTH_MAX; null when sound. */
export function hostileInputError(req: FastifyRequest): AppError | null {
  const bad = findHostileInput(req.body) ?? findHostileInput(req.query);
  if (!bad) return null;
  const message = INPUT_SAFETY_TEXT[bad.problem][req.lang];
  return new AppError(400, { message, data: { errors: [{ field: bad.field, message }] } });
}

/** Mounts every contract of a list with its handler (an area's routes file is this one call). */
export type { TRouteTable } from './types.ts';

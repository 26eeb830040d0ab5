import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { TAnswerKind, TLang } from '@ffm/domain';
import { AuthResolver } from './modules/auth/index.ts';
import { findActiveClient } from './modules/accounts/index.ts';
import { AppError, errorBody, GHN_API_PREFIX, httpStatusOf } from './http/errors.ts';
import { DomainError } from './lib/errors.ts';
import type { TDeps, TRouteTable } from './http/types.ts';
import { pgErrorCode } from './db/errors.ts';
import { API_HEADERS, API_HEADERS_HTTPS, ASSET_HEADERS, SECURITY_HEADERS, SECURITY_HEADERS_HTTPS } from './http/security-headers.ts';
import { JOB_HANDLERS, MODULES, UPLOAD_KINDS } from './modules/registry.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { registerUploadKinds } from './modules/uploads/index.ts';

/** Upload limit for multipart files; areas may set a lower one per call. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;


function langOf(value: unknown): TLang | null {
  if (typeof value !== 'string') return null;
  const v = value.toLowerCase();
  return v.startsWith('en') ? 'en' : v.startsWith('vi') ? 'vi' : null;
}

function zodIssuesToFields(issues: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }>) {
  return issues.map((i) => ({ field: (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'), message: i.message ?? '' }));
}

type TCompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The compilers Fastify would otherwise build with ajv and fast-json-stringify (buildApp sets its own on the app).
 * The option's type describes ajv's compilers, hence the cast: Fastify only calls them with a route's schema.
 */
const OWN_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => () => (data: unknown) => JSON.stringify(data),
} as unknown as TCompilersFactory;

/**
 * Builds the Fastify app: envelope and error catalogue, token resolution, OpenAPI at /docs, every module
 * listed in src/modules/registry.ts, and the web.
 */
export async function buildApp(
  deps: Omit<TDeps, 'auth' | 'findActiveClient'>,
  opts: { logger?: FastifyServerOptions['logger']; serveWeb?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    // every route validates with zod and serializes with the compiler set below: Fastify's own compilers (ajv and
    // fast-json-stringify) would be loaded at each start, 0.15-0.5 s of a restart, and never used
    schemaController: { compilersFactory: OWN_COMPILERS },
  });
  app.setValidatorCompiler(validatorCompiler);
  // GHN's integrations POST with Content-Type: application/json and no body at all: that is an empty object
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    json(req, text, done);
  });
  app.setSerializerCompiler(({ schema, url }) => {
    if (!deps.config.checkResponses) return (data) => JSON.stringify(data);
    // tests: every success answer must match its contract's response schema, as it travels (dates as strings)
    return (data) => {
      const json = JSON.stringify(data);
      const checked = (schema as ZodType).safeParse(JSON.parse(json));
      if (!checked.success) throw new Error(`the answer of ${url} does not match its contract: ${JSON.stringify(checked.error.issues.slice(0, 5))}`);
      return json;
    };
  });
  const auth = new AuthResolver(deps.db);
  app.decorate('deps', { ...deps, auth, findActiveClient });
  if (deps.listen) {
    const stop = await auth.listen(deps.listen);
    app.addHook('onClose', stop);
  }
  const routeTable: TRouteTable = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
      if (method !== 'HEAD') routeTable.push({ method, url: r.url, contract: r.config?.contract ?? null });
    }
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'vi');

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 25 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'FFM portal API', version: '1.0.0', description: 'Fulfillment (/ffm), shipping (/shiip/public-api, GHN-compatible), sign-in (/sso) and provider staff (/ops) calls.' },
      components: { securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } } },
    },
    transform: jsonSchemaTransform,
    // each operation lists the permission codes, audience and tenant mode its contract declares
    transformObject: (doc) => {
      const spec = 'openapiObject' in doc ? doc.openapiObject : doc.swaggerObject;
      const paths = (spec.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
      for (const r of routeTable) {
        if (!r.contract) continue;
        const op = paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
        if (!op) continue;
        op['x-permissions'] = [...r.contract.permissions];
        op['x-audience'] = r.contract.audience;
        op['x-tenant'] = r.contract.tenant;
      }
      return spec;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  // a contract's JSON answer, a page (or a file or redirect a browser shows as one), or one of the web's hashed files
  const headersFor = (req: FastifyRequest) => {
    if (req.url.startsWith('/assets/')) return ASSET_HEADERS;
    const contract = (req.routeOptions.config as { contract?: { answer?: TAnswerKind } } | undefined)?.contract;
    const https = req.protocol === 'https';
    if (contract && (contract.answer ?? 'json') === 'json') return https ? API_HEADERS_HTTPS : API_HEADERS;
    return https ? SECURITY_HEADERS_HTTPS : SECURITY_HEADERS;
  };
  const langOfCall = (req: FastifyRequest): TLang => req.auth?.user.language ?? langOf(req.headers['x-lang']) ?? langOf(req.headers['accept-language']) ?? 'vi';
  // callback-style hooks: a caller already in the cache (nearly every call) goes on without waiting for a promise
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headersFor(req));
    const token = req.headers['token'];
    if (typeof token === 'string' && token.length > 0 && token.length < 200) {
      const shopHeader = req.headers['shopid'] ?? req.headers['shop_id'];
      const shopId = typeof shopHeader === 'string' && /^\d+$/.test(shopHeader) ? Number(shopHeader) : null;
      const known = app.deps.auth.cached(token, shopId);
      if (known === undefined) {
        app.deps.auth.resolve(token, shopId).then((auth) => {
          req.auth = auth;
          req.lang = langOfCall(req);
          done();
        }, done);
        return;
      }
      req.auth = known;
    }
    req.lang = langOfCall(req);
    done();
  });

  const sendError = (reply: FastifyReply, lang: TLang, e: DomainError, status = httpStatusOf(e)) =>
    reply.status(status).send(errorBody(e, lang, reply.request.url.startsWith(GHN_API_PREFIX) ? status : undefined));
  // a POST without any body (no Content-Type either) is a call with no fields, as GHN's clients mean it
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.body == null && req.method !== 'GET' && req.method !== 'HEAD' && !req.isMultipart()) req.body = {};
    done();
  });

  app.setErrorHandler((err: FastifyError | DomainError, req, reply) => {
    if (err instanceof DomainError) return sendError(reply, req.lang, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = zodIssuesToFields(err.validation);
      const missing = err.validation.some((i) => /required|received undefined/i.test(i.message ?? ''));
      return sendError(reply, req.lang, new AppError(missing ? 1001 : 400, { data: { errors: fields } }));
    }
    const fe = err as FastifyError;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (fe.statusCode === 400 && err instanceof SyntaxError)) {
      return sendError(reply, req.lang, new AppError(100), 400);
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, req.lang, new AppError(100), 415);
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, req.lang, new AppError(fe.code === 'FST_REQ_FILE_TOO_LARGE' ? 50006 : 1017), 413);
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return sendError(reply, req.lang, new AppError(400), 400);
    // the database's own refusals that slipped past a handler's checks are the caller's data, not our fault
    const sqlState = pgErrorCode(err);
    if (sqlState === '23505') return sendError(reply, req.lang, new AppError(1003), 409);
    // class 22, a value the database cannot take (out of range, not a number or date, too long, a NUL byte ...)
    if (sqlState?.startsWith('22')) return sendError(reply, req.lang, new AppError(400), 400);
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, req.lang, new AppError(1), 500);
  });

  const webDist = deps.config.webDist;
  const serveWeb = (opts.serveWeb ?? true) && existsSync(path.join(webDist, 'index.html'));
  app.setNotFoundHandler((req, reply) => {
    const apiPath = /^\/(ffm|shiip|sso|ops|docs|healthz|a5|assets)(\/|$)/.test(req.url) && !req.url.startsWith('/ffm/app/');
    if (serveWeb && req.method === 'GET' && !apiPath) {
      // the web's router decides; its /404 page renders the not-found state
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, req.lang, new AppError(404), 404);
  });
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // wildcard: a rebuilt web's new chunks are served without a restart; a missing file falls to the handler above
      wildcard: true,
      index: false,
      // the web's build writes .br and .gz beside each file (vite.config.ts): sent as they are, per Accept-Encoding
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', (_req, reply) => reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html'));
  }

  registerUploadKinds(UPLOAD_KINDS);
  for (const mod of MODULES) {
    await app.register(async (scope) => {
      await mod.register(scope);
    });
  }
  const jobs = new JobRunner(deps.db, deps.dbKind, JOB_HANDLERS, { leaseMs: deps.config.jobLeaseMs, pollMs: deps.config.jobPollMs, log: app.log, listen: deps.listen });
  app.decorate('jobs', jobs);
  if (deps.config.jobWorker) app.addHook('onReady', () => jobs.start());
  // running jobs stop at their next safe point (an upload batch commits first) before the database closes
  app.addHook('onClose', () => jobs.stop());
  return app;
}

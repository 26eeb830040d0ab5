import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { TLang } from '@ffm/domain';
import type { TDatabase, TDb } from './db/client.ts';
import type { TServerConfig } from './config.ts';
import { AuthResolver, type TAuth } from './http/auth-context.ts';
import { AppError } from './http/errors.ts';
import { pgErrorCode } from './db/errors.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';

export interface TDeps {
  db: TDb;
  dbKind: TDatabase['kind'];
  config: TServerConfig;
  auth: AuthResolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
  }
  interface FastifyRequest {
    auth: TAuth | null;
    lang: TLang;
  }
}

export interface TModule {
  /** registers the area's calls */
  register(app: FastifyInstance): Promise<void> | void;
}

const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');
/** Upload limit for multipart files; areas may set a lower one per call. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** SQLSTATEs of a value the database cannot take: out of range, not a number, not a date, too long. */
const BAD_VALUE_STATES = new Set(['22003', '22P02', '22007', '22008', '22001']);

function langOf(value: unknown): TLang | null {
  if (typeof value !== 'string') return null;
  const v = value.toLowerCase();
  return v.startsWith('en') ? 'en' : v.startsWith('vi') ? 'vi' : null;
}

function zodIssuesToFields(issues: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }>) {
  return issues.map((i) => ({ field: (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'), message: i.message ?? '' }));
}

/**
 * Builds the Fastify app: envelope and error catalogue, token resolution, OpenAPI at /docs, every module
 * under src/modules/<area>/routes.ts (found on disk, so adding an area is adding its folder), and the web.
 */
export async function buildApp(
  deps: Omit<TDeps, 'auth'>,
  opts: { logger?: FastifyServerOptions['logger']; serveWeb?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const auth = new AuthResolver(deps.db);
  app.decorate('deps', { ...deps, auth });
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'vi');

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 25 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'FFM portal API', version: '1.0.0', description: 'Fulfillment (/ffm), shipping (/shiip/public-api, GHN-compatible), sign-in (/sso) and provider staff (/ops) calls.' },
      components: { securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.addHook('onRequest', async (req, reply) => {
    reply.headers(SECURITY_HEADERS);
    const token = req.headers['token'];
    const shopHeader = req.headers['shopid'] ?? req.headers['shop_id'];
    const shopId = typeof shopHeader === 'string' && /^\d+$/.test(shopHeader) ? Number(shopHeader) : null;
    if (typeof token === 'string' && token.length > 0 && token.length < 200) {
      req.auth = await app.deps.auth.resolve(token, shopId);
    }
    req.lang = req.auth?.user.language ?? langOf(req.headers['x-lang']) ?? langOf(req.headers['accept-language']) ?? 'vi';
  });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) return reply.status(err.httpStatus).send(err.body(req.lang));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = zodIssuesToFields(err.validation);
      const missing = err.validation.some((i) => /required|received undefined/i.test(i.message ?? ''));
      const e = new AppError(missing ? 1001 : 400, { data: { errors: fields } });
      return reply.status(e.httpStatus).send(e.body(req.lang));
    }
    const fe = err as FastifyError;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (fe.statusCode === 400 && err instanceof SyntaxError)) {
      return reply.status(400).send(new AppError(100).body(req.lang));
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ ...new AppError(100).body(req.lang) });
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(new AppError(fe.code === 'FST_REQ_FILE_TOO_LARGE' ? 50006 : 1017).body(req.lang));
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(400).send(new AppError(400, { message: req.lang === 'en' ? fe.message : undefined }).body(req.lang));
    }
    // the database's own refusals that slipped past a handler's checks are the caller's data, not our fault
    const sqlState = pgErrorCode(err);
    if (sqlState === '23505') return reply.status(409).send(new AppError(1003).body(req.lang));
    if (sqlState && BAD_VALUE_STATES.has(sqlState)) return reply.status(400).send(new AppError(400).body(req.lang));
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(new AppError(1).body(req.lang));
  });

  const webDist = deps.config.webDist;
  const serveWeb = (opts.serveWeb ?? true) && existsSync(path.join(webDist, 'index.html'));
  app.setNotFoundHandler((req, reply) => {
    const apiPath = /^\/(ffm|shiip|sso|ops|docs|healthz|a5|assets)(\/|$)/.test(req.url) && !req.url.startsWith('/ffm/app/');
    if (serveWeb && req.method === 'GET' && !apiPath) {
      // the web's router decides; its /404 page renders the not-found state
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(new AppError(404).body(req.lang));
  });
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // wildcard: a rebuilt web's new chunks are served without a restart; a missing file falls to the handler above
      wildcard: true,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', (_req, reply) => reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html'));
  }

  for (const area of readdirSync(MODULES_DIR).sort()) {
    const file = path.join(MODULES_DIR, area, 'routes.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { module?: TModule };
    if (!mod.module) throw new Error(`modules/${area}/routes.ts must export 'module'`);
    await app.register(async (scope) => {
      await mod.module!.register(scope);
    });
  }
  return app;
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZUploadDetailBody, ZUploadFileRef, ZUploadHistoryBody, ZUploadValidationBody, type TLang } from '@ffm/domain';
import type { TAuth } from '../auth/index.ts';
import { AppError } from '../../http/errors.ts';
import type { TGroup } from '../../http/envelope.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { acceptUpload } from './accept-upload.ts';
import { actForClient } from './act-for-client.ts';
import { buildTemplate } from './build-template.ts';
import { confirmUpload } from './confirm-upload.ts';
import { invalidRowsWorkbook } from './export-invalid-rows.ts';
import { getUploadDetail } from './get-upload-detail.ts';
import { getUploadProgress } from './get-upload-progress.ts';
import { importUpload } from './import-upload.ts';
import { listUploadRows } from './list-upload-rows.ts';
import { listUploads } from './list-uploads.ts';
import { receiveUpload } from './receive-upload.ts';
import { getUploadKind, type TUploadKind, type TUploadScope } from './registry.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { UploadRefused } from './upload-errors.ts';

export interface TUploadRoutesOptions {
  group: TGroup;
  /** e.g. '/ffm/sku' */
  prefix: string;
  tags: string[];
  /** the upload calls: `${prefix}/${url}` takes a file of `kind` */
  uploads: Array<{ url: string; kind: string; summary: string }>;
  /** the one-shot import call (API clients), if the area has one */
  importCall?: { url: string; kind: string; summary: string };
}

/** Runs a use case, turning a file refusal into the catalogue error in the caller's language. */
async function refusalsAsErrors<T>(lang: TLang, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof UploadRefused) throw e.toAppError(lang);
    throw e;
  }
}

function kindOf(name: string): TUploadKind<unknown> {
  const kind = getUploadKind(name);
  if (!kind) throw new Error(`upload kind '${name}' is not registered`);
  return kind;
}

/** The kinds of the area the caller may work with: owners and provider staff all, client staff by permission. */
function allowedKinds(auth: TAuth, kinds: readonly TUploadKind<unknown>[]): string[] {
  const allowed = kinds.filter((k) => auth.user.kind === 'staff' || auth.isOwner || auth.permissions.has(k.permission)).map((k) => k.name);
  if (allowed.length === 0) throw new AppError(403);
  return allowed;
}

function parseCustomerId(v: string | undefined): number | undefined {
  if (v === undefined || !/^\d{1,9}$/.test(v.trim())) return undefined;
  return Number(v.trim());
}

/**
 * The bulk upload calls of one area, on the shared pipeline (DESIGN §6): upload → upload-validation (review
 * tabs) → upload-invalid-export → upload-confirm → upload-progress; upload-history, upload-detail and template.
 * Inbound and outbound register theirs the same way with their own kinds.
 */
export function registerUploadRoutes(app: FastifyInstance, opts: TUploadRoutesOptions): void {
  const { group, prefix, tags } = opts;
  const areaKinds = () => [...new Set([...opts.uploads.map((u) => u.kind), ...(opts.importCall ? [opts.importCall.kind] : [])])].map(kindOf);
  const scopeFor = async (auth: TAuth, customerId: number | undefined, lang: TLang): Promise<{ scope: TUploadScope; kinds: string[] }> => {
    const kinds = allowedKinds(auth, areaKinds());
    const scope = await actForClient(app.deps.db, auth, customerId, undefined, lang);
    return { scope, kinds };
  };

  for (const u of opts.uploads) {
    defineRoute(
      app,
      { group, url: `${prefix}/${u.url}`, summary: `${u.summary} (multipart: file, customerId for provider staff)`, tags, audience: 'user', rawBody: true },
      async ({ req, auth, deps }) =>
        refusalsAsErrors(req.lang, async () => {
          const kind = kindOf(u.kind);
          allowedKinds(auth, [kind]); // refuse before reading the file
          const file = await receiveUpload(req);
          const scope = await actForClient(deps.db, auth, parseCustomerId(file.fields.get('customerId')), kind.permission, req.lang);
          return acceptUpload(deps.db, kind, scope, file);
        }),
    );
  }

  if (opts.importCall) {
    const call = opts.importCall;
    defineRoute(
      app,
      { group, url: `${prefix}/${call.url}`, summary: `${call.summary} (multipart: file, customerId for provider staff)`, tags, audience: 'user', rawBody: true },
      async ({ req, auth, deps }) =>
        refusalsAsErrors(req.lang, async () => {
          const kind = kindOf(call.kind);
          allowedKinds(auth, [kind]);
          const file = await receiveUpload(req);
          const scope = await actForClient(deps.db, auth, parseCustomerId(file.fields.get('customerId')), kind.permission, req.lang);
          return importUpload(deps.db, kind, scope, file);
        }),
    );
  }

  defineRoute(
    app,
    { group, url: `${prefix}/upload-validation`, summary: 'Review an uploaded file: one page of its valid or invalid rows with their messages', tags, audience: 'user', body: ZUploadValidationBody },
    async ({ req, body, auth, deps }) => {
      const { scope, kinds } = await scopeFor(auth, body.customerId, req.lang);
      return listUploadRows(deps.db, scope, body, kinds);
    },
  );

  defineRoute(
    app,
    { group, url: `${prefix}/upload-invalid-export`, summary: 'The invalid rows of a file as xlsx, with an error column', tags, audience: 'user', body: ZUploadFileRef },
    async ({ req, reply, body, auth, deps }) => {
      const { scope, kinds } = await scopeFor(auth, body.customerId, req.lang);
      const wb = await invalidRowsWorkbook(deps.db, scope, body.fileId, kinds);
      await sendXlsx(reply, wb.fileName, wb.sheets);
    },
  );

  defineRoute(
    app,
    { group, url: `${prefix}/upload-confirm`, summary: 'Start or continue creating the valid rows of a file; answers the progress', tags, audience: 'user', body: ZUploadFileRef },
    async ({ req, body, auth, deps }) => {
      const { scope, kinds } = await scopeFor(auth, body.customerId, req.lang);
      return refusalsAsErrors(req.lang, () => confirmUpload(deps.db, scope, body.fileId, kinds));
    },
  );

  defineRoute(
    app,
    { group, url: `${prefix}/upload-progress`, summary: "A file's confirm progress: 'created X of Y'", tags, audience: 'user', body: ZUploadFileRef },
    async ({ req, body, auth, deps }) => {
      const { scope, kinds } = await scopeFor(auth, body.customerId, req.lang);
      return getUploadProgress(deps.db, scope, body.fileId, kinds);
    },
  );

  defineRoute(
    app,
    { group, url: `${prefix}/upload-history`, summary: 'Uploaded files of the client, newest first', tags, audience: 'user', body: ZUploadHistoryBody },
    async ({ req, body, auth, deps }) => {
      const { scope, kinds } = await scopeFor(auth, body.customerId, req.lang);
      const wanted = body.kind ? kinds.filter((k) => k === body.kind) : kinds;
      if (wanted.length === 0) return { items: [], total: 0, page: body.page, pageSize: body.pageSize };
      return listUploads(deps.db, scope, body, wanted);
    },
  );

  defineRoute(
    app,
    { group, url: `${prefix}/upload-detail`, summary: 'A file with one page of all its rows', tags, audience: 'user', body: ZUploadDetailBody },
    async ({ req, body, auth, deps }) => {
      const { scope, kinds } = await scopeFor(auth, body.customerId, req.lang);
      return getUploadDetail(deps.db, scope, body, kinds);
    },
  );

  const kindNames = areaKindNames(opts);
  defineRoute(
    app,
    {
      group,
      method: 'GET',
      url: `${prefix}/template`,
      summary: 'The xlsx template of an upload kind: header row, example row, reference lists',
      tags,
      audience: 'user',
      querystring: z.object({ kind: z.enum(kindNames as [string, ...string[]]).default(kindNames[0]!) }),
    },
    async ({ req, reply, query, auth, deps }) => {
      const kind = kindOf(query.kind);
      if (auth.user.kind !== 'staff') allowedKinds(auth, [kind]);
      const t = await buildTemplate(deps.db, kind, req.lang);
      await sendXlsx(reply, t.fileName, t.sheets);
    },
  );
}

function areaKindNames(opts: TUploadRoutesOptions): string[] {
  return [...new Set([...opts.uploads.map((u) => u.kind), ...(opts.importCall ? [opts.importCall.kind] : [])])];
}

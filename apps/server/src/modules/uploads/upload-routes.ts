import type { FastifyInstance } from 'fastify';
import type { TUploadCalls } from '@ffm/domain';
import type { TAuth } from '../../http/types.ts';
import { DomainError } from '../../lib/errors.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { acceptUpload } from './accept-upload.ts';
import { buildTemplate } from './build-template.ts';
import { confirmUpload } from './confirm-upload.ts';
import { invalidRowsWorkbook } from './export-invalid-rows.ts';
import { getUploadDetail } from './get-upload-detail.ts';
import { getUploadProgress } from './get-upload-progress.ts';
import { importUpload } from './import-upload.ts';
import { listUploadRows } from './list-upload-rows.ts';
import { listUploads } from './list-uploads.ts';
import { getUploadKind, type TUploadKind } from './registry.ts';

function kindOf(name: string): TUploadKind<unknown> {
  const kind = getUploadKind(name);
  if (!kind) throw new Error(`upload kind '${name}' is not listed in modules/registry.ts`);
  return kind;
}

/**
 * Data-dependent permission check: the calls after an upload serve every kind of the area, and client staff see
 * only the kinds whose permission they hold (owners and provider staff all of them).
 */
function allowedKinds(auth: TAuth, names: readonly string[]): string[] {
  const allowed = names.filter((n) => auth.user.kind === 'staff' || auth.isOwner || auth.permissions.has(kindOf(n).permission));
  if (allowed.length === 0) throw new DomainError(403);
  return allowed;
}

/**
 * Mounts the bulk upload calls of one area (declared with the domain's `defineUploadCalls`) on the shared
 * pipeline (DESIGN §6). The upload calls' own permission is declared in their contracts.
 */
export function mountUploadCalls(app: FastifyInstance, calls: TUploadCalls): void {
  const areaKinds = [...calls.kinds];

  for (const [name, contract] of Object.entries(calls.uploads)) {
    const kind = kindOf(calls.kindOf[name]!);
    route(app, contract, ({ scope, upload, deps }) => acceptUpload(deps.db, kind, scope, upload!));
  }
  if (calls.import && calls.importKind) {
    const kind = kindOf(calls.importKind);
    route(app, calls.import, ({ scope, upload, deps }) => importUpload(deps.db, kind, scope, upload!));
  }

  for (const call of [calls.validation, calls.validationAlias]) {
    if (call) route(app, call, ({ body, scope, auth, deps }) => listUploadRows(deps.db, scope, body, allowedKinds(auth, areaKinds)));
  }
  route(app, calls.invalidExport, async ({ body, scope, auth, deps, reply }) => {
    const wb = await invalidRowsWorkbook(deps.db, scope, body.fileId, allowedKinds(auth, areaKinds));
    await sendXlsx(reply, wb.fileName, wb.sheets);
  });
  route(app, calls.confirm, ({ body, scope, auth, deps }) => confirmUpload(deps.db, scope, body.fileId, allowedKinds(auth, areaKinds)));
  route(app, calls.progress, ({ body, scope, auth, deps }) => getUploadProgress(deps.db, scope, body.fileId, allowedKinds(auth, areaKinds)));
  route(app, calls.history, async ({ body, scope, auth, deps }) => {
    const kinds = allowedKinds(auth, areaKinds);
    const wanted = body.kind ? kinds.filter((k) => k === body.kind) : kinds;
    if (wanted.length === 0) return { items: [], total: 0, totalExact: true, page: body.page, pageSize: body.pageSize, nextCursor: null, prevCursor: null };
    return listUploads(deps.db, scope, body, wanted);
  });
  for (const call of [calls.detail, calls.detailAlias]) {
    if (call) route(app, call, ({ body, scope, auth, deps }) => getUploadDetail(deps.db, scope, body, allowedKinds(auth, areaKinds)));
  }
  route(app, calls.template, async ({ query, auth, lang, deps, reply }) => {
    const kind = kindOf(query.kind);
    // data-dependent: client staff get the template of a kind they may upload
    if (auth.user.kind !== 'staff') allowedKinds(auth, [kind.name]);
    const t = await buildTemplate(deps.db, kind, lang);
    await sendXlsx(reply, t.fileName, t.sheets);
  });
}

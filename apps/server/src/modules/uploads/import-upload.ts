import { asc, eq } from 'drizzle-orm';
import type { TUploadImportResult } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { acceptUpload } from './accept-upload.ts';
import { confirmAndWait } from './confirm-and-wait.ts';
import type { TUploadKind, TUploadScope } from './registry.ts';
import { uploadRows } from './schema.ts';

/**
 * One call for API clients: upload, create every valid row, answer each row's outcome. The same pipeline as the
 * review flow, so the file shows in the upload history like any other.
 */
export async function importUpload<T>(db: TDb, kind: TUploadKind<T>, scope: TUploadScope, file: { fileName: string; buffer: Buffer }): Promise<TUploadImportResult> {
  const accepted = await acceptUpload(db, kind, scope, file);
  const progress = accepted.valid > 0 ? await confirmAndWait(db, scope, accepted.fileId, [kind.name]) : null;
  const rows = await db
    .select({ rowNo: uploadRows.rowNo, status: uploadRows.status, resultRef: uploadRows.resultRef, errors: uploadRows.errors })
    .from(uploadRows)
    .where(eq(uploadRows.fileId, accepted.fileId))
    .orderBy(asc(uploadRows.rowNo));
  return {
    fileId: accepted.fileId,
    status: progress?.status ?? 'validated',
    total: accepted.total,
    valid: accepted.valid,
    invalid: accepted.invalid,
    created: progress?.created ?? 0,
    failed: progress?.failed ?? 0,
    rows,
  };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { TUploadFile, TUploadProgress, TUploadRow } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { uploadFiles, uploadRows } from './schema.ts';

export type TUploadFileRecord = typeof uploadFiles.$inferSelect;

/** A file of the client, of one of the given kinds; another client's file is not found (404), never shown. */
export async function loadUploadFile(db: TDbOrTx, clientId: number, fileId: number, kinds: readonly string[]): Promise<TUploadFileRecord> {
  const [file] = await db
    .select()
    .from(uploadFiles)
    .where(and(eq(uploadFiles.id, fileId), eq(uploadFiles.clientId, clientId), inArray(uploadFiles.kind, [...kinds])))
    .limit(1);
  if (!file) throw new DomainError(404);
  return file;
}

export function toUploadFile(f: TUploadFileRecord, uploader: { id: number; fullName: string } | null): TUploadFile {
  return {
    id: f.id,
    kind: f.kind,
    customerId: f.clientId,
    fileName: f.fileName,
    sizeBytes: f.sizeBytes,
    sha256: f.sha256,
    status: f.status,
    total: f.totalRows,
    valid: f.validRows,
    invalid: f.invalidRows,
    created: f.createdRows,
    failed: f.failedRows,
    uploadedBy: uploader,
    errorCode: f.errorCode,
    errorMessage: f.errorMessage,
    createdAt: f.createdAt.toISOString(),
    confirmedAt: f.confirmedAt?.toISOString() ?? null,
    finishedAt: f.finishedAt?.toISOString() ?? null,
  };
}

export async function uploaderOf(db: TDbOrTx, userId: number | null): Promise<{ id: number; fullName: string } | null> {
  if (userId === null) return null;
  const name = (await userNamesByIds(db, [userId])).get(userId);
  return name === undefined ? null : { id: userId, fullName: name };
}

export function toProgress(f: TUploadFileRecord): TUploadProgress {
  return {
    fileId: f.id,
    status: f.status,
    total: f.validRows,
    created: f.createdRows,
    failed: f.failedRows,
    remaining: Math.max(0, f.validRows - f.createdRows - f.failedRows),
  };
}

export function toUploadRow(r: typeof uploadRows.$inferSelect): TUploadRow {
  return { rowNo: r.rowNo, status: r.status, values: r.raw, errors: r.errors, resultRef: r.resultRef };
}

import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_QUOTA_BYTES, ATTACHMENT_TYPES, FILE_TOKEN_TTL_MS, attachmentExtension, contentMatchesType, type TListPaging } from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { keysetWindow, pageTotal, cappedCountSql, pagingAnswer } from '../../db/list-page.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';
import { files, fileTokens } from './schema.ts';

const INFO = { id: files.id, name: files.name, size: files.size, contentType: files.contentType, createdAt: files.createdAt };

/**
 * A name safe to store, show and send back in a header: no path, no control characters, no bidirectional controls
 * (U+202A-202E, U+2066-2069, U+200E, U+200F: "hoa-don\u202Efdp.exe" would read as "hoa-donexe.pdf"), at most 200
 * characters.
 */
export function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return (base || 'file').slice(-200);
}

/**
 * An attachment (SPEC §5): one of the allowed types by name AND by content (a renamed executable is refused), at
 * most ATTACHMENT_MAX_BYTES; stored with the content type of its checked type, never the one the browser sent.
 */
export async function storeFile(db: TDb, input: { clientId: number; userId: number; fileName: string; buffer: Buffer }) {
  if (input.buffer.length > ATTACHMENT_MAX_BYTES) fail(50006);
  const ext = attachmentExtension(input.fileName);
  if (!ext || !contentMatchesType(ext, input.buffer)) fail(70010);
  return inTransaction(db, async (tx) => {
    // the client's quota: its uploads one at a time, so two at once cannot both fit in the last free bytes
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('files-quota'), ${input.clientId})`);
    const [used] = await tx.select({ bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint`.mapWith(Number) }).from(files).where(eq(files.clientId, input.clientId));
    if ((used?.bytes ?? 0) + input.buffer.length > ATTACHMENT_QUOTA_BYTES) fail(70021);
    return insertFile(tx, input, ext);
  });
}

async function insertFile(db: TDbOrTx, input: { clientId: number; userId: number; fileName: string; buffer: Buffer }, ext: keyof typeof ATTACHMENT_TYPES) {
  const [row] = await db
    .insert(files)
    .values({
      clientId: input.clientId,
      name: cleanName(input.fileName),
      ext,
      contentType: ATTACHMENT_TYPES[ext],
      size: input.buffer.length,
      sha256: createHash('sha256').update(input.buffer).digest('hex'),
      content: input.buffer,
      uploadedBy: input.userId,
    })
    .returning(INFO);
  return row!;
}

/** Files of a client by id (all must be its own: 404 otherwise), in the order asked. */
export async function filesOfClient(db: TDbOrTx, clientId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select(INFO).from(files).where(and(eq(files.clientId, clientId), inArray(files.id, [...ids])));
  if (rows.length !== new Set(ids).size) fail(404);
  return rows;
}

export async function fileInfosByIds(db: TDbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; size: number; contentType: string; createdAt: Date }>();
  const rows = await db.select(INFO).from(files).where(inArray(files.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A download link valid FILE_TOKEN_TTL_MS; only the token's hash is stored. */
export async function fileToken(db: TDbOrTx, clientId: number, id: number) {
  await filesOfClient(db, clientId, [id]);
  const token = randomToken(24);
  const expiresAt = new Date(Date.now() + FILE_TOKEN_TTL_MS);
  await db.insert(fileTokens).values({ tokenHash: sha256(token), fileId: id, expiresAt });
  return { token, expiresAt };
}

export async function fileByToken(db: TDbOrTx, token: string) {
  const [row] = await db
    .select({ name: files.name, contentType: files.contentType, content: files.content })
    .from(fileTokens)
    .innerJoin(files, eq(files.id, fileTokens.fileId))
    .where(and(eq(fileTokens.tokenHash, sha256(token)), gt(fileTokens.expiresAt, sql`now()`)));
  if (!row) fail(70011);
  return row;
}

export async function listFiles(db: TDbOrTx, clientId: number, paging: TListPaging) {
  const where = eq(files.clientId, clientId);
  const win = keysetWindow({ column: files.createdAt, id: files.id, dir: 'desc' }, paging);
  const totalSql = cappedCountSql(sql`${files}`, where);
  const rows = await win.read(
    db.select({ ...INFO, sortKey: win.sortKey, listTotal: totalSql }).from(files).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  return { items: page.items.map(({ sortKey: _s, listTotal: _t, ...r }) => r), ...pagingAnswer(page, count, paging) };
}

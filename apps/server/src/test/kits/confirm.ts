import type { FastifyInstance } from 'fastify';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { readConfig, type TServerConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { openDatabase, type TDatabase } from '../../db/client.ts';
import { skus } from '../../modules/sku/schema.ts';
import { uploadFiles, uploadRows } from '../../modules/uploads/schema.ts';

/** What "each valid row created exactly once" means, read from the database. */
export async function creationCounts(db: TDb, fileId: number) {
  const [file] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, fileId));
  const byStatus = await db.select({ status: uploadRows.status, n: count() }).from(uploadRows).where(eq(uploadRows.fileId, fileId)).groupBy(uploadRows.status);
  const [made] = await db.select({ n: count(), distinctCodes: countDistinct(skus.sku) }).from(skus).where(eq(skus.uploadFileId, fileId));
  const [refs] = await db
    .select({ n: countDistinct(uploadRows.resultRef) })
    .from(uploadRows)
    .where(and(eq(uploadRows.fileId, fileId), eq(uploadRows.status, 'created')));
  // every created row points at a SKU of this file
  const [orphans] = await db
    .select({ n: count() })
    .from(uploadRows)
    .where(
      and(
        eq(uploadRows.fileId, fileId),
        eq(uploadRows.status, 'created'),
        sql`not exists (select 1 from ${skus} where ${skus.sku} = ${uploadRows.resultRef} and ${skus.uploadFileId} = ${fileId})`,
      ),
    );
  const statuses = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
  return {
    status: file?.status,
    valid: file?.validRows ?? 0,
    createdCounter: file?.createdRows ?? 0,
    rowsCreated: statuses.created ?? 0,
    rowsStillValid: statuses.valid ?? 0,
    rowsFailed: statuses.failed ?? 0,
    skusMade: made?.n ?? 0,
    distinctSkus: made?.distinctCodes ?? 0,
    distinctRefs: refs?.n ?? 0,
    orphans: orphans?.n ?? 0,
  };
}

/** An app on an existing database (a restart): its job runner takes the jobs due, and those whose worker died. */
export async function appOn(
  url: string | undefined,
  database?: TDatabase,
  config: Partial<TServerConfig> = {},
): Promise<{ app: FastifyInstance; database: TDatabase; close(): Promise<void> }> {
  const db = database ?? (await openDatabase({ url, poolSize: 10 }));
  const app = await buildApp({ db: db.db, dbKind: db.kind, listen: db.listen, config: { ...readConfig({}), jobPollMs: 100, ...config, databaseUrl: url } }, { serveWeb: false });
  await app.ready();
  return {
    app,
    database: db,
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}

export async function waitForStatus(db: TDb, fileId: number, status: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const [f] = await db.select({ status: uploadFiles.status }).from(uploadFiles).where(eq(uploadFiles.id, fileId));
    if (f?.status === status) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`file ${fileId} did not reach ${status}`);
}

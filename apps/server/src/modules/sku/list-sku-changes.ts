import { and, count, desc, eq } from 'drizzle-orm';
import type { TSkuChange, TSkuChangesBody } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { skuChanges } from './schema.ts';
import { loadSku } from './sku-records.ts';

/** A SKU's change log, newest first: who, when, from which source, and the changed fields before and after. */
export async function listSkuChanges(
  db: TDbOrTx,
  scope: TClientScope,
  body: TSkuChangesBody,
): Promise<{ items: TSkuChange[]; total: number; page: number; pageSize: number }> {
  const sku = await loadSku(db, scope, { id: body.id });
  const where = and(eq(skuChanges.skuId, sku.id), inScope(skuChanges.clientId, scope));
  const [total] = await db.select({ n: count() }).from(skuChanges).where(where);
  const rows = await db
    .select({ c: skuChanges })
    .from(skuChanges)
    .where(where)
    .orderBy(desc(skuChanges.changedAt), desc(skuChanges.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  const names = await userNamesByIds(db, rows.map((r) => r.c.changedBy));
  return {
    items: rows.map((r) => ({
      id: r.c.id,
      source: r.c.source,
      fileId: r.c.uploadFileId,
      changedBy: r.c.changedBy !== null && names.has(r.c.changedBy) ? { id: r.c.changedBy, fullName: names.get(r.c.changedBy)! } : null,
      changedAt: r.c.changedAt.toISOString(),
      before: r.c.before,
      after: r.c.after,
    })),
    total: total?.n ?? 0,
    page: body.page,
    pageSize: body.pageSize,
  };
}

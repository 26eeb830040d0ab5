import { and, count, desc, eq } from 'drizzle-orm';
import type { TPaged, TStockOperationListInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { warehousesByIds } from '../warehouses/index.ts';
import { stockOperations } from './schema.ts';

export interface TStockOperationListItem {
  id: number;
  kind: string;
  warehouseId: number;
  warehouseCode: string;
  actor: { id: number; name: string };
  reason: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** The stock tools' log: what was done, where, by whom; newest first. */
export async function listStockOperations(db: TDbOrTx, input: TStockOperationListInput): Promise<TPaged<TStockOperationListItem>> {
  const o = stockOperations;
  const where = and(input.warehouseId === undefined ? undefined : eq(o.warehouseId, input.warehouseId), input.kind ? eq(o.kind, input.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(o).where(where).orderBy(desc(o.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(o).where(where),
  ]);
  const [whs, names] = await Promise.all([warehousesByIds(db, rows.map((r) => r.warehouseId)), userNamesByIds(db, rows.map((r) => r.actorUserId))]);
  return {
    items: rows.flatMap((r) => {
      const wh = whs.get(r.warehouseId);
      const actorName = names.get(r.actorUserId);
      if (!wh || actorName === undefined) return [];
      return [
        {
          id: r.id,
          kind: r.kind,
          warehouseId: r.warehouseId,
          warehouseCode: wh.code,
          actor: { id: r.actorUserId, name: actorName },
          reason: r.reason,
          details: r.details,
          createdAt: r.createdAt,
        },
      ];
    }),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

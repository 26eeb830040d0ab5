import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TStockOperationListInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal, type TListPage, pagingAnswer } from '../../db/list-page.ts';
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
export async function listStockOperations(db: TDbOrTx, input: TStockOperationListInput): Promise<TListPage<TStockOperationListItem>> {
  const o = stockOperations;
  const where = and(input.warehouseId === undefined ? undefined : eq(o.warehouseId, input.warehouseId), input.kind ? eq(o.kind, input.kind) : undefined);
  const win = keysetWindow({ column: o.id, id: o.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${o}`, where);
  const rows = await win.read(
    db.select({ ...getTableColumns(o), sortKey: win.sortKey, listTotal: totalSql }).from(o).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  const [whs, names] = await Promise.all([warehousesByIds(db, page.items.map((r) => r.warehouseId)), userNamesByIds(db, page.items.map((r) => r.actorUserId))]);
  return {
    items: page.items.flatMap((r) => {
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
    ...pagingAnswer(page, count, input),
  };
}

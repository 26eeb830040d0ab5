import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TCountListInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal, type TListPage, pagingAnswer } from '../../db/list-page.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { skusByIds } from '../sku/index.ts';
import { locationsByIds, warehousesByIds } from '../warehouses/index.ts';
import { stockCountSessions } from './schema.ts';

export interface TCountListItem {
  id: number;
  code: string;
  warehouseId: number;
  warehouseCode: string;
  scope: string;
  locationCode: string | null;
  sku: string | null;
  status: string;
  reason: string | null;
  createdBy: string;
  createdAt: Date;
  postedAt: Date | null;
}

/** Count sessions, newest first. */
export async function listCounts(db: TDbOrTx, input: TCountListInput): Promise<TListPage<TCountListItem>> {
  const s = stockCountSessions;
  const where = and(input.warehouseId === undefined ? undefined : eq(s.warehouseId, input.warehouseId), input.status ? eq(s.status, input.status) : undefined);
  // newest first by id (docs/lists.md), the total capped beside the page
  const win = keysetWindow({ column: s.id, id: s.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${s}`, where);
  const found = await win.read(
    db.select({ ...getTableColumns(s), sortKey: win.sortKey, listTotal: totalSql }).from(s).$dynamic(),
    where,
  );
  const page = win.finish(found);
  const count = await pageTotal(db, found, totalSql);
  const rows = page.items;
  const [whs, names, locs, skus] = await Promise.all([
    warehousesByIds(db, rows.map((r) => r.warehouseId)),
    userNamesByIds(db, rows.map((r) => r.createdBy)),
    locationsByIds(db, rows.map((r) => r.locationId)),
    skusByIds(db, rows.map((r) => r.skuId)),
  ]);
  const items = rows.flatMap((r) => {
    const wh = whs.get(r.warehouseId);
    const createdBy = names.get(r.createdBy);
    if (!wh || createdBy === undefined) return [];
    return [
      {
        id: r.id,
        code: r.code,
        warehouseId: r.warehouseId,
        warehouseCode: wh.code,
        scope: r.scope,
        locationCode: r.locationId === null ? null : (locs.get(r.locationId)?.code ?? null),
        sku: r.skuId === null ? null : (skus.get(r.skuId)?.sku ?? null),
        status: r.status,
        reason: r.reason,
        createdBy,
        createdAt: r.createdAt,
        postedAt: r.postedAt,
      },
    ];
  });
  return { items, ...pagingAnswer(page, count, input) };
}

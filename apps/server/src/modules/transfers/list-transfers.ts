import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LIST_COUNT_CAP, type TTransferListInput, type TTransferPage } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { warehousesByIds } from '../warehouses/index.ts';
import { header } from './get-transfer.ts';
import { transferLines, transferOrders } from './schema.ts';

const t = transferOrders;

/**
 * The scope's transfers, newest first, by page (a client's transfers are few: a page by offset over the
 * (client, id) index, and a count that stops at the list cap like every filtered list).
 */
export async function listTransfers(db: TDb, input: TTransferListInput, scope: TDataScope): Promise<TTransferPage> {
  const where = and(inScope(t.clientId, scope), input.status ? eq(t.status, input.status) : undefined);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(db.select({ id: t.id }).from(t).where(where).limit(LIST_COUNT_CAP + 1).as('c'));
  const n = counted?.n ?? 0;
  const sums = rows.length
    ? await db
        .select({ id: transferLines.transferId, q: sql<number>`sum(${transferLines.quantity})::int`.mapWith(Number), r: sql<number>`sum(${transferLines.receivedQuantity})::int`.mapWith(Number) })
        .from(transferLines)
        .where(inArray(transferLines.transferId, rows.map((r) => r.id)))
        .groupBy(transferLines.transferId)
    : [];
  const sumOf = new Map(sums.map((s) => [s.id, s]));
  const whOf = await warehousesByIds(db, rows.flatMap((r) => [r.fromWarehouseId, r.toWarehouseId]));
  return {
    items: rows.map((r) => ({ ...header(r, whOf), quantity: sumOf.get(r.id)?.q ?? 0, receivedQuantity: sumOf.get(r.id)?.r ?? 0 })),
    total: Math.min(n, LIST_COUNT_CAP),
    totalExact: n <= LIST_COUNT_CAP,
    page: input.page,
    pageSize: input.pageSize,
    nextCursor: null,
    prevCursor: null,
  };
}

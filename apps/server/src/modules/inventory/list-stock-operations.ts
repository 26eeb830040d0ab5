import { and, count, desc, eq } from 'drizzle-orm';
import type { TPaged, TStockOperationListInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';
import { warehouses } from '../warehouses/schema.ts';
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
    db
      .select({ o, warehouseCode: warehouses.code, actorName: users.fullName })
      .from(o)
      .innerJoin(warehouses, eq(warehouses.id, o.warehouseId))
      .innerJoin(users, eq(users.id, o.actorUserId))
      .where(where)
      .orderBy(desc(o.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(o).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.o.id,
      kind: r.o.kind,
      warehouseId: r.o.warehouseId,
      warehouseCode: r.warehouseCode,
      actor: { id: r.o.actorUserId, name: r.actorName },
      reason: r.o.reason,
      details: r.o.details,
      createdAt: r.o.createdAt,
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

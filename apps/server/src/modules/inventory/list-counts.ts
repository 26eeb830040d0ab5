import { and, count, desc, eq } from 'drizzle-orm';
import type { TCountListInput, TPaged } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';
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
export async function listCounts(db: TDbOrTx, input: TCountListInput): Promise<TPaged<TCountListItem>> {
  const s = stockCountSessions;
  const where = and(input.warehouseId === undefined ? undefined : eq(s.warehouseId, input.warehouseId), input.status ? eq(s.status, input.status) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: s.id,
        code: s.code,
        warehouseId: s.warehouseId,
        warehouseCode: warehouses.code,
        scope: s.scope,
        locationCode: locations.code,
        sku: skus.sku,
        status: s.status,
        reason: s.reason,
        createdBy: users.fullName,
        createdAt: s.createdAt,
        postedAt: s.postedAt,
      })
      .from(s)
      .innerJoin(warehouses, eq(warehouses.id, s.warehouseId))
      .innerJoin(users, eq(users.id, s.createdBy))
      .leftJoin(locations, eq(locations.id, s.locationId))
      .leftJoin(skus, eq(skus.id, s.skuId))
      .where(where)
      .orderBy(desc(s.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

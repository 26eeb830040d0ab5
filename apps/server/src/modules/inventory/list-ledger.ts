import { and, count, desc, eq } from 'drizzle-orm';
import type { TLedgerItem, TLedgerListInput, TPaged } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations } from '../warehouses/schema.ts';
import { inventoryLedger } from './schema.ts';

/** createdAt is a Date here; the answer's JSON carries it as an ISO string. */
export type TLedgerListItem = Omit<TLedgerItem, 'createdAt'> & { createdAt: Date };

/** Ledger rows, newest first: the audit trail of any balance, SKU or document. */
export async function listLedger(db: TDbOrTx, scope: TDataScope, input: TLedgerListInput): Promise<TPaged<TLedgerListItem>> {
  const g = inventoryLedger;
  const where = and(
    inScope(g.clientId, scope),
    input.warehouseId === undefined ? undefined : eq(g.warehouseId, input.warehouseId),
    input.skuId === undefined ? undefined : eq(g.skuId, input.skuId),
    input.balanceId === undefined ? undefined : eq(g.balanceId, input.balanceId),
    input.refType ? eq(g.refType, input.refType) : undefined,
    input.refId === undefined ? undefined : eq(g.refId, input.refId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: g.id,
        batchId: g.batchId,
        balanceId: g.balanceId,
        warehouseId: g.warehouseId,
        customerId: g.clientId,
        sku: skus.sku,
        lotNum: g.lot,
        locationCode: locations.code,
        condition: g.condition,
        movementType: g.movementType,
        qtyDelta: g.qtyDelta,
        allocatedDelta: g.allocatedDelta,
        heldDelta: g.heldDelta,
        lostDelta: g.lostDelta,
        refType: g.refType,
        refId: g.refId,
        refCode: g.refCode,
        reason: g.reason,
        actor: users.fullName,
        createdAt: g.createdAt,
      })
      .from(g)
      .innerJoin(skus, eq(skus.id, g.skuId))
      .innerJoin(locations, eq(locations.id, g.locationId))
      .leftJoin(users, eq(users.id, g.actorUserId))
      .where(where)
      .orderBy(desc(g.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(g).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

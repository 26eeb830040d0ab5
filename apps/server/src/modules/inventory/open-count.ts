import { and, eq, gt, or } from 'drizzle-orm';
import { inventoryMessage, type TCountOpenInput, type TCountSessionView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import { requireLocation, requireWarehouse } from '../warehouses/index.ts';
import { resolveSku, withinCustomer } from './find-sku.ts';
import { getCount } from './get-count.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { inventoryBalances, stockCountLines, stockCountSessions } from './schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/**
 * Opens a stock check of one location or one SKU and lists what the system has there. There is at most one
 * open session per location (or SKU) of a warehouse: a second opener, even at the same moment, joins it
 * (`joined: true`), so two staff counting the same place share one set of counts and one adjustment.
 */
export async function openCount(db: TDb, scope: TDataScope, input: TCountOpenInput): Promise<TCountSessionView & { joined: boolean }> {
  const { userId: actorUserId, lang } = scope;
  const hasLocation = input.locationCode !== undefined;
  const hasSku = input.sku !== undefined || input.skuId !== undefined;
  if (hasLocation === hasSku) failFields([{ field: 'locationCode', message: inventoryMessage('countOpenScope', lang) }]);
  const { id, joined } = await inTransaction(db, async (tx) => {
    const wh = await requireWarehouse(tx, input.warehouseId, lang);
    const loc = hasLocation ? await requireLocation(tx, wh.id, input.locationCode!, lang) : null;
    const sku = hasSku ? await resolveSku(tx, { sku: input.sku, skuId: input.skuId }, withinCustomer(scope, input.customerId), { anyCode: true }) : null;
    const s = stockCountSessions;
    const code = await nextDocumentCode(tx, 'KK');
    const [created] = await tx
      .insert(s)
      .values({
        code,
        warehouseId: wh.id,
        scope: loc ? 'LOCATION' : 'SKU',
        locationId: loc?.id ?? null,
        clientId: sku?.clientId ?? null,
        skuId: sku?.id ?? null,
        note: input.note ?? null,
        createdBy: actorUserId,
      })
      .onConflictDoNothing()
      .returning({ id: s.id });
    if (!created) {
      const [open] = await tx
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.warehouseId, wh.id), eq(s.status, 'OPEN'), loc ? and(eq(s.scope, 'LOCATION'), eq(s.locationId, loc.id)) : and(eq(s.scope, 'SKU'), eq(s.skuId, sku!.id))))
        .limit(1);
      // the other opener has committed (the unique index made us wait for it)
      return { id: open!.id, joined: true };
    }
    const b = inventoryBalances;
    const snapshot = await tx
      .select()
      .from(b)
      .where(and(eq(b.warehouseId, wh.id), loc ? eq(b.locationId, loc.id) : eq(b.skuId, sku!.id), or(gt(b.qty, 0), gt(b.qtyLost, 0))));
    if (snapshot.length) {
      await tx.insert(stockCountLines).values(
        snapshot.map((r) => ({
          sessionId: created.id,
          clientId: r.clientId,
          skuId: r.skuId,
          lot: r.lot,
          locationId: r.locationId,
          condition: r.condition,
          systemQty: r.qty,
        })),
      );
    }
    return { id: created.id, joined: false };
  });
  return { ...(await getCount(db, id)), joined };
}

import { and, eq } from 'drizzle-orm';
import { inventoryMessage, type TCountRecordInput, type TCountSessionView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields, type TFieldError } from '../../lib/errors.ts';
import { requireLocation } from '../warehouses/index.ts';
import { resolveSku, withinCustomer } from './find-sku.ts';
import { getCount } from './get-count.ts';
import { lockOpenCountSession } from './lock-count-session.ts';
import { inventoryBalances, stockCountLines } from './schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/**
 * Records counted quantities in an open session: per line, or for goods the system did not list (a new line).
 * The session row is locked, so counts recorded at the same moment by two staff are all kept; recording a
 * line again replaces its count (the last count of a line is the one that stands).
 */
export async function recordCount(db: TDb, scope: TDataScope, input: TCountRecordInput): Promise<TCountSessionView> {
  const { userId: actorUserId, lang } = scope;
  await inTransaction(db, async (tx) => {
    const session = await lockOpenCountSession(tx, input.sessionId, lang);
    const l = stockCountLines;
    const errors: TFieldError[] = [];
    const now = new Date();
    for (const [i, item] of input.lines.entries()) {
      const field = `lines.${i}`;
      let lineId = item.lineId;
      let condition = item.condition;
      if (lineId !== undefined) {
        const [line] = await tx.select().from(l).where(and(eq(l.id, lineId), eq(l.sessionId, session.id))).limit(1);
        if (!line) {
          errors.push({ field: `${field}.lineId`, message: inventoryMessage('countLineMissing', lang) });
          continue;
        }
        condition = line.condition;
      } else {
        if (item.sku === undefined) {
          errors.push({ field: `${field}.sku`, message: inventoryMessage('skuOrIdRequired', lang) });
          continue;
        }
        const sku = await resolveSku(tx, { sku: item.sku }, withinCustomer(scope, item.customerId ?? session.clientId), { field: `${field}.sku`, anyCode: true });
        if (session.scope === 'SKU' && sku.id !== session.skuId) {
          errors.push({ field: `${field}.sku`, message: inventoryMessage('skuMissing', lang) });
          continue;
        }
        let locationId = session.locationId;
        if (item.locationCode !== undefined || locationId === null) {
          if (item.locationCode === undefined) {
            errors.push({ field: `${field}.locationCode`, message: inventoryMessage('locationMissing', lang) });
            continue;
          }
          locationId = (await requireLocation(tx, session.warehouseId, item.locationCode, lang, { field: `${field}.locationCode` })).id;
        }
        condition = item.condition ?? 'GOOD';
        const key = { clientId: sku.clientId, skuId: sku.id, lot: item.lot ?? '', locationId, condition };
        const b = inventoryBalances;
        const [bal] = await tx
          .select({ qty: b.qty })
          .from(b)
          .where(and(eq(b.warehouseId, session.warehouseId), eq(b.clientId, key.clientId), eq(b.skuId, key.skuId), eq(b.lot, key.lot), eq(b.locationId, key.locationId), eq(b.condition, key.condition)))
          .limit(1);
        const [line] = await tx
          .insert(l)
          .values({ sessionId: session.id, ...key, systemQty: bal?.qty ?? 0 })
          .onConflictDoUpdate({ target: [l.sessionId, l.clientId, l.skuId, l.lot, l.locationId, l.condition], set: { sessionId: session.id } })
          .returning({ id: l.id });
        lineId = line!.id;
      }
      if (item.defectiveQty > item.countedQty) {
        errors.push({ field: `${field}.defectiveQty`, message: inventoryMessage('defectiveExceedsCounted', lang) });
        continue;
      }
      if (item.defectiveQty > 0 && condition === 'BAD') {
        errors.push({ field: `${field}.defectiveQty`, message: inventoryMessage('defectiveOnBad', lang) });
        continue;
      }
      await tx
        .update(l)
        .set({ countedQty: item.countedQty, defectiveQty: item.defectiveQty, note: item.note ?? null, countedBy: actorUserId, countedAt: now })
        .where(eq(l.id, lineId));
    }
    if (errors.length) failFields(errors);
  });
  return getCount(db, input.sessionId);
}

import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { inventoryMessage, type TBalanceView, type TScanSkuLocationInput, type TStockOperationResult } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import { requireLocation, requireWarehouse } from '../warehouses/index.ts';
import { listBalanceViews } from './balance-views.ts';
import { resolveSku } from './find-sku.ts';
import { postMovements } from './post-movements.ts';
import { recordOperation } from './record-operation.ts';
import { inventoryBalances } from './schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { describePosted, transferStock, type TTransferLeg } from './transfer-stock.ts';

export interface TScanResult {
  result: 'CONFIRMED' | 'NOT_HERE' | 'RECORDED';
  message: string;
  sku: { id: number; sku: string; name: string; customerId: number };
  locationCode: string;
  /** the SKU's rows in the scanned location (after recording, if it recorded) */
  rows: TBalanceView[];
  /** when it is not here: where the system has it in this warehouse */
  elsewhere: TBalanceView[];
  operation: TStockOperationResult | null;
}

const b = inventoryBalances;

/**
 * Scan a product code, then a location code. If the system has the product there, it is confirmed. If not, and
 * a quantity is given, the product is recorded there: moved from `fromLocationCode` when the staff says where
 * the system wrongly had it (expiry first), else posted as found stock (COUNT) with the reason.
 */
export async function scanSkuLocation(db: TDb, scope: TDataScope, input: TScanSkuLocationInput): Promise<TScanResult> {
  const { lang, userId: actorUserId } = scope;
  return inTransaction(db, async (tx) => {
    const wh = await requireWarehouse(tx, input.warehouseId, lang);
    const sku = await resolveSku(tx, { sku: input.code }, scope, { field: 'code', anyCode: true });
    const loc = await requireLocation(tx, wh.id, input.locationCode, lang);
    const here = () => listBalanceViews(tx, and(eq(b.locationId, loc.id), eq(b.skuId, sku.id), gt(b.qty, 0)));
    const skuView = { id: sku.id, sku: sku.sku, name: sku.name, customerId: sku.clientId };
    const rows = await here();
    if (rows.length > 0 || input.qty === undefined) {
      const found = rows.length > 0;
      await recordOperation(tx, {
        kind: 'SCAN',
        warehouseId: wh.id,
        actorUserId,
        details: { sku: sku.sku, location: loc.code, result: found ? 'CONFIRMED' : 'NOT_HERE' },
      });
      return {
        result: found ? 'CONFIRMED' : 'NOT_HERE',
        message: inventoryMessage(found ? 'scanConfirmed' : 'scanNotHere', lang),
        sku: skuView,
        locationCode: loc.code,
        rows,
        elsewhere: found ? [] : await listBalanceViews(tx, and(eq(b.warehouseId, wh.id), eq(b.skuId, sku.id), gt(b.qty, 0))),
        operation: null,
      };
    }

    let operation: TStockOperationResult;
    const reason = input.reason ?? inventoryMessage('scanRecorded', lang);
    if (input.fromLocationCode) {
      const from = await requireLocation(tx, wh.id, input.fromLocationCode, lang, { field: 'fromLocationCode' });
      if (from.id === loc.id) failFields([{ field: 'fromLocationCode', message: inventoryMessage('locationSame', lang) }]);
      // take the quantity from the source rows of this product, expiring first
      const sources = await tx
        .select({ id: b.id, free: sql<number>`(${b.qty} - ${b.qtyAllocated} - ${b.qtyHeld})::int`.mapWith(Number) })
        .from(b)
        .where(
          and(
            eq(b.locationId, from.id),
            eq(b.skuId, sku.id),
            eq(b.condition, input.condition),
            input.lot === undefined ? undefined : eq(b.lot, input.lot),
            gt(sql`${b.qty} - ${b.qtyAllocated} - ${b.qtyHeld}`, 0),
          ),
        )
        .orderBy(sql`${b.expiryDate} asc nulls last`, asc(b.warehousedAt), asc(b.id));
      const legs: TTransferLeg[] = [];
      let left = input.qty;
      for (const s of sources) {
        if (left <= 0) break;
        const q = Math.min(left, s.free);
        legs.push({ balanceId: s.id, qty: q, to: loc, field: 'qty' });
        left -= q;
      }
      if (left > 0) failFields([{ field: 'qty', message: inventoryMessage('qtyExceedsFree', lang) }]);
      operation = await transferStock(tx, {
        kind: 'SCAN',
        warehouseId: wh.id,
        from,
        legs,
        reason,
        details: { sku: sku.sku, location: loc.code, from: from.code, result: 'RECORDED' },
        actorUserId,
        lang,
      });
    } else {
      const operationId = await recordOperation(tx, {
        kind: 'SCAN',
        warehouseId: wh.id,
        actorUserId,
        reason,
        details: { sku: sku.sku, location: loc.code, qty: input.qty, result: 'RECORDED' },
      });
      const posted = await postMovements(
        tx,
        [
          {
            type: 'COUNT',
            warehouseId: wh.id,
            clientId: sku.clientId,
            skuId: sku.id,
            lot: input.lot ?? '',
            locationId: loc.id,
            condition: input.condition,
            qtyDelta: input.qty,
            refType: 'STOCK_OPERATION',
            refId: operationId,
            reason,
          },
        ],
        actorUserId,
      );
      operation = { operationId, kind: 'SCAN', movements: await describePosted(tx, posted.ledger) };
    }
    return { result: 'RECORDED', message: inventoryMessage('scanRecorded', lang), sku: skuView, locationCode: loc.code, rows: await here(), elsewhere: [], operation };
  });
}

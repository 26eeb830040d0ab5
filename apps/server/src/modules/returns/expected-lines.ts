import { and, eq, sql } from 'drizzle-orm';
import { RETURN_FLOW_STATUSES, returnText, SHIPPING_STATUS_LABELS, type TLang, type TReturnExpected, type TReturnExpectedInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import { clientNamesByIds } from '../accounts/index.ts';
import { outboundOfShipment } from '../outbound/index.ts';
import { findShippingByKeyword } from '../shipping/index.ts';
import { skusByIds } from '../sku/index.ts';
import { requireWarehouse } from '../warehouses/index.ts';
import { returnLines, returnReceipts } from './schema.ts';

/**
 * The returns desk scans a returned parcel's express order code: when the order shipped an outbound order of this
 * warehouse and is on its way back (or back), the answer names its customer and the lines expected in the parcel,
 * each with what earlier returns of the same order received already, so the worker picks lines instead of typing
 * SKUs. Otherwise a field error on `ref` says why (no such order in the scope, not this warehouse's outbound, not
 * being returned), and the parcel is received by scanning its products as before.
 */
export async function expectedReturnLines(db: TDbOrTx, input: TReturnExpectedInput, scope: TDataScope, lang: TLang): Promise<TReturnExpected> {
  await requireWarehouse(db, input.warehouseId, lang);
  const folded = input.ref.toLowerCase();
  const hit = (await findShippingByKeyword(db, scope, folded, 5)).find((h) => h.orderCode.toLowerCase() === folded);
  if (!hit) return failFields([{ field: 'ref', message: returnText('unknownRef', lang, { ref: input.ref }) }]);
  const shipped = await outboundOfShipment(db, hit.clientId, hit.orderCode);
  if (!shipped || shipped.warehouseId !== input.warehouseId) return failFields([{ field: 'ref', message: returnText('notOurOutbound', lang, { ref: hit.orderCode }) }]);
  if (!RETURN_FLOW_STATUSES.includes(hit.status)) return failFields([{ field: 'ref', message: returnText('notReturned', lang, { ref: hit.orderCode, status: SHIPPING_STATUS_LABELS[hit.status][lang] }) }]);

  const r = returnReceipts;
  const back = await db
    .select({ skuId: returnLines.skuId, n: sql<number>`sum(${returnLines.quantity})::int`.mapWith(Number) })
    .from(returnLines)
    .innerJoin(r, eq(r.id, returnLines.receiptId))
    .where(and(eq(r.clientId, hit.clientId), eq(r.source, 'EXPRESS'), sql`lower(${r.ref}) = ${folded}`))
    .groupBy(returnLines.skuId);
  const returned = new Map(back.map((b) => [b.skuId, b.n]));
  const skus = await skusByIds(
    db,
    shipped.lines.map((l) => l.skuId),
  );
  // one row per product, as the parcel holds it
  const bySku = new Map<number, number>();
  for (const l of shipped.lines) bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.quantity);
  return {
    customerId: hit.clientId,
    customerName: (await clientNamesByIds(db, [hit.clientId])).get(hit.clientId) ?? '',
    orderCode: hit.orderCode,
    status: hit.status,
    soCode: shipped.soCode,
    lines: [...bySku].map(([skuId, quantity]) => ({ sku: skus.get(skuId)?.sku ?? '', name: skus.get(skuId)?.name ?? '', quantity, returnedQuantity: returned.get(skuId) ?? 0 })),
  };
}

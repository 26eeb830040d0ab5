import { asc, desc, eq } from 'drizzle-orm';
import type { TInboundDetail } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { skusByIds } from '../sku/index.ts';
import { locationsByIds } from '../warehouses/index.ts';
import { dockStock } from './dock-stock.ts';
import { selectInboundItems, selectInboundLogs } from './inbound-views.ts';
import { inboundLines, inboundOrders, inboundPutAways, inboundReceipts } from './schema.ts';

/** An order with its lines, receipts, put-aways, what is still on the dock, and its log. */
export async function getInboundDetail(db: TDbOrTx, id: number): Promise<TInboundDetail> {
  const [item] = await selectInboundItems(db, eq(inboundOrders.id, id), { limit: 1, offset: 0 });
  if (!item) throw new DomainError(30000);
  const l = inboundLines;
  const lineRows = await db
    .select({
      id: l.id,
      lineNo: l.lineNo,
      skuId: l.skuId,
      expectedQuantity: l.expectedQuantity,
      receivedQuantity: l.receivedQuantity,
      receivedGood: l.receivedGood,
      receivedBad: l.receivedBad,
      putAwayQuantity: l.putAwayQuantity,
      lot: l.lot,
      productionDate: l.productionDate,
      expiryDate: l.expiryDate,
      condition: l.condition,
    })
    .from(l)
    .where(eq(l.inboundId, id))
    .orderBy(asc(l.lineNo));
  const skuOfId = await skusByIds(db, lineRows.map((x) => x.skuId));
  const lines = lineRows.flatMap((x) => {
    const s = skuOfId.get(x.skuId);
    if (!s) return [];
    const { id: lineId, lineNo, skuId, ...rest } = x;
    return [{ id: lineId, lineNo, skuId, sku: s.sku, mCode: s.mCode, sCode: s.sCode, name: s.name, manageExpDate: s.manageExpDate, manageProdDate: s.manageProdDate, ...rest }];
  });
  const skuOfLine = new Map(lines.map((x) => [x.id, x.sku]));
  const lineOfSku = new Map(lines.map((x) => [x.skuId, x]));
  const r = inboundReceipts;
  const receipts = await db.select().from(r).where(eq(r.inboundId, id)).orderBy(desc(r.id));
  const actorNames = await userNamesByIds(db, receipts.map((x) => x.actorUserId));
  const p = inboundPutAways;
  const putAwayRows = await db
    .select({ lineId: p.lineId, lot: p.lot, condition: p.condition, locationId: p.locationId, quantity: p.quantity })
    .from(p)
    .where(eq(p.inboundId, id))
    .orderBy(asc(p.id));
  const locationOfId = await locationsByIds(db, putAwayRows.map((x) => x.locationId));
  const putAways = putAwayRows.flatMap(({ locationId, quantity, ...x }) => {
    const loc = locationOfId.get(locationId);
    return loc ? [{ ...x, locationCode: loc.code, quantity }] : [];
  });
  const dock = await dockStock(db, id);
  const logs = await selectInboundLogs(db, [id]);
  return {
    ...item,
    lines,
    receipts: receipts.map((x) => ({
      id: x.id,
      lineId: x.lineId,
      sku: skuOfLine.get(x.lineId) ?? '',
      lotNum: x.lot,
      productionDate: x.productionDate,
      expiryDate: x.expiryDate,
      condition: x.condition,
      quantity: x.quantity,
      method: x.method,
      actor: x.actorUserId === null ? null : { id: x.actorUserId, name: actorNames.get(x.actorUserId) ?? '' },
      createdAt: x.createdAt.toISOString(),
    })),
    putAway: putAways.map((x) => ({ ...x, sku: skuOfLine.get(x.lineId) ?? '', lotNum: x.lot })).map(({ lot: _l, ...rest }) => rest),
    putAwayRemaining: dock.map((d) => ({
      lineId: lineOfSku.get(d.skuId)?.id ?? 0,
      sku: lineOfSku.get(d.skuId)?.sku ?? '',
      lotNum: d.lot,
      condition: d.condition,
      quantity: d.qty,
    })),
    logs: logs.map(({ inboundId: _i, ...rest }) => rest),
  };
}

import { asc, desc, eq } from 'drizzle-orm';
import type { TInboundDetail } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations } from '../warehouses/schema.ts';
import { dockStock } from './dock-stock.ts';
import { selectInboundItems, selectInboundLogs } from './inbound-views.ts';
import { inboundLines, inboundOrders, inboundPutAways, inboundReceipts } from './schema.ts';

/** An order with its lines, receipts, put-aways, what is still on the dock, and its log. */
export async function getInboundDetail(db: TDbOrTx, id: number): Promise<TInboundDetail> {
  const [item] = await selectInboundItems(db, eq(inboundOrders.id, id), { limit: 1, offset: 0 });
  if (!item) throw new DomainError(30000);
  const l = inboundLines;
  const lines = await db
    .select({
      id: l.id,
      lineNo: l.lineNo,
      skuId: l.skuId,
      sku: skus.sku,
      mCode: skus.mCode,
      sCode: skus.sCode,
      name: skus.name,
      manageExpDate: skus.manageExpDate,
      manageProdDate: skus.manageProdDate,
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
    .innerJoin(skus, eq(skus.id, l.skuId))
    .where(eq(l.inboundId, id))
    .orderBy(asc(l.lineNo));
  const skuOfLine = new Map(lines.map((x) => [x.id, x.sku]));
  const lineOfSku = new Map(lines.map((x) => [x.skuId, x]));
  const r = inboundReceipts;
  const receipts = await db
    .select({ r, actorName: users.fullName })
    .from(r)
    .leftJoin(users, eq(users.id, r.actorUserId))
    .where(eq(r.inboundId, id))
    .orderBy(desc(r.id));
  const p = inboundPutAways;
  const putAways = await db
    .select({ lineId: p.lineId, lot: p.lot, condition: p.condition, locationCode: locations.code, quantity: p.quantity })
    .from(p)
    .innerJoin(locations, eq(locations.id, p.locationId))
    .where(eq(p.inboundId, id))
    .orderBy(asc(p.id));
  const dock = await dockStock(db, id);
  const logs = await selectInboundLogs(db, [id]);
  return {
    ...item,
    lines,
    receipts: receipts.map((x) => ({
      id: x.r.id,
      lineId: x.r.lineId,
      sku: skuOfLine.get(x.r.lineId) ?? '',
      lotNum: x.r.lot,
      productionDate: x.r.productionDate,
      expiryDate: x.r.expiryDate,
      condition: x.r.condition,
      quantity: x.r.quantity,
      method: x.r.method,
      actor: x.r.actorUserId === null ? null : { id: x.r.actorUserId, name: x.actorName ?? '' },
      createdAt: x.r.createdAt.toISOString(),
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

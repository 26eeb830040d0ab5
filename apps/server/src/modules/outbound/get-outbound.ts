import { asc, desc, eq } from 'drizzle-orm';
import type { TOutboundDetail } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { skusByIds } from '../sku/index.ts';
import { locationsByIds } from '../warehouses/index.ts';
import { selectOutboundItems, selectOutboundLogs } from './outbound-views.ts';
import { outboundAllocations, outboundLines, outboundOrders, pickListOrders, pickLists } from './schema.ts';

/** An order with its lines, the lots and locations allocated to each, and its log. */
export async function getOutboundDetail(db: TDbOrTx, id: number): Promise<TOutboundDetail> {
  const [item] = await selectOutboundItems(db, eq(outboundOrders.id, id), 1);
  if (!item) throw new DomainError(40000);
  const l = outboundLines;
  const lines = await db.select().from(l).where(eq(l.outboundId, id)).orderBy(asc(l.lineNo));
  const a = outboundAllocations;
  const allocs = await db.select().from(a).where(eq(a.outboundId, id)).orderBy(asc(a.id));
  const [skuOf, locOf] = await Promise.all([skusByIds(db, lines.map((x) => x.skuId)), locationsByIds(db, allocs.map((x) => x.locationId))]);
  const logs = await selectOutboundLogs(db, [id]);
  // the list holding the order: the open one, else the last it was on
  const [onList] = await db
    .select({ id: pickLists.id, code: pickLists.code, status: pickLists.status })
    .from(pickListOrders)
    .innerJoin(pickLists, eq(pickLists.id, pickListOrders.pickListId))
    .where(eq(pickListOrders.outboundId, id))
    .orderBy(desc(pickListOrders.active), desc(pickListOrders.id))
    .limit(1);
  return {
    pickList: onList ?? null,
    ...item,
    lines: lines.map((x) => {
      const s = skuOf.get(x.skuId);
      return {
        id: x.id,
        lineNo: x.lineNo,
        skuId: x.skuId,
        sku: s?.sku ?? '',
        mCode: s?.mCode ?? '',
        sCode: s?.sCode ?? '',
        name: s?.name ?? '',
        unit: x.unit,
        quantity: x.quantity,
        pickedQuantity: x.pickedQuantity,
        allocations: allocs
          .filter((y) => y.lineId === x.id)
          .map((y) => ({ lineId: y.lineId, locationId: y.locationId, locationCode: locOf.get(y.locationId)?.code ?? '', lotNum: y.lot, expiryDate: y.expiryDate, quantity: y.quantity, pickedQuantity: y.pickedQuantity })),
      };
    }),
    logs: logs.map(({ outboundId: _o, ...rest }) => rest),
  };
}

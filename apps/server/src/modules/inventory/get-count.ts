import { and, eq } from 'drizzle-orm';
import type { TCountSessionView } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { skusByIds } from '../sku/index.ts';
import { locationsByIds } from '../warehouses/index.ts';
import { compareCodes } from './balance-views.ts';
import { inventoryBalances, stockCountLines, stockCountSessions } from './schema.ts';

/** A count session with its lines, each with what is on hand now. 404 when there is no such session. */
export async function getCount(db: TDbOrTx, sessionId: number): Promise<TCountSessionView> {
  const s = stockCountSessions;
  const [session] = await db.select({ row: s }).from(s).where(eq(s.id, sessionId)).limit(1);
  if (!session) throw new DomainError(404);
  const l = stockCountLines;
  const b = inventoryBalances;
  const lineRows = await db
    .select({ line: l, balanceId: b.id, currentQty: b.qty })
    .from(l)
    .leftJoin(
      b,
      and(
        eq(b.warehouseId, session.row.warehouseId),
        eq(b.clientId, l.clientId),
        eq(b.skuId, l.skuId),
        eq(b.lot, l.lot),
        eq(b.locationId, l.locationId),
        eq(b.condition, l.condition),
      ),
    )
    .where(eq(l.sessionId, sessionId));
  // one after the other: a transaction is one connection
  const locs = await locationsByIds(db, [session.row.locationId, ...lineRows.map((x) => x.line.locationId)]);
  const skus = await skusByIds(db, [session.row.skuId, ...lineRows.map((x) => x.line.skuId)]);
  const lines = lineRows
    .flatMap((x) => {
      const loc = locs.get(x.line.locationId);
      const sku = skus.get(x.line.skuId);
      return loc && sku ? [{ ...x, locationCode: loc.code, sku: sku.sku, name: sku.name }] : [];
    })
    .sort(
      (x, y) =>
        compareCodes(x.locationCode, y.locationCode) ||
        compareCodes(x.sku, y.sku) ||
        x.line.clientId - y.line.clientId ||
        compareCodes(x.line.lot, y.line.lot) ||
        compareCodes(x.line.condition, y.line.condition),
    );
  const names = await userNamesByIds(db, [session.row.createdBy, session.row.postedBy, ...lines.map((x) => x.line.countedBy)]);
  const who = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  const r = session.row;
  return {
    id: r.id,
    code: r.code,
    warehouseId: r.warehouseId,
    scope: r.scope,
    locationId: r.locationId,
    locationCode: r.locationId === null ? null : (locs.get(r.locationId)?.code ?? null),
    skuId: r.skuId,
    sku: r.skuId === null ? null : (skus.get(r.skuId)?.sku ?? null),
    status: r.status,
    note: r.note,
    reason: r.reason,
    shortageAs: r.shortageAs,
    createdBy: who(r.createdBy),
    postedBy: who(r.postedBy),
    createdAt: r.createdAt.toISOString(),
    postedAt: r.postedAt?.toISOString() ?? null,
    operationId: r.operationId,
    lines: lines.map((x) => ({
      lineId: x.line.id,
      balanceId: x.balanceId,
      locationId: x.line.locationId,
      locationCode: x.locationCode,
      customerId: x.line.clientId,
      skuId: x.line.skuId,
      sku: x.sku,
      name: x.name,
      lotNum: x.line.lot,
      condition: x.line.condition,
      systemQty: x.line.systemQty,
      currentQty: x.currentQty ?? 0,
      countedQty: x.line.countedQty,
      defectiveQty: x.line.defectiveQty,
      countedBy: who(x.line.countedBy),
      countedAt: x.line.countedAt?.toISOString() ?? null,
      postedDifference: x.line.postedDifference,
      note: x.line.note,
    })),
  };
}

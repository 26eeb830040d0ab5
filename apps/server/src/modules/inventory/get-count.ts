import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TCountSessionView } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations } from '../warehouses/schema.ts';
import { inventoryBalances, stockCountLines, stockCountSessions } from './schema.ts';

async function namesOf(db: TDbOrTx, ids: Array<number | null>): Promise<Map<number, string>> {
  const list = [...new Set(ids.filter((x): x is number => x !== null))];
  if (list.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, list));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A count session with its lines, each with what is on hand now. 404 when there is no such session. */
export async function getCount(db: TDbOrTx, sessionId: number): Promise<TCountSessionView> {
  const s = stockCountSessions;
  const [session] = await db
    .select({ row: s, locationCode: locations.code, sku: skus.sku })
    .from(s)
    .leftJoin(locations, eq(locations.id, s.locationId))
    .leftJoin(skus, eq(skus.id, s.skuId))
    .where(eq(s.id, sessionId))
    .limit(1);
  if (!session) throw new DomainError(404);
  const l = stockCountLines;
  const b = inventoryBalances;
  const lines = await db
    .select({
      line: l,
      locationCode: locations.code,
      sku: skus.sku,
      name: skus.name,
      balanceId: b.id,
      currentQty: b.qty,
    })
    .from(l)
    .innerJoin(locations, eq(locations.id, l.locationId))
    .innerJoin(skus, eq(skus.id, l.skuId))
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
    .where(eq(l.sessionId, sessionId))
    .orderBy(asc(locations.code), asc(skus.sku), asc(l.clientId), asc(l.lot), asc(l.condition));
  const names = await namesOf(db, [session.row.createdBy, session.row.postedBy, ...lines.map((x) => x.line.countedBy)]);
  const who = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  const r = session.row;
  return {
    id: r.id,
    code: r.code,
    warehouseId: r.warehouseId,
    scope: r.scope,
    locationId: r.locationId,
    locationCode: session.locationCode,
    skuId: r.skuId,
    sku: session.sku,
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

import { and, eq, ilike, sql } from 'drizzle-orm';
import type { TLocationListInput, TLocationPage } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { containsPattern } from '../../lib/like.ts';
import { locations } from './schema.ts';

/** What each location holds (the inventory module's sumQtyByLocation, handed in by flows/locations). */
export type THeldQty = (db: TDbOrTx, locationIds: readonly number[]) => Promise<Map<number, number>>;

/**
 * Locations of a warehouse (zone, aisle, bin, purpose) by code, with what each holds (docs/lists.md): the page is
 * read by keyset from the unique (warehouse_id, code) index (the id breaks no tie there, the pattern wants it),
 * the total is a count capped at LIST_COUNT_CAP selected beside it, and the quantities are summed for the page's
 * locations only.
 */
export async function listLocations(db: TDbOrTx, input: TLocationListInput, heldQty: THeldQty): Promise<TLocationPage> {
  const l = locations;
  const where = and(
    eq(l.warehouseId, input.warehouseId),
    input.purpose ? eq(l.purpose, input.purpose) : undefined,
    input.zone ? eq(l.zone, input.zone.toUpperCase()) : undefined,
    input.keyword ? ilike(l.code, containsPattern(input.keyword)) : undefined,
    input.includeInactive ? undefined : eq(l.isActive, true),
  );
  const win = keysetWindow({ column: l.code, id: l.id, dir: 'asc' }, input);
  const totalSql = cappedCountSql(sql`${l}`, where);
  const rows = await win.read(
    db.select({id: l.id,warehouseId: l.warehouseId,code: l.code,zone: l.zone,aisle: l.aisle,bin: l.bin,purpose: l.purpose,isActive: l.isActive,sortKey: win.sortKey,listTotal: totalSql,}).from(l).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  const held = await heldQty(db, page.items.map((r) => r.id));
  return {
    items: page.items.map(({ sortKey: _key, listTotal: _total, ...r }) => ({ ...r, qty: held.get(r.id) ?? 0 })),
    ...pagingAnswer(page, count, input),
  };
}

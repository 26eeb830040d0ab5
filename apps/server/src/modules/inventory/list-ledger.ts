import { and, eq, sql } from 'drizzle-orm';
import type { TLedgerItem, TLedgerListInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, counterTotalSql, keysetWindow, pageTotal, type TListPage, pagingAnswer } from '../../db/list-page.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { placeholders, runShaped } from '../../db/shaped.ts';
import { userNameSql } from '../accounts/index.ts';
import { skuNamesSql } from '../sku/index.ts';
import { locationCodeSql } from '../warehouses/index.ts';
import { inventoryLedger } from './schema.ts';

/** createdAt is a Date here; the answer's JSON carries it as an ISO string. */
export type TLedgerListItem = Omit<TLedgerItem, 'createdAt'> & { createdAt: Date };

/**
 * Ledger rows, newest first: the audit trail of any balance, SKU or document. Built once per shape (db/shaped.ts):
 * the page, the codes and names of its rows and its total in one round trip.
 */
export async function listLedger(db: TDbOrTx, scope: TDataScope, input: TLedgerListInput): Promise<TListPage<TLedgerListItem>> {
  const g = inventoryLedger;
  const { bind, values } = placeholders();
  const where = and(
    inScope(g.clientId, scope, bind),
    input.warehouseId === undefined ? undefined : eq(g.warehouseId, bind('warehouseId', input.warehouseId)),
    input.skuId === undefined ? undefined : eq(g.skuId, bind('skuId', input.skuId)),
    input.balanceId === undefined ? undefined : eq(g.balanceId, bind('balanceId', input.balanceId)),
    input.refType ? eq(g.refType, bind('refType', input.refType)) : undefined,
    input.refId === undefined ? undefined : eq(g.refId, bind('refId', input.refId)),
  );
  // newest first by id (the ledger is append-only), from the indexes that end in the id (docs/lists.md)
  const win = keysetWindow({ column: g.id, id: g.id, dir: 'desc' }, input, bind);
  // no filter or the warehouse alone (the stock log's view): the ledger's counters per client and warehouse, exact;
  // other filters: a capped count from the indexes that hold the client and the filter
  const counted = input.skuId === undefined && input.balanceId === undefined && !input.refType && input.refId === undefined;
  const totalSql = counted ? counterTotalSql(scope, 'ledger', input.warehouseId === undefined ? 'all' : String(input.warehouseId), bind) : cappedCountSql(sql`${g}`, where);
  // built once per shape (db/shaped.ts): the filters present are the values' names, the rest is the window's
  const rows = await runShaped(db, `inv-ledger:${win.shape}`, values, () =>
    win.read(
      db
        .select({
          id: g.id,
          batchId: g.batchId,
          balanceId: g.balanceId,
          warehouseId: g.warehouseId,
          customerId: g.clientId,
          lotNum: g.lot,
          condition: g.condition,
          movementType: g.movementType,
          qtyDelta: g.qtyDelta,
          allocatedDelta: g.allocatedDelta,
          heldDelta: g.heldDelta,
          lostDelta: g.lostDelta,
          refType: g.refType,
          refId: g.refId,
          refCode: g.refCode,
          reason: g.reason,
          createdAt: g.createdAt,
          // the SKU's code, the location's code and who did it, for the page's rows only in the same round trip
          skuNames: skuNamesSql(g.skuId),
          locationCode: locationCodeSql(g.locationId),
          actor: userNameSql(g.actorUserId),
          sortKey: win.sortKey,
          listTotal: totalSql,
        })
        .from(g)
        .$dynamic(),
      where,
    ),
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql, !counted, values);
  const items = page.items.flatMap((r) => {
    if (!r.skuNames || r.locationCode === null) return [];
    return [
      {
        id: r.id,
        batchId: r.batchId,
        balanceId: r.balanceId,
        warehouseId: r.warehouseId,
        customerId: r.customerId,
        sku: r.skuNames.sku,
        lotNum: r.lotNum,
        locationCode: r.locationCode,
        condition: r.condition,
        movementType: r.movementType,
        qtyDelta: r.qtyDelta,
        allocatedDelta: r.allocatedDelta,
        heldDelta: r.heldDelta,
        lostDelta: r.lostDelta,
        refType: r.refType,
        refId: r.refId,
        refCode: r.refCode,
        reason: r.reason,
        actor: r.actor,
        createdAt: r.createdAt,
      },
    ];
  });
  return { items, ...pagingAnswer(page, count, input) };
}

import { asc, inArray } from 'drizzle-orm';
import { freeQty, inventoryMessage, type TLang, type TStockOperationKind, type TStockOperationResult } from '@ffm/domain';
import type { TDbOrTx, TTx } from '../../db/client.ts';
import { failFields, type TFieldError } from '../../lib/errors.ts';
import { skusByIds } from '../sku/index.ts';
import { locationsByIds, type TLocationRow } from '../warehouses/index.ts';
import { postMovements, type TMovement } from './post-movements.ts';
import { recordOperation } from './record-operation.ts';
import { inventoryBalances } from './schema.ts';

const b = inventoryBalances;

export interface TTransferLeg {
  /** source balance row */
  balanceId: number;
  /** without it, all the row's free quantity */
  qty?: number;
  to: TLocationRow;
  /** field name for errors about this leg ('items.0.qty') */
  field: string;
}

export interface TTransferInput {
  kind: TStockOperationKind;
  warehouseId: number;
  /** when set, every source row must be in this location */
  from: TLocationRow | null;
  legs: TTransferLeg[];
  reason: string | null;
  details: Record<string, unknown>;
  actorUserId: number;
  lang: TLang;
}

/**
 * Moves free stock (on hand, not allocated, not held by an unfinished inbound) from balance rows to other
 * locations of the same warehouse: MOVE_OUT on the source, MOVE_IN on the target with the same client, SKU,
 * lot, condition, dates and warehousing date. The source rows are locked before their free quantity is read.
 */
export async function transferStock(tx: TTx, input: TTransferInput): Promise<TStockOperationResult> {
  const { lang } = input;
  const ids = [...new Set(input.legs.map((l) => l.balanceId))];
  const rows = ids.length ? await tx.select().from(b).where(inArray(b.id, ids)).orderBy(asc(b.id)).for('update') : [];
  const skus = await skusByIds(tx, rows.map((r) => r.skuId));
  const byId = new Map<number, { row: (typeof rows)[number]; sku: string }>();
  for (const row of rows) {
    const sku = skus.get(row.skuId);
    if (sku) byId.set(row.id, { row, sku: sku.sku });
  }
  const errors: TFieldError[] = [];
  const planned = new Map<number, number>();
  const movements: TMovement[] = [];
  const view: TStockOperationResult['movements'] = [];
  for (const leg of input.legs) {
    const src = byId.get(leg.balanceId);
    if (!src || src.row.warehouseId !== input.warehouseId) {
      errors.push({ field: leg.field, message: inventoryMessage('balanceMissing', lang) });
      continue;
    }
    if (input.from && src.row.locationId !== input.from.id) {
      errors.push({ field: leg.field, message: inventoryMessage('balanceWrongLocation', lang) });
      continue;
    }
    if (leg.to.id === src.row.locationId) {
      errors.push({ field: leg.field, message: inventoryMessage('locationSame', lang) });
      continue;
    }
    const free = freeQty(src.row) - (planned.get(src.row.id) ?? 0);
    const qty = leg.qty ?? free;
    if (qty <= 0 || qty > free) {
      errors.push({ field: leg.field, message: inventoryMessage(qty <= 0 ? 'nothingToMove' : 'qtyExceedsFree', lang) });
      continue;
    }
    planned.set(src.row.id, (planned.get(src.row.id) ?? 0) + qty);
    const r = src.row;
    const common = {
      warehouseId: r.warehouseId,
      clientId: r.clientId,
      skuId: r.skuId,
      lot: r.lot,
      condition: r.condition,
      productionDate: r.productionDate,
      expiryDate: r.expiryDate,
      zoneType: r.zoneType,
      warehousedAt: r.warehousedAt,
    };
    movements.push({ ...common, locationId: r.locationId, type: 'MOVE_OUT', qtyDelta: -qty }, { ...common, locationId: leg.to.id, type: 'MOVE_IN', qtyDelta: qty });
    view.push({ balanceId: r.id, type: 'MOVE_OUT', locationCode: '', sku: src.sku, lotNum: r.lot, condition: r.condition, qtyDelta: -qty, lostDelta: 0 });
    view.push({ balanceId: 0, type: 'MOVE_IN', locationCode: leg.to.code, sku: src.sku, lotNum: r.lot, condition: r.condition, qtyDelta: qty, lostDelta: 0 });
  }
  if (errors.length) failFields(errors);
  if (movements.length === 0) failFields([{ field: 'items', message: inventoryMessage('nothingToMove', lang) }]);

  const operationId = await recordOperation(tx, {
    kind: input.kind,
    warehouseId: input.warehouseId,
    actorUserId: input.actorUserId,
    reason: input.reason,
    details: { ...input.details, legs: view.filter((v) => v.type === 'MOVE_IN').map((v) => ({ sku: v.sku, lot: v.lotNum, condition: v.condition, to: v.locationCode, qty: v.qtyDelta })) },
  });
  const ref = { refType: 'STOCK_OPERATION' as const, refId: operationId, reason: input.reason };
  const posted = await postMovements(
    tx,
    movements.map((m) => ({ ...m, ...ref })),
    input.actorUserId,
  );
  return { operationId, kind: input.kind, movements: await describePosted(tx, posted.ledger) };
}

/** The ledger rows just posted, with location and SKU codes. */
export async function describePosted(
  tx: TDbOrTx,
  ledger: Array<{ balanceId: number; movement: TMovement }>,
): Promise<TStockOperationResult['movements']> {
  if (ledger.length === 0) return [];
  const locIds = [...new Set(ledger.map((l) => l.movement.locationId))];
  const skuIds = [...new Set(ledger.map((l) => l.movement.skuId))];
  // one after the other: a transaction is one connection
  const locs = await locationsByIds(tx, locIds);
  const skus = await skusByIds(tx, skuIds);
  return ledger.map(({ balanceId, movement: m }) => ({
    balanceId,
    type: m.type,
    locationCode: locs.get(m.locationId)?.code ?? '',
    sku: skus.get(m.skuId)?.sku ?? '',
    lotNum: m.lot,
    condition: m.condition,
    qtyDelta: m.qtyDelta ?? 0,
    lostDelta: m.lostDelta ?? 0,
  }));
}

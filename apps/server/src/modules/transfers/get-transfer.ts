import { asc, eq, inArray } from 'drizzle-orm';
import type { TLang, TTransferRef, TTransferView } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { skusByIds } from '../sku/index.ts';
import { locationsByIds, warehousesByIds } from '../warehouses/index.ts';
import { transferLines, transferSources } from './schema.ts';
import { findTransfer, type TTransferRow } from './transfer-rows.ts';

/** A transfer with its lines and where each is taken from. */
export async function getTransfer(db: TDbOrTx, ref: TTransferRef, scope: TDataScope, lang: TLang): Promise<TTransferView> {
  return transferView(db, await findTransfer(db, ref.id, scope, lang));
}

export async function transferView(db: TDbOrTx, row: TTransferRow): Promise<TTransferView> {
  const lines = await db.select().from(transferLines).where(eq(transferLines.transferId, row.id)).orderBy(asc(transferLines.id));
  const sources = lines.length ? await db.select().from(transferSources).where(inArray(transferSources.lineId, lines.map((l) => l.id))).orderBy(asc(transferSources.id)) : [];
  const [skuOf, locOf, whOf] = await Promise.all([
    skusByIds(db, lines.map((l) => l.skuId)),
    locationsByIds(db, sources.map((s) => s.locationId)),
    warehousesByIds(db, [row.fromWarehouseId, row.toWarehouseId]),
  ]);
  return {
    ...header(row, whOf),
    quantity: lines.reduce((s, l) => s + l.quantity, 0),
    receivedQuantity: lines.reduce((s, l) => s + l.receivedQuantity, 0),
    lines: lines.map((l) => ({
      id: l.id,
      sku: skuOf.get(l.skuId)?.sku ?? '',
      name: skuOf.get(l.skuId)?.name ?? '',
      quantity: l.quantity,
      receivedQuantity: l.receivedQuantity,
      sources: sources.filter((s) => s.lineId === l.id).map((s) => ({ locationCode: locOf.get(s.locationId)?.code ?? '', lotNum: s.lot, quantity: s.quantity })),
    })),
  };
}

export function header(row: TTransferRow, whOf: Map<number, { name: string }>): Omit<TTransferView, 'lines' | 'quantity' | 'receivedQuantity'> {
  return {
    id: row.id,
    code: row.code,
    clientId: row.clientId,
    fromWarehouseId: row.fromWarehouseId,
    fromWarehouseName: whOf.get(row.fromWarehouseId)?.name ?? '',
    toWarehouseId: row.toWarehouseId,
    toWarehouseName: whOf.get(row.toWarehouseId)?.name ?? '',
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
  };
}

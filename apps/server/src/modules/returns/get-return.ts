import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TLang, TReturnRef, TReturnView } from '@ffm/domain';
import { returnText } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { DomainError } from '../../lib/errors.ts';
import { userNamesByIds } from '../accounts/index.ts';
import { skusByIds } from '../sku/index.ts';
import { locationsByIds, warehousesByIds } from '../warehouses/index.ts';
import { returnLines, returnReceipts } from './schema.ts';

export type TReturnRow = typeof returnReceipts.$inferSelect;

/** A return within the scope; another client's answers like a missing one (404). */
export async function getReturn(db: TDbOrTx, ref: TReturnRef, scope: TDataScope, lang: TLang): Promise<TReturnView> {
  const [row] = await db.select().from(returnReceipts).where(and(eq(returnReceipts.id, ref.id), inScope(returnReceipts.clientId, scope))).limit(1);
  if (!row) throw new DomainError(404, { message: returnText('missing', lang) });
  return returnView(db, row);
}

export async function returnView(db: TDbOrTx, row: TReturnRow): Promise<TReturnView> {
  return (await returnViews(db, [row]))[0]!;
}

/** The views of some returns, with their lines, in the order given (a page: one read per table). */
export async function returnViews(db: TDbOrTx, rows: TReturnRow[]): Promise<TReturnView[]> {
  if (rows.length === 0) return [];
  const lines = await db.select().from(returnLines).where(inArray(returnLines.receiptId, rows.map((r) => r.id))).orderBy(asc(returnLines.id));
  const [skuOf, locOf, whOf, names] = await Promise.all([
    skusByIds(db, lines.map((l) => l.skuId)),
    locationsByIds(db, lines.map((l) => l.locationId)),
    warehousesByIds(db, rows.map((r) => r.warehouseId)),
    userNamesByIds(db, rows.map((r) => r.receivedBy)),
  ]);
  return rows.map((r) => {
    const mine = lines.filter((l) => l.receiptId === r.id);
    return {
      id: r.id,
      code: r.code,
      clientId: r.clientId,
      warehouseId: r.warehouseId,
      warehouseName: whOf.get(r.warehouseId)?.name ?? '',
      source: r.source,
      ref: r.ref,
      quantity: mine.reduce((s, l) => s + l.quantity, 0),
      receivedBy: r.receivedBy === null ? null : (names.get(r.receivedBy) ?? null),
      createdAt: r.createdAt.toISOString(),
      lines: mine.map((l) => ({
        id: l.id,
        sku: skuOf.get(l.skuId)?.sku ?? '',
        name: skuOf.get(l.skuId)?.name ?? '',
        quantity: l.quantity,
        reason: l.reason,
        disposition: l.disposition,
        locationCode: l.locationId === null ? null : (locOf.get(l.locationId)?.code ?? null),
        note: l.note,
        photoIds: l.photoIds,
      })),
    };
  });
}

import { and, eq, or, type SQL } from 'drizzle-orm';
import { inventoryMessage, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError, failFields } from '../../http/errors.ts';
import { skus } from '../sku/schema.ts';

export const skuColumns = {
  id: skus.id,
  clientId: skus.clientId,
  sku: skus.sku,
  mCode: skus.mCode,
  sCode: skus.sCode,
  name: skus.name,
  manageExpDate: skus.manageExpDate,
  manageProdDate: skus.manageProdDate,
  isActive: skus.isActive,
};
export interface TSkuRef {
  id: number;
  clientId: number;
  sku: string;
  mCode: string;
  sCode: string;
  name: string;
  manageExpDate: boolean;
  manageProdDate: boolean;
  isActive: boolean;
}

/**
 * A SKU by id or code, within a customer when one is known. `anyCode` also matches mCode and sCode (what a
 * scanner reads off a box). A code several customers use needs the customer: a field error says so.
 */
export async function resolveSku(
  db: TDbOrTx,
  ref: { sku?: string; skuId?: number },
  clientId: number | null,
  lang: TLang,
  opts: { field?: string; anyCode?: boolean; notFound?: 'field' | 'code' } = {},
): Promise<TSkuRef> {
  const field = opts.field ?? 'sku';
  const notFound = (): never => {
    if (opts.notFound === 'code') throw new AppError(20000);
    return failFields([{ field, message: inventoryMessage('skuMissing', lang) }]);
  };
  const scope: SQL | undefined = clientId === null ? undefined : eq(skus.clientId, clientId);
  if (ref.skuId !== undefined) {
    const [row] = await db.select(skuColumns).from(skus).where(and(eq(skus.id, ref.skuId), scope)).limit(1);
    return row ?? notFound();
  }
  const code = (ref.sku ?? '').trim();
  if (code === '') failFields([{ field, message: inventoryMessage('skuOrIdRequired', lang) }]);
  const exact = await db.select(skuColumns).from(skus).where(and(eq(skus.sku, code), scope)).limit(20);
  let found = exact;
  if (found.length === 0 && opts.anyCode) {
    found = await db.select(skuColumns).from(skus).where(and(or(eq(skus.mCode, code), eq(skus.sCode, code)), scope)).limit(20);
  }
  if (found.length === 0) return notFound();
  const clients = new Set(found.map((s) => s.clientId));
  if (clients.size > 1) failFields([{ field, message: inventoryMessage('skuAmbiguous', lang) }]);
  return found[0]!;
}

import { inventoryMessage, type TSkuRef } from '@ffm/domain';

export type { TSkuRef };
import type { TDbOrTx } from '../../db/client.ts';
import { fail, failFields } from '../../lib/errors.ts';
import type { TDataScope } from '../../db/scope.ts';
import { skusByCode, skusByIds } from '../sku/index.ts';

/**
 * A SKU by id or code, within a customer when one is known. `anyCode` also matches mCode and sCode (what a
 * scanner reads off a box). A code several customers use needs the customer: a field error says so.
 */
export async function resolveSku(
  db: TDbOrTx,
  ref: { sku?: string; skuId?: number },
  scope: TDataScope,
  opts: { field?: string; anyCode?: boolean; notFound?: 'field' | 'code' } = {},
): Promise<TSkuRef> {
  const field = opts.field ?? 'sku';
  const notFound = (): never => {
    if (opts.notFound === 'code') fail(20000);
    return failFields([{ field, message: inventoryMessage('skuMissing', lang) }]);
  };
  const lang = scope.lang;
  if (ref.skuId !== undefined) {
    return (await skusByIds(db, [ref.skuId], scope)).get(ref.skuId) ?? notFound();
  }
  const code = (ref.sku ?? '').trim();
  if (code === '') failFields([{ field, message: inventoryMessage('skuOrIdRequired', lang) }]);
  const found = await skusByCode(db, scope, code, { anyCode: opts.anyCode });
  if (found.length === 0) return notFound();
  const clients = new Set(found.map((s) => s.clientId));
  if (clients.size > 1) failFields([{ field, message: inventoryMessage('skuAmbiguous', lang) }]);
  return found[0]!;
}

/**
 * The scope a code is resolved in when the caller names the customer on a line (provider staff counting goods
 * of one customer): that customer's; otherwise the call's scope.
 */
export function withinCustomer(scope: TDataScope, customerId: number | null | undefined): TDataScope {
  if (customerId === null || customerId === undefined || scope.kind === 'client') return scope;
  return { kind: 'client', clientId: customerId, userId: scope.userId, shopId: null, acting: true, lang: scope.lang };
}

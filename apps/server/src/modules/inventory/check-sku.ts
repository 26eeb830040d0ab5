import { and, eq } from 'drizzle-orm';
import type { TBalanceView, TCheckSkuInput, TSkuRef } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { listBalanceViews } from './balance-views.ts';
import { resolveSku } from './find-sku.ts';
import { inventoryBalances } from './schema.ts';

/** What is where for one SKU: every location holding it (in one warehouse or all). */
export async function checkSku(db: TDbOrTx, scope: TDataScope, input: TCheckSkuInput): Promise<{ sku: TSkuRef; rows: TBalanceView[] }> {
  const sku = await resolveSku(db, input, scope, { anyCode: true });
  const b = inventoryBalances;
  const rows = await listBalanceViews(db, and(eq(b.skuId, sku.id), input.warehouseId === undefined ? undefined : eq(b.warehouseId, input.warehouseId)));
  return { sku, rows };
}

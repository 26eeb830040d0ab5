import { messageFor, transferText, type TLang, type TTransferCreateInput, type TTransferView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { scopeClientId, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { failFields } from '../../lib/errors.ts';
import { allocateStock } from '../inventory/index.ts';
import { skusByCode } from '../sku/index.ts';
import { requireWarehouse } from '../warehouses/index.ts';
import { transferView } from './get-transfer.ts';
import { transferLines, transferOrders, transferSources } from './schema.ts';

/**
 * Creates a transfer of the client's goods and allocates them at the source (ALLOCATE, ref TRANSFER): available
 * stock only, first-expiry-first-out where the SKU manages expiry, never an expired lot; short stock answers 40007
 * and nothing is created. What each line drew is kept as its sources (the pick at the source).
 */
export async function createTransfer(db: TDb, input: TTransferCreateInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TTransferView> {
  const clientId = scopeClientId(scope);
  if (clientId === null) failFields([{ field: 'customerId', message: messageFor(1018, lang) }], 1001);
  if (input.fromWarehouseId === input.toWarehouseId) failFields([{ field: 'toWarehouseId', message: transferText('sameWarehouse', lang) }]);
  return inTransaction(db, async (tx) => {
    await requireWarehouse(tx, input.fromWarehouseId, lang, 'fromWarehouseId');
    await requireWarehouse(tx, input.toWarehouseId, lang, 'toWarehouseId');
    const wanted = new Map<number, { skuId: number; quantity: number; fefo: boolean }>();
    for (const [i, line] of input.lines.entries()) {
      const [sku] = await skusByCode(tx, scope, line.sku, { anyCode: true });
      if (!sku) failFields([{ field: `lines.${i}.sku`, message: transferText('unknownSku', lang, { sku: line.sku }) }]);
      const had = wanted.get(sku.id);
      wanted.set(sku.id, { skuId: sku.id, quantity: (had?.quantity ?? 0) + line.quantity, fefo: sku.manageExpDate });
    }
    const code = await nextDocumentCode(tx, 'CK');
    const [row] = await tx
      .insert(transferOrders)
      .values({ code, clientId, fromWarehouseId: input.fromWarehouseId, toWarehouseId: input.toWarehouseId, note: input.note ?? null, createdBy: actorUserId })
      .returning();
    // SKU order: two transfers allocating the same SKUs lock their balance rows in the same order
    for (const w of [...wanted.values()].sort((x, y) => x.skuId - y.skuId)) {
      const [line] = await tx.insert(transferLines).values({ transferId: row!.id, skuId: w.skuId, quantity: w.quantity }).returning({ id: transferLines.id });
      const parts = await allocateStock(
        tx,
        { warehouseId: input.fromWarehouseId, clientId, skuId: w.skuId, qty: w.quantity, fefo: w.fefo, refType: 'TRANSFER', refId: row!.id, refCode: code },
        actorUserId,
      );
      await tx.insert(transferSources).values(parts.map((p) => ({ lineId: line!.id, locationId: p.locationId, lot: p.lot, expiryDate: p.expiryDate, quantity: p.qty })));
    }
    return transferView(tx, row!);
  });
}

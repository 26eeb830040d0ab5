import { messageFor, returnText, type TLang, type TMovementType, type TReturnReceiveInput, type TReturnView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { scopeClientId, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { failFields } from '../../lib/errors.ts';
import { chargeReturnReceipt } from '../billing/index.ts';
import { findInboundByKeyword } from '../inbound/index.ts';
import { postMovements, type TMovement } from '../inventory/index.ts';
import { findShippingByKeyword } from '../shipping/index.ts';
import { skusByCode } from '../sku/index.ts';
import { filesOfClient } from '../tickets/index.ts';
import { locationOfPurpose, requireLocation, requireWarehouse } from '../warehouses/index.ts';
import { returnView } from './get-return.ts';
import { returnLines, returnReceipts } from './schema.ts';

/**
 * Receives a return line by line, each with its reason and disposition, in one ledger batch (ref type RETURN):
 * - RESTOCK: RETURN_IN, GOOD, into the storage bin scanned: available again;
 * - QUARANTINE: RETURN_IN, BAD, into the bin scanned (on hand, never available);
 * - DISPOSE / SEND_BACK: RETURN_IN, on the receiving dock, then DISPOSE / SEND_BACK of the same units: the ledger
 *   shows they came back and left, and nothing stays on hand.
 * The reference must be one of the client's express orders or inbound orders; photos are the client's files.
 */
export async function receiveReturn(db: TDb, input: TReturnReceiveInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TReturnView> {
  const clientId = scopeClientId(scope);
  if (clientId === null) return failFields([{ field: 'customerId', message: messageFor(1018, lang) }], 1001);
  const folded = input.ref.toLowerCase();
  const known =
    input.source === 'EXPRESS'
      ? (await findShippingByKeyword(db, scope, folded, 5)).some((h) => h.orderCode.toLowerCase() === folded)
      : (await findInboundByKeyword(db, scope, folded, 5)).some((h) => h.asnCode.toLowerCase() === folded || h.orderInboundCode.toLowerCase() === folded);
  if (!known) return failFields([{ field: 'ref', message: returnText('unknownRef', lang, { ref: input.ref }) }]);
  return inTransaction(db, async (tx) => {
    await requireWarehouse(tx, input.warehouseId, lang);
    const dock = await locationOfPurpose(tx, input.warehouseId, 'RECEIVING');
    const code = await nextDocumentCode(tx, 'TH');
    const [receipt] = await tx.insert(returnReceipts).values({ code, clientId, warehouseId: input.warehouseId, source: input.source, ref: input.ref, receivedBy: actorUserId }).returning();
    const movements: TMovement[] = [];
    for (const [i, line] of input.lines.entries()) {
      const [sku] = await skusByCode(tx, scope, line.sku, { anyCode: true });
      if (!sku) return failFields([{ field: `lines.${i}.sku`, message: returnText('unknownSku', lang, { sku: line.sku }) }]);
      const keeps = line.disposition === 'RESTOCK' || line.disposition === 'QUARANTINE';
      if (keeps && !line.locationCode) return failFields([{ field: `lines.${i}.locationCode`, message: returnText('binNeeded', lang) }]);
      const loc = keeps
        ? await requireLocation(tx, input.warehouseId, line.locationCode!, lang, { field: `lines.${i}.locationCode`, purposes: line.disposition === 'RESTOCK' ? ['STORAGE'] : undefined })
        : dock!;
      try {
        await filesOfClient(tx, clientId, line.photoIds);
      } catch {
        return failFields([{ field: `lines.${i}.photoIds`, message: returnText('photoMissing', lang) }]);
      }
      const key = { warehouseId: input.warehouseId, clientId, skuId: sku.id, lot: '', locationId: loc.id, condition: line.disposition === 'RESTOCK' || line.disposition === 'SEND_BACK' ? ('GOOD' as const) : ('BAD' as const) };
      const ref = { refType: 'RETURN' as const, refId: receipt!.id, refCode: code, reason: line.reason };
      movements.push({ ...key, type: 'RETURN_IN', qtyDelta: line.quantity, warehousedAt: new Date(), ...ref });
      if (!keeps) movements.push({ ...key, type: line.disposition as TMovementType, qtyDelta: -line.quantity, ...ref });
      await tx.insert(returnLines).values({ receiptId: receipt!.id, skuId: sku.id, quantity: line.quantity, reason: line.reason, disposition: line.disposition, locationId: loc.id, note: line.note ?? null, photoIds: line.photoIds });
    }
    await postMovements(tx, movements, actorUserId);
    // returns handling is charged with the receipt, in its transaction (issue 27)
    await chargeReturnReceipt(tx, { clientId, receiptId: receipt!.id, code, units: input.lines.reduce((n, l) => n + l.quantity, 0) });
    return returnView(tx, receipt!);
  });
}

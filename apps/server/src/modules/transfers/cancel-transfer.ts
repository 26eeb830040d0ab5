import { eq } from 'drizzle-orm';
import type { TLang, TTransferRef, TTransferView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { releaseStock } from '../inventory/index.ts';
import { transferView } from './get-transfer.ts';
import { transferOrders } from './schema.ts';
import { assertTransferStatus, lockTransfer } from './transfer-rows.ts';

/** Cancels a transfer not picked yet (NEW → CANCELLED): what it holds allocated at the source is released. */
export async function cancelTransfer(db: TDb, ref: TTransferRef, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TTransferView> {
  return inTransaction(db, async (tx) => {
    const row = await lockTransfer(tx, ref.id, scope, lang);
    assertTransferStatus(row, 'NEW', lang);
    await releaseStock(tx, { refType: 'TRANSFER', refId: row.id, refCode: row.code, reason: 'transfer cancelled' }, actorUserId);
    const [done] = await tx.update(transferOrders).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(transferOrders.id, row.id)).returning();
    return transferView(tx, done!);
  });
}

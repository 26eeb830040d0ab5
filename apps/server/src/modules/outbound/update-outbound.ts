import { eq } from 'drizzle-orm';
import type { TLang, TOutboundDetail, TOutboundUpdateInput } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { getOutboundDetail } from './get-outbound.ts';
import { insertLines, orderColumns } from './insert-outbound.ts';
import { lockOutbound } from './lock-outbound.ts';
import { writeOutboundLog } from './outbound-log.ts';
import { prepareOutbound, readOutboundLimits } from './prepare-outbound.ts';
import { outboundLines, outboundOrders } from './schema.ts';

/** Edits an order while it is new (status 0; later the warehouse holds stock for it: 40002 / 40005 / 400). */
export async function updateOutbound(db: TDb, input: TOutboundUpdateInput, scope: TClientScope, lang: TLang): Promise<TOutboundDetail> {
  const limits = await readOutboundLimits(db, scope.shopId);
  const { errors, order } = await prepareOutbound(db, input, { clientId: scope.clientId, lang, limits });
  if (!order) failFields(errors);
  try {
    await inTransaction(db, async (tx) => {
      const row = await lockOutbound(tx, { id: input.id }, scope);
      if (row.status !== 0) {
        if (row.status === 9) throw new DomainError(40008);
        if (row.status === 7 || row.status === 99) throw new DomainError(40005);
        throw new DomainError(40002, { data: { status: row.status } });
      }
      await tx
        .update(outboundOrders)
        .set({ ...orderColumns(order), clientOrderCode: order.clientOrderCode || row.soCode, updatedAt: new Date() })
        .where(eq(outboundOrders.id, row.id));
      await tx.delete(outboundLines).where(eq(outboundLines.outboundId, row.id));
      await insertLines(tx, row.id, order.items);
      await writeOutboundLog(tx, { outboundId: row.id, action: 'UPDATE', from: 0, to: 0, actorUserId: scope.userId });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'outbound_orders_client_code_uq')) throw new DomainError(40001, { data: { field: 'clientOrderCode' } });
    throw err;
  }
  return getOutboundDetail(db, input.id);
}

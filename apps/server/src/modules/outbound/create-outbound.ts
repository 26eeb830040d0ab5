import { eq } from 'drizzle-orm';
import type { TLang, TOutboundCreateInput, TOutboundDetail, TOutboundLimits } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { allocateInTx } from './allocate-outbound.ts';
import { getOutboundDetail } from './get-outbound.ts';
import { insertOutbound } from './insert-outbound.ts';
import { prepareOutbound, readOutboundLimits } from './prepare-outbound.ts';
import { outboundOrders } from './schema.ts';

export interface TCreateOutboundContext {
  clientId: number;
  shopId: number | null;
  actorUserId: number | null;
  lang: TLang;
  /** allocate at once (create-direct, uploads): the order is created at 2, or not at all (40007) */
  allocate: boolean;
  source?: 'WEB' | 'IMPORT' | 'API';
  uploadFileId?: number | null;
  limits?: TOutboundLimits;
}

/**
 * Creates an outbound order (SPEC §3/§5): every field checked with its own message (1016 with the list), the
 * client's code unique per client (40001, also against a create at the same moment), then, for create-direct,
 * allocated in the same transaction: short stock answers 40007 and nothing is created.
 */
export async function createOutbound(db: TDb, input: TOutboundCreateInput, ctx: TCreateOutboundContext): Promise<TOutboundDetail> {
  const limits = ctx.limits ?? (await readOutboundLimits(db, ctx.shopId));
  const { errors, order } = await prepareOutbound(db, input, { clientId: ctx.clientId, lang: ctx.lang, limits });
  if (!order) failFields(errors);
  try {
    const id = await inTransaction(db, async (tx) => {
      const { id } = await insertOutbound(tx, order, { createdBy: ctx.actorUserId, source: ctx.source ?? 'WEB', uploadFileId: ctx.uploadFileId ?? null });
      if (ctx.allocate) {
        const [row] = await tx.select().from(outboundOrders).where(eq(outboundOrders.id, id)).limit(1).for('update');
        await allocateInTx(tx, row!, ctx.actorUserId, ctx.lang);
      }
      return id;
    });
    return await getOutboundDetail(db, id);
  } catch (err) {
    if (isUniqueViolation(err, 'outbound_orders_client_code_uq')) throw new DomainError(40001, { data: { field: 'clientOrderCode' } });
    throw err;
  }
}

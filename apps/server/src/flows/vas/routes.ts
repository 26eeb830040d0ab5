import { BILLING_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../lib/errors.ts';
import { recordVasWork } from '../../modules/billing/index.ts';
import { inboundByCode } from '../../modules/inbound/index.ts';
import { outboundOfReturnRef } from '../../modules/outbound/index.ts';

/**
 * Value-added work (labelling, kitting) staff record on a client's inbound or outbound order: the order is found by
 * its code in its own module, then the work and its fee line are written by billing in one transaction.
 */
export const module: TModule = {
  register(app) {
    route(app, BILLING_CALLS.recordVas, async ({ scope, body, deps }) => {
      const order =
        body.orderKind === 'outbound'
          ? await outboundOfReturnRef(deps.db, body.customerId, body.orderCode).then((o) => o && { id: o.id, code: o.soCode })
          : await inboundByCode(deps.db, body.customerId, body.orderCode).then((o) => o && { id: o.id, code: o.asnCode });
      if (!order) fail(404);
      return inTransaction(deps.db, (tx) =>
        recordVasWork(tx, { clientId: body.customerId, orderKind: body.orderKind, orderId: order.id, orderCode: order.code, service: body.service, units: body.units, note: body.note, requestId: body.requestId, userId: scope.userId }),
      );
    });
  },
};

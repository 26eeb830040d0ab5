import { BILLING_CALLS } from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { route } from '../../http/route.ts';
import { scheduleBilling } from './billing-job.ts';
import { disputeFeeLine } from './dispute.ts';
import { listFeeLines, monthToDate } from './fee-lines.ts';
import { listInvoices } from './invoices.ts';
import { listTariffs, saveTariff } from './tariffs.ts';

export const module: TModule = {
  register(app) {
    const c = BILLING_CALLS;
    route(app, c.tariffs, async ({ body, deps }) => listTariffs(deps.db, body.customerId ?? null));
    route(app, c.saveTariff, async ({ scope, body, deps }) => {
      const { customerId, ...rates } = body;
      return saveTariff(deps.db, { ...rates, clientId: customerId ?? null, userId: scope.userId }, scope.lang);
    });
    route(app, c.monthToDate, async ({ scope, deps }) => monthToDate(deps.db, scope.clientId));
    route(app, c.invoices, async ({ scope, body, deps }) => listInvoices(deps.db, scope.clientId, body));
    route(app, c.feeLines, async ({ scope, body, deps }) => listFeeLines(deps.db, scope.clientId, body));
    route(app, c.disputeLine, async ({ scope, body, deps }) => disputeFeeLine(deps.db, scope, body));
    if (app.deps.config.jobWorker) app.addHook('onReady', async () => void (await scheduleBilling(app.deps.db)));
  },
};

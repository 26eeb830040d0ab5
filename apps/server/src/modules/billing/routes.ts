import { BILLING_CALLS, FEE_TYPE_LABELS, FILE_TEXT as T, fillLabel, vnDay, type TFeeType } from '@ffm/domain';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { coinStatement, setCodInvoiceNetting } from '../money/index.ts';
import { scheduleBilling } from './billing-job.ts';
import { assignContract, contractOfClient, listContracts, saveContract } from './contracts.ts';
import { disputeFeeLine } from './dispute.ts';
import { listVasWork } from './vas.ts';
import { listFeeLines, monthToDate } from './fee-lines.ts';
import { billingSettingsOf, invoiceLineBatches, issueInvoiceNow, invoiceOf, invoiceSummaryOf, listInvoices, netOpenInvoices, payInvoice, saveBillingSettings } from './invoices.ts';

/** who issues the invoices, at the top of their PDF */
const PROVIDER_NAME = 'FFM Fulfillment';
import { listTariffs, saveTariff } from './tariffs.ts';

export const module: TModule = {
  register(app) {
    const c = BILLING_CALLS;
    // COD transfer runs (money) pay the open invoices of clients that chose COD netting
    setCodInvoiceNetting(netOpenInvoices);
    route(app, c.tariffs, async ({ scope, body, deps }) => listTariffs(deps.db, { clientId: body.customerId ?? null, contractId: body.contractId ?? null }, scope.lang));
    route(app, c.saveTariff, async ({ scope, body, deps }) => {
      const { customerId, contractId, ...rates } = body;
      return saveTariff(deps.db, { ...rates, clientId: customerId ?? null, contractId: contractId ?? null, userId: scope.userId }, scope.lang);
    });
    route(app, c.contracts, async ({ deps }) => listContracts(deps.db));
    route(app, c.saveContract, async ({ scope, body, deps }) => saveContract(deps.db, { ...body, userId: scope.userId }, scope.lang));
    route(app, c.contractOfClient, async ({ body, deps }) => ({ clientId: body.customerId, contractId: await contractOfClient(deps.db, body.customerId) }));
    route(app, c.assignContract, async ({ scope, body, deps }) => assignContract(deps.db, { clientId: body.customerId, contractId: body.contractId, userId: scope.userId }));
    route(app, c.monthToDate, async ({ scope, deps }) => monthToDate(deps.db, scope));
    route(app, c.invoices, async ({ scope, body, deps }) => listInvoices(deps.db, scope, body));
    route(app, c.feeLines, async ({ scope, body, deps }) => listFeeLines(deps.db, scope, body));
    route(app, c.invoiceExport, async ({ scope, body, deps, reply, lang }) => {
      // looked up before the file starts, so a 404 stays an envelope
      const inv = await invoiceOf(deps.db, scope, body.id);
      async function* rows() {
        for await (const batch of invoiceLineBatches(deps.db, scope, inv.id)) {
          for (const l of batch) yield [l.day, FEE_TYPE_LABELS[l.feeType as TFeeType][lang], l.orderCode ?? '', l.ref, Number(l.quantity), l.unit, l.unitPrice, l.amount, l.rounding] as const;
        }
      }
      await sendXlsx(reply, `hoa-don-${inv.month}-${inv.id}.xlsx`, [
        {
          name: T.invoiceSheet[lang],
          preface: [
            fillLabel(T.invoiceTotals, lang, { month: inv.month, subtotal: inv.subtotal, vatRate: inv.vatRate, vatAmount: inv.vatAmount, total: inv.total }),
            inv.status === 'paid' ? T.invoicePaid[lang] : fillLabel(T.invoiceOpen, lang, { due: inv.dueDate }),
          ],
          columns: [
            { header: T.invoiceDay[lang], width: 12 },
            { header: T.invoiceFee[lang], width: 26 },
            { header: T.invoiceOrderCode[lang], width: 20 },
            { header: T.invoiceRef[lang], width: 24 },
            { header: T.invoiceQuantity[lang], width: 12 },
            { header: T.invoiceUnit[lang], width: 10 },
            { header: T.invoiceUnitPrice[lang], width: 16 },
            { header: T.invoiceAmount[lang], width: 16 },
            { header: T.invoiceRounding[lang], width: 16 },
          ],
          rows: rows(),
        },
      ]);
    });
    route(app, c.issueInvoice, async ({ scope, body, deps }) => issueInvoiceNow(deps.db, body.customerId, body.month, scope.lang));
    route(app, c.invoicePdf, async ({ scope, body, deps, reply }) => {
      const invoice = await invoiceSummaryOf(deps.db, scope.clientId, body.id, PROVIDER_NAME);
      await sendPdf(reply, `hoa-don-${invoice.month}-${invoice.invoiceId}.pdf`, { kind: 'invoice', invoice }, 'attachment');
    });
    route(app, c.payInvoice, async ({ scope, body, deps }) => {
      const { coinEntryId: _e, clientId: _c, ...inv } = await payInvoice(deps.db, scope, body.id);
      return inv;
    });
    route(app, c.vasList, async ({ body, deps }) => listVasWork(deps.db, body.customerId, body));
    route(app, c.settings, async ({ scope, deps }) => billingSettingsOf(deps.db, scope.clientId));
    route(app, c.saveSettings, async ({ scope, body, deps }) => saveBillingSettings(deps.db, scope.clientId, { ...body, userId: scope.userId }));
    route(app, c.statement, async ({ scope, body, deps }) => coinStatement(deps.db, scope.clientId, { ...body, month: body.month ?? vnDay(new Date()).slice(0, 7) }));
    route(app, c.disputeLine, async ({ scope, body, deps }) => disputeFeeLine(deps.db, scope, body));
    if (app.deps.config.jobWorker) app.addHook('onReady', async () => void (await scheduleBilling(app.deps.db)));
  },
};

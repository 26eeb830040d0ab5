import { BILLING_CALLS, FEE_TYPE_LABELS, vnDay, type TFeeType } from '@ffm/domain';
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
      const en = lang === 'en';
      async function* rows() {
        for await (const batch of invoiceLineBatches(deps.db, scope, inv.id)) {
          for (const l of batch) yield [l.day, FEE_TYPE_LABELS[l.feeType as TFeeType][lang], l.orderCode ?? '', l.ref, Number(l.quantity), l.unit, l.unitPrice, l.amount, l.rounding] as const;
        }
      }
      await sendXlsx(reply, `hoa-don-${inv.month}-${inv.id}.xlsx`, [
        {
          name: en ? 'Invoice' : 'Hoa don',
          preface: [
            `${en ? 'Invoice' : 'Hóa đơn'} ${inv.month} · ${en ? 'Subtotal' : 'Cộng tiền dịch vụ'}: ${inv.subtotal} · ${en ? 'VAT rate' : 'Thuế suất GTGT'}: ${inv.vatRate}% · ${en ? 'VAT' : 'Tiền thuế GTGT'}: ${inv.vatAmount} · ${en ? 'Total' : 'Tổng cộng'}: ${inv.total} VND`,
            `${en ? 'Status' : 'Trạng thái'}: ${inv.status === 'paid' ? (en ? 'paid from coin' : 'đã thanh toán bằng xu') : en ? `open, due ${inv.dueDate}` : `chưa thanh toán, hạn ${inv.dueDate}`}`,
          ],
          columns: [
            { header: en ? 'Day' : 'Ngày', width: 12 },
            { header: en ? 'Fee' : 'Loại phí', width: 26 },
            { header: en ? 'Order code' : 'Mã đơn', width: 20 },
            { header: en ? 'Reference' : 'Tham chiếu', width: 24 },
            { header: en ? 'Quantity' : 'Số lượng', width: 12 },
            { header: en ? 'Unit' : 'Đơn vị', width: 10 },
            { header: en ? 'Unit price (VND)' : 'Đơn giá (VND)', width: 16 },
            { header: en ? 'Amount (VND)' : 'Thành tiền (VND)', width: 16 },
            { header: en ? 'Rounding' : 'Làm tròn', width: 16 },
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

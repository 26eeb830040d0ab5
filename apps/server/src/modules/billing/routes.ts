import { BILLING_CALLS, FEE_TYPE_LABELS, type TFeeType } from '@ffm/domain';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { scheduleBilling } from './billing-job.ts';
import { disputeFeeLine } from './dispute.ts';
import { listFeeLines, monthToDate } from './fee-lines.ts';
import { invoiceLineBatches, invoiceOf, listInvoices, payInvoice } from './invoices.ts';
import { listTariffs, saveTariff } from './tariffs.ts';

export const module: TModule = {
  register(app) {
    const c = BILLING_CALLS;
    route(app, c.tariffs, async ({ body, deps }) => listTariffs(deps.db, body.customerId ?? null));
    route(app, c.saveTariff, async ({ scope, body, deps }) => {
      const { customerId, ...rates } = body;
      return saveTariff(deps.db, { ...rates, clientId: customerId ?? null, userId: scope.userId }, scope.lang);
    });
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
    route(app, c.payInvoice, async ({ scope, body, deps }) => {
      const { coinEntryId: _e, clientId: _c, ...inv } = await payInvoice(deps.db, scope, body.id);
      return inv;
    });
    route(app, c.disputeLine, async ({ scope, body, deps }) => disputeFeeLine(deps.db, scope, body));
    if (app.deps.config.jobWorker) app.addHook('onReady', async () => void (await scheduleBilling(app.deps.db)));
  },
};

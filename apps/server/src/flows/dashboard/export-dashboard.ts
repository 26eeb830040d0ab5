import {
  dmy,
  INBOUND_STATUS_LABELS,
  INBOUND_STATUSES,
  labelOf,
  NEAR_EXPIRY_DAYS,
  ORDER_TAB_LABELS,
  ORDER_TABS,
  OUTBOUND_STATUS_LABELS,
  OUTBOUND_STATUSES,
  uiMessagesFor,
  type TDashboard,
  type TLang,
} from '@ffm/domain';

/** The express list's tabs the dashboard counts (ORDER_SEARCH is every status: the total). */
export const DASHBOARD_ORDER_TABS = ORDER_TABS.filter((tab) => tab !== 'ORDER_SEARCH');
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';

/**
 * The dashboard's figures as a workbook, titled with the screen's own labels: an overview sheet (period, order
 * totals, delivery success rate, COD, stock figures, lots near expiry), inbound orders by status, shipping orders
 * by tab group and by day, outbound orders by status, the top SKUs, and the soonest-expiring lots.
 */
export function dashboardSheets(d: TDashboard, lang: TLang): { fileName: string; sheets: TXlsxSheet[] } {
  const t = uiMessagesFor(lang).dashboard;
  const period = t.periodLabel.replace('{{from}}', dmy(d.from)).replace('{{to}}', dmy(d.to));
  const overview: Array<[string, number | string]> = [];
  if (d.inbound) overview.push([t.inbound.total, d.inbound.counts.all ?? 0]);
  if (d.shipping) {
    overview.push([t.shipping.total, d.shipping.counts.all ?? 0], [t.shipping.delivered, d.shipping.delivered], [t.shipping.failed, d.shipping.failed]);
    overview.push([`${t.shipping.successRate} (%)`, d.shipping.successRate === null ? '' : Math.round(d.shipping.successRate * 1000) / 10]);
  }
  if (d.cod) overview.push([t.cod.collected, d.cod.collected], [t.cod.pending, d.cod.pending]);
  if (d.outbound) overview.push([t.outbound.total, d.outbound.counts.all ?? 0]);
  if (d.stock) {
    const s = d.stock;
    overview.push(
      [t.stock.qty, s.qty],
      [t.stock.qtyAllocated, s.qtyAllocated],
      [t.stock.qtyAvailable, s.qtyAvailable],
      [t.stock.qtyDefective, s.qtyDefective],
      [t.stock.qtyLost, s.qtyLost],
      [t.stock.qtyOnHold, s.qtyOnHold],
      [t.stock.skuRows, s.skuRows],
    );
  }
  if (d.nearExpiry) overview.push([t.nearExpiry.total, d.nearExpiry.total]);
  const sheets: TXlsxSheet[] = [
    { name: t.sheets.overview, preface: [period], columns: [{ header: t.columns.figure, width: 36 }, { header: t.columns.value, width: 16 }], rows: overview },
  ];
  // a figure per status (or tab) and its count
  const countsSheet = (name: string, header: string, rows: Array<[string, number]>): TXlsxSheet => ({
    name,
    preface: [period],
    columns: [{ header, width: 28 }, { header: t.columns.count, width: 12 }],
    rows,
  });
  if (d.inbound) {
    const counts = d.inbound.counts;
    sheets.push(countsSheet(t.sheets.inbound, t.columns.status, INBOUND_STATUSES.map((s) => [labelOf(INBOUND_STATUS_LABELS, s, lang), counts[`${s}`] ?? 0])));
  }
  if (d.shipping) {
    const counts = d.shipping.counts;
    sheets.push(countsSheet(t.sheets.shipping, t.columns.tab, DASHBOARD_ORDER_TABS.map((tab) => [labelOf(ORDER_TAB_LABELS, tab, lang), counts[tab] ?? 0])));
    sheets.push({
      name: t.sheets.shippingByDay,
      preface: [period],
      columns: [{ header: t.shipping.day, width: 12 }, ...DASHBOARD_ORDER_TABS.map((tab) => ({ header: labelOf(ORDER_TAB_LABELS, tab, lang), width: 14 })), { header: t.shipping.total, width: 14 }],
      rows: d.shipping.byDay.map((r) => [dmy(r.day), ...DASHBOARD_ORDER_TABS.map((tab) => r.counts[tab] ?? 0), r.counts.all ?? 0]),
    });
  }
  if (d.outbound) {
    const counts = d.outbound.counts;
    sheets.push(countsSheet(t.sheets.outbound, t.columns.status, OUTBOUND_STATUSES.map((s) => [labelOf(OUTBOUND_STATUS_LABELS, s, lang), counts[`${s}`] ?? 0])));
  }
  if (d.topSkus) {
    sheets.push({
      name: t.sheets.topSkus,
      preface: [period, t.topSkus.summary.replace('{{top}}', String(d.topSkus.topCount)).replace('{{skus}}', String(d.topSkus.skuCount)).replace('{{lines}}', String(d.topSkus.lineCount))],
      columns: [{ header: t.columns.sku, width: 18 }, { header: t.columns.name, width: 36 }, { header: t.topSkus.orders, width: 14 }, { header: t.columns.share, width: 18 }],
      rows: d.topSkus.items.map((r) => [r.sku, r.name, r.orders, Math.round(r.cumulativeShare * 1000) / 10]),
    });
  }
  if (d.nearExpiry) {
    sheets.push({
      name: t.sheets.nearExpiry,
      preface: [t.nearExpiry.title.replace('{{days}}', String(NEAR_EXPIRY_DAYS))],
      columns: [
        { header: t.nearExpiry.sku, width: 18 },
        { header: t.nearExpiry.name, width: 36 },
        { header: t.nearExpiry.lot, width: 16 },
        { header: t.nearExpiry.expiryDate, width: 14 },
        { header: t.nearExpiry.qty, width: 10 },
        { header: t.nearExpiry.warehouse, width: 10 },
      ],
      rows: d.nearExpiry.lots.map((l) => [l.sku, l.name, l.lot, l.expiryDate ? dmy(l.expiryDate) : '', l.qty, l.warehouseCode]),
    });
  }
  return { fileName: `tong-quan-${d.from}-${d.to}.xlsx`, sheets };
}

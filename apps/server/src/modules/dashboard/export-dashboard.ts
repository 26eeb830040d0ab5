import { dmy, INBOUND_STATUS_LABELS, INBOUND_STATUSES, labelOf, NEAR_EXPIRY_DAYS, uiMessagesFor, type TDashboard, type TLang } from '@ffm/domain';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';

/**
 * The dashboard's figures as a workbook, titled with the screen's own labels: an overview sheet (period, inbound
 * total, stock figures, lots near expiry), inbound orders by status, and the soonest-expiring lots.
 */
export function dashboardSheets(d: TDashboard, lang: TLang): { fileName: string; sheets: TXlsxSheet[] } {
  const t = uiMessagesFor(lang).dashboard;
  const period = t.periodLabel.replace('{{from}}', dmy(d.from)).replace('{{to}}', dmy(d.to));
  const overview: Array<[string, number | string]> = [];
  if (d.inbound) overview.push([t.inbound.total, d.inbound.counts.all ?? 0]);
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
  if (d.inbound) {
    const counts = d.inbound.counts;
    sheets.push({
      name: t.sheets.inbound,
      preface: [period],
      columns: [{ header: t.columns.status, width: 28 }, { header: t.columns.count, width: 12 }],
      rows: INBOUND_STATUSES.map((s) => [labelOf(INBOUND_STATUS_LABELS, s, lang), counts[`${s}`] ?? 0]),
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

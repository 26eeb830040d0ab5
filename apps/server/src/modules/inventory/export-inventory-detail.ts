import { dmy, dmyHm, labelOf, STOCK_CONDITION_LABELS, uiMessagesFor, ZONE_TYPE_LABELS, type TInventoryDetailFilter, vnDateKey } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { allInventoryDetail } from './list-inventory-detail.ts';

/** Rows an export holds at most; the list screens page beyond that. */
export const INVENTORY_EXPORT_CAP = 50_000;

/** Today as yyyymmdd (Vietnam), for export file names. */
export const exportDay = (): string => vnDateKey(new Date()).replace(/-/g, '');

/** The detail tab as xlsx: the screen's column titles, codes shown by their labels. */
export async function exportInventoryDetail(db: TDbOrTx, scope: TDataScope, f: TInventoryDetailFilter): Promise<{ fileName: string; sheets: TXlsxSheet[] }> {
  const lang = scope.lang;
  const ui = uiMessagesFor(lang).inventory;
  const h = ui.fields;
  const rows = await allInventoryDetail(db, f, scope, INVENTORY_EXPORT_CAP);
  const sheet: TXlsxSheet = {
    name: `${ui.title} - ${ui.tabs.detail}`,
    columns: [
      h.warehouse, h.customer, h.sku, h.mCode, h.sCode, h.name, h.lotNum, h.qty, h.qtyAllocated, h.qtyAvailable,
      h.productionDate, h.expiryDate, h.warehousingDate, h.zoneType, h.condition, h.locations,
    ].map((header) => ({ header })),
    rows: rows.map((r) => [
      r.warehouseCode,
      `${r.customerCode} - ${r.customerName}`,
      r.sku,
      r.mCode,
      r.sCode,
      r.name,
      r.lotNum,
      r.qty,
      r.qtyAllocated,
      r.qtyAvailable,
      dmy(r.productionDate),
      dmy(r.expiryDate),
      dmyHm(r.warehousingDate),
      r.zoneType ? labelOf(ZONE_TYPE_LABELS, r.zoneType, lang) : '',
      labelOf(STOCK_CONDITION_LABELS, r.condition, lang),
      r.locationCodes.join(', '),
    ]),
  };
  return { fileName: `ton-kho-chi-tiet-${exportDay()}.xlsx`, sheets: [sheet] };
}

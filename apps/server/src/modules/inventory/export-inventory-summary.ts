import { uiMessagesFor, type TInventorySummaryFilter } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { exportDay, INVENTORY_EXPORT_CAP } from './export-inventory-detail.ts';
import { allInventorySummary } from './list-inventory-summary.ts';

/** The summary tab as xlsx, with the screen's column titles. */
export async function exportInventorySummary(db: TDbOrTx, scope: TDataScope, f: TInventorySummaryFilter): Promise<{ fileName: string; sheets: TXlsxSheet[] }> {
  const ui = uiMessagesFor(scope.lang).inventory;
  const h = ui.fields;
  const rows = await allInventorySummary(db, f, scope, INVENTORY_EXPORT_CAP);
  const sheet: TXlsxSheet = {
    name: `${ui.title} - ${ui.tabs.summary}`,
    columns: [h.warehouse, h.customer, h.sku, h.mCode, h.sCode, h.name, h.qty, h.qtyAllocated, h.qtyAvailable, h.qtyDefective, h.qtyLost, h.qtyOnHold].map((header) => ({ header })),
    rows: rows.map((r) => [r.warehouseCode, `${r.customerCode} - ${r.customerName}`, r.sku, r.mCode, r.sCode, r.name, r.qty, r.qtyAllocated, r.qtyAvailable, r.qtyDefective, r.qtyLost, r.qtyOnHold]),
  };
  return { fileName: `ton-kho-tong-hop-${exportDay()}.xlsx`, sheets: [sheet] };
}

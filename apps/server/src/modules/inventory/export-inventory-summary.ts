import { uiMessagesFor, type TCellValue, type TInventorySummaryFilter } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { everyPage, exportDay } from './export-inventory-detail.ts';
import { readSummaryPage } from './list-inventory-summary.ts';

/** The summary tab as xlsx, streamed: the screen's column titles, every row (keyset pages, no cap). */
export function exportInventorySummary(db: TDbOrTx, scope: TDataScope, f: TInventorySummaryFilter): { fileName: string; sheets: TXlsxSheet[] } {
  const ui = uiMessagesFor(scope.lang).inventory;
  const h = ui.fields;
  async function* rows(): AsyncGenerator<TCellValue[]> {
    for await (const page of everyPage((paging) => readSummaryPage(db, scope, f, paging))) {
      for (const r of page) {
        yield [r.warehouseCode, `${r.customerCode} - ${r.customerName}`, r.sku, r.mCode, r.sCode, r.name, r.qty, r.qtyAllocated, r.qtyAvailable, r.qtyDefective, r.qtyLost, r.qtyOnHold];
      }
    }
  }
  const sheet: TXlsxSheet = {
    name: `${ui.title} - ${ui.tabs.summary}`,
    columns: [h.warehouse, h.customer, h.sku, h.mCode, h.sCode, h.name, h.qty, h.qtyAllocated, h.qtyAvailable, h.qtyDefective, h.qtyLost, h.qtyOnHold].map((header) => ({ header })),
    rows: rows(),
  };
  return { fileName: `ton-kho-tong-hop-${exportDay()}.xlsx`, sheets: [sheet] };
}

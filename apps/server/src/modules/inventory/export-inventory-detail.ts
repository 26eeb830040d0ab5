import {
  dmy,
  dmyHm,
  labelOf,
  STOCK_CONDITION_LABELS,
  uiMessagesFor,
  ZONE_TYPE_LABELS,
  type TCellValue,
  type TInventoryDetailFilter,
  type TListPaging,
  vnDateKey,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { readDetailPage } from './list-inventory-detail.ts';

/** Rows an export reads per query: the list's keyset order in pages of this size (docs/lists.md). */
export const EXPORT_PAGE = 1000;

/** Today as yyyymmdd (Vietnam), for export file names. */
export const exportDay = (): string => vnDateKey(new Date()).replace(/-/g, '');

/**
 * Every page of a list in its keyset order, EXPORT_PAGE rows at a time, as the writer asks for them: memory
 * stays bounded whatever the row count, so there is no cap.
 */
export async function* everyPage<T>(
  read: (paging: TListPaging) => Promise<{ items: T[]; nextCursor: string | null }>,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  for (;;) {
    const page = await read({ page: 1, pageSize: EXPORT_PAGE, cursor });
    if (page.items.length) yield page.items;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/** The detail tab as xlsx, streamed: the screen's column titles, codes shown by their labels, every row. */
export function exportInventoryDetail(db: TDbOrTx, scope: TDataScope, f: TInventoryDetailFilter): { fileName: string; sheets: TXlsxSheet[] } {
  const lang = scope.lang;
  const ui = uiMessagesFor(lang).inventory;
  const h = ui.fields;
  async function* rows(): AsyncGenerator<TCellValue[]> {
    for await (const page of everyPage((paging) => readDetailPage(db, scope, f, paging))) {
      for (const r of page) {
        yield [
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
        ];
      }
    }
  }
  const sheet: TXlsxSheet = {
    name: `${ui.title} - ${ui.tabs.detail}`,
    columns: [
      h.warehouse, h.customer, h.sku, h.mCode, h.sCode, h.name, h.lotNum, h.qty, h.qtyAllocated, h.qtyAvailable,
      h.productionDate, h.expiryDate, h.warehousingDate, h.zoneType, h.condition, h.locations,
    ].map((header) => ({ header })),
    rows: rows(),
  };
  return { fileName: `ton-kho-chi-tiet-${exportDay()}.xlsx`, sheets: [sheet] };
}

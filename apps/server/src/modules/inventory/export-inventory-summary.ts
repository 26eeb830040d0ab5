import type { TInventorySummaryFilter, TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { INVENTORY_EXPORT_CAP } from './export-inventory-detail.ts';
import { allInventorySummary } from './list-inventory-summary.ts';
import { buildXlsx } from './xlsx-export.ts';

const SUMMARY_HEADERS: Record<TLang, string[]> = {
  vi: ['Kho', 'Khách hàng', 'SKU', 'Mã NSX (mCode)', 'Mã KH (sCode)', 'Tên sản phẩm', 'Tồn kho', 'Đã phân bổ', 'Khả dụng', 'Hàng lỗi', 'Hàng mất', 'Chờ hoàn tất nhập'],
  en: ['Warehouse', 'Customer', 'SKU', 'mCode', 'sCode', 'Name', 'On hand', 'Allocated', 'Available', 'Defective', 'Lost', 'On hold'],
};

export async function exportInventorySummary(db: TDbOrTx, f: TInventorySummaryFilter, clientId: number | null, lang: TLang): Promise<Buffer> {
  const rows = await allInventorySummary(db, f, clientId, INVENTORY_EXPORT_CAP);
  return buildXlsx(
    lang === 'en' ? 'Inventory summary' : 'Ton kho tong hop',
    SUMMARY_HEADERS[lang],
    rows.map((r) => [r.warehouseCode, `${r.customerCode} - ${r.customerName}`, r.sku, r.mCode, r.sCode, r.name, r.qty, r.qtyAllocated, r.qtyAvailable, r.qtyDefective, r.qtyLost, r.qtyOnHold]),
  );
}

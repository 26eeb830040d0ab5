import { labelOf, STOCK_CONDITION_LABELS, type TInventoryDetailFilter, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { allInventoryDetail } from './list-inventory-detail.ts';
import { buildXlsx, dmy, dmyHm } from './xlsx-export.ts';

/** Rows an export holds at most; the list screens page beyond that. */
export const INVENTORY_EXPORT_CAP = 50_000;

const DETAIL_HEADERS: Record<TLang, string[]> = {
  vi: ['Kho', 'Khách hàng', 'SKU', 'Mã NSX (mCode)', 'Mã KH (sCode)', 'Tên sản phẩm', 'Số lô', 'Số lượng', 'Đã phân bổ', 'Khả dụng', 'Ngày sản xuất', 'Hạn sử dụng', 'Ngày nhập kho', 'Loại hàng', 'Tình trạng', 'Vị trí'],
  en: ['Warehouse', 'Customer', 'SKU', 'mCode', 'sCode', 'Name', 'Lot', 'Quantity', 'Allocated', 'Available', 'Production date', 'Expiry date', 'Warehousing date', 'Zone type', 'Condition', 'Locations'],
};

export async function exportInventoryDetail(db: TDbOrTx, f: TInventoryDetailFilter, clientId: number | null, lang: TLang): Promise<Buffer> {
  const rows = await allInventoryDetail(db, f, clientId, INVENTORY_EXPORT_CAP);
  return buildXlsx(
    lang === 'en' ? 'Inventory detail' : 'Ton kho chi tiet',
    DETAIL_HEADERS[lang],
    rows.map((r) => [
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
      r.zoneType ?? '',
      labelOf(STOCK_CONDITION_LABELS, r.condition, lang),
      r.locationCodes.join(', '),
    ]),
  );
}


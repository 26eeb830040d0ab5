import type { TCellValue } from '@ffm/domain';
import { sheetFile } from './uploads.ts';

/** SKU upload files for tests and the bench. */

export const SKU_HEADER = [
  'Mã SKU', 'Mã nhà sản xuất*', 'Mã khách hàng*', 'Tên sản phẩm*', 'Danh mục*', 'Đơn vị tính', 'Tag', 'Mô tả*', 'Quản lý hạn sử dụng',
  'Quản lý ngày sản xuất', 'Khối lượng cả bì (g)*', 'Khối lượng tịnh (g)*', 'Chiều dài (cm)*', 'Chiều rộng (cm)*', 'Chiều cao (cm)*', 'Thể tích (cm³)', 'Ghi chú',
];

/** A SKU row in template order. */
export function skuRow(o: Partial<Record<'sku' | 'mCode' | 'sCode' | 'name' | 'category' | 'unit' | 'tag' | 'description' | 'exp' | 'prod' | 'gross' | 'net' | 'l' | 'w' | 'h' | 'volume' | 'note', TCellValue>>): TCellValue[] {
  return [
    o.sku ?? null, o.mCode ?? null, o.sCode ?? null, o.name ?? 'Sản phẩm thử', o.category ?? 'THOI_TRANG', o.unit ?? 'CAI', o.tag ?? 'upload-test',
    o.description ?? 'Mô tả', o.exp ?? 'Không', o.prod ?? 'Không', o.gross ?? 250, o.net ?? 200, o.l ?? 30, o.w ?? 20, o.h ?? 2.5, o.volume ?? null, o.note ?? null,
  ];
}

/** The file: rows 2, 4 and 6 valid; rows 3 and 5 invalid. */
export function threeGoodTwoBad(): Buffer {
  return sheetFile([
    SKU_HEADER,
    skuRow({ sku: 'UP_01', mCode: 'UPM_01', sCode: 'UPS_01', name: 'Áo khoác gió', category: 'Thời trang', unit: 'Cái', exp: 'Có' }),
    skuRow({ sku: 'UP_02', mCode: 'UPM_02', sCode: 'UPS_02', gross: 0, description: '' }),
    skuRow({ mCode: 'UPM_03', sCode: 'UPS_03', name: 'Nồi cơm điện', category: 'đồ gia dụng', unit: 'hop' }),
    skuRow({ sku: 'UP-05', mCode: 'UPM_05', sCode: 'UPS_05', category: 'XYZ' }),
    skuRow({ sku: 'UP_06', mCode: 'UPM_06', sCode: 'UPS_06', gross: '300', net: '250', l: '10.5', prod: 'x' }),
  ]);
}

/** A file of n valid SKU rows with codes `${prefix}_<i>` (the bench's and the concurrency tests'). */
export function bulkSkuFile(n: number, prefix: string): Buffer {
  const rows: TCellValue[][] = [SKU_HEADER];
  for (let i = 0; i < n; i++) {
    rows.push(
      skuRow({
        sku: `${prefix}_${i}`,
        mCode: `${prefix}M_${i}`,
        sCode: `${prefix}S_${i}`,
        name: `Sản phẩm số ${i} - áo thun cotton`,
        category: i % 2 === 0 ? 'THOI_TRANG' : 'Sách',
        unit: i % 3 === 0 ? 'CAI' : 'Hộp',
        gross: 100 + (i % 900),
        net: 90,
        l: 10 + (i % 50),
        w: 20,
        h: 2.5,
        tag: 'bulk',
        description: `Mô tả sản phẩm ${i}`,
      }),
    );
  }
  return sheetFile(rows);
}

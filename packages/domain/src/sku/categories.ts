import type { TLabel } from '../common/labels.ts';

/** SPEC §3 product categories. Codes are stored; never rename one, add a new code instead. */
export const SKU_CATEGORY_CODES = [
  'NGUYEN_LIEU', 'VAN_PHONG_PHAM', 'TIVI_AM_THANH', 'THIET_BI_SO', 'THIET_BI_IT', 'THE_THAO', 'THOI_TRANG', 'SACH',
  'QUA_TANG', 'NHA_CUA', 'ME_VA_BE', 'MAY_ANH', 'LAPTOP_PC', 'LAM_DEP', 'GIA_DUNG', 'BACH_HOA', 'DIEN_THOAI',
  'DIEN_LANH', 'KHAC',
] as const;
export type TSkuCategory = (typeof SKU_CATEGORY_CODES)[number];

export const SKU_CATEGORY_LABELS: Record<TSkuCategory, TLabel> = {
  NGUYEN_LIEU: { vi: 'Nguyên vật liệu', en: 'Raw materials' },
  VAN_PHONG_PHAM: { vi: 'Văn phòng phẩm', en: 'Stationery' },
  TIVI_AM_THANH: { vi: 'Tivi - Thiết bị âm thanh', en: 'TV and audio' },
  THIET_BI_SO: { vi: 'Thiết bị số - Phụ kiện số', en: 'Digital devices and accessories' },
  THIET_BI_IT: { vi: 'Thiết bị IT', en: 'IT equipment' },
  THE_THAO: { vi: 'Thể thao - Dã ngoại', en: 'Sports and outdoors' },
  THOI_TRANG: { vi: 'Thời trang', en: 'Fashion' },
  SACH: { vi: 'Sách', en: 'Books' },
  QUA_TANG: { vi: 'Quà tặng - Lưu niệm', en: 'Gifts and souvenirs' },
  NHA_CUA: { vi: 'Nhà cửa - Đời sống', en: 'Home and living' },
  ME_VA_BE: { vi: 'Mẹ và bé', en: 'Mother and baby' },
  MAY_ANH: { vi: 'Máy ảnh - Máy quay phim', en: 'Cameras' },
  LAPTOP_PC: { vi: 'Laptop - Máy vi tính', en: 'Laptops and PCs' },
  LAM_DEP: { vi: 'Làm đẹp - Sức khoẻ', en: 'Beauty and health' },
  GIA_DUNG: { vi: 'Đồ gia dụng', en: 'Household goods' },
  BACH_HOA: { vi: 'Bách hoá - Thực phẩm', en: 'Grocery' },
  DIEN_THOAI: { vi: 'Điện thoại - Máy tính bảng', en: 'Phones and tablets' },
  DIEN_LANH: { vi: 'Điện lạnh', en: 'Cooling appliances' },
  KHAC: { vi: 'Khác', en: 'Other' },
};

export function isSkuCategory(v: unknown): v is TSkuCategory {
  return typeof v === 'string' && (SKU_CATEGORY_CODES as readonly string[]).includes(v);
}

export const DEFAULT_UNIT = 'STANDARD';

/** Default units; a tenant's master data may add more, which is why validation takes the list as an option. */
export const SKU_UNIT_CODES = [
  'STANDARD', 'CAI', 'CHIEC', 'HOP', 'THUNG', 'BO', 'GOI', 'CHAI', 'LON', 'TUI', 'CUON', 'DOI', 'TAM', 'KG', 'LIT', 'MET',
] as const;
export type TSkuUnit = (typeof SKU_UNIT_CODES)[number];

export const SKU_UNIT_LABELS: Record<TSkuUnit, TLabel> = {
  STANDARD: { vi: 'Tiêu chuẩn', en: 'Standard' },
  CAI: { vi: 'Cái', en: 'Piece' },
  CHIEC: { vi: 'Chiếc', en: 'Item' },
  HOP: { vi: 'Hộp', en: 'Box' },
  THUNG: { vi: 'Thùng', en: 'Carton' },
  BO: { vi: 'Bộ', en: 'Set' },
  GOI: { vi: 'Gói', en: 'Pack' },
  CHAI: { vi: 'Chai', en: 'Bottle' },
  LON: { vi: 'Lon', en: 'Can' },
  TUI: { vi: 'Túi', en: 'Bag' },
  CUON: { vi: 'Cuộn', en: 'Roll' },
  DOI: { vi: 'Đôi', en: 'Pair' },
  TAM: { vi: 'Tấm', en: 'Sheet' },
  KG: { vi: 'Kilôgam', en: 'Kilogram' },
  LIT: { vi: 'Lít', en: 'Litre' },
  MET: { vi: 'Mét', en: 'Metre' },
};

export function isSkuUnit(v: unknown): v is TSkuUnit {
  return typeof v === 'string' && (SKU_UNIT_CODES as readonly string[]).includes(v);
}

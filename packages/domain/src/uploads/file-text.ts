import type { TLabel } from '../common/labels.ts';
import type { TLang } from '../errors/catalogue.ts';

/**
 * Texts of the files the server writes (templates, invalid-row files, exports): sheet names, file names and the
 * headers that are not field labels. The server reads them by key in the caller's language; it holds no text of
 * its own (DESIGN §3).
 */
export const FILE_TEXT = {
  dataSheet: { vi: 'Dữ liệu', en: 'Data' },
  invalidRowsSheet: { vi: 'Dòng lỗi', en: 'Invalid rows' },
  invalidRowsFile: { vi: 'dong-loi', en: 'invalid-rows' },
  errorsColumn: { vi: 'Lỗi', en: 'Errors' },
  code: { vi: 'Mã', en: 'Code' },
  name: { vi: 'Tên', en: 'Name' },
  categoriesSheet: { vi: 'Danh mục', en: 'Categories' },
  unitsSheet: { vi: 'Đơn vị tính', en: 'Units' },
  yes: { vi: 'Có', en: 'Yes' },
  no: { vi: 'Không', en: 'No' },
  skuTemplateFile: { vi: 'mau-tai-len-san-pham', en: 'product-upload-template' },
  sizeWeightTemplateFile: { vi: 'mau-cap-nhat-kich-thuoc-khoi-luong', en: 'size-weight-template' },
  inboundTemplateFile: { vi: 'mau-don-nhap', en: 'inbound-template' },
  returnInboundTemplateFile: { vi: 'mau-don-nhap-hoan', en: 'return-inbound-template' },
  outboundTemplateFile: { vi: 'mau-don-xuat', en: 'outbound-template' },
  skuExportFile: { vi: 'danh-sach-san-pham', en: 'products' },
  skuExportSheet: { vi: 'Sản phẩm', en: 'Products' },
  categoryName: { vi: 'Tên danh mục', en: 'Category name' },
  volumetricWeight: { vi: 'Khối lượng quy đổi (g)', en: 'Volumetric weight (g)' },
  createdAt: { vi: 'Ngày tạo', en: 'Created at' },
  codExportSheet: { vi: 'Don hang', en: 'Orders' },
  codOrderCode: { vi: 'Mã đơn hàng', en: 'Order code' },
  codAmount: { vi: 'Tiền thu hộ (VND)', en: 'COD (VND)' },
  codFee: { vi: 'Phí COD (VND)', en: 'COD fee (VND)' },
  codNet: { vi: 'Thực nhận (VND)', en: 'Net (VND)' },
  codCollectedAt: { vi: 'Thời gian thu', en: 'Collected at' },
  invoiceSheet: { vi: 'Hoa don', en: 'Invoice' },
  invoiceTotals: {
    vi: 'Hóa đơn {month} · Cộng tiền dịch vụ: {subtotal} · Thuế suất GTGT: {vatRate}% · Tiền thuế GTGT: {vatAmount} · Tổng cộng: {total} VND',
    en: 'Invoice {month} · Subtotal: {subtotal} · VAT rate: {vatRate}% · VAT: {vatAmount} · Total: {total} VND',
  },
  invoicePaid: { vi: 'Trạng thái: đã thanh toán bằng xu', en: 'Status: paid from coin' },
  invoiceOpen: { vi: 'Trạng thái: chưa thanh toán, hạn {due}', en: 'Status: open, due {due}' },
  invoiceDay: { vi: 'Ngày', en: 'Day' },
  invoiceFee: { vi: 'Loại phí', en: 'Fee' },
  invoiceOrderCode: { vi: 'Mã đơn', en: 'Order code' },
  invoiceRef: { vi: 'Tham chiếu', en: 'Reference' },
  invoiceQuantity: { vi: 'Số lượng', en: 'Quantity' },
  invoiceUnit: { vi: 'Đơn vị', en: 'Unit' },
  invoiceUnitPrice: { vi: 'Đơn giá (VND)', en: 'Unit price (VND)' },
  invoiceAmount: { vi: 'Thành tiền (VND)', en: 'Amount (VND)' },
  invoiceRounding: { vi: 'Làm tròn', en: 'Rounding' },
  returnsExportSheet: { vi: 'Hàng hoàn', en: 'Returns' },
  rowsCapped: {
    vi: 'Tệp chỉ gồm {shown} dòng đầu tiên trong {total} dòng khớp bộ lọc. Hãy lọc hẹp hơn để xuất phần còn lại.',
    en: 'This file holds the first {shown} of {total} matching rows. Narrow the filters to export the rest.',
  },
} as const satisfies Record<string, TLabel>;

/** Column headers of the returns export, one per column in each language. */
export const RETURNS_EXPORT_HEADERS: Readonly<Record<TLang, readonly string[]>> = {
  vi: ['Mã phiếu hoàn', 'Thời gian nhận', 'Kho', 'Nguồn', 'Mã đơn', 'SKU', 'Tên sản phẩm', 'Số lượng', 'Lý do', 'Xử lý', 'Vị trí', 'Ghi chú', 'Số ảnh'],
  en: ['Return code', 'Received at', 'Warehouse', 'Source', 'Order code', 'SKU', 'Product name', 'Quantity', 'Reason', 'Disposition', 'Location', 'Note', 'Photos'],
};

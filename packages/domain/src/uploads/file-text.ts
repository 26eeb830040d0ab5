import type { TLabel } from '../common/labels.ts';

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
  rowsCapped: {
    vi: 'Tệp chỉ gồm {shown} dòng đầu tiên trong {total} dòng khớp bộ lọc. Hãy lọc hẹp hơn để xuất phần còn lại.',
    en: 'This file holds the first {shown} of {total} matching rows. Narrow the filters to export the rest.',
  },
} as const satisfies Record<string, TLabel>;

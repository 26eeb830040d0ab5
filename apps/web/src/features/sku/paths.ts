/** The SKU area's paths (SPEC §2, Vietnamese as written). */
export const SKU_PATHS = {
  create: '/san-pham/tao-moi-san-pham',
  detail: '/san-pham/chi-tiet-san-pham',
  list: '/san-pham/danh-sach-san-pham',
  stock: '/san-pham/ton-kho',
  upload: '/san-pham/upload',
  customerUpload: '/san-pham/upload-san-pham-khach-hang',
  customerFileDetail: '/san-pham/chi-tiet-file-excel-khach-hang',
  fileDetail: '/san-pham/chi-tiet-don-excel',
  sizeWeight: '/san-pham/upload-kich-thuoc-khoi-luong',
  toolSizeWeight: '/cong-cu/upload-kich-thuoc-khoi-luong',
} as const;

export function skuDetailPath(id: number): string {
  return `${SKU_PATHS.detail}?id=${id}`;
}

/** An uploaded file's detail: the client's own, or (provider staff) a customer's. */
export function fileDetailPath(fileId: number, customerId: number | null): string {
  return customerId ? `${SKU_PATHS.customerFileDetail}?id=${fileId}&customerId=${customerId}` : `${SKU_PATHS.fileDetail}?id=${fileId}`;
}

/** A positive integer query parameter, or null. */
export function idParam(v: string | null): number | null {
  if (!v || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

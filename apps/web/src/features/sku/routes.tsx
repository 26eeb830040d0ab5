import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts, loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['sku'];

/**
 * The SKU area (SPEC §2). Each page is granted by a menu entry (`handle.menuKey`, see packages/domain MENU):
 * detail pages by the entry of the list they come from. The server checks every call as well.
 */
export const routes: RouteObject[] = [
  {
    path: '/san-pham/danh-sach-san-pham',
    handle: { menuKey: 'skuList' },
    lazy: async () => ({ Component: (await import('./routes/sku-list-page.tsx')).SkuListPage }),
  },
  {
    path: '/san-pham/tao-moi-san-pham',
    handle: { menuKey: 'skuCreate' },
    lazy: async () => ({ Component: (await import('./routes/sku-create-page.tsx')).SkuCreatePage }),
  },
  {
    path: '/san-pham/chi-tiet-san-pham',
    handle: { menuKey: 'skuList' },
    lazy: async () => ({ Component: (await import('./routes/sku-detail-page.tsx')).SkuDetailPage }),
  },
  {
    path: '/san-pham/ton-kho',
    handle: { menuKey: 'skuStock' },
    lazy: async () => ({ Component: (await import('./routes/sku-stock-page.tsx')).SkuStockPage }),
  },
  {
    path: '/san-pham/upload',
    handle: { menuKey: 'skuUpload' },
    lazy: async () => ({ Component: (await import('./routes/sku-upload-page.tsx')).SkuUploadPage }),
  },
  {
    path: '/san-pham/upload-san-pham-khach-hang',
    handle: { menuKey: 'skuCustomerUpload' },
    lazy: async () => ({ Component: (await import('./routes/sku-customer-upload-page.tsx')).SkuCustomerUploadPage }),
  },
  {
    // the client's uploaded files (SKU and size/weight); the server scopes each kind by its permission
    path: '/san-pham/chi-tiet-don-excel',
    lazy: async () => ({ Component: (await import('./routes/upload-file-detail-page.tsx')).UploadFileDetailPage }),
  },
  {
    path: '/san-pham/chi-tiet-file-excel-khach-hang',
    handle: { menuKey: 'skuCustomerUpload' },
    lazy: async () => ({ Component: (await import('./routes/upload-file-detail-page.tsx')).CustomerFileDetailPage }),
  },
  {
    path: '/san-pham/upload-kich-thuoc-khoi-luong',
    handle: { menuKey: 'skuSizeWeight' },
    lazy: async () => ({ Component: (await import('./routes/size-weight-page.tsx')).SizeWeightPage }),
  },
  {
    path: '/cong-cu/upload-kich-thuoc-khoi-luong',
    handle: { menuKey: 'toolSizeWeight' },
    lazy: async () => ({ Component: (await import('./routes/size-weight-page.tsx')).ToolSizeWeightPage }),
  },
];

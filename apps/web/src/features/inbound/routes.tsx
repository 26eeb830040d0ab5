import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (sku: the shared upload flow's texts, `sku.uploadFlow`), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['inbound', 'sku'];

/**
 * The inbound area (SPEC §2). Client pages are granted by their menu entry; the customer inbound pages are
 * provider staff's (menu entry `customerInbound`), as is the receiving console with the warehouse console's texts.
 */
export const routes: RouteObject[] = [
  {
    path: '/nhap-hang/danh-sach-don-nhap',
    handle: { menuKey: 'inboundList' },
    lazy: async () => ({ Component: (await import('./routes/inbound-list-page.tsx')).InboundListPage }),
  },
  {
    path: '/nhap-hang/chi-tiet-don-nhap-hang',
    handle: { menuKey: 'inboundList' },
    lazy: async () => ({ Component: (await import('./routes/inbound-detail-page.tsx')).InboundDetailPage }),
  },
  {
    path: '/nhap-hang/tao-don-nhap',
    handle: { menuKey: 'inboundCreate' },
    lazy: async () => ({ Component: (await import('./routes/inbound-create-page.tsx')).InboundCreatePage }),
  },
  {
    path: '/nhap-hang/tao-don-hang-tra',
    handle: { menuKey: 'inboundReturn' },
    lazy: async () => ({ Component: (await import('./routes/inbound-return-page.tsx')).InboundReturnPage }),
  },
  {
    path: '/nhap-hang/lich-su-dong-bo',
    handle: { menuKey: 'inboundSyncHistory' },
    lazy: async () => ({ Component: (await import('./routes/sync-history-page.tsx')).SyncHistoryPage }),
  },
  {
    path: '/nhap-hang/danh-sach-don-nhap-cua-khach',
    handle: { menuKey: 'customerInbound' },
    lazy: async () => ({ Component: (await import('./routes/customer-inbound-list-page.tsx')).CustomerInboundListPage }),
  },
  {
    path: '/nhap-hang/chi-tiet-don-nhap-cua-khach',
    handle: { menuKey: 'customerInbound' },
    lazy: async () => ({ Component: (await import('./routes/inbound-detail-page.tsx')).CustomerInboundDetailPage }),
  },
  // Excel upload on the shared upload flow (DESIGN §6)
  {
    path: '/nhap-hang/len-don-nhap',
    handle: { menuKey: 'inboundUpload' },
    lazy: async () => ({ Component: (await import('./routes/inbound-upload-page.tsx')).InboundUploadPage }),
  },
  {
    path: '/nhap-hang/upload-don-nhap-hang',
    handle: { menuKey: 'inboundUploadHistory' },
    lazy: async () => ({ Component: (await import('./routes/upload-history-page.tsx')).UploadHistoryPage }),
  },
  {
    path: '/nhap-hang/chi-tiet-file-nhap-hang',
    handle: { menuKey: 'inboundUploadHistory' },
    lazy: async () => ({ Component: (await import('./routes/upload-file-page.tsx')).UploadFilePage }),
  },
  {
    path: '/nhap-hang/chi-tiet-don-excel',
    handle: { menuKey: 'inboundUploadHistory' },
    lazy: async () => ({ Component: (await import('./routes/excel-order-page.tsx')).ExcelOrderPage }),
  },
  {
    path: '/ffm/app/inbound/upload-review',
    handle: { menuKey: 'inboundUpload' },
    lazy: async () => ({ Component: (await import('./routes/upload-review-page.tsx')).UploadReviewPage }),
  },
  {
    path: '/ffm/app/inbound/create',
    handle: { menuKey: 'inboundUpload' },
    lazy: async () => ({ Component: (await import('./routes/upload-create-page.tsx')).UploadCreatePage }),
  },
  {
    path: '/kho/nhan-hang',
    handle: { menuKey: 'receiving', catalogues: ['ops'] },
    lazy: async () => ({ Component: (await import('./routes/receiving-page.tsx')).ReceivingPage }),
  },
];

import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (sku: the shared upload flow's texts), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['outbound', 'sku'];

/** The outbound area (SPEC §2): the client's pages by their menu entry; the customer pages and the warehouse work for provider staff. */
export const routes: RouteObject[] = [
  {
    path: '/xuat-hang/danh-sach-don-xuat',
    handle: { menuKey: 'outboundList' },
    lazy: async () => ({ Component: (await import('./routes/outbound-list-page.tsx')).OutboundListPage }),
  },
  {
    path: '/xuat-hang/chi-tiet-don-xuat-hang',
    handle: { menuKey: 'outboundList' },
    lazy: async () => ({ Component: (await import('./routes/outbound-detail-page.tsx')).OutboundDetailPage }),
  },
  {
    path: '/xuat-hang/tao-don-xuat',
    handle: { menuKey: 'outboundCreate' },
    lazy: async () => ({ Component: (await import('./routes/outbound-create-page.tsx')).OutboundCreatePage }),
  },
  {
    path: '/xuat-hang/lich-su-dong-bo',
    handle: { menuKey: 'outboundSyncHistory' },
    lazy: async () => ({ Component: (await import('./routes/sync-history-page.tsx')).OutboundSyncHistoryPage }),
  },
  {
    path: '/xuat-hang/danh-sach-don-xuat-khach-hang',
    handle: { menuKey: 'customerOutbound' },
    lazy: async () => ({ Component: (await import('./routes/outbound-list-page.tsx')).CustomerOutboundListPage }),
  },
  {
    path: '/xuat-hang/chi-tiet-don-xuat-khach-hang',
    handle: { menuKey: 'customerOutbound' },
    lazy: async () => ({ Component: (await import('./routes/outbound-detail-page.tsx')).CustomerOutboundDetailPage }),
  },
  {
    path: '/xuat-hang/len-don-xuat',
    handle: { menuKey: 'outboundUpload' },
    lazy: async () => ({ Component: (await import('./routes/outbound-upload-page.tsx')).OutboundUploadPage }),
  },
  {
    path: '/xuat-hang/chi-tiet-don-excel',
    handle: { menuKey: 'outboundUpload' },
    lazy: async () => ({ Component: (await import('./routes/outbound-upload-page.tsx')).OutboundUploadFilePage }),
  },
  {
    path: '/admin/len-don-xuat',
    handle: { menuKey: 'adminOutboundUpload' },
    lazy: async () => ({ Component: (await import('./routes/outbound-upload-page.tsx')).AdminOutboundUploadPage }),
  },
  {
    path: '/admin/chi-tiet-file-xuat',
    handle: { menuKey: 'adminOutboundUpload' },
    lazy: async () => ({ Component: (await import('./routes/outbound-upload-page.tsx')).AdminOutboundUploadFilePage }),
  },
  {
    path: '/kho/xuat-hang',
    handle: { menuKey: 'outboundWork' },
    lazy: async () => ({ Component: (await import('./routes/outbound-work-page.tsx')).OutboundWorkPage }),
  },
  {
    path: '/kho/lay-hang-theo-dot',
    handle: { menuKey: 'wavePick', catalogues: ['ops'] },
    lazy: async () => ({ Component: (await import('./routes/wave-pick-page.tsx')).WavePickPage }),
  },
];

import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts, loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['shipping'];

/**
 * Express shipping orders: the shop's screens, its express settings (the server's shipping module keeps them; their
 * texts are still in the money catalogue) and the provider's courier console (routes of our own).
 */
export const routes: RouteObject[] = [
  { path: '/van-don/danh-sach', handle: { menuKey: 'shippingList' }, lazy: async () => ({ Component: (await import('./routes/shipping-list-page.tsx')).ShippingListPage }) },
  { path: '/van-don/tao-don', handle: { menuKey: 'shippingCreate' }, lazy: async () => ({ Component: (await import('./routes/shipping-create-page.tsx')).ShippingCreatePage }) },
  { path: '/van-don/chi-tiet', handle: { menuKey: 'shippingList' }, lazy: async () => ({ Component: (await import('./routes/shipping-detail-page.tsx')).ShippingDetailPage }) },
  { path: '/van-don/van-hanh', handle: { menuKey: 'shippingCourier' }, lazy: async () => ({ Component: (await import('./routes/courier-console-page.tsx')).CourierConsolePage }) },
  {
    path: '/van-don/chi-tiet-khach',
    handle: { menuKey: 'shippingCourier' },
    lazy: async () => ({ Component: (await import('./routes/shipping-detail-page.tsx')).CustomerShippingDetailPage }),
  },
  { path: '/van-don/webhook', handle: { menuKey: 'shippingWebhook' }, lazy: async () => ({ Component: (await import('./routes/webhook-page.tsx')).WebhookPage }) },
  { path: '/van-don/bang-gia', handle: { menuKey: 'shippingTariff' }, lazy: async () => ({ Component: (await import('./routes/tariff-page.tsx')).TariffPage }) },
  { path: '/cong-cu/in-tem', handle: { menuKey: 'labelPrint' }, lazy: async () => ({ Component: (await import('./routes/label-print-page.tsx')).LabelPrintPage }) },
  // a station's QR link: the create form for a parcel handed in at that station (/create/station/:token, SPEC §2,
  // is the sign-in deep link of the auth area, which lands on the create form)
  { path: '/van-don/gui-tai-buu-cuc/:token', handle: { menuKey: 'shippingCreate' }, lazy: async () => ({ Component: (await import('./routes/station-create-page.tsx')).StationCreatePage }) },
  {
    path: '/cua-hang/cai-dat-giao-hang',
    handle: { menuKey: 'expressSettings', catalogues: ['money'] },
    lazy: async () => ({ Component: (await import('./routes/express-settings-page.tsx')).ExpressSettingsPage }),
  },
  // the public tracking page: no sign-in, the link's token is the key
  { path: '/tra-cuu-van-don', handle: { public: true }, lazy: async () => ({ Component: (await import('./routes/tracking-page.tsx')).TrackingPage }) },
  { path: '/van-don/webhook', handle: { menuKey: 'shippingWebhook' }, lazy: async () => ({ Component: (await import('./routes/webhook-page.tsx')).WebhookPage }) },
  { path: '/van-don/bang-gia', handle: { menuKey: 'shippingTariff' }, lazy: async () => ({ Component: (await import('./routes/tariff-page.tsx')).TariffPage }) },
  { path: '/cong-cu/in-tem', handle: { menuKey: 'labelPrint' }, lazy: async () => ({ Component: (await import('./routes/label-print-page.tsx')).LabelPrintPage }) },
  // a station's QR link: the create form for a parcel handed in at that station (/create/station/:token, SPEC §2,
  // is the sign-in deep link of the auth area, which lands on the create form)
  { path: '/van-don/gui-tai-buu-cuc/:token', handle: { menuKey: 'shippingCreate' }, lazy: async () => ({ Component: (await import('./routes/station-create-page.tsx')).StationCreatePage }) },
  // the public tracking page: no sign-in, the link's token is the key
  { path: '/tra-cuu-van-don', handle: { public: true }, lazy: async () => ({ Component: (await import('./routes/tracking-page.tsx')).TrackingPage }) },
];

import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (still in the money catalogue), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['money'];

/** Provider staff's SMS outbox: the messages (OTP codes) the default SMS adapter kept instead of sending them. */
export const routes: RouteObject[] = [
  { path: '/kho/tin-nhan-sms', handle: { menuKey: 'smsOutbox' }, lazy: async () => ({ Component: (await import('./routes/sms-outbox-page.tsx')).SmsOutboxPage }) },
];

import { sessionStore } from './storage.ts';

const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari|webOS/i;
const MOBILE_ACK_KEY = 'mobile-ack';

/** Phones (not tablets, which have room for the tables) get the /mobile page first. */
export function isMobileUserAgent(ua: string = navigator.userAgent): boolean {
  return MOBILE_UA.test(ua);
}

/** The user chose to continue on the phone: don't send them to /mobile again in this tab. */
export function acknowledgeMobile(): void {
  sessionStore.set(MOBILE_ACK_KEY, '1');
}

export function shouldShowMobilePage(): boolean {
  return isMobileUserAgent() && sessionStore.get(MOBILE_ACK_KEY) !== '1';
}

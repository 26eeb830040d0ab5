import { boundAntd } from './antd-bridge.ts';
import { i18n } from './i18n.ts';
import { toast } from './toast.ts';

const NOTICE_KEY = 'network-status';

let banner: HTMLElement | null = null;

/**
 * Outside the shell (sign-in pages) antd's notification is not loaded, and offline it cannot be fetched:
 * a small banner of plain DOM says it instead.
 */
function showBanner(): void {
  if (banner) return;
  banner = document.createElement('div');
  banner.className = 'offline-notice offline-banner';
  banner.setAttribute('role', 'alert');
  const title = document.createElement('strong');
  title.textContent = i18n.t('network.offlineTitle');
  const text = document.createElement('span');
  text.textContent = i18n.t('network.offline');
  banner.append(title, text);
  document.body.appendChild(banner);
}

function hideBanner(): void {
  banner?.remove();
  banner = null;
}

/**
 * SPEC §2: going offline or online shows a notice, on every page. Offline stays up until the network is
 * back. In the shell it is antd's notification; elsewhere a plain banner (nothing to download offline).
 */
export function watchNetwork(): void {
  const onOffline = () => {
    const antd = boundAntd();
    if (!antd) {
      showBanner();
      return;
    }
    antd.notification.warning({
      key: NOTICE_KEY,
      title: i18n.t('network.offlineTitle'),
      description: i18n.t('network.offline'),
      duration: false,
      placement: 'bottomRight',
      role: 'alert',
      className: 'offline-notice',
    });
  };
  const onOnline = () => {
    hideBanner();
    boundAntd()?.notification.destroy(NOTICE_KEY);
    toast.success(i18n.t('network.online'), NOTICE_KEY);
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  if (!navigator.onLine) onOffline();
}

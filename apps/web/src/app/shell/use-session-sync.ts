import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { applyLanguage, currentLang } from '../../lib/i18n.ts';
import { session, useSessionToken } from '../../lib/session.ts';
import { currentShopOf, MENU_LIST_KEY, USER_INFO_KEY, type TUserInfo } from '../../lib/user-info.ts';

/**
 * Keeps the browser in step with the account once user info arrives: the stored shop (the server's choice
 * when none or one the user lost) and the language stored on the account. The UI texts are the web's own, one
 * catalogue per area loaded with its routes (lib/i18n.ts): nothing here fetches every area's texts.
 */
export function useSessionSync(info: TUserInfo | undefined): void {
  const queryClient = useQueryClient();
  const token = useSessionToken();

  useEffect(() => {
    if (!info) return;
    const stored = session.getShopId();
    const shopId = currentShopOf(info, stored);
    if (shopId !== stored) {
      // the answers already fetched are those of this shop: reuse them under the new keys, no refetch
      queryClient.setQueryData([...USER_INFO_KEY, token, shopId], info);
      const menu: unknown = queryClient.getQueryData([...MENU_LIST_KEY, token, stored]);
      if (menu) queryClient.setQueryData([...MENU_LIST_KEY, token, shopId], menu);
      session.setShopId(shopId);
    }
  }, [info, queryClient, token]);

  const accountLang = info?.user.language;
  useEffect(() => {
    if (accountLang && accountLang !== currentLang()) void applyLanguage(accountLang);
  }, [accountLang]);
}

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isSuccess } from '../../lib/api.ts';
import { applyLanguage, currentLang, mergeServerMessages } from '../../lib/i18n.ts';
import { session, useSessionToken } from '../../lib/session.ts';
import { currentShopOf, MENU_LIST_KEY, USER_INFO_KEY, type TUserInfo } from '../../lib/user-info.ts';
import { useTranslation } from 'react-i18next';

const LOCALIZATION_PATH = '/ffm/localization';

/**
 * Keeps the browser in step with the account once user info arrives: the stored shop (the server's choice
 * when none or one the user lost), the language stored on the account, and the server's UI texts.
 */
export function useSessionSync(info: TUserInfo | undefined): void {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const { i18n } = useTranslation();

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

  // after sign-in the server's catalogue refreshes the bundled one; failures are only logged
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const localization = useQuery({
    queryKey: ['session', 'localization', lang],
    queryFn: async () => {
      const env = await api.get<{ lang: string; messages: unknown }>(LOCALIZATION_PATH, { lang }, { quiet: true });
      if (!isSuccess(LOCALIZATION_PATH, env)) {
        console.warn(`localization ${lang}: ${env.code} ${env.message}`);
        return null;
      }
      return env.data;
    },
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (localization.data) mergeServerMessages(lang, localization.data.messages);
  }, [lang, localization.data]);
}

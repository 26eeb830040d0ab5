import type { TLang } from '@ffm/domain';
import { applyLanguage } from './i18n.ts';
import { session } from './session.ts';

/**
 * Switches the language at once (texts, antd locale, dayjs) and, when signed in, stores it on the account
 * (save-language.ts, loaded then: the sign-in pages that offer the switch stay without the API contracts).
 */
export async function switchLanguage(lang: TLang): Promise<void> {
  await applyLanguage(lang);
  if (session.getToken() === null) return;
  const { saveLanguage } = await import('./save-language.ts');
  await saveLanguage(lang);
}

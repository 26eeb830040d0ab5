import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN_MESSAGES, VI_MESSAGES, type TLang } from '@ffm/domain';
import { storage } from './storage.ts';

export type { TLang };

const LANG_KEY = 'lang';

/** Vietnamese by default; English only when the stored language is `en` (SPEC intro). */
export function storedLang(): TLang {
  return storage.get(LANG_KEY) === 'en' ? 'en' : 'vi';
}

export const i18n: TI18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // both catalogues are bundled, so the first paint is already in the right language
  resources: { vi: { translation: VI_MESSAGES }, en: { translation: EN_MESSAGES } },
  lng: storedLang(),
  fallbackLng: 'vi',
  supportedLngs: ['vi', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  // re-render when the localization call adds texts
  react: { bindI18nStore: 'added' },
});

function syncSideEffects(lang: TLang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
syncSideEffects(storedLang());

export function currentLang(): TLang {
  return i18n.language === 'en' ? 'en' : 'vi';
}

/** Switches the UI language locally: i18next (dayjs follows it, see dayjs-setup), <html lang>, the stored choice. */
export async function applyLanguage(lang: TLang): Promise<void> {
  storage.set(LANG_KEY, lang);
  syncSideEffects(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Texts served by the localization call override the bundled ones (a deployed web gets corrected texts). */
export function mergeServerMessages(lang: TLang, messages: unknown): void {
  if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) return;
  i18n.addResourceBundle(lang, 'translation', messages, true, true);
}

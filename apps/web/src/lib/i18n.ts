import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_CATALOGUES, type TLang, type TUiCatalogue } from '@ffm/domain';
import { storage } from './storage.ts';

export type { TLang, TUiCatalogue };

const LANG_KEY = 'lang';

/** Vietnamese by default; English only when the stored language is `en` (SPEC intro). */
export function storedLang(): TLang {
  return storage.get(LANG_KEY) === 'en' ? 'en' : 'vi';
}

export const i18n: TI18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // no texts bundled: each part of the catalogue is a chunk of its own, added by loadCatalogues
  resources: {},
  partialBundledLanguages: true,
  lng: storedLang(),
  fallbackLng: 'vi',
  supportedLngs: ['vi', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  // re-render when a part of the catalogue or the localization call adds texts
  react: { bindI18nStore: 'added' },
});

function syncSideEffects(lang: TLang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
syncSideEffects(storedLang());

/** The parts the app has needed so far: a language switch loads them all in the new language first. */
const needed = new Set<TUiCatalogue>();
const loads = new Map<string, Promise<void>>();
/** The language being switched to (parts asked for during a switch load in it). */
let targetLang: TLang = storedLang();

function loadPart(part: TUiCatalogue, lang: TLang): Promise<void> {
  const key = `${part}:${lang}`;
  let load = loads.get(key);
  if (!load) {
    // overwrite=false: texts the localization call already merged stay
    load = UI_CATALOGUES[part][lang]().then((texts) => void i18n.addResourceBundle(lang, 'translation', texts, true, false));
    // a failed load (the network) is tried again by the next caller
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/**
 * Loads parts of the UI catalogue in the current language, once each. The router calls it with an area's route
 * modules (features/<area>/routes.tsx `catalogues`), so a page renders with its texts.
 */
export function loadCatalogues(parts: readonly TUiCatalogue[]): Promise<void> {
  for (const p of parts) needed.add(p);
  return Promise.all(parts.map((p) => loadPart(p, targetLang))).then(() => undefined);
}

/** The shell's texts in the start language: main.tsx renders once they are there (the first paint is translated). */
export const i18nReady: Promise<void> = loadCatalogues(['shell']);

export function currentLang(): TLang {
  return i18n.language === 'en' ? 'en' : 'vi';
}

/**
 * Switches the UI language locally: every part loaded so far in the new language, then i18next (dayjs follows
 * it, see dayjs-setup), <html lang>, the stored choice.
 */
export async function applyLanguage(lang: TLang): Promise<void> {
  storage.set(LANG_KEY, lang);
  targetLang = lang;
  await Promise.all([...needed].map((p) => loadPart(p, lang)));
  syncSideEffects(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}


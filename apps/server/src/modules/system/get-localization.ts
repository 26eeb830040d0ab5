import { EN_MESSAGES, ERROR_CATALOGUE, VI_MESSAGES, type TLang } from '@ffm/domain';

export interface TLocalization {
  lang: TLang;
  messages: Record<string, unknown>;
}

/** The web's catalogue in one language: every area's UI strings and the error texts by code. */
export function getLocalization(lang: TLang): TLocalization {
  const errors = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, e]) => [code, e[lang]]));
  const messages = { vi: VI_MESSAGES, en: EN_MESSAGES }[lang];
  return { lang, messages: { ...messages, errors } };
}

import type { TLang } from '../errors/catalogue.ts';
import { EN_MESSAGES } from './en.ts';
import { VI_MESSAGES, type TUiMessages } from './vi.ts';

export { EN_MESSAGES, VI_MESSAGES, type TUiMessages };

/** The UI catalogue of a language, as the localization call serves it. */
export function uiMessagesFor(lang: TLang): TUiMessages {
  return lang === 'en' ? EN_MESSAGES : VI_MESSAGES;
}

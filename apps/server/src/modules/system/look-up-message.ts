import { codeMessageFor, messageFor, type TLang } from '@ffm/domain';

const LANGS: readonly TLang[] = ['vi', 'en'];

/** SPEC §7: the text of a server code in a language (an unknown or missing code reads as the generic error 4). */
export function lookUpMessage(input: { code?: unknown; lang?: unknown }, fallbackLang: TLang) {
  const n = Number(input.code ?? 4);
  const code = Number.isInteger(n) ? n : 4;
  const lang = LANGS.find((l) => l === input.lang) ?? fallbackLang;
  return { code, lang, code_message: codeMessageFor(code), message: messageFor(code, lang) };
}

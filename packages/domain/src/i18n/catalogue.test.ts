import { describe, expect, it } from 'vitest';
import { EN_MESSAGES, UI_CATALOGUES, VI_MESSAGES, uiMessagesFor, type TUiCatalogue } from './index.ts';

/** Flattens a nested catalogue into 'a.b.c' -> value. */
function flatten(obj: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

/** i18next placeholders of a text, e.g. {{name}}. */
function placeholders(s: string): string[] {
  return [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('UI message catalogues', () => {
  const vi = flatten(VI_MESSAGES);
  const en = flatten(EN_MESSAGES);

  it('have exactly the same keys', () => {
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
  });

  it('have no empty or non-string texts', () => {
    for (const [lang, map] of [['vi', vi], ['en', en]] as const) {
      for (const [key, value] of map) {
        expect(typeof value, `${lang}:${key}`).toBe('string');
        expect(String(value).trim(), `${lang}:${key}`).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, value] of vi) {
      expect(placeholders(String(en.get(key))), key).toEqual(placeholders(String(value)));
    }
  });

  it('serves the catalogue of a language', () => {
    expect(uiMessagesFor('vi')).toBe(VI_MESSAGES);
    expect(uiMessagesFor('en')).toBe(EN_MESSAGES);
  });

  it('are split into parts the web loads on their own, which together are the whole catalogue, each key once', async () => {
    for (const [lang, whole] of [['vi', VI_MESSAGES], ['en', EN_MESSAGES]] as const) {
      const parts = await Promise.all((Object.keys(UI_CATALOGUES) as TUiCatalogue[]).map((c) => UI_CATALOGUES[c][lang]()));
      const topKeys = parts.flatMap((p) => Object.keys(p));
      expect(new Set(topKeys).size, `${lang}: a top-level key in two parts`).toBe(topKeys.length);
      expect(Object.assign({}, ...parts)).toEqual(whole);
    }
  });
});

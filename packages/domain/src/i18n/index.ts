import type { TLang } from '../errors/catalogue.ts';
import { EN_MESSAGES } from './en.ts';
import { VI_MESSAGES, type TUiMessages } from './vi.ts';
import type { TShellMessages } from './vi-shell.ts';

export { EN_MESSAGES, VI_MESSAGES, type TUiMessages, type TShellMessages };

/** The UI catalogue of a language, as the localization call serves it. */
export function uiMessagesFor(lang: TLang): TUiMessages {
  return lang === 'en' ? EN_MESSAGES : VI_MESSAGES;
}

/**
 * The web's catalogues, one module per language and part, each loaded on demand (a chunk of its own in the
 * web's build): the shell's at start, an area's with its routes. Each answers the texts under their top-level
 * keys, ready for i18next's addResourceBundle. Adding an area: its `<area>-vi.ts` / `<area>-en.ts`, one entry
 * here, and `catalogues: ['<area>']` in the web's features/<area>/routes.tsx.
 */
export const UI_CATALOGUES = {
  shell: {
    vi: async (): Promise<object> => (await import('./vi-shell.ts')).VI_SHELL_MESSAGES,
    en: async (): Promise<object> => (await import('./en-shell.ts')).EN_SHELL_MESSAGES,
  },
  sku: {
    vi: async (): Promise<object> => ({ sku: (await import('./sku-vi.ts')).SKU_VI }),
    en: async (): Promise<object> => ({ sku: (await import('./sku-en.ts')).SKU_EN }),
  },
  inbound: {
    vi: async (): Promise<object> => ({ inbound: (await import('./inbound-vi.ts')).INBOUND_VI }),
    en: async (): Promise<object> => ({ inbound: (await import('./inbound-en.ts')).INBOUND_EN }),
  },
  inventory: {
    vi: async (): Promise<object> => ({ inventory: (await import('./inventory-vi.ts')).INVENTORY_VI }),
    en: async (): Promise<object> => ({ inventory: (await import('./inventory-en.ts')).INVENTORY_EN }),
  },
  outbound: {
    vi: async (): Promise<object> => ({ outbound: (await import('./outbound-vi.ts')).OUTBOUND_VI }),
    en: async (): Promise<object> => ({ outbound: (await import('./outbound-en.ts')).OUTBOUND_EN }),
  },
  shipping: {
    vi: async (): Promise<object> => ({ shipping: (await import('./shipping-vi.ts')).SHIPPING_VI }),
    en: async (): Promise<object> => ({ shipping: (await import('./shipping-en.ts')).SHIPPING_EN }),
  },
  dashboard: {
    vi: async (): Promise<object> => ({ dashboard: (await import('./dashboard-vi.ts')).DASHBOARD_VI }),
    en: async (): Promise<object> => ({ dashboard: (await import('./dashboard-en.ts')).DASHBOARD_EN }),
  },
  money: {
    vi: async (): Promise<object> => ({ money: (await import('./money-vi.ts')).MONEY_VI }),
    en: async (): Promise<object> => ({ money: (await import('./money-en.ts')).MONEY_EN }),
  },
  ops: {
    vi: async (): Promise<object> => ({ ops: (await import('./ops-vi.ts')).OPS_VI }),
    en: async (): Promise<object> => ({ ops: (await import('./ops-en.ts')).OPS_EN }),
  },
} satisfies Record<string, Record<TLang, () => Promise<object>>>;

/** A part of the UI catalogue the web loads on its own. */
export type TUiCatalogue = keyof typeof UI_CATALOGUES;

import { z } from 'zod';
import { defineContract } from '../contract/contract.ts';

/** Contracts of the portal's own calls: the text catalogue, message lookup (SPEC §7) and the menu. */

const ZLang = z.enum(['vi', 'en']);

export const ZLocalization = z.object({
  lang: ZLang,
  /** the UI strings of every area and `errors`: the catalogue's text per code */
  messages: z.record(z.string(), z.unknown()),
});

export const ZMessageLookupQuery = z.object({ code: z.coerce.number().int().optional(), lang: ZLang.optional() });
export const ZMessageLookup = z.object({ code: z.number(), lang: ZLang, code_message: z.string(), message: z.string() });

export const ZMenuList = z.object({
  /** `group` is one of MENU_GROUPS (a string, so an older web shows a newer group last rather than failing) */
  groups: z.array(z.object({ group: z.string(), items: z.array(z.object({ key: z.string(), path: z.string() })) })),
});
export type TMenuList = z.infer<typeof ZMenuList>;

const open = { group: 'ffm', tags: ['system'], method: ['GET', 'POST'], audience: 'none', permissions: [], tenant: 'none' } as const;

export const SYSTEM_CALLS = {
  localization: defineContract({
    ...open,
    path: '/ffm/localization',
    summary: 'UI and error catalogue for a language',
    query: z.object({ lang: ZLang.optional() }),
    response: ZLocalization,
  }),
  messageLookup: defineContract({
    ...open,
    path: '/ffm/message-lookup',
    summary: 'Message text for a code and language (the code and language may also come in a POST body)',
    query: ZMessageLookupQuery,
    response: ZMessageLookup,
  }),
  menuList: defineContract({ ...open, path: '/ffm/menu-list', summary: 'The left menu for the signed-in user', audience: 'user', response: ZMenuList }),
} as const;

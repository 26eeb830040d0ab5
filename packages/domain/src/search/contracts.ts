import { z } from 'zod';
import { defineContract } from '../contract/contract.ts';

/**
 * The top bar's search (SPEC §2, §7 global-search): one call finds the caller's records by any code or name, accents
 * and case ignored. The menu's functions are found in the browser (the menu is already there); this call adds the
 * records, grouped by kind. Client users find their own client's; provider staff every client's (or one, with
 * `customerId`).
 */

/** Kinds of record the search finds, in the order the box shows them. Later areas add theirs here. */
export const GLOBAL_SEARCH_KINDS = ['shipping', 'outbound', 'inbound', 'sku'] as const;
export type TGlobalSearchKind = (typeof GLOBAL_SEARCH_KINDS)[number];

/** Shorter keywords match too much to be useful and cannot use the trigram indexes: the call answers no records. */
export const GLOBAL_SEARCH_MIN_LENGTH = 3;
/** Records per kind; `more` says there are others (the kind's list, searched with the keyword, shows them). */
export const GLOBAL_SEARCH_PER_KIND = 5;

export const ZGlobalSearchInput = z.object({
  keyword: z.string().max(100),
  customerId: z.number().int().positive().optional(),
});
export type TGlobalSearchInput = z.infer<typeof ZGlobalSearchInput>;

export const ZGlobalSearchItem = z.object({
  id: z.number().int(),
  /** the record's main code (SKU code, ASN, SO, order code) */
  code: z.string(),
  /** a second line: name, client code, receiver */
  title: z.string(),
  /** the record's status code or text where it has one, else '' */
  status: z.string(),
  clientId: z.number().int(),
  /** the client's name, for provider staff */
  clientName: z.string(),
});
export type TGlobalSearchItem = z.infer<typeof ZGlobalSearchItem>;

export const ZGlobalSearchGroup = z.object({
  kind: z.enum(GLOBAL_SEARCH_KINDS),
  items: z.array(ZGlobalSearchItem),
  more: z.boolean(),
});
export type TGlobalSearchGroup = z.infer<typeof ZGlobalSearchGroup>;

export const ZGlobalSearchResult = z.object({
  /** the keyword as searched: accent-folded, lower case, trimmed */
  keyword: z.string(),
  /** only kinds with matches, in GLOBAL_SEARCH_KINDS order */
  groups: z.array(ZGlobalSearchGroup),
});
export type TGlobalSearchResult = z.infer<typeof ZGlobalSearchResult>;

export const SEARCH_CALLS = {
  globalSearch: defineContract({
    group: 'ffm',
    tags: ['system'],
    method: 'POST',
    path: '/ffm/global-search',
    summary: 'The top bar search: the caller’s SKUs and orders by any code or name, grouped by kind (each kind only with its list permission)',
    audience: 'user',
    permissions: [],
    tenant: 'provider',
    body: ZGlobalSearchInput,
    response: ZGlobalSearchResult,
  }),
} as const;

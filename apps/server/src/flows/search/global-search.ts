import { foldText, GLOBAL_SEARCH_MIN_LENGTH, GLOBAL_SEARCH_PER_KIND, type TGlobalSearchGroup, type TGlobalSearchItem, type TGlobalSearchKind, type TGlobalSearchResult, type TPermissionCode } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { clientNamesByIds } from '../../modules/accounts/index.ts';
import { findInboundByKeyword } from '../../modules/inbound/index.ts';
import { findOutboundByKeyword } from '../../modules/outbound/index.ts';
import { findShippingByKeyword } from '../../modules/shipping/index.ts';
import { findSkusByKeyword } from '../../modules/sku/index.ts';

type THit = Omit<TGlobalSearchItem, 'clientName'>;

/** One kind of record the search finds: the list permission a client user needs, and its finder in its module. */
interface TSource {
  kind: TGlobalSearchKind;
  permission: TPermissionCode;
  find(db: TDbOrTx, scope: TDataScope, folded: string, limit: number): Promise<THit[]>;
}

const SOURCES: readonly TSource[] = [
  {
    kind: 'shipping',
    permission: 'view_list_order',
    find: async (db, scope, k, limit) =>
      (await findShippingByKeyword(db, scope, k, limit)).map((r) => ({ id: r.id, code: r.orderCode, title: r.toName, status: r.status, clientId: r.clientId })),
  },
  {
    kind: 'outbound',
    permission: 'view_list_outbound',
    find: async (db, scope, k, limit) =>
      (await findOutboundByKeyword(db, scope, k, limit)).map((r) => ({ id: r.id, code: r.soCode, title: r.clientOrderCode, status: String(r.status), clientId: r.clientId })),
  },
  {
    kind: 'inbound',
    permission: 'view_list_inbound',
    find: async (db, scope, k, limit) =>
      (await findInboundByKeyword(db, scope, k, limit)).map((r) => ({ id: r.id, code: r.asnCode, title: r.orderInboundCode, status: String(r.status), clientId: r.clientId })),
  },
  {
    kind: 'sku',
    permission: 'view_list_sku',
    find: async (db, scope, k, limit) => (await findSkusByKeyword(db, scope, k, limit)).map((r) => ({ id: r.id, code: r.sku, title: r.name, status: '', clientId: r.clientId })),
  },
];

export interface TSearchCaller {
  /** provider staff see every kind; client users the kinds whose list they may open */
  staff: boolean;
  permissions: ReadonlySet<TPermissionCode>;
}

/**
 * The top bar's search: each kind's newest matches in the scope, found by that kind's own module with the same
 * keyword test as its list (so "more" leads to the list showing the rest). Kinds are searched at once.
 */
export async function globalSearch(db: TDbOrTx, scope: TDataScope, caller: TSearchCaller, keyword: string): Promise<TGlobalSearchResult> {
  const folded = foldText(keyword).trim();
  if (folded.length < GLOBAL_SEARCH_MIN_LENGTH) return { keyword: folded, groups: [] };
  const sources = SOURCES.filter((s) => caller.staff || caller.permissions.has(s.permission));
  const found = await Promise.all(sources.map(async (s) => ({ kind: s.kind, hits: await s.find(db, scope, folded, GLOBAL_SEARCH_PER_KIND + 1) })));
  const names = scope.kind === 'provider' ? await clientNamesByIds(db, found.flatMap((f) => f.hits.map((h) => h.clientId))) : new Map<number, string>();
  const groups: TGlobalSearchGroup[] = found
    .filter((f) => f.hits.length > 0)
    .map((f) => ({
      kind: f.kind,
      more: f.hits.length > GLOBAL_SEARCH_PER_KIND,
      items: f.hits.slice(0, GLOBAL_SEARCH_PER_KIND).map((h) => ({ ...h, clientName: names.get(h.clientId) ?? '' })),
    }));
  return { keyword: folded, groups };
}

import { INBOUND_STATUS_LABELS, type TGlobalSearchItem, type TGlobalSearchKind, type TInboundStatus, type TLang } from '@ffm/domain';
import { label } from '../../lib/display.ts';

/**
 * Where a record found by the top bar's search opens, and where "all results" of a kind opens (its list,
 * searched with the keyword): client users open their own screens, provider staff the console's.
 */
const enc = encodeURIComponent;

export function recordPath(kind: TGlobalSearchKind, item: TGlobalSearchItem, staff: boolean): string {
  switch (kind) {
    case 'sku':
      return staff ? `/ton-kho?tab=summary&all=1&keyword=${enc(item.code)}` : `/san-pham/chi-tiet-san-pham?id=${item.id}`;
    case 'inbound':
      return staff ? `/nhap-hang/chi-tiet-don-nhap-cua-khach?id=${item.id}` : `/nhap-hang/chi-tiet-don-nhap-hang?id=${item.id}`;
    default:
      return '/';
  }
}

export function kindListPath(kind: TGlobalSearchKind, keyword: string, staff: boolean): string {
  switch (kind) {
    case 'sku':
      return staff ? `/ton-kho?tab=summary&all=1&keyword=${enc(keyword)}` : `/san-pham/danh-sach-san-pham?keyword=${enc(keyword)}`;
    case 'inbound':
      return staff ? `/nhap-hang/danh-sach-don-nhap-cua-khach?code=${enc(keyword)}` : `/nhap-hang/danh-sach-don-nhap?code=${enc(keyword)}`;
    default:
      return '/';
  }
}

/** The record's status as its own list names it ('' where the kind has none). */
export function recordStatus(kind: TGlobalSearchKind, item: TGlobalSearchItem, lang: TLang): string {
  if (item.status === '') return '';
  if (kind === 'inbound') {
    const s = Number(item.status) as TInboundStatus;
    return s in INBOUND_STATUS_LABELS ? label(INBOUND_STATUS_LABELS, s, lang) : '';
  }
  return '';
}

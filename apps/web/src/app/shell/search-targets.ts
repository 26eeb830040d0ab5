import { INBOUND_STATUS_LABELS, isShippingStatus, OUTBOUND_STATUS_LABELS, SHIPPING_STATUS_LABELS, type TGlobalSearchItem, type TGlobalSearchKind, type TInboundStatus, type TLang, type TOutboundStatus } from '@ffm/domain';
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
    case 'outbound':
      return staff ? `/xuat-hang/chi-tiet-don-xuat-khach-hang?id=${item.id}` : `/xuat-hang/chi-tiet-don-xuat-hang?id=${item.id}`;
    case 'shipping':
      return staff ? `/van-don/chi-tiet-khach?code=${enc(item.code)}` : `/van-don/chi-tiet?code=${enc(item.code)}`;
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
    case 'outbound':
      return staff ? `/xuat-hang/danh-sach-don-xuat-khach-hang?code=${enc(keyword)}` : `/xuat-hang/danh-sach-don-xuat?code=${enc(keyword)}`;
    case 'shipping':
      // provider staff have no list of every client's orders: the courier console finds one by its code
      return staff ? '/van-don/van-hanh' : `/van-don/danh-sach?keyword=${enc(keyword)}`;
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
  if (kind === 'outbound') {
    const s = Number(item.status) as TOutboundStatus;
    return s in OUTBOUND_STATUS_LABELS ? label(OUTBOUND_STATUS_LABELS, s, lang) : '';
  }
  if (kind === 'shipping') return isShippingStatus(item.status) ? label(SHIPPING_STATUS_LABELS, item.status, lang) : '';
  return '';
}

import type { TDashboard } from '@ffm/domain';

/**
 * Where each figure of the dashboard opens: the list it counts, with the same filters (the list reads them from
 * its URL). Client users open their screens, provider staff the console's.
 */
const q = (params: Record<string, string | number | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

export function inboundListLink(d: Pick<TDashboard, 'from' | 'to'>, staff: boolean, o: { status?: number; warehouseId?: number; customerId?: number }): string {
  const base = staff ? '/nhap-hang/danh-sach-don-nhap-cua-khach' : '/nhap-hang/danh-sach-don-nhap';
  return base + q({ status: o.status, createdFrom: d.from, createdTo: d.to, warehouseId: o.warehouseId, customerId: o.customerId });
}

export function stockLink(o: { warehouseId?: number }): string {
  return `/ton-kho${q({ tab: 'summary', warehouseId: o.warehouseId })}`;
}

export function nearExpiryLink(before: string, o: { warehouseId?: number }): string {
  return `/ton-kho${q({ tab: 'detail', expiryBefore: before, sortBy: 'expiryDate', sortDir: 'asc', warehouseId: o.warehouseId })}`;
}

/** The express list (the console's for provider staff) of a tab group, over the period or one day, and a shop. */
export function shippingListLink(d: Pick<TDashboard, 'from' | 'to'>, staff: boolean, o: { tab?: string; day?: string; shopId?: number | null; customerId?: number }): string {
  const base = staff ? '/van-don/van-hanh' : '/van-don/danh-sach';
  return base + q({ tab: o.tab, from: o.day ?? d.from, to: o.day ?? d.to, shop: o.shopId ?? undefined, customerId: o.customerId });
}

/** The outbound list of a status (or of the orders holding a SKU) over the period. */
export function outboundListLink(d: Pick<TDashboard, 'from' | 'to'>, staff: boolean, o: { status?: number; sku?: { id: number; code: string }; warehouseId?: number; customerId?: number }): string {
  const base = staff ? '/xuat-hang/danh-sach-don-xuat-khach-hang' : '/xuat-hang/danh-sach-don-xuat';
  return base + q({ status: o.status, createdFrom: d.from, createdTo: d.to, skuId: o.sku?.id, sku: o.sku?.code, warehouseId: o.warehouseId, customerId: o.customerId });
}

/** The shop's COD reconciliation. */
export const COD_LINK = '/doi-soat-cod';

import { and, eq, inArray } from 'drizzle-orm';
import type { TRequiredNote, TServiceType } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TLabelSize, TPrintParty, TShippingLabel } from '../../lib/pdf/index.ts';
import { getDistrict, getProvince, getWard } from '../master-data/index.ts';
import { readLinkToken } from './links.ts';
import { shippingLinkTokens, shippingOrders } from './schema.ts';

const TRACKING_TTL_MS = 30 * 86_400_000;
export const PROVIDER_NAME = 'FFM Express';

function party(name: string, phone: string, address: string, districtId: number, wardCode: string): TPrintParty {
  const d = getDistrict(districtId);
  return { name, phone, address, ward: getWard(wardCode)?.fullName ?? null, district: d?.fullName ?? null, province: d ? (getProvince(d.provinceId)?.fullName ?? null) : null };
}

/**
 * The labels of a print link (GHN's printA5 / print80x80 / print52x70?token=): the orders the token names, in the
 * order they were asked for, one label each, with a QR of each order's public tracking page (a tracking token is
 * made per order, in one insert).
 */
export async function printLabels(db: TDbOrTx, size: TLabelSize, token: string | undefined, origin: string): Promise<{ fileName: string; labels: TShippingLabel[] }> {
  const link = await readLinkToken(db, 'print', token);
  const rows = await db.select().from(shippingOrders).where(and(eq(shippingOrders.clientId, link.clientId), inArray(shippingOrders.orderCode, link.orderCodes)));
  const byCode = new Map(rows.map((r) => [r.orderCode, r]));
  const orders = link.orderCodes.map((c) => byCode.get(c)).filter((o) => o !== undefined);
  const expiresAt = new Date(Date.now() + TRACKING_TTL_MS);
  const tracking = orders.map(() => randomToken(24));
  if (orders.length) {
    await db.insert(shippingLinkTokens).values(orders.map((o, i) => ({ tokenHash: sha256(tracking[i]!), kind: 'tracking' as const, clientId: link.clientId, orderCodes: [o.orderCode], expiresAt })));
  }
  const labels: TShippingLabel[] = orders.map((o, i) => ({
    orderCode: o.orderCode,
    clientOrderCode: o.clientOrderCode || null,
    sortCode: o.sortCode,
    trackingUrl: `${origin}/tra-cuu-van-don?code=${encodeURIComponent(o.orderCode)}&token=${tracking[i]}`,
    providerName: PROVIDER_NAME,
    sender: party(o.fromName, o.fromPhone, o.fromAddress, o.fromDistrictId, o.fromWardCode),
    receiver: party(o.toName, o.toPhone, o.toAddress, o.toDistrictId, o.toWardCode),
    codAmount: o.codAmount,
    shippingFee: o.totalFee + o.redeliveryFee,
    paymentTypeId: o.paymentTypeId,
    serviceTypeId: o.serviceTypeId as TServiceType,
    weightGrams: o.convertedWeight,
    items: o.items.length ? o.items.map((it) => ({ name: it.name, quantity: it.quantity })) : o.content ? [{ name: o.content, quantity: 1 }] : [],
    requiredNote: o.requiredNote as TRequiredNote,
    note: o.note || null,
    createdAt: o.createdAt,
  }));
  const first = orders[0]?.orderCode ?? 'nhan';
  // drawn by the route in a render worker (sendPdf): this reads the database only
  return { fileName: `nhan-${size}-${first}${orders.length > 1 ? `-${orders.length}` : ''}.pdf`, labels };
}

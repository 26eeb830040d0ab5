import { and, eq, inArray } from 'drizzle-orm';
import type { TRequiredNote, TServiceType, TStoredOldAddress } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TLabelSize, TPrintParty, TShippingLabel } from '../../lib/pdf/index.ts';
import { printedAddress } from '../master-data/index.ts';
import { readLinkToken, trackingTokens, trackingUrl } from './links.ts';
import { shippingOrders } from './schema.ts';

export const PROVIDER_NAME = 'FFM Express';

/** A party as printed: its 2025 address, with the old one it arrived with (issue 24; printedAddress). */
function party(name: string, phone: string, address: string, provinceId: number, districtId: number | null, wardCode: string, old?: TStoredOldAddress | null): TPrintParty {
  return { name, phone, address, ...printedAddress(provinceId, districtId, wardCode, old) };
}

/**
 * The labels of a print link (GHN's printA5 / print80x80 / print52x70?token=): the orders the token names, in the
 * order they were asked for, one label each, with a QR of each order's public tracking page on the portal's public
 * address (PUBLIC_URL, never the request's Host). Each order's tracking token is its kept one: printing again adds
 * no token.
 */
export async function printLabels(db: TDbOrTx, size: TLabelSize, token: string | undefined, publicUrl: string): Promise<{ fileName: string; labels: TShippingLabel[] }> {
  const link = await readLinkToken(db, 'print', token);
  const rows = await db.select().from(shippingOrders).where(and(eq(shippingOrders.clientId, link.clientId), inArray(shippingOrders.orderCode, link.orderCodes)));
  const byCode = new Map(rows.map((r) => [r.orderCode, r]));
  const orders = link.orderCodes.map((c) => byCode.get(c)).filter((o) => o !== undefined);
  const tracking = await trackingTokens(db, link.clientId, orders.map((o) => o.orderCode));
  const labels: TShippingLabel[] = orders.map((o) => ({
    orderCode: o.orderCode,
    clientOrderCode: o.clientOrderCode || null,
    sortCode: o.sortCode,
    trackingUrl: trackingUrl(publicUrl, o.orderCode, tracking.get(o.orderCode)!.token),
    providerName: PROVIDER_NAME,
    sender: party(o.fromName, o.fromPhone, o.fromAddress, o.fromProvinceId, o.fromDistrictId, o.fromWardCode),
    receiver: party(o.toName, o.toPhone, o.toAddress, o.toProvinceId, o.toDistrictId, o.toWardCode, o.toAddressOld),
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

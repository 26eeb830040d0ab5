import { and, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { TTracking } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';
import { storedAddressUnits } from '../master-data/index.ts';
import { findShippingOrder, orderLogs } from './get-shipping-order.ts';
import { shippingLinkTokens, shippingOrders } from './schema.ts';

const PRINT_TTL_MS = 30 * 60_000;
const TRACKING_TTL_MS = 30 * 86_400_000;

async function issue(db: TDbOrTx, scope: TClientScope, kind: 'print', codes: readonly string[], ttlMs: number) {
  const unique = [...new Set(codes)];
  const found = await db.select({ code: shippingOrders.orderCode }).from(shippingOrders).where(and(inArray(shippingOrders.orderCode, unique), inScope(shippingOrders.clientId, scope)));
  // another client's code, or a made-up one, answers like a missing order
  if (found.length !== unique.length) fail(60000, { data: { missing: unique.filter((c) => !found.some((f) => f.code === c)) } });
  const token = randomToken(24);
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(shippingLinkTokens).values({ tokenHash: sha256(token), kind, clientId: scope.clientId, orderCodes: unique, expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/** GHN's a5/gen-token: the print links (printA5, print80x80, print52x70?token=) carry this, not a session. */
export function issuePrintToken(db: TDbOrTx, scope: TClientScope, codes: readonly string[]) {
  return issue(db, scope, 'print', codes, PRINT_TTL_MS);
}

/**
 * Each order's tracking token, made once and kept: every print of a label and every share of the order hands the
 * same link (a print adds no row once the order has its token). A token with less than half its 30 days left is
 * given 30 days again, so a label printed today scans for a month.
 */
export async function trackingTokens(db: TDbOrTx, clientId: number, codes: readonly string[]): Promise<Map<string, { token: string; expiresAt: Date }>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const l = shippingLinkTokens;
  const codeOf = sql<string>`(${l.orderCodes} ->> 0)`;
  const read = () =>
    db
      .select({ code: codeOf, token: l.token, tokenHash: l.tokenHash, expiresAt: l.expiresAt })
      .from(l)
      .where(and(eq(l.clientId, clientId), isNotNull(l.token), inArray(codeOf, unique)));
  let rows = await read();
  const missing = unique.filter((c) => !rows.some((r) => r.code === c));
  if (missing.length) {
    const expiresAt = new Date(Date.now() + TRACKING_TTL_MS);
    const made = missing.map(() => randomToken(24));
    // two prints at once: the unique index keeps one token per order, and both read the one that stayed
    await db
      .insert(l)
      .values(missing.map((code, i) => ({ tokenHash: sha256(made[i]!), kind: 'tracking' as const, clientId, orderCodes: [code], token: made[i]!, expiresAt })))
      .onConflictDoNothing();
    rows = await read();
  }
  const renewBefore = new Date(Date.now() + TRACKING_TTL_MS / 2);
  const stale = rows.filter((r) => r.expiresAt < renewBefore);
  if (stale.length) {
    const expiresAt = new Date(Date.now() + TRACKING_TTL_MS);
    await db.update(l).set({ expiresAt }).where(and(inArray(l.tokenHash, stale.map((r) => r.tokenHash)), lt(l.expiresAt, renewBefore)));
    for (const r of stale) r.expiresAt = expiresAt;
  }
  return new Map(rows.map((r) => [r.code, { token: r.token!, expiresAt: r.expiresAt }]));
}

/** The public tracking page of an order on the portal's public address (PUBLIC_URL): what a label's QR encodes. */
export function trackingUrl(publicUrl: string, orderCode: string, token: string): string {
  return `${publicUrl}/tra-cuu-van-don?code=${encodeURIComponent(orderCode)}&token=${encodeURIComponent(token)}`;
}

/** The detail page's share action: the order's kept tracking link (404 for another client's or a made-up code). */
export async function issueTrackingToken(db: TDbOrTx, scope: TClientScope, code: string | null | undefined, publicUrl: string) {
  if (!code?.trim()) fail(1001);
  const order = await findShippingOrder(db, { orderCode: code.trim() }, scope);
  const kept = (await trackingTokens(db, order.clientId, [order.orderCode])).get(order.orderCode)!;
  return { token: kept.token, expires_at: kept.expiresAt.toISOString(), url: trackingUrl(publicUrl, order.orderCode, kept.token) };
}

/** The order codes and client of a live token of a kind (404 otherwise: an expired link is a missing one). */
export async function readLinkToken(db: TDbOrTx, kind: 'print' | 'tracking', token: string | undefined): Promise<{ clientId: number; orderCodes: string[] }> {
  if (!token) fail(1001);
  const [row] = await db
    .select({ clientId: shippingLinkTokens.clientId, orderCodes: shippingLinkTokens.orderCodes })
    .from(shippingLinkTokens)
    .where(and(eq(shippingLinkTokens.tokenHash, sha256(token)), eq(shippingLinkTokens.kind, kind), gt(shippingLinkTokens.expiresAt, new Date())))
    .limit(1);
  if (!row) fail(60000);
  return row;
}

/** 'Hoàng Yến' → 'H**** Y**': enough for the receiver to recognise, nothing for a stranger. */
function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [...w][0] + '*'.repeat(Math.max(1, [...w].length - 1)))
    .join(' ');
}

/**
 * The public tracking page's data. With the order's token (its label's QR, the shared link): status, journey, dates
 * and areas with a masked receiver. With the order code alone (GHN's public tracking, anyone may type a code): the
 * status, the journey with its dates and the masked receiver only. Never a phone, a street address or the COD
 * amount; the full detail stays behind the token or a sign-in. The caller counts the call (`countPublicCall`).
 */
export async function trackOrder(db: TDbOrTx, input: { order_code?: string; token?: string }): Promise<TTracking> {
  if (!input.token) return trackByCode(db, input.order_code);
  const link = await readLinkToken(db, 'tracking', input.token);
  const code = input.order_code?.trim() || link.orderCodes[0];
  if (!code || !link.orderCodes.includes(code)) fail(60000);
  const o = await findShippingOrder(db, { orderCode: code }, { kind: 'client', clientId: link.clientId, userId: 0, shopId: null, acting: false, lang: 'vi' });
  // the district and province of a pre-2025 address, the province of a 2025 one (no street, no ward)
  const area = (provinceId: number, districtId: number | null) => {
    const a = storedAddressUnits(provinceId, districtId, null);
    return [a.district, a.province].filter(Boolean).join(', ');
  };
  return {
    order_code: o.orderCode,
    status: o.status,
    to_name: maskName(o.toName),
    to_area: area(o.toProvinceId, o.toDistrictId),
    from_area: area(o.fromProvinceId, o.fromDistrictId),
    leadtime: o.leadtime.toISOString(),
    log: (await orderLogs(db, o.id)).map((l) => ({ status: l.status, updated_date: l.updated_date, hub_name: l.hub_name })),
  };
}

/** By the order code alone: an order code is unique across clients; a draft is not a parcel yet (60000). */
async function trackByCode(db: TDbOrTx, orderCode: string | undefined): Promise<TTracking> {
  const code = orderCode?.trim();
  if (!code) fail(1001);
  const [o] = await db
    .select({ id: shippingOrders.id, orderCode: shippingOrders.orderCode, status: shippingOrders.status, toName: shippingOrders.toName, leadtime: shippingOrders.leadtime })
    .from(shippingOrders)
    .where(and(eq(shippingOrders.orderCode, code), ne(shippingOrders.status, 'draft')))
    .limit(1);
  if (!o) fail(60000);
  return {
    order_code: o.orderCode,
    status: o.status,
    to_name: maskName(o.toName),
    leadtime: o.leadtime.toISOString(),
    log: (await orderLogs(db, o.id)).map((l) => ({ status: l.status, updated_date: l.updated_date, hub_name: l.hub_name })),
  };
}

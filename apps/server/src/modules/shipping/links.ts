import { and, eq, gt, inArray } from 'drizzle-orm';
import type { TTracking } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';
import { resolveAddress } from '../master-data/index.ts';
import { findShippingOrder, orderLogs } from './get-shipping-order.ts';
import { shippingLinkTokens, shippingOrders } from './schema.ts';

const PRINT_TTL_MS = 30 * 60_000;
const TRACKING_TTL_MS = 30 * 86_400_000;

async function issue(db: TDbOrTx, scope: TClientScope, kind: 'print' | 'tracking', codes: readonly string[], ttlMs: number) {
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

export function issueTrackingToken(db: TDbOrTx, scope: TClientScope, code: string | null | undefined) {
  if (!code?.trim()) fail(1001);
  return issue(db, scope, 'tracking', [code.trim()], TRACKING_TTL_MS);
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

/** The public tracking page's data: status, journey and areas, no phone and no street address. */
export async function trackOrder(db: TDbOrTx, input: { order_code?: string; token?: string }): Promise<TTracking> {
  const link = await readLinkToken(db, 'tracking', input.token);
  const code = input.order_code?.trim() || link.orderCodes[0];
  if (!code || !link.orderCodes.includes(code)) fail(60000);
  const o = await findShippingOrder(db, { orderCode: code }, { kind: 'client', clientId: link.clientId, userId: 0, shopId: null, acting: false, lang: 'vi' });
  const area = (districtId: number) => {
    const a = resolveAddress({ districtId });
    return [a.district?.fullName, a.province?.fullName].filter(Boolean).join(', ');
  };
  return {
    order_code: o.orderCode,
    status: o.status,
    to_name: maskName(o.toName),
    to_area: area(o.toDistrictId),
    from_area: area(o.fromDistrictId),
    leadtime: o.leadtime.toISOString(),
    cod_amount: o.codAmount,
    log: (await orderLogs(db, o.id)).map((l) => ({ status: l.status, updated_date: l.updated_date, hub_name: l.hub_name })),
  };
}

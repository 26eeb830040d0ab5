import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TListPaging, ZWebhookDelivery } from '@ffm/domain';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client.ts';
import { keysetWindow, type TListPage, pagingAnswer } from '../../db/list-page.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { shopForCall } from './quote.ts';
import { resolveWebhookTarget } from './webhook-target.ts';
import { shippingWebhookEvents, shippingWebhooks } from './schema.ts';

export interface TWebhookView {
  shop_id: number;
  url: string;
  is_active: boolean;
  /** shown when the secret is made (first registration); null afterwards */
  secret: string | null;
}

/**
 * Sets (or, with an empty URL, turns off) the shop's callback URL; the HMAC secret is made once and kept. A URL whose
 * host does not resolve, or resolves to a loopback, private, link-local or metadata address, is refused (70022).
 */
export async function registerWebhook(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; url: string }): Promise<TWebhookView> {
  const shop = await shopForCall(db, scope, input.shop_id);
  if (input.url !== '' && !(await resolveWebhookTarget(input.url)).ok) fail(70022);
  const [existing] = await db.select().from(shippingWebhooks).where(eq(shippingWebhooks.shopId, shop.id)).limit(1);
  const active = input.url !== '';
  if (existing) {
    await db.update(shippingWebhooks).set({ url: active ? input.url : existing.url, isActive: active, updatedAt: new Date() }).where(eq(shippingWebhooks.shopId, shop.id));
    return { shop_id: shop.id, url: active ? input.url : existing.url, is_active: active, secret: null };
  }
  const secret = randomBytes(24).toString('base64url');
  await db.insert(shippingWebhooks).values({ shopId: shop.id, clientId: scope.clientId, url: input.url, secret, isActive: active });
  return { shop_id: shop.id, url: input.url, is_active: active, secret };
}

/** The shop's deliveries, newest first, a keyset page (docs/lists.md); the total is capped like filtered lists. */
export async function listWebhookDeliveries(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; order_code?: string } & TListPaging): Promise<TListPage<z.infer<typeof ZWebhookDelivery>>> {
  const shop = await shopForCall(db, scope, input.shop_id);
  const e = shippingWebhookEvents;
  const win = keysetWindow({ column: e.id, id: e.id, dir: 'desc' }, input);
  const rows = await win.read(
    db.select({ id: e.id, orderCode: e.orderCode, payload: e.payload, state: e.state, attempts: e.attempts, lastStatus: e.lastStatus, lastError: e.lastError, createdAt: e.createdAt, deliveredAt: e.deliveredAt, sortKey: win.sortKey }).from(e).$dynamic(),
    and(eq(e.shopId, shop.id), inScope(e.clientId, scope), input.order_code ? eq(e.orderCode, input.order_code) : undefined),
  );
  const page = win.finish(rows);
  return {
    items: page.items.map((r) => ({
      id: r.id,
      order_code: r.orderCode,
      type: String(r.payload.Type ?? ''),
      status: String(r.payload.Status ?? ''),
      state: r.state,
      attempts: r.attempts,
      last_status: r.lastStatus,
      last_error: r.lastError,
      created_date: r.createdAt.toISOString(),
      delivered_date: r.deliveredAt?.toISOString() ?? null,
    })),
    // the page alone: a delivery log is read newest first and never counted whole
    ...pagingAnswer(page, { total: (input.page - 1) * input.pageSize + page.items.length + (page.nextCursor ? 1 : 0), exact: page.nextCursor === null }, input),
  };
}

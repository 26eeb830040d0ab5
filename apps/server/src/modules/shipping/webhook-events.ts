import { createHmac } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { TTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { shippingOrders, shippingWebhookEvents, shippingWebhooks } from './schema.ts';

type TOrderRow = typeof shippingOrders.$inferSelect;

/** GHN's callback `Type`. */
export type TWebhookType = 'create' | 'switch_status' | 'update_cod' | 'update_fee' | 'update_weight';

export const WEBHOOK_SIGNATURE_HEADER = 'x-shiip-signature';
export const WEBHOOK_JOB_KIND = 'shipping.webhook';

/** The callback body, in GHN's field names. */
export function callbackPayload(order: TOrderRow, type: TWebhookType, reason: string | null, at: Date): Record<string, unknown> {
  const f = order.fee;
  return {
    OrderCode: order.orderCode,
    ClientOrderCode: order.clientOrderCode,
    Status: order.status,
    Type: type,
    Time: at.toISOString(),
    CODAmount: order.codAmount,
    CODTransferDate: null,
    Weight: order.weight,
    ConvertedWeight: order.convertedWeight,
    Length: order.length,
    Width: order.width,
    Height: order.height,
    PaymentType: order.paymentTypeId,
    Fee: {
      MainService: f.service_fee,
      Insurance: f.insurance_fee,
      CODFee: f.cod_fee,
      StationPU: f.pick_station_fee,
      Coupon: f.coupon_value,
      R2S: order.redeliveryFee,
      Return: f.return_fee,
      PickRemoteAreasFee: f.pick_remote_areas_fee,
      DeliverRemoteAreasFee: f.deliver_remote_areas_fee,
    },
    TotalFee: order.totalFee + order.redeliveryFee,
    ShopID: order.shopId,
    Reason: reason ?? '',
    Description: '',
  };
}

/** HMAC-SHA256 of the exact body sent, hex, with the shop's secret: `sha256=<hex>`. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * An order event for the shop's callback URL, when it registered one: stored with its payload and sent by the job
 * runner (enqueued in the same transaction, so an event exists exactly when the change commits).
 */
export async function recordOrderEvent(tx: TTx, order: TOrderRow, type: TWebhookType, reason: string | null): Promise<void> {
  const [hook] = await tx.select().from(shippingWebhooks).where(and(eq(shippingWebhooks.shopId, order.shopId), eq(shippingWebhooks.isActive, true))).limit(1);
  if (!hook) return;
  const [ev] = await tx
    .insert(shippingWebhookEvents)
    .values({ shopId: order.shopId, clientId: order.clientId, orderId: order.id, orderCode: order.orderCode, url: hook.url, payload: callbackPayload(order, type, reason, new Date()) })
    .returning({ id: shippingWebhookEvents.id });
  await enqueue(tx, WEBHOOK_JOB_KIND, { eventId: ev!.id }, { key: `shipping-webhook:${ev!.id}` });
}

/** The event of a status change (create, status switch, COD collected). */
export async function recordStatusEvent(tx: TTx, order: TOrderRow, _logId: number, kind: 'create' | 'status' | 'cod'): Promise<void> {
  await recordOrderEvent(tx, order, kind === 'create' ? 'create' : kind === 'cod' ? 'update_cod' : 'switch_status', null);
}

const ZPayload = z.object({ eventId: z.number().int().positive() });
/** an event still refused a day after it happened is marked failed (it stays in the shop's delivery log) */
const GIVE_UP_AFTER_MS = 24 * 3600_000;

/**
 * Posts one callback. Events of one order go out in order: while an earlier one is still pending this one waits
 * (a retry), so a receiver down for a while gets every event once, in order, when it comes back. A 2xx answer
 * marks the event delivered; anything else is retried with backoff (5 s doubling to 2 min) for a day.
 */
export const shippingWebhookJob = defineJob<{ eventId: number }>({
  kind: WEBHOOK_JOB_KIND,
  parse: (p) => ZPayload.parse(p),
  // WEBHOOK_BACKOFF_MS: the first retry's delay (tests shorten it); doubled each attempt up to 2 minutes
  get backoffMs() {
    return Number(process.env.WEBHOOK_BACKOFF_MS ?? 5_000);
  },
  // WEBHOOK_MAX_BACKOFF_MS: the longest gap between two attempts (an event waiting for an earlier one of its order
  // retries too, so this is also how late it can follow once the earlier one went out)
  get maxBackoffMs() {
    return Number(process.env.WEBHOOK_MAX_BACKOFF_MS ?? 120_000);
  },
  // attempts are not the limit (an event waiting for an earlier one of its order spends them too): a day is
  maxAttempts: 5_000,
  async run({ eventId }, ctx) {
    const e = shippingWebhookEvents;
    const [ev] = await ctx.db.select().from(e).where(eq(e.id, eventId)).limit(1);
    if (!ev || ev.state !== 'pending') return;
    const [earlier] = await ctx.db.select({ id: e.id }).from(e).where(and(eq(e.orderId, ev.orderId), lt(e.id, ev.id), eq(e.state, 'pending'))).limit(1);
    if (earlier) throw new Error(`waiting for event ${earlier.id} of the same order`);
    const [hook] = await ctx.db.select({ secret: shippingWebhooks.secret }).from(shippingWebhooks).where(eq(shippingWebhooks.shopId, ev.shopId)).limit(1);
    const body = JSON.stringify(ev.payload);
    let status = 0;
    let error: string | null = null;
    try {
      const res = await fetch(ev.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signBody(hook?.secret ?? '', body), 'x-shiip-event-id': String(ev.id) },
        body,
        signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(10_000)]),
        redirect: 'manual',
      });
      status = res.status;
      await res.body?.cancel();
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const failed = error !== null && Date.now() - ev.createdAt.getTime() > GIVE_UP_AFTER_MS;
    await ctx.db
      .update(e)
      .set({ attempts: ctx.attempt, lastStatus: status || null, lastError: error, state: error === null ? 'delivered' : failed ? 'failed' : 'pending', deliveredAt: error === null ? new Date() : null })
      .where(eq(e.id, ev.id));
    if (error !== null && !failed) throw new Error(error);
  },
});

import { createHmac } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import { SHIPPING_STATUS_LABELS } from '@ffm/domain';
import type { TDbOrTx, TTx } from '../../db/client.ts';
import { enqueue, wakeJob } from '../../jobs/enqueue.ts';
import { defineJob, JobDeferred } from '../../jobs/define-job.ts';
import { jobs } from '../../jobs/schema.ts';
import { shippingOrders, shippingStations, shippingWebhookEvents, shippingWebhooks } from './schema.ts';
import { postToTarget, resolveWebhookTarget } from './webhook-target.ts';

/**
 * What the delivery log says of an attempt that got no HTTP answer: one text whether the target was refused (a
 * private address), the port closed, or the host silent, so the log is no probe of the provider's network.
 */
export const WEBHOOK_NOT_REACHED = 'Không kết nối được tới địa chỉ nhận (could not connect)';

type TOrderRow = typeof shippingOrders.$inferSelect;

/** GHN's callback `Type`. */
export type TWebhookType = 'create' | 'switch_status' | 'update_cod' | 'update_fee' | 'update_weight';

export const WEBHOOK_SIGNATURE_HEADER = 'x-shiip-signature';
export const WEBHOOK_JOB_KIND = 'shipping.webhook';

/** What happened, in GHN's `Description` (Vietnamese, as GHN writes it): the event, or the status reached. */
const TYPE_DESCRIPTIONS: Record<Exclude<TWebhookType, 'switch_status'>, string> = {
  create: 'Tạo đơn hàng',
  update_cod: 'Cập nhật tiền thu hộ',
  update_fee: 'Cập nhật phí',
  update_weight: 'Cập nhật khối lượng',
};

/** Where the event happened and why: the log row of a status change (the courier's reason, the station). */
export interface TEventContext {
  reason?: string | null;
  reasonCode?: string | null;
  /** the station's name (GHN's `Warehouse`): where the parcel is */
  warehouse?: string | null;
  /** the shop's active webhook's address when the caller read it already in its own statement (null: none) */
  hookUrl?: string | null;
}

/**
 * The callback body, in GHN's field names and types: every field of GHN's callback, strings empty rather than
 * absent (`ClientOrderCode`, `Reason`, `ReasonCode`, `PartialReturnCode`, `Warehouse`), `Fee` with each of GHN's
 * parts (the ones we never charge are 0) and their `Total`.
 */
export function callbackPayload(order: TOrderRow, type: TWebhookType, ctx: TEventContext, at: Date): Record<string, unknown> {
  const f = order.fee;
  const total = order.totalFee + order.redeliveryFee;
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
      CODFailedFee: 0,
      StationPU: f.pick_station_fee,
      StationDO: 0,
      Coupon: f.coupon_value,
      R2S: order.redeliveryFee,
      Return: f.return_fee,
      DocumentReturn: 0,
      DoubleCheck: 0,
      PickRemoteAreasFee: f.pick_remote_areas_fee,
      DeliverRemoteAreasFee: f.deliver_remote_areas_fee,
      Total: total,
    },
    TotalFee: total,
    ShopID: order.shopId,
    Reason: ctx.reason ?? '',
    ReasonCode: ctx.reasonCode ?? '',
    Description: type === 'switch_status' ? SHIPPING_STATUS_LABELS[order.status].vi : TYPE_DESCRIPTIONS[type],
    Warehouse: ctx.warehouse ?? '',
    IsPartialReturn: false,
    PartialReturnCode: '',
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
export async function recordOrderEvent(tx: TTx, order: TOrderRow, type: TWebhookType, ctx: TEventContext = {}): Promise<void> {
  const hook =
    ctx.hookUrl !== undefined
      ? ctx.hookUrl === null ? undefined : { url: ctx.hookUrl }
      : (await tx.select({ url: shippingWebhooks.url }).from(shippingWebhooks).where(and(eq(shippingWebhooks.shopId, order.shopId), eq(shippingWebhooks.isActive, true))).limit(1))[0];
  if (!hook) return;
  let warehouse = ctx.warehouse;
  if (warehouse === undefined && order.currentStationId) {
    const [st] = await tx.select({ name: shippingStations.name }).from(shippingStations).where(eq(shippingStations.id, order.currentStationId)).limit(1);
    warehouse = st?.name ?? null;
  }
  const [ev] = await tx
    .insert(shippingWebhookEvents)
    .values({ shopId: order.shopId, clientId: order.clientId, orderId: order.id, orderCode: order.orderCode, url: hook.url, payload: callbackPayload(order, type, { ...ctx, warehouse }, new Date()) })
    .returning({ id: shippingWebhookEvents.id });
  await enqueueEvent(tx, ev!.id);
}

/**
 * The event of a status change: one `switch_status` per change (a delivery with COD too, as GHN sends it), or
 * `create`; it carries the reason (and the courier's reason code) the log row records.
 */
export async function recordStatusEvent(tx: TTx, order: TOrderRow, kind: 'create' | 'status', reason: string | null, reasonCode: string | null = null, hookUrl?: string | null): Promise<void> {
  await recordOrderEvent(tx, order, kind === 'create' ? 'create' : 'switch_status', { reason, reasonCode, ...(hookUrl === undefined ? {} : { hookUrl }) });
}

const ZPayload = z.object({ eventId: z.number().int().positive() });
/**
 * An event still refused this long after it happened (WEBHOOK_GIVE_UP_MS, a day unless configured) is given up:
 * marked failed, shown so in the shop's delivery log (the API's `state: 'failed'`, the web's /van-don/webhook), and
 * the order's next event goes.
 */
const giveUpAfterMs = () => Number(process.env.WEBHOOK_GIVE_UP_MS ?? 24 * 3600_000);
/**
 * The job's attempts are not what ends it (the day above is): a limit far beyond a day of retries at the longest
 * gap, so the job can never fail while its event is still pending (which would lose the event, and hold back every
 * later event of its order).
 */
const WEBHOOK_MAX_ATTEMPTS = 1_000_000;

const backoffMs = () => Number(process.env.WEBHOOK_BACKOFF_MS ?? 5_000);
const maxBackoffMs = () => Number(process.env.WEBHOOK_MAX_BACKOFF_MS ?? 120_000);
const jobKey = (eventId: number) => `shipping-webhook:${eventId}`;

function enqueueEvent(db: TDbOrTx, eventId: number): Promise<number> {
  return enqueue(db, WEBHOOK_JOB_KIND, { eventId }, { key: jobKey(eventId), maxAttempts: WEBHOOK_MAX_ATTEMPTS });
}

/**
 * An event of an order waits for the order's earliest pending event (`blocking`): it is due again right after that
 * one's next attempt (and woken at once when that one goes out). A blocking event whose job is not live any more (a
 * job that failed under an older attempt limit) is queued again, so an order's events never wait forever.
 */
async function waitFor(db: TDbOrTx, blocking: number): Promise<never> {
  const [job] = await db.select({ state: jobs.state, runAt: jobs.runAt }).from(jobs).where(eq(jobs.key, jobKey(blocking))).limit(1);
  if (!job || job.state === 'done' || job.state === 'failed') await enqueueEvent(db, blocking);
  const delay = job?.state === 'queued' ? job.runAt.getTime() - Date.now() + 50 : backoffMs();
  throw new JobDeferred(Math.min(maxBackoffMs(), Math.max(50, delay)), `waiting for event ${blocking} of the same order`);
}

/**
 * Posts one callback. Events of one order go out in order: while an earlier one is still pending this one waits
 * (deferred: waiting spends no attempt), so a receiver down for a while gets every event once, in order, when it
 * comes back. A 2xx answer marks the event delivered and wakes the order's next event; anything else is retried
 * with backoff (5 s doubling to 2 min) for a day (WEBHOOK_GIVE_UP_MS), then the event is marked failed and the next one goes.
 */
export const shippingWebhookJob = defineJob<{ eventId: number }>({
  kind: WEBHOOK_JOB_KIND,
  parse: (p) => ZPayload.parse(p),
  // WEBHOOK_BACKOFF_MS: the first retry's delay (tests shorten it); doubled each attempt up to 2 minutes
  get backoffMs() {
    return backoffMs();
  },
  // WEBHOOK_MAX_BACKOFF_MS: the longest gap between two attempts
  get maxBackoffMs() {
    return maxBackoffMs();
  },
  async run({ eventId }, ctx) {
    const e = shippingWebhookEvents;
    const [ev] = await ctx.db.select().from(e).where(eq(e.id, eventId)).limit(1);
    if (!ev || ev.state !== 'pending') return;
    const [earlier] = await ctx.db.select({ id: e.id }).from(e).where(and(eq(e.orderId, ev.orderId), lt(e.id, ev.id), eq(e.state, 'pending'))).orderBy(asc(e.id)).limit(1);
    if (earlier) await waitFor(ctx.db, earlier.id);
    const [hook] = await ctx.db.select({ secret: shippingWebhooks.secret }).from(shippingWebhooks).where(eq(shippingWebhooks.shopId, ev.shopId)).limit(1);
    const body = JSON.stringify(ev.payload);
    let status = 0;
    let error: string | null = null;
    // resolved and checked again at each attempt, and sent to the address checked
    const target = await resolveWebhookTarget(ev.url);
    if (!target.ok) error = WEBHOOK_NOT_REACHED;
    else {
      try {
        const headers = { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signBody(hook?.secret ?? '', body), 'x-shiip-event-id': String(ev.id) };
        status = await postToTarget(target, headers, body, AbortSignal.any([ctx.signal, AbortSignal.timeout(10_000)]));
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch {
        error = WEBHOOK_NOT_REACHED;
      }
    }
    const failed = error !== null && Date.now() - ev.createdAt.getTime() > giveUpAfterMs();
    await ctx.db
      .update(e)
      .set({ attempts: ctx.attempt, lastStatus: status || null, lastError: error, state: error === null ? 'delivered' : failed ? 'failed' : 'pending', deliveredAt: error === null ? new Date() : null })
      .where(eq(e.id, ev.id));
    if (error !== null && !failed) throw new Error(error);
    // this one is settled: the order's next event need not wait for its timer
    const [next] = await ctx.db.select({ id: e.id }).from(e).where(and(eq(e.orderId, ev.orderId), gt(e.id, ev.id), eq(e.state, 'pending'))).orderBy(asc(e.id)).limit(1);
    if (next) await wakeJob(ctx.db, jobKey(next.id));
  },
});

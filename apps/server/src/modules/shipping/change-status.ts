import { and, eq, sql } from 'drizzle-orm';
import {
  assertShippingAction,
  assertShippingTransition,
  FAIL_REASON_LABELS,
  isFailReasonCode,
  messageFor,
  shippingTransitionRefusal,
  type TCourierMoveInput,
  type TLang,
  type TShippingAction,
  type TShippingStatus,
  type TSwitchResult,
} from '@ffm/domain';
import type { TDb, TTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError } from '../../lib/errors.ts';
import { onCodCollected, onRedeliveryFeeBooked } from './charges.ts';
import { tariffInEffect } from './quote.ts';
import { shippingOrderLogs, shippingOrders, shippingStations } from './schema.ts';
import { recordOrderEvent, recordStatusEvent } from './webhook-events.ts';

export type TOrderRow = typeof shippingOrders.$inferSelect;

/** The order by code within the scope, locked for the change (another tenant's order is "not found"). */
export async function lockShippingOrder(tx: TTx, orderCode: string, scope: TDataScope): Promise<TOrderRow | null> {
  const [row] = await tx
    .select()
    .from(shippingOrders)
    .where(and(eq(shippingOrders.orderCode, orderCode), inScope(shippingOrders.clientId, scope)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Statuses after which the order is finished (finish_date). */
const FINISHING: readonly TShippingStatus[] = ['delivered', 'returned', 'cancel', 'lost', 'damage', 'finish'];

export interface TMove {
  to: TShippingStatus;
  actorType: 'shop' | 'courier' | 'system';
  actorUserId: number | null;
  reason: string | null;
  reasonCode?: string | null;
  stationId?: number | null;
  codCollected?: number;
}

/**
 * Moves a locked order to a status the state machine allows (packages/domain), writing the log row, the money
 * events (COD collected at delivery, redelivery fee booked to the shop) and the webhook event in the same
 * transaction. The caller has checked the move.
 */
export async function applyMove(tx: TTx, order: TOrderRow, move: TMove): Promise<TOrderRow> {
  const now = new Date();
  const patch: Partial<typeof shippingOrders.$inferInsert> = { status: move.to, updatedAt: now };
  if (move.stationId) patch.currentStationId = move.stationId;
  if (FINISHING.includes(move.to)) patch.finishedAt = now;
  const collected = move.to === 'delivered' ? (move.codCollected ?? order.codAmount) : 0;
  if (move.to === 'delivered') {
    patch.codCollected = collected;
    patch.codCollectedAt = now;
  }
  let redeliveryFee = 0;
  if (move.actorType === 'shop' && order.status === 'waiting_to_return' && move.to === 'storing') {
    redeliveryFee = (await tariffInEffect(tx, now)).tariff.redeliveryFee;
    patch.redeliveryFee = sql`${shippingOrders.redeliveryFee} + ${redeliveryFee}` as unknown as number;
  }
  const [updated] = await tx.update(shippingOrders).set(patch).where(eq(shippingOrders.id, order.id)).returning();
  const [log] = await tx
    .insert(shippingOrderLogs)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: move.to, actorType: move.actorType, actorUserId: move.actorUserId, stationId: move.stationId ?? null, reason: move.reason, reasonCode: move.reasonCode ?? null, createdAt: now })
    .returning({ id: shippingOrderLogs.id });
  const logId = log!.id;
  if (collected > 0) await onCodCollected(tx, updated!, collected, logId);
  if (redeliveryFee > 0) await onRedeliveryFeeBooked(tx, updated!, redeliveryFee, logId);
  // one switch_status per change (a delivery with COD too), with the reason the log row records; a fee booked by
  // the change is its own update_fee after it
  await recordStatusEvent(tx, updated!, 'status', move.reason, move.reasonCode ?? null);
  if (redeliveryFee > 0) await recordOrderEvent(tx, updated!, 'update_fee');
  return updated!;
}

function ok(order: TOrderRow, lang: TLang): TSwitchResult {
  return { order_code: order.orderCode, result: true, message: messageFor(0, lang), status: order.status };
}

function refused(orderCode: string, code: number, lang: TLang, status: TShippingStatus | null, message = messageFor(code, lang)): TSwitchResult {
  return { order_code: orderCode, result: false, message, status };
}

/**
 * A shop's status switch on each order (cancel, redelivery, return), answered per order like GHN's
 * switch-status calls. Each order is its own transaction under its row lock, so a cancel racing a courier's scan
 * sees the other's outcome. Asking again for what is already done changes nothing and answers success.
 */
export async function switchShippingStatus(db: TDb, scope: TDataScope, action: TShippingAction, codes: readonly string[], reason: string | null, actorUserId: number | null): Promise<TSwitchResult[]> {
  const lang = scope.lang;
  const out: TSwitchResult[] = [];
  for (const code of [...new Set(codes)]) {
    out.push(
      await inTransaction(db, async (tx) => {
        const order = await lockShippingOrder(tx, code, scope);
        if (!order) return refused(code, 60000, lang, null);
        const target = action === 'cancel' ? 'cancel' : action === 'redeliver' ? 'storing' : 'return';
        // the switch already happened: nothing to do (a repeated redelivery is one whose log says so)
        if (order.status === target && (action !== 'redeliver' || (await lastMoveWasShop(tx, order.id)))) return ok(order, lang);
        const r = assertShippingAction(action, order.status);
        if (!r.ok) return refused(code, r.code, lang, order.status);
        const m = assertShippingTransition(order.status, r.to);
        if (!m.ok) return refused(code, m.code, lang, order.status);
        return ok(await applyMove(tx, order, { to: r.to, actorType: 'shop', actorUserId, reason }), lang);
      }),
    );
  }
  return out;
}

async function lastMoveWasShop(tx: TTx, orderId: number): Promise<boolean> {
  const [last] = await tx
    .select({ actorType: shippingOrderLogs.actorType, from: shippingOrderLogs.fromStatus })
    .from(shippingOrderLogs)
    .where(eq(shippingOrderLogs.orderId, orderId))
    .orderBy(sql`${shippingOrderLogs.id} desc`)
    .limit(1);
  return last?.actorType === 'shop' && last.from === 'waiting_to_return';
}

/** Statuses a courier must give a reason for. */
const NEEDS_REASON: readonly TShippingStatus[] = ['delivery_fail', 'return_fail', 'lost', 'damage', 'exception', 'cancel'];

/**
 * Couriers and hubs move scanned orders (the staff console): any move of the state machine, a batch at a time,
 * one result per order; a refused move's message names the statuses the order may move to. A scan repeated on an
 * order already there changes nothing.
 */
export async function courierMove(db: TDb, scope: TDataScope, input: TCourierMoveInput, actorUserId: number): Promise<TSwitchResult[]> {
  const lang = scope.lang;
  const reasonCode = input.reason_code || null;
  // a GHN reason code alone is its reason: the callback's `Reason` carries its text, as GHN's does
  const reason = input.reason?.trim() || (reasonCode !== null && isFailReasonCode(reasonCode) ? FAIL_REASON_LABELS[reasonCode].vi : null);
  if (NEEDS_REASON.includes(input.to) && !reason) {
    throw new DomainError(1001, { data: { errors: [{ field: 'reason', message: messageFor(1001, lang) }] } });
  }
  if (input.hub_id !== undefined) {
    const [station] = await db.select({ id: shippingStations.id }).from(shippingStations).where(eq(shippingStations.id, input.hub_id)).limit(1);
    if (!station) throw new DomainError(60018);
  }
  const out: TSwitchResult[] = [];
  for (const code of [...new Set(input.order_codes)]) {
    out.push(
      await inTransaction(db, async (tx) => {
        const order = await lockShippingOrder(tx, code, scope);
        if (!order) return refused(code, 60000, lang, null);
        if (order.status === input.to) return ok(order, lang);
        const m = assertShippingTransition(order.status, input.to);
        // the courier is told where the order can go instead
        if (!m.ok) return refused(code, m.code, lang, order.status, shippingTransitionRefusal(order.status, input.to, lang));
        return ok(await applyMove(tx, order, { to: input.to, actorType: 'courier', actorUserId, reason, reasonCode, stationId: input.hub_id ?? null, codCollected: input.cod_collected }), lang);
      }),
    );
  }
  return out;
}

import { and, eq, inArray, or } from 'drizzle-orm';
import { messageFor, OUTBOUND_CANCEL_REQUESTABLE, OUTBOUND_WORK_MESSAGES, outboundCancel, type TLang, type TOutboundCancelAnswer, type TOutboundCancelInput, type TOutboundStatus } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { releaseStock } from '../inventory/index.ts';
import { lockOutbound, moveOutbound } from './lock-outbound.ts';
import { writeOutboundLog } from './outbound-log.ts';
import { outboundOrders } from './schema.ts';

/**
 * The client's cancel of many orders, one answer per order (SPEC §4): at 0, 1 or 2 the order is cancelled and
 * its allocation released at once; at 3-6 the warehouse is working on it: 40002, and the order waits at 8 until
 * staff put the goods back and confirm; at 7 or 99, 40005; already cancelled, 40008; another client's or unknown,
 * 40000. Each order in its own transaction under its row lock; repeating a cancel changes nothing.
 */
export async function cancelOutbounds(db: TDb, input: TOutboundCancelInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TOutboundCancelAnswer[]> {
  const o = outboundOrders;
  const codes = [...new Set(input.codes ?? [])];
  const found = await db
    .select({ id: o.id, soCode: o.soCode, clientOrderCode: o.clientOrderCode })
    .from(o)
    .where(and(inScope(o.clientId, scope), or(input.ids?.length ? inArray(o.id, input.ids) : undefined, codes.length ? or(inArray(o.soCode, codes), inArray(o.clientOrderCode, codes)) : undefined)));
  const wanted: Array<{ code: string; id: number | null }> = [
    ...(input.ids ?? []).map((id) => ({ code: found.find((f) => f.id === id)?.soCode ?? String(id), id: found.some((f) => f.id === id) ? id : null })),
    ...codes.map((c) => ({ code: c, id: found.find((f) => f.soCode === c || f.clientOrderCode === c)?.id ?? null })),
  ];
  const answers: TOutboundCancelAnswer[] = [];
  const done = new Set<number>();
  for (const w of wanted) {
    if (w.id === null) {
      answers.push({ code: w.code, id: null, result: 40000, message: messageFor(40000, lang), status: null });
      continue;
    }
    if (done.has(w.id)) continue;
    done.add(w.id);
    const id = w.id;
    const outcome = await inTransaction(db, async (tx) => {
      const order = await lockOutbound(tx, { id }, scope);
      const from = order.status;
      const r = outboundCancel(from);
      if (r.ok) {
        if (r.releasesStock) await releaseStock(tx, { refType: 'OUTBOUND', refId: order.id, refCode: order.soCode, reason: input.reason ?? null }, actorUserId);
        await moveOutbound(tx, order, 9, { action: 'CANCEL', actorUserId, lang, note: input.reason ?? null, set: { cancelledAt: new Date() } });
        return { result: 0, status: 9 as TOutboundStatus };
      }
      // in the warehouse's hands: the request waits at 8 for staff to put the goods back
      if (r.code === 40002 && OUTBOUND_CANCEL_REQUESTABLE.includes(from)) {
        await tx.update(o).set({ status: 8, updatedAt: new Date() }).where(eq(o.id, order.id));
        await writeOutboundLog(tx, { outboundId: order.id, action: 'CANCEL_REQUEST', from, to: 8, note: input.reason ?? null, actorUserId });
        return { result: 40002, status: 8 as TOutboundStatus };
      }
      return { result: r.code, status: from };
    });
    answers.push({
      code: w.code,
      id,
      result: outcome.result,
      message: outcome.result === 0 ? OUTBOUND_WORK_MESSAGES.cancelled[lang] : messageFor(outcome.result, lang),
      status: outcome.status,
    });
  }
  return answers;
}

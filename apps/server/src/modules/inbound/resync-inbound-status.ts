import { and, eq, inArray, or } from 'drizzle-orm';
import { COMMON_MESSAGES, INBOUND_STATUS_LABELS, messageFor, type TInboundResyncInput, type TInboundResyncResult, type TLang } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { selectInboundLogs } from './inbound-views.ts';
import { inboundOrders, inboundSyncLogs } from './schema.ts';

/**
 * SPEC §7 resync-status-flux: re-reads each order's status from the warehouse side. The warehouse is ours, so
 * this answers the current status and last log entry, one result per order asked for (success or failure with
 * a message), and records the attempt in the sync history.
 */
export async function resyncInboundStatus(db: TDb, input: TInboundResyncInput, clientId: number, actorUserId: number, lang: TLang): Promise<TInboundResyncResult[]> {
  const o = inboundOrders;
  const ids = input.ids ?? [];
  const codes = input.codes ?? [];
  const orders = await db
    .select({ id: o.id, asnCode: o.asnCode, orderInboundCode: o.orderInboundCode, status: o.status })
    .from(o)
    .where(
      and(
        eq(o.clientId, clientId),
        or(ids.length ? inArray(o.id, ids) : undefined, codes.length ? or(inArray(o.asnCode, codes), inArray(o.orderInboundCode, codes)) : undefined),
      ),
    );
  const logs = await selectInboundLogs(
    db,
    orders.map((x) => x.id),
  );
  const asked = [...ids.map((id) => ({ key: String(id), find: (x: (typeof orders)[number]) => x.id === id })), ...codes.map((c) => ({ key: c, find: (x: (typeof orders)[number]) => x.asnCode === c || x.orderInboundCode === c }))];
  const results: TInboundResyncResult[] = asked.map(({ key, find }) => {
    const order = orders.find(find);
    if (!order) return { code: key, success: false, message: messageFor(30000, lang), id: null, status: null, lastLog: null };
    const last = logs.filter((g) => g.inboundId === order.id).at(-1);
    return {
      code: order.asnCode,
      success: true,
      message: `${COMMON_MESSAGES.statusSynced[lang]}: ${INBOUND_STATUS_LABELS[order.status][lang]}`,
      id: order.id,
      status: order.status,
      lastLog: last ? { id: last.id, action: last.action, fromStatus: last.fromStatus, toStatus: last.toStatus, note: last.note, actor: last.actor, createdAt: last.createdAt } : null,
    };
  });
  if (results.length) {
    await db.insert(inboundSyncLogs).values(
      results.map((r) => ({ clientId, inboundId: r.id, code: r.code, success: r.success, message: r.message, status: r.status, actorUserId })),
    );
  }
  return results;
}

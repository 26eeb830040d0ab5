import { and, eq, inArray, or } from 'drizzle-orm';
import { COMMON_MESSAGES, messageFor, OUTBOUND_STATUS_LABELS, type TLang, type TOutboundResyncInput, type TOutboundResyncResult, type TOutboundStatus } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { outboundOrders, outboundSyncLogs } from './schema.ts';

/**
 * SPEC §7 resync-status-flux: re-reads each order's status from the warehouse side (ours), one result per order
 * asked for, each attempt recorded in the sync history.
 */
export async function resyncOutboundStatus(db: TDb, input: TOutboundResyncInput, clientId: number, actorUserId: number, lang: TLang): Promise<TOutboundResyncResult[]> {
  const o = outboundOrders;
  const ids = input.ids ?? [];
  const codes = input.codes ?? [];
  const orders = await db
    .select({ id: o.id, soCode: o.soCode, clientOrderCode: o.clientOrderCode, status: o.status })
    .from(o)
    .where(and(eq(o.clientId, clientId), or(ids.length ? inArray(o.id, ids) : undefined, codes.length ? or(inArray(o.soCode, codes), inArray(o.clientOrderCode, codes)) : undefined)));
  const asked = [...ids.map((id) => ({ key: String(id), find: (x: (typeof orders)[number]) => x.id === id })), ...codes.map((c) => ({ key: c, find: (x: (typeof orders)[number]) => x.soCode === c || x.clientOrderCode === c }))];
  const results: TOutboundResyncResult[] = asked.map(({ key, find }) => {
    const order = orders.find(find);
    if (!order) return { code: key, success: false, message: messageFor(40000, lang), id: null, status: null };
    return { code: order.soCode, success: true, message: `${COMMON_MESSAGES.statusSynced[lang]}: ${OUTBOUND_STATUS_LABELS[order.status][lang]}`, id: order.id, status: order.status };
  });
  if (results.length) {
    await db.insert(outboundSyncLogs).values(results.map((r) => ({ clientId, outboundId: r.id, code: r.code, success: r.success, message: r.message, status: r.status as TOutboundStatus | null, actorUserId })));
  }
  return results;
}

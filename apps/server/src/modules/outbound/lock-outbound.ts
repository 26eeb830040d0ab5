import { and, eq, or } from 'drizzle-orm';
import { assertOutboundTransition, fillLabel, OUTBOUND_MESSAGES, OUTBOUND_STATUS_LABELS, type TLang, type TOutboundStatus } from '@ffm/domain';
import type { TDbOrTx, TTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { DomainError } from '../../lib/errors.ts';
import { writeOutboundLog, type TOutboundAction } from './outbound-log.ts';
import { outboundOrders } from './schema.ts';

export type TOutboundRow = typeof outboundOrders.$inferSelect;

/** The order by id or code (SO code or the client's code), within the scope; else 40000. */
export async function findOutbound(db: TDbOrTx, ref: { id?: number; code?: string }, scope: TDataScope): Promise<TOutboundRow> {
  const o = outboundOrders;
  const byRef = ref.id !== undefined ? eq(o.id, ref.id) : or(eq(o.soCode, ref.code ?? ''), eq(o.clientOrderCode, ref.code ?? ''));
  const [row] = await db
    .select()
    .from(o)
    .where(and(byRef, inScope(o.clientId, scope)))
    .limit(1);
  // another tenant's order answers exactly like a missing one (DESIGN §5)
  if (!row) throw new DomainError(40000);
  return row;
}

/** Locks the order row for a change: every step of an order takes this lock first, so parallel steps go one after the other. */
export async function lockOutbound(tx: TTx, ref: { id?: number; code?: string }, scope: TDataScope): Promise<TOutboundRow> {
  const found = await findOutbound(tx, ref, scope);
  const [row] = await tx.select().from(outboundOrders).where(eq(outboundOrders.id, found.id)).limit(1).for('update');
  if (!row) throw new DomainError(40000);
  return row;
}

/** The domain's state machine, as an error in the caller's language when the move is not allowed. */
export function assertTransition(from: TOutboundStatus, to: TOutboundStatus, lang: TLang): void {
  const r = assertOutboundTransition(from, to);
  if (r.ok) return;
  if (r.code !== 400) throw new DomainError(r.code, { data: { status: from } });
  const label = OUTBOUND_STATUS_LABELS[from][lang];
  const message = fillLabel(OUTBOUND_MESSAGES.stepNotPossible, lang, { status: lang === 'en' ? label.toLowerCase() : label });
  throw new DomainError(400, { message, data: { status: from } });
}

/** Moves the order to a status the machine allows, with its log row, in the caller's transaction. */
export async function moveOutbound(
  tx: TTx,
  order: { id: number; status: TOutboundStatus },
  to: TOutboundStatus,
  step: { action: TOutboundAction; actorUserId: number | null; lang: TLang; note?: string | null; set?: Partial<typeof outboundOrders.$inferInsert> },
): Promise<void> {
  assertTransition(order.status, to, step.lang);
  await tx
    .update(outboundOrders)
    .set({ ...step.set, status: to, updatedAt: new Date() })
    .where(eq(outboundOrders.id, order.id));
  await writeOutboundLog(tx, { outboundId: order.id, action: step.action, from: order.status, to, note: step.note ?? null, actorUserId: step.actorUserId });
  order.status = to;
}

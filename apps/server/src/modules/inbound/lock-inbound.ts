import { and, eq, or } from 'drizzle-orm';
import { assertInboundTransition, fillLabel, INBOUND_MESSAGES, INBOUND_STATUS_LABELS, type TInboundStatus, type TLang } from '@ffm/domain';
import type { TDbOrTx, TTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { DomainError } from '../../lib/errors.ts';
import { inboundOrders } from './schema.ts';

export type TInboundRow = typeof inboundOrders.$inferSelect;

/** The order by id or code (asn code or the client's code), within the scope; else 30000. */
export async function findInbound(db: TDbOrTx, ref: { id?: number; code?: string }, scope: TDataScope): Promise<TInboundRow> {
  const o = inboundOrders;
  const byRef = ref.id !== undefined ? eq(o.id, ref.id) : or(eq(o.asnCode, ref.code ?? ''), eq(o.orderInboundCode, ref.code ?? ''));
  const [row] = await db
    .select()
    .from(o)
    .where(and(byRef, inScope(o.clientId, scope)))
    .limit(2);
  // another tenant's order answers exactly like a missing one (DESIGN §5)
  if (!row) throw new DomainError(30000);
  return row;
}

/**
 * Locks the order row for a change (`SELECT ... FOR UPDATE`): every step of an order (cancel, receive, finish,
 * put-away, complete) takes this lock first, so two staff acting on one order at the same moment go one after
 * the other and each sees what the other did.
 */
export async function lockInbound(tx: TTx, ref: { id?: number; code?: string }, scope: TDataScope): Promise<TInboundRow> {
  const found = await findInbound(tx, ref, scope);
  const [row] = await tx.select().from(inboundOrders).where(eq(inboundOrders.id, found.id)).limit(1).for('update');
  if (!row) throw new DomainError(30000);
  return row;
}

/** The domain's state machine, as an error in the caller's language when the move is not allowed. */
export function assertTransition(from: TInboundStatus, to: TInboundStatus, lang: TLang): void {
  const r = assertInboundTransition(from, to);
  if (r.ok) return;
  if (r.code !== 400) throw new DomainError(r.code, { data: { status: from } });
  const label = INBOUND_STATUS_LABELS[from][lang];
  const message = fillLabel(INBOUND_MESSAGES.stepNotPossible, lang, { status: lang === 'en' ? label.toLowerCase() : label });
  throw new DomainError(400, { message, data: { status: from } });
}

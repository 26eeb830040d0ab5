import { eq } from 'drizzle-orm';
import { inventoryMessage, type TLang } from '@ffm/domain';
import type { TTx } from '../../db/client.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { stockCountSessions } from './schema.ts';

export type TCountSessionRow = typeof stockCountSessions.$inferSelect;

/** Locks an open count session for a change; 404 when missing, a field error when no longer open. */
export async function lockOpenCountSession(tx: TTx, sessionId: number, lang: TLang): Promise<TCountSessionRow> {
  const [session] = await tx.select().from(stockCountSessions).where(eq(stockCountSessions.id, sessionId)).limit(1).for('update');
  if (!session) throw new DomainError(404);
  if (session.status !== 'OPEN') failFields([{ field: 'sessionId', message: inventoryMessage('countNotOpen', lang) }]);
  return session;
}

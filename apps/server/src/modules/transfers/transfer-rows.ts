import { and, eq } from 'drizzle-orm';
import { TRANSFER_STATUS_LABELS, transferText, type TLang, type TTransferStatus } from '@ffm/domain';
import type { TDbOrTx, TTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { DomainError } from '../../lib/errors.ts';
import { transferOrders } from './schema.ts';

export type TTransferRow = typeof transferOrders.$inferSelect;

/** A transfer within the scope; another client's answers like a missing one (404). */
export async function findTransfer(db: TDbOrTx, id: number, scope: TDataScope, lang: TLang): Promise<TTransferRow> {
  const [row] = await db
    .select()
    .from(transferOrders)
    .where(and(eq(transferOrders.id, id), inScope(transferOrders.clientId, scope)))
    .limit(1);
  if (!row) throw new DomainError(404, { message: transferText('missing', lang) });
  return row;
}

/** The transfer's row lock: every step takes it first, so two steps on one transfer run one after the other. */
export async function lockTransfer(tx: TTx, id: number, scope: TDataScope, lang: TLang): Promise<TTransferRow> {
  await findTransfer(tx, id, scope, lang);
  const [row] = await tx.select().from(transferOrders).where(eq(transferOrders.id, id)).for('update');
  return row!;
}

/** 400 naming the status when the step needs another one. */
export function assertTransferStatus(row: TTransferRow, wanted: TTransferStatus, lang: TLang): void {
  if (row.status === wanted) return;
  const label = TRANSFER_STATUS_LABELS[row.status][lang];
  throw new DomainError(400, { message: transferText('notNew', lang, { status: lang === 'en' ? label.toLowerCase() : label }), data: { status: row.status } });
}

import { and, eq } from 'drizzle-orm';
import { FEE_TYPE_LABELS, type TFeeType } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { fail } from '../../lib/errors.ts';
import { createTicket } from '../tickets/index.ts';
import { feeLines } from './schema.ts';

/**
 * A client disputes one of its fee lines with a reason: a support ticket (category other) opens with the line's
 * details and the reason, and the line keeps the ticket's id. A line already disputed answers its ticket; another
 * client's line is not found (404).
 */
export async function disputeFeeLine(db: TDb, scope: TClientScope, input: { lineId: number; reason: string }) {
  const [line] = await db.select().from(feeLines).where(and(eq(feeLines.id, input.lineId), inScope(feeLines.clientId, scope)));
  if (!line) fail(404);
  if (line.disputeTicketId !== null) return { ticketId: line.disputeTicketId, lineId: line.id };
  const label = FEE_TYPE_LABELS[line.feeType as TFeeType].vi;
  const ticket = await createTicket(db, scope, {
    category: 'other',
    title: `Khiếu nại phí: ${label} ${line.day}`,
    description: `Dòng phí #${line.id} (${line.ref}${line.orderCode ? `, đơn ${line.orderCode}` : ''}): ${line.quantity} ${line.unit} × ${line.unitPrice} = ${line.amount} đ.\n${input.reason}`,
    file_ids: [],
    ...(line.orderCode ? { order_code: line.orderCode } : {}),
  });
  await db.update(feeLines).set({ disputeTicketId: ticket.id }).where(and(eq(feeLines.id, line.id), inScope(feeLines.clientId, scope)));
  return { ticketId: ticket.id, lineId: line.id };
}

import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { inventoryMessage, planCountLine, type TCountPostInput, type TCountSessionView } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { failFields, type TFieldError } from '../../lib/errors.ts';
import { getCount } from './get-count.ts';
import { lockOpenCountSession } from './lock-count-session.ts';
import { balanceKeyOf, postMovements, type TBalanceKey, type TMovement } from './post-movements.ts';
import { recordOperation } from './record-operation.ts';
import { inventoryBalances, stockCountLines, stockCountSessions } from './schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/**
 * Posts a count: for every counted line, the difference between what was counted and what is on hand at this
 * moment (the balance is locked first) becomes ledger rows (planCountLine: LOST or COUNT for a shortage, FOUND
 * then COUNT for a surplus, DEFECT for goods found damaged), all with the reason. The session is locked and
 * must be open, so a second post (even at the same moment) changes nothing. Stock that is allocated or held
 * by an unfinished inbound cannot be counted away.
 */
export async function postCount(db: TDb, scope: TDataScope, input: TCountPostInput): Promise<TCountSessionView> {
  const { userId: actorUserId, lang } = scope;
  await inTransaction(db, async (tx) => {
    const session = await lockOpenCountSession(tx, input.sessionId, lang);
    const l = stockCountLines;
    const lines = await tx
      .select()
      .from(l)
      .where(and(eq(l.sessionId, session.id), isNotNull(l.countedQty)))
      .orderBy(asc(l.id));
    if (lines.length === 0) failFields([{ field: 'sessionId', message: inventoryMessage('nothingCounted', lang) }]);

    const keyOf = (x: (typeof lines)[number]): TBalanceKey => ({
      warehouseId: session.warehouseId,
      clientId: x.clientId,
      skuId: x.skuId,
      lot: x.lot,
      locationId: x.locationId,
      condition: x.condition,
    });
    const b = inventoryBalances;
    const keys = lines.map(keyOf);
    const current = await tx
      .select()
      .from(b)
      .where(
        sql`(${b.warehouseId}, ${b.clientId}, ${b.skuId}, ${b.lot}, ${b.locationId}, ${b.condition}) in (${sql.join(
          keys.map((k) => sql`(${k.warehouseId}::int, ${k.clientId}::int, ${k.skuId}::int, ${k.lot}::text, ${k.locationId}::int, ${k.condition}::text)`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(b.id))
      .for('update');
    const byKey = new Map(current.map((r) => [balanceKeyOf(r), r]));

    const operationId = await recordOperation(tx, {
      kind: 'COUNT_POST',
      warehouseId: session.warehouseId,
      actorUserId,
      reason: input.reason,
      details: { sessionId: session.id, code: session.code, shortageAs: input.shortageAs, lines: lines.length },
    });
    const ref = { refType: 'COUNT_SESSION' as const, refId: session.id, refCode: session.code, reason: input.reason };
    const errors: TFieldError[] = [];
    const movements: TMovement[] = [];
    for (const [i, line] of lines.entries()) {
      const key = keyOf(line);
      const row = byKey.get(balanceKeyOf(key));
      const now = { qty: row?.qty ?? 0, qtyLost: row?.qtyLost ?? 0, qtyAllocated: row?.qtyAllocated ?? 0, qtyHeld: row?.qtyHeld ?? 0 };
      const counted = line.countedQty ?? 0;
      if (counted - line.defectiveQty < now.qtyAllocated + now.qtyHeld) {
        errors.push({ field: `lines.${i}`, message: inventoryMessage('qtyExceedsFree', lang) });
        continue;
      }
      const attrs = { productionDate: row?.productionDate ?? null, expiryDate: row?.expiryDate ?? null, zoneType: row?.zoneType ?? null, warehousedAt: row?.warehousedAt ?? null };
      for (const d of planCountLine({ current: now, counted, defective: line.defectiveQty, shortageAs: input.shortageAs })) {
        movements.push({ ...key, ...attrs, ...ref, type: d.type, qtyDelta: d.qtyDelta, lostDelta: d.lostDelta });
        if (d.type === 'DEFECT') movements.push({ ...key, ...attrs, ...ref, condition: 'BAD', type: 'DEFECT', qtyDelta: -d.qtyDelta });
      }
      await tx.update(l).set({ postedDifference: counted - now.qty }).where(eq(l.id, line.id));
    }
    if (errors.length) failFields(errors);
    if (movements.length) await postMovements(tx, movements, actorUserId);
    await tx
      .update(stockCountSessions)
      .set({ status: 'POSTED', reason: input.reason, shortageAs: input.shortageAs, postedBy: actorUserId, postedAt: new Date(), operationId })
      .where(eq(stockCountSessions.id, session.id));
  });
  return getCount(db, input.sessionId);
}

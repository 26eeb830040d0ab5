import { and, eq, sql } from 'drizzle-orm';
import { lineAmount, ROUNDING_EXACT, vnDay, type TListPaging, type TVasOrderKind, type TVasService } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { feeLines, vasWork } from './schema.ts';
import { tariffInForce } from './tariffs.ts';

export interface TVasInput {
  clientId: number;
  orderKind: TVasOrderKind;
  orderId: number;
  orderCode: string;
  service: TVasService;
  units: number;
  note?: string | null | undefined;
  requestId?: string | undefined;
  userId: number;
  at?: Date;
}

const VIEW = {
  id: vasWork.id,
  clientId: vasWork.clientId,
  orderKind: vasWork.orderKind,
  orderCode: vasWork.orderCode,
  service: vasWork.service,
  units: vasWork.units,
  note: vasWork.note,
  feeLineId: vasWork.feeLineId,
  amount: sql<number | null>`(select ${feeLines.amount} from ${feeLines} where ${feeLines.id} = ${vasWork.feeLineId})`.mapWith((v) => (v === null ? null : Number(v))),
  createdAt: vasWork.createdAt,
};

/**
 * Records labelling or kitting done on a client's order, in the caller's transaction, with its fee line: units ×
 * the rate of the tariff in force that day (labellingPerUnit, kittingPerUnit), exact, fee type = the service,
 * ref '<service>:<work id>'. No tariff in force: the work is recorded, nothing is charged. A request id already
 * recorded for the client answers that work and writes nothing.
 */
export async function recordVasWork(tx: TDbOrTx, w: TVasInput) {
  if (w.requestId) {
    const [done] = await tx.select(VIEW).from(vasWork).where(and(eq(vasWork.clientId, w.clientId), eq(vasWork.requestId, w.requestId)));
    if (done) return done;
  }
  const [work] = await tx
    .insert(vasWork)
    .values({ clientId: w.clientId, orderKind: w.orderKind, orderId: w.orderId, orderCode: w.orderCode, service: w.service, units: w.units, note: w.note ?? null, requestId: w.requestId ?? null, createdBy: w.userId })
    .returning({ id: vasWork.id });
  const day = vnDay(w.at ?? new Date());
  const t = await tariffInForce(tx, w.clientId, day);
  if (t) {
    const rate = w.service === 'labelling' ? t.labellingPerUnit : t.kittingPerUnit;
    const [line] = await tx
      .insert(feeLines)
      .values({ clientId: w.clientId, day, feeType: w.service, ref: `${w.service}:${work!.id}`, orderCode: w.orderCode, quantity: String(w.units), unit: 'unit', unitPrice: rate, amount: lineAmount(w.units, rate), rounding: ROUNDING_EXACT, tariffId: t.id })
      .returning({ id: feeLines.id });
    await tx.update(vasWork).set({ feeLineId: line!.id }).where(eq(vasWork.id, work!.id));
  }
  const [row] = await tx.select(VIEW).from(vasWork).where(eq(vasWork.id, work!.id));
  return row!;
}

/** A client's recorded value-added work, newest first (keyset on created_at, id). */
export async function listVasWork(db: TDbOrTx, clientId: number, input: TListPaging) {
  const v = vasWork;
  const where = eq(v.clientId, clientId);
  const win = keysetWindow({ column: v.createdAt, id: v.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${v}`, where);
  const rows = await win.read(db.select({ ...VIEW, sortKey: win.sortKey, listTotal: totalSql }).from(v).$dynamic(), where);
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  return { items: page.items.map(({ sortKey: _s, listTotal: _t, ...x }) => x), ...pagingAnswer(page, count, input) };
}

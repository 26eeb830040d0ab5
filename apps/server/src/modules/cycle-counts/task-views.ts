import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TCycleListInput, TCycleTask, TCycleTaskReview } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { clientNameSql } from '../accounts/index.ts';
import { skuNamesSql } from '../sku/index.ts';
import { locationCodeSql } from '../warehouses/index.ts';
import { cycleCountTasks } from './schema.ts';

const t = cycleCountTasks;

/** Tasks as the screens show them, in walking order (location code), the figures only for `review`. */
export async function readTasks(db: TDbOrTx, where: SQL | undefined): Promise<TCycleTaskReview[]> {
  const rows = await db
    .select({
      id: t.id,
      warehouseId: t.warehouseId,
      countDate: t.countDate,
      abcClass: t.abcClass,
      status: t.status,
      locationCode: locationCodeSql(t.locationId),
      customer: clientNameSql(t.clientId),
      skuNames: skuNamesSql(t.skuId),
      lot: t.lot,
      condition: t.condition,
      systemQty: t.systemQty,
      countedQty: t.countedQty,
      recountQty: t.recountQty,
      variance: t.variance,
      reason: t.reason,
    })
    .from(t)
    .where(where)
    .orderBy(asc(t.id));
  return rows
    .map(({ customer, skuNames, locationCode, ...r }) => ({ ...r, locationCode: locationCode ?? '', customerCode: customer?.code ?? null, sku: skuNames?.sku ?? '', skuName: skuNames?.name ?? '' }))
    .sort((a, b) => (a.locationCode < b.locationCode ? -1 : a.locationCode > b.locationCode ? 1 : a.id - b.id));
}

/** The counter's view: no quantity of any kind (a blind count). */
export function blind(task: TCycleTaskReview): TCycleTask {
  const { systemQty: _s, countedQty: _c, recountQty: _r, variance: _v, reason: _why, ...rest } = task;
  return rest;
}

export async function tasksOfDay(db: TDbOrTx, warehouseId: number, date: string, statuses?: readonly TCycleTask['status'][]): Promise<TCycleTaskReview[]> {
  return readTasks(db, and(eq(t.warehouseId, warehouseId), eq(t.countDate, date), statuses ? inArray(t.status, [...statuses]) : undefined));
}

/** To count: open tasks and recounts of the warehouse (of one day when asked), blind. */
export async function tasksToCount(db: TDbOrTx, input: TCycleListInput): Promise<TCycleTask[]> {
  const rows = await readTasks(db, and(eq(t.warehouseId, input.warehouseId), inArray(t.status, ['OPEN', 'RECOUNT']), input.date ? eq(t.countDate, input.date) : undefined));
  return rows.map(blind);
}

/** For the supervisor: a day's tasks with their figures, or (no day) every task waiting for approval or a recount. */
export async function tasksToReview(db: TDbOrTx, input: TCycleListInput): Promise<TCycleTaskReview[]> {
  return readTasks(db, and(eq(t.warehouseId, input.warehouseId), input.date ? eq(t.countDate, input.date) : inArray(t.status, ['PENDING_APPROVAL', 'RECOUNT'])));
}

import { and, eq, sql } from 'drizzle-orm';
import { abcClasses, overdueDays, vnDateKey, type TAbcClass, type TCycleListInput, type TCycleTask, type TLang } from '@ffm/domain';
import type { TDb, TTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { outboundFrequency, stockInLocations } from '../inventory/index.ts';
import { requireWarehouse, storageBins } from '../warehouses/index.ts';
import { getSettings } from './settings.ts';
import { cycleCountDays, cycleCountTasks } from './schema.ts';
import { blind, tasksOfDay } from './task-views.ts';

/** outbound frequency is measured over this many days before the count day */
const FREQUENCY_DAYS = 90;
const CLASS_ORDER: Record<TAbcClass, number> = { A: 0, B: 1, C: 2 };

/**
 * The day's count list of a warehouse: every stock row on hand in its storage bins gets its ABC class from its
 * SKU's outbound orders over the last 90 days; the rows due (never counted, or counted longer ago than their
 * class's interval) and without an unfinished task are listed, class A first, the most overdue first, then by
 * location code, until the day holds `dailyCapacity` tasks. Generating again the same day adds only what room is
 * left. One generation at a time per warehouse (a transaction-scoped advisory lock).
 */
export async function generateList(db: TDb, input: TCycleListInput, actorUserId: number, lang: TLang): Promise<{ created: number; tasks: TCycleTask[] }> {
  await requireWarehouse(db, input.warehouseId, lang);
  const day = input.date ?? vnDateKey(Date.now());
  const created = await inTransaction(db, async (tx) => {
    await lockWarehouse(tx, input.warehouseId);
    return fillDay(tx, input.warehouseId, day, actorUserId);
  });
  const tasks = await tasksOfDay(db, input.warehouseId, day);
  return { created, tasks: tasks.map(blind) };
}

/**
 * The daily job's list of one warehouse and day: made once. The day's mark (cycle_count_days) is written in the
 * transaction that fills the list, after the warehouse's advisory lock: a run that finds the mark (the job ran
 * again, or another process's runner took the same day) adds nothing. Answers the tasks added, null when the day
 * was already made.
 */
export async function generateDailyList(db: TDb, warehouseId: number, day: string): Promise<number | null> {
  return inTransaction(db, async (tx) => {
    await lockWarehouse(tx, warehouseId);
    const [done] = await tx
      .select({ n: cycleCountDays.created })
      .from(cycleCountDays)
      .where(and(eq(cycleCountDays.warehouseId, warehouseId), eq(cycleCountDays.countDate, day)))
      .limit(1);
    if (done) return null;
    const created = await fillDay(tx, warehouseId, day, null);
    await tx.insert(cycleCountDays).values({ warehouseId, countDate: day, created });
    return created;
  });
}

/** One generation at a time per warehouse, until the transaction ends. */
async function lockWarehouse(tx: TTx, warehouseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(26003, ${warehouseId})`);
}

/** Adds the due stock to a day's list within the room left; the caller holds the warehouse's advisory lock. */
async function fillDay(tx: TTx, warehouseId: number, day: string, actorUserId: number | null): Promise<number> {
  const s = await getSettings(tx, warehouseId);
  const t = cycleCountTasks;
  const [{ n: already } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.warehouseId, warehouseId), eq(t.countDate, day)));
  const room = s.dailyCapacity - already;
  if (room <= 0) return 0;

  const bins = await storageBins(tx, warehouseId);
  const codeOf = new Map(bins.map((b) => [b.id, b.code]));
  const stock = await stockInLocations(
    tx,
    bins.map((b) => b.id),
  );
  const since = new Date(Date.parse(`${day}T00:00:00+07:00`) - FREQUENCY_DAYS * 86_400_000);
  const frequency = await outboundFrequency(tx, warehouseId, since);
  const classes = abcClasses(
    frequency,
    stock.map((k) => `${k.clientId}|${k.skuId}`),
    s,
  );
  const keyOf = (k: { clientId: number; skuId: number; lot: string; locationId: number; condition: string }) => `${k.clientId}|${k.skuId}|${k.lot}|${k.locationId}|${k.condition}`;
  const history = await tx
    .select({ clientId: t.clientId, skuId: t.skuId, lot: t.lot, locationId: t.locationId, condition: t.condition, status: t.status, countDate: t.countDate })
    .from(t)
    .where(eq(t.warehouseId, warehouseId));
  const lastCounted = new Map<string, string>();
  const unfinished = new Set<string>();
  for (const h of history) {
    const k = keyOf(h);
    if (h.status === 'OPEN' || h.status === 'RECOUNT' || h.status === 'PENDING_APPROVAL') unfinished.add(k);
    else if ((lastCounted.get(k) ?? '') < h.countDate) lastCounted.set(k, h.countDate);
  }
  const due = stock
    .map((k) => {
      const cls = classes.get(`${k.clientId}|${k.skuId}`) ?? 'C';
      return { ...k, cls, overdue: overdueDays(lastCounted.get(keyOf(k)) ?? null, cls, day, s), code: codeOf.get(k.locationId) ?? '' };
    })
    .filter((k) => k.overdue >= 0 && !unfinished.has(keyOf(k)))
    .sort((a, b) => CLASS_ORDER[a.cls] - CLASS_ORDER[b.cls] || b.overdue - a.overdue || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .slice(0, room);
  if (due.length === 0) return 0;
  const rows = await tx
    .insert(t)
    .values(
      due.map((k) => ({
        warehouseId,
        countDate: day,
        abcClass: k.cls,
        clientId: k.clientId,
        skuId: k.skuId,
        lot: k.lot,
        locationId: k.locationId,
        condition: k.condition,
        createdBy: actorUserId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.id });
  return rows.length;
}


import { and, asc, between, eq, gt, sql, type SQL } from 'drizzle-orm';
import { CYCLE_REPORT_HEADERS, cycleCountMessage, LIST_COUNT_CAP, type TCellValue, type TCycleReportFilter, type TCycleReportInput, type TCycleReportRow, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { keysetWindow, pagingAnswer, type TListPage } from '../../db/list-page.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { clientNameSql } from '../accounts/index.ts';
import { skuNamesSql } from '../sku/index.ts';
import { cycleCountTasks } from './schema.ts';

const t = cycleCountTasks;
const EXPORT_BATCH = 500;

/** The finished counts (posted and matched; rejected ones changed nothing) of a warehouse, period and scope. */
function reportWhere(input: TCycleReportFilter, scope: TDataScope, lang: TLang): SQL | undefined {
  if (input.from > input.to) failFields([{ field: 'to', message: cycleCountMessage('badRange', lang) }]);
  return and(
    inScope(t.clientId, scope),
    eq(t.warehouseId, input.warehouseId),
    input.customerId ? eq(t.clientId, input.customerId) : undefined,
    between(t.countDate, input.from, input.to),
    sql`${t.status} in ('POSTED', 'MATCHED')`,
  );
}

/** A group's figures, selected beside the grouped (client, SKU) key. */
const figures = {
  customerId: t.clientId,
  skuId: t.skuId,
  // correlated on the grouped columns: looked up once per group
  customer: clientNameSql(t.clientId),
  skuNames: skuNamesSql(t.skuId),
  tasks: sql<number>`count(*)::int`.mapWith(Number),
  systemQty: sql<number>`coalesce(sum(${t.systemQty}), 0)::int`.mapWith(Number),
  countedQty: sql<number>`coalesce(sum(coalesce(${t.recountQty}, ${t.countedQty})), 0)::int`.mapWith(Number),
  netVariance: sql<number>`coalesce(sum(${t.variance}), 0)::int`.mapWith(Number),
  absVariance: sql<number>`coalesce(sum(abs(${t.variance})), 0)::int`.mapWith(Number),
};

type TFigures = { customer: { code: string } | null; skuNames: { sku: string; name: string } | null } & Omit<TCycleReportRow, 'customerCode' | 'sku' | 'skuName'>;

function named({ customer, skuNames, ...r }: TFigures): TCycleReportRow {
  return { ...r, customerCode: customer?.code ?? null, sku: skuNames?.sku ?? '', skuName: skuNames?.name ?? '' };
}

/**
 * Count variances of a warehouse over a period (count days), by customer and SKU: tasks, system and counted
 * quantities, the net and absolute variance. One row per (customer, SKU), in their ids' order, keyset-paged: the
 * cursor's key (customer, SKU) bounds the rows before they are grouped, so a page reads only its groups.
 */
export async function varianceReport(db: TDbOrTx, input: TCycleReportInput, scope: TDataScope, lang: TLang): Promise<TListPage<TCycleReportRow>> {
  const where = reportWhere(input, scope, lang);
  // a page by number without a cursor (a reloaded link) is read by offset over the groups
  const byOffset = !input.cursor && input.page > 1;
  const window = keysetWindow({ column: t.clientId, id: t.skuId, dir: 'asc' }, byOffset ? { ...input, page: 1 } : input);
  const qb = db
    .select({ ...figures, sortKey: window.sortKey, id: t.skuId })
    .from(t)
    .groupBy(t.clientId, t.skuId)
    .$dynamic();
  const read = window.read(qb, where);
  const rows = byOffset ? await read.offset((input.page - 1) * input.pageSize) : await read;
  const { items, ...cursors } = window.finish(rows);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(db.select({ c: t.clientId }).from(t).where(where).groupBy(t.clientId, t.skuId).limit(LIST_COUNT_CAP + 1).as('g'));
  const n = counted?.n ?? 0;
  return {
    items: items.map(({ sortKey: _k, id: _id, ...r }) => named(r)),
    ...pagingAnswer(cursors, { total: Math.min(n, LIST_COUNT_CAP), exact: n <= LIST_COUNT_CAP }, input),
  };
}

/** The whole report of a period as one sheet (read in batches of groups, in the list's order). */
export function exportVarianceReport(db: TDbOrTx, input: TCycleReportFilter, scope: TDataScope, lang: TLang): { fileName: string; sheets: TXlsxSheet[] } {
  const where = reportWhere(input, scope, lang);
  async function* rows(): AsyncGenerator<readonly TCellValue[]> {
    let after: { clientId: number; skuId: number } | null = null;
    for (;;) {
      const batch: TFigures[] = await db
        .select(figures)
        .from(t)
        .where(and(where, after ? gt(sql`(${t.clientId}, ${t.skuId})`, sql`(${after.clientId}, ${after.skuId})`) : undefined))
        .groupBy(t.clientId, t.skuId)
        .orderBy(asc(t.clientId), asc(t.skuId))
        .limit(EXPORT_BATCH);
      for (const r of batch.map(named)) yield [r.customerCode ?? '', r.sku, r.skuName, r.tasks, r.systemQty, r.countedQty, r.netVariance, r.absVariance];
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { clientId: last.customerId, skuId: last.skuId };
    }
  }
  return {
    fileName: `chenh-lech-kiem-ke-${input.from}-${input.to}.xlsx`,
    sheets: [
      {
        name: CYCLE_REPORT_HEADERS.sheet[lang],
        preface: [`${CYCLE_REPORT_HEADERS.period[lang]}: ${input.from} → ${input.to}`],
        columns: CYCLE_REPORT_HEADERS.columns.map((c) => ({ header: c[lang], width: c.width })),
        rows: rows(),
      },
    ],
  };
}

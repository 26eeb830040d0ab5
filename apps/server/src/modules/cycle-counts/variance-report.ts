import { and, between, eq, sql } from 'drizzle-orm';
import type { TCycleReportInput, TCycleReportRow } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { clientNameSql } from '../accounts/index.ts';
import { skuNamesSql } from '../sku/index.ts';
import { cycleCountTasks } from './schema.ts';

/**
 * Count variances of a warehouse over a period (count days), by customer and SKU: the finished counts (posted and
 * matched; rejected ones changed nothing), their system and counted quantities, the net and absolute variance.
 */
export async function varianceReport(db: TDbOrTx, input: TCycleReportInput): Promise<TCycleReportRow[]> {
  const t = cycleCountTasks;
  const finalQty = sql`coalesce(${t.recountQty}, ${t.countedQty})`;
  const rows = await db
    .select({
      customerId: t.clientId,
      skuId: t.skuId,
      // correlated on the grouped columns: looked up once per group
      customer: clientNameSql(t.clientId),
      skuNames: skuNamesSql(t.skuId),
      tasks: sql<number>`count(*)::int`.mapWith(Number),
      systemQty: sql<number>`coalesce(sum(${t.systemQty}), 0)::int`.mapWith(Number),
      countedQty: sql<number>`coalesce(sum(${finalQty}), 0)::int`.mapWith(Number),
      netVariance: sql<number>`coalesce(sum(${t.variance}), 0)::int`.mapWith(Number),
      absVariance: sql<number>`coalesce(sum(abs(${t.variance})), 0)::int`.mapWith(Number),
    })
    .from(t)
    .where(
      and(
        eq(t.warehouseId, input.warehouseId),
        input.customerId ? eq(t.clientId, input.customerId) : undefined,
        between(t.countDate, input.from, input.to),
        sql`${t.status} in ('POSTED', 'MATCHED')`,
      ),
    )
    .groupBy(t.clientId, t.skuId);
  const named = rows.map(({ customer, skuNames, ...r }) => ({ ...r, customerCode: customer?.code ?? null, sku: skuNames?.sku ?? '', skuName: skuNames?.name ?? '' }));
  return named.sort((a, b) => (a.customerCode ?? '').localeCompare(b.customerCode ?? '') || a.sku.localeCompare(b.sku));
}

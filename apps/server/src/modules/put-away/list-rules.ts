import { and, asc, eq, sql } from 'drizzle-orm';
import type { TPutAwayRule } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { clientNameSql } from '../accounts/index.ts';
import { skuNamesSql } from '../sku/index.ts';
import { putAwayRules } from './schema.ts';

const r = putAwayRules;

/** Rules of a warehouse by priority then id (`ruleId` for one), with the customer's and the SKU's codes. */
export async function listRules(db: TDbOrTx, warehouseId: number, ruleId?: number): Promise<TPutAwayRule[]> {
  const rows = await db
    .select({
      id: r.id,
      warehouseId: r.warehouseId,
      priority: r.priority,
      customerId: r.clientId,
      customer: clientNameSql(r.clientId),
      skuId: r.skuId,
      skuNames: skuNamesSql(r.skuId),
      category: r.category,
      condition: r.condition,
      zone: r.zone,
      fromCode: r.fromCode,
      toCode: r.toCode,
      isActive: r.isActive,
    })
    .from(r)
    .where(and(eq(r.warehouseId, warehouseId), ruleId ? eq(r.id, ruleId) : undefined))
    .orderBy(asc(r.priority), asc(r.id));
  return rows.map(({ customer, skuNames, ...row }) => ({ ...row, customerCode: customer?.code ?? null, skuCode: skuNames?.sku ?? null }));
}

/** The active rules of a warehouse (the suggestion's input). */
export async function activeRules(db: TDbOrTx, warehouseId: number) {
  return db
    .select()
    .from(r)
    .where(and(eq(r.warehouseId, warehouseId), eq(r.isActive, true)))
    .orderBy(asc(r.priority), asc(r.id));
}

/** Whether the warehouse directs put-away: it has an active rule. */
export async function hasActiveRules(db: TDbOrTx, warehouseId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(r).where(and(eq(r.warehouseId, warehouseId), eq(r.isActive, true))).limit(1);
  return row !== undefined;
}

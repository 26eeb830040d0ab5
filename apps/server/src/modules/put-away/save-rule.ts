import { and, eq } from 'drizzle-orm';
import { inventoryMessage, putAwayMessage, type TLang, type TPutAwayRule, type TPutAwayRuleSaveInput } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { fail, failFields, type TFieldError } from '../../lib/errors.ts';
import { findActiveClient } from '../accounts/index.ts';
import { activeSkuIdsByCodes } from '../sku/index.ts';
import { requireWarehouse } from '../warehouses/index.ts';
import { listRules } from './list-rules.ts';
import { putAwayRules } from './schema.ts';

/** Creates a put-away rule, or replaces the one `id` names (in the same warehouse). Codes are kept upper case. */
export async function saveRule(db: TDb, input: TPutAwayRuleSaveInput, actorUserId: number, lang: TLang): Promise<TPutAwayRule> {
  await requireWarehouse(db, input.warehouseId, lang);
  const errors: TFieldError[] = [];
  const clientId = input.customerId ?? null;
  if (clientId !== null && !(await findActiveClient(db, clientId))) errors.push({ field: 'customerId', message: putAwayMessage('customerMissing', lang) });
  let skuId: number | null = null;
  if (input.skuCode) {
    if (clientId === null) errors.push({ field: 'skuCode', message: putAwayMessage('skuNeedsCustomer', lang) });
    else {
      skuId = (await activeSkuIdsByCodes(db, clientId, [input.skuCode])).get(input.skuCode) ?? null;
      if (skuId === null) errors.push({ field: 'skuCode', message: inventoryMessage('skuMissing', lang) });
    }
  }
  const zone = input.zone?.toUpperCase() ?? null;
  const fromCode = input.fromCode?.toUpperCase() ?? null;
  const toCode = input.toCode?.toUpperCase() ?? null;
  if (!zone && !fromCode && !toCode) errors.push({ field: 'zone', message: putAwayMessage('ruleTargetRequired', lang) });
  if (fromCode && toCode && fromCode > toCode) errors.push({ field: 'toCode', message: putAwayMessage('ruleRangeOrder', lang) });
  if (errors.length) failFields(errors);

  const values = {
    warehouseId: input.warehouseId,
    priority: input.priority,
    clientId,
    skuId,
    category: input.category ?? null,
    condition: input.condition ?? null,
    zone,
    fromCode,
    toCode,
    isActive: input.isActive,
  };
  let id: number;
  if (input.id) {
    const [row] = await db
      .update(putAwayRules)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(putAwayRules.id, input.id), eq(putAwayRules.warehouseId, input.warehouseId)))
      .returning({ id: putAwayRules.id });
    if (!row) fail(404);
    id = row.id;
  } else {
    const [row] = await db.insert(putAwayRules).values({ ...values, createdBy: actorUserId }).returning({ id: putAwayRules.id });
    id = row!.id;
  }
  return (await listRules(db, input.warehouseId, id))[0]!;
}

/** Removes a rule; 404 when there is none with the id. */
export async function deleteRule(db: TDb, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(putAwayRules).where(eq(putAwayRules.id, id)).returning({ id: putAwayRules.id });
  if (!row) fail(404);
  return row;
}

import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { BILLING_MESSAGES, vnDay, type TTariffRates } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { feeContracts, feeTariffs } from './schema.ts';

export type TTariffRow = typeof feeTariffs.$inferSelect;

/** Whose tariffs: a client's, a contract's, or (neither) the default ones. */
export interface TTariffOwner {
  clientId: number | null;
  contractId: number | null;
}

function ownerWhere(o: TTariffOwner): SQL {
  return and(
    o.clientId === null ? isNull(feeTariffs.clientId) : eq(feeTariffs.clientId, o.clientId),
    o.contractId === null ? isNull(feeTariffs.contractId) : eq(feeTariffs.contractId, o.contractId),
  )!;
}

/** A tariff names a client or a contract, never both (1016 with a field message); an unknown contract is 404. */
async function checkOwner(db: TDbOrTx, o: TTariffOwner, lang: 'vi' | 'en'): Promise<void> {
  if (o.clientId !== null && o.contractId !== null) {
    failFields([{ field: 'contractId', message: BILLING_MESSAGES.tariffOwnerBoth[lang] }]);
  }
  if (o.contractId !== null) {
    const [c] = await db.select({ id: feeContracts.id }).from(feeContracts).where(eq(feeContracts.id, o.contractId));
    if (!c) fail(404);
  }
}

/** The tariffs of a client, of a contract, or the default ones, newest validity first. */
export async function listTariffs(db: TDbOrTx, owner: TTariffOwner, lang: 'vi' | 'en' = 'vi') {
  await checkOwner(db, owner, lang);
  const rows = await db.select().from(feeTariffs).where(ownerWhere(owner)).orderBy(desc(feeTariffs.validFrom));
  return rows.map(({ createdBy: _c, ...r }) => r);
}

/**
 * Saves a tariff taking effect on `validFrom`: today or a later day (Asia/Ho_Chi_Minh), never the past, so lines
 * already written keep the rates they were written with. Saving again for the same client and day replaces the
 * rates of a tariff not yet in force.
 */
export async function saveTariff(db: TDbOrTx, input: TTariffRates & TTariffOwner & { validFrom: string; userId: number }, lang: 'vi' | 'en', now = new Date()) {
  await checkOwner(db, input, lang);
  if (input.validFrom < vnDay(now)) {
    failFields([{ field: 'validFrom', message: BILLING_MESSAGES.tariffFromToday[lang] }]);
  }
  const { userId, ...values } = input;
  const [row] = await db
    .insert(feeTariffs)
    .values({ ...values, createdBy: userId })
    .onConflictDoUpdate({
      target: [feeTariffs.clientId, feeTariffs.contractId, feeTariffs.validFrom],
      set: {
        receivingBasis: values.receivingBasis,
        receivingRate: values.receivingRate,
        storageBasis: values.storageBasis,
        storageRate: values.storageRate,
        pickPackPerOrder: values.pickPackPerOrder,
        pickPackPerExtraUnit: values.pickPackPerExtraUnit,
        packingMaterialPerOrder: values.packingMaterialPerOrder,
        returnPerUnit: values.returnPerUnit,
        labellingPerUnit: values.labellingPerUnit,
        kittingPerUnit: values.kittingPerUnit,
        createdBy: userId,
        createdAt: sql`now()`,
      },
    })
    .returning();
  const { createdBy: _c, ...r } = row!;
  return r;
}

/**
 * The tariff in force for a client on a day: the client's own latest from that day or before; else the latest of the
 * contract the client is billed under; else the default's. (storage-day.ts applies the same rule in SQL.)
 */
export async function tariffInForce(db: TDbOrTx, clientId: number, day: string): Promise<TTariffRow | null> {
  const t = feeTariffs;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        sql`(${t.clientId} = ${clientId}
             or ${t.contractId} = (select contract_id from fee_contract_clients where client_id = ${clientId})
             or (${t.clientId} is null and ${t.contractId} is null))`,
        sql`${t.validFrom} <= ${day}::date`,
      ),
    )
    .orderBy(sql`case when ${t.clientId} is not null then 0 when ${t.contractId} is not null then 1 else 2 end`, desc(t.validFrom))
    .limit(1);
  return rows[0] ?? null;
}

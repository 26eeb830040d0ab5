import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { vnDay, type TTariffRates } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { failFields } from '../../lib/errors.ts';
import { feeTariffs } from './schema.ts';

export type TTariffRow = typeof feeTariffs.$inferSelect;

/** The tariffs of a client (or the default ones, clientId null), newest validity first. */
export async function listTariffs(db: TDbOrTx, clientId: number | null) {
  const rows = await db
    .select()
    .from(feeTariffs)
    .where(clientId === null ? isNull(feeTariffs.clientId) : eq(feeTariffs.clientId, clientId))
    .orderBy(desc(feeTariffs.validFrom));
  return rows.map(({ createdBy: _c, ...r }) => r);
}

/**
 * Saves a tariff taking effect on `validFrom`: today or a later day (Asia/Ho_Chi_Minh), never the past, so lines
 * already written keep the rates they were written with. Saving again for the same client and day replaces the
 * rates of a tariff not yet in force.
 */
export async function saveTariff(db: TDbOrTx, input: TTariffRates & { clientId: number | null; validFrom: string; userId: number }, lang: 'vi' | 'en', now = new Date()) {
  if (input.validFrom < vnDay(now)) {
    failFields([{ field: 'validFrom', message: lang === 'en' ? 'A tariff takes effect today or on a later day' : 'Biểu phí chỉ có hiệu lực từ hôm nay hoặc một ngày sau' }]);
  }
  const { userId, ...values } = input;
  const [row] = await db
    .insert(feeTariffs)
    .values({ ...values, createdBy: userId })
    .onConflictDoUpdate({
      target: [feeTariffs.clientId, feeTariffs.validFrom],
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

/** The tariff in force for a client on a day: the client's latest from that day or before, else the default's. */
export async function tariffInForce(db: TDbOrTx, clientId: number, day: string): Promise<TTariffRow | null> {
  const rows = await db
    .select()
    .from(feeTariffs)
    .where(and(sql`(${feeTariffs.clientId} = ${clientId} or ${feeTariffs.clientId} is null)`, sql`${feeTariffs.validFrom} <= ${day}::date`))
    .orderBy(sql`(${feeTariffs.clientId} is null)`, desc(feeTariffs.validFrom))
    .limit(1);
  return rows[0] ?? null;
}

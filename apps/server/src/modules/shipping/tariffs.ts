import { desc } from 'drizzle-orm';
import { tariffWithEveryZone, type TTariff } from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { forgetRefs } from './ref-cache.ts';
import { shippingTariffs } from './schema.ts';

export interface TTariffView {
  id: number;
  effective_from: Date;
  tariff: TTariff;
  created_date: Date;
}

function view(r: typeof shippingTariffs.$inferSelect): TTariffView {
  return { id: r.id, effective_from: r.effectiveFrom, tariff: tariffWithEveryZone(r.tariff), created_date: r.createdAt };
}

/** Every tariff, the newest effective date first (the staff console's tariff screen). */
export async function listTariffs(db: TDbOrTx): Promise<TTariffView[]> {
  const rows = await db.select().from(shippingTariffs).orderBy(desc(shippingTariffs.effectiveFrom), desc(shippingTariffs.id)).limit(200);
  return rows.map(view);
}

/**
 * A new tariff taking effect at `effectiveFrom`. Tariffs are never edited in place: an order keeps the one it was
 * quoted and charged under, and the history shows what was in effect when.
 */
export async function saveTariff(db: TDb, tariff: TTariff, effectiveFrom: Date, actorUserId: number | null): Promise<TTariffView> {
  // every process sees the table's new version at its next quote (ref-cache.ts)
  const row = await inTransaction(db, async (tx) => {
    const [saved] = await tx.insert(shippingTariffs).values({ tariff, effectiveFrom, createdBy: actorUserId }).returning();
    return saved!;
  });
  forgetRefs(db);
  return view(row);
}

import { eq } from 'drizzle-orm';
import { DEFAULT_CYCLE_SETTINGS, type TCycleSettings, type TCycleSettingsInput, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { requireWarehouse } from '../warehouses/index.ts';
import { cycleCountSettings } from './schema.ts';

/** The warehouse's settings, the defaults where it has none. */
export async function getSettings(db: TDbOrTx, warehouseId: number): Promise<TCycleSettings> {
  const [row] = await db.select().from(cycleCountSettings).where(eq(cycleCountSettings.warehouseId, warehouseId)).limit(1);
  if (!row) return { ...DEFAULT_CYCLE_SETTINGS };
  const { warehouseId: _w, updatedAt: _u, ...s } = row;
  return s;
}

/** Changes the settings given; the others keep their value. */
export async function saveSettings(db: TDbOrTx, input: TCycleSettingsInput, lang: TLang): Promise<TCycleSettings> {
  await requireWarehouse(db, input.warehouseId, lang);
  const { warehouseId, ...given } = input;
  const next = { ...(await getSettings(db, warehouseId)), ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) } as TCycleSettings;
  await db
    .insert(cycleCountSettings)
    .values({ warehouseId, ...next })
    .onConflictDoUpdate({ target: cycleCountSettings.warehouseId, set: { ...next, updatedAt: new Date() } });
  return next;
}

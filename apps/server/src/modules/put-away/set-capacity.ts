import { putAwayMessage, type TBinCapacityInput, type TLang } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { failFields } from '../../lib/errors.ts';
import { requireWarehouse, setBinCapacity } from '../warehouses/index.ts';

/** Sets the volume and weight capacity of the storage bins of a zone and/or code range (never a whole warehouse by accident). */
export async function setCapacity(db: TDb, input: TBinCapacityInput, lang: TLang): Promise<{ updated: number }> {
  await requireWarehouse(db, input.warehouseId, lang);
  if (!input.zone && !input.fromCode && !input.toCode) failFields([{ field: 'zone', message: putAwayMessage('capacityTargetRequired', lang) }]);
  const updated = await setBinCapacity(db, input.warehouseId, input, { maxVolumeCm3: input.maxVolumeCm3, maxWeightGrams: input.maxWeightGrams });
  return { updated };
}

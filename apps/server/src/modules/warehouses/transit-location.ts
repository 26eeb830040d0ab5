import type { TTx } from '../../db/client.ts';
import { locationOfPurpose, type TLocationRow } from './find-location.ts';
import { locations } from './schema.ts';

/**
 * The warehouse's transit location (code TRANSIT): where goods transferred from another warehouse are booked while
 * on their way. Made the first time a transfer needs it; two transfers making it at once meet on the unique code.
 */
export async function transitLocationOf(tx: TTx, warehouseId: number): Promise<TLocationRow> {
  const found = await locationOfPurpose(tx, warehouseId, 'TRANSIT');
  if (found) return found;
  await tx.insert(locations).values({ warehouseId, code: 'TRANSIT', zone: 'TRS', aisle: '00', bin: '01', purpose: 'TRANSIT' }).onConflictDoNothing();
  return (await locationOfPurpose(tx, warehouseId, 'TRANSIT'))!;
}

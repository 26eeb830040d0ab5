import { eq } from 'drizzle-orm';
import type { TBalanceView, TCheckLocationInput, TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { requireLocation, requireWarehouse, type TLocationRow } from '../warehouses/index.ts';
import { listBalanceViews } from './balance-views.ts';
import { inventoryBalances } from './schema.ts';

/** What is in one location. */
export async function checkLocation(db: TDbOrTx, input: TCheckLocationInput, lang: TLang): Promise<{ location: TLocationRow; rows: TBalanceView[] }> {
  const wh = await requireWarehouse(db, input.warehouseId, lang);
  const location = await requireLocation(db, wh.id, input.locationCode, lang);
  return { location, rows: await listBalanceViews(db, eq(inventoryBalances.locationId, location.id)) };
}

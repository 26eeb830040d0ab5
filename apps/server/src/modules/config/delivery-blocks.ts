import type { TDeliveryBlocks } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { readGlobalConfig } from './queries.ts';

/** The districts and wards the provider does not deliver to now (global config, comma-separated lists). */
export async function readDeliveryBlocks(db: TDbOrTx): Promise<TDeliveryBlocks> {
  const rows = await readGlobalConfig(db);
  const list = (key: string) => (rows.find((r) => r.key === key)?.value ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  return { districts: list('block_deliver_districts'), wards: list('block_deliver_wards') };
}

import type { TSku } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { loadSku, toSku, unitNames } from './sku-records.ts';

/** One SKU of the client by id or code (20000 / HTTP 404 for another client's). */
export async function getSku(db: TDbOrTx, scope: TClientScope, by: { id?: number; sku?: string }): Promise<TSku> {
  return toSku(await loadSku(db, scope, by), scope.lang, await unitNames(db));
}

import type { TStockOperationKind } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { stockOperations } from './schema.ts';

/** Logs a stock tool's action with who did it; its id is the ledger rows' reference. */
export async function recordOperation(
  db: TDbOrTx,
  op: { kind: TStockOperationKind; warehouseId: number; actorUserId: number; reason?: string | null; details: Record<string, unknown> },
): Promise<number> {
  const [row] = await db
    .insert(stockOperations)
    .values({ kind: op.kind, warehouseId: op.warehouseId, actorUserId: op.actorUserId, reason: op.reason ?? null, details: op.details })
    .returning({ id: stockOperations.id });
  return row!.id;
}

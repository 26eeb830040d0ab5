import type { TOutboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { outboundLogs } from './schema.ts';

export type TOutboundAction =
  | 'CREATE'
  | 'UPDATE'
  | 'ALLOCATE'
  | 'CANCEL'
  | 'CANCEL_REQUEST'
  | 'CONFIRM_CANCEL'
  | 'START_PICKING'
  | 'RELEASE_PICKING'
  | 'SHORT_PICK'
  | 'SORT'
  | 'PICK'
  | 'START_PACKING'
  | 'PACK'
  | 'HANDOVER'
  | 'CARRIER'
  | 'COMPLETE'
  | 'RESYNC';

/** One row of the order's log (DESIGN §5: who, when, from, to, why). */
export async function writeOutboundLog(
  db: TDbOrTx,
  entry: { outboundId: number; action: TOutboundAction; from?: TOutboundStatus | null; to?: TOutboundStatus | null; note?: string | null; actorUserId: number | null },
): Promise<void> {
  await db.insert(outboundLogs).values({
    outboundId: entry.outboundId,
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    note: entry.note ?? null,
    actorUserId: entry.actorUserId,
  });
}

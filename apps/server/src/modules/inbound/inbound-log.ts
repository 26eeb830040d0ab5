import type { TInboundStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inboundLogs } from './schema.ts';

export type TInboundAction =
  | 'CREATE'
  | 'CANCEL'
  | 'START_RECEIVING'
  | 'RECEIVE'
  | 'FINISH_RECEIVING'
  | 'PUT_AWAY'
  | 'COMPLETE'
  | 'RESYNC';

/** One row of the order's log (DESIGN §5: who, when, from, to, why). */
export async function writeInboundLog(
  db: TDbOrTx,
  entry: { inboundId: number; action: TInboundAction; from?: TInboundStatus | null; to?: TInboundStatus | null; note?: string | null; actorUserId: number | null },
): Promise<void> {
  await db.insert(inboundLogs).values({
    inboundId: entry.inboundId,
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    note: entry.note ?? null,
    actorUserId: entry.actorUserId,
  });
}

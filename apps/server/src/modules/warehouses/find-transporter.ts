import { and, eq, or } from 'drizzle-orm';
import { toRowId } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { transporters } from './schema.ts';

/** An active carrier named by its code or its id (a form's carrier picker sends either); null when none. */
export async function findActiveTransporter(db: TDbOrTx, codeOrId: string): Promise<{ id: number; code: string } | null> {
  const asId = toRowId(codeOrId) ?? -1;
  const [t] = await db
    .select({ id: transporters.id, code: transporters.code })
    .from(transporters)
    .where(and(eq(transporters.isActive, true), or(eq(transporters.code, codeOrId), eq(transporters.id, asId))))
    .limit(1);
  return t ?? null;
}

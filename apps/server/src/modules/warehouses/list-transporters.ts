import { asc, eq } from 'drizzle-orm';
import type { TTransporter } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { transporters } from './schema.ts';

export async function listTransporters(db: TDbOrTx): Promise<TTransporter[]> {
  return db
    .select({ id: transporters.id, code: transporters.code, name: transporters.name })
    .from(transporters)
    .where(eq(transporters.isActive, true))
    .orderBy(asc(transporters.name));
}

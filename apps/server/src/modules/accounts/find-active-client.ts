import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { clients } from './schema.ts';

/** A client that exists and is active (provider staff act only for those), or null. */
export async function findActiveClient(db: TDbOrTx, id: number): Promise<{ id: number; code: string; name: string } | null> {
  const [c] = await db.select({ id: clients.id, code: clients.code, name: clients.name, active: clients.active }).from(clients).where(eq(clients.id, id)).limit(1);
  return c && c.active === 'Y' ? { id: c.id, code: c.code, name: c.name } : null;
}

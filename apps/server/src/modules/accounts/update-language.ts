import { eq } from 'drizzle-orm';
import type { TLang } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { users } from './schema.ts';

/** Stores the interface language on the account (messages follow it from the next call). */
export async function updateLanguage(db: TDb, userId: number, language: TLang): Promise<{ language: TLang }> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
  return { language };
}

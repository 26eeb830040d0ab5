import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { smsMessages } from '../../modules/messaging/schema.ts';

/** The code of the newest message to a phone in the SMS outbox (what the phone would have received). */
export async function lastOtp(db: TDb, phone: string): Promise<string> {
  const [m] = await db.select({ text: smsMessages.text }).from(smsMessages).where(eq(smsMessages.phone, phone)).orderBy(desc(smsMessages.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(m?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

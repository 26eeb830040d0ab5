import type { TDb } from '../../db/client.ts';
import { createSession, revokeOtherSessions } from './sessions.ts';

/** The owner's long-lived API token: a new one, the previous ones revoked. */
export async function issueApiToken(db: TDb, caller: { userId: number; sessionId: number }): Promise<{ token: string; expiresAt: string }> {
  await revokeOtherSessions(db, caller.userId, caller.sessionId, 'api');
  const s = await createSession(db, caller.userId, { ttlSeconds: 0, kind: 'api' });
  return { token: s.token, expiresAt: s.expiresAt.toISOString() };
}

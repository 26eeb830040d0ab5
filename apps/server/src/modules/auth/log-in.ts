import type { TCredentials, TSession } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { openSession, type TClientInfo } from './open-session.ts';
import { checkCredentials } from './sign-in.ts';

/** API clients: username (phone or email) and password straight to a token. */
export async function logIn(db: TDb, input: TCredentials, ttlSeconds: number, from: TClientInfo): Promise<TSession> {
  const user = await checkCredentials(db, { username: input.username, password: input.password, portal: input.portal ?? 'client', ip: from.ip });
  return openSession(db, user, ttlSeconds, from);
}

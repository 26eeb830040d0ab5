import type { TSession } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { fail } from '../../lib/errors.ts';
import { findUserById } from '../accounts/index.ts';
import { openSession, type TClientInfo } from './open-session.ts';
import { consumeSsoCode } from './sessions.ts';

/** The return path's code for a token: once, and only for an active user. */
export async function exchangeCode(db: TDb, code: string, ttlSeconds: number, from: TClientInfo): Promise<TSession> {
  const userId = await consumeSsoCode(db, code);
  if (userId === null) fail(1013);
  const user = await findUserById(db, userId);
  if (!user || user.status !== 1) fail(1015);
  return openSession(db, user, ttlSeconds, from);
}

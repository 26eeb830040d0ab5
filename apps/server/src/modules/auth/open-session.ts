import type { TPublicUser, TSession } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TUserRecord } from '../accounts/index.ts';
import { createSession } from './sessions.ts';

/** Where a sign-in comes from: kept with the session. */
export interface TClientInfo {
  ip: string;
  userAgent: string | undefined;
}

function publicUser(u: TUserRecord): TPublicUser {
  return { id: u.id, kind: u.kind, fullName: u.fullName, email: u.email, phone: u.phone, language: u.language, staffRole: u.staffRole ?? null };
}

/** A new session for a user whose sign-in has been checked, answered as the sign-in calls answer it. */
export async function openSession(db: TDb, user: TUserRecord, ttlSeconds: number, from: TClientInfo): Promise<TSession> {
  const s = await createSession(db, user.id, { ttlSeconds, userAgent: from.userAgent, ip: from.ip });
  return { token: s.token, expiresAt: s.expiresAt.toISOString(), user: publicUser(user) };
}

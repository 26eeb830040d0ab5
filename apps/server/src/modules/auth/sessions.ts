import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { sessions, ssoCodes } from './schema.ts';

const SSO_CODE_TTL_MS = 2 * 60 * 1000;
const API_TOKEN_TTL_MS = 365 * 24 * 3600 * 1000;

export async function createSession(
  db: TDbOrTx,
  userId: number,
  opts: { ttlSeconds: number; kind?: 'web' | 'api'; userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const ttl = opts.kind === 'api' ? API_TOKEN_TTL_MS : opts.ttlSeconds * 1000;
  const expiresAt = new Date(Date.now() + ttl);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    kind: opts.kind ?? 'web',
    expiresAt,
    userAgent: opts.userAgent?.slice(0, 300),
    ip: opts.ip,
  });
  return { token, expiresAt };
}

export async function revokeSession(db: TDbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every other live session of the user (after a password change, say). */
export async function revokeOtherSessions(db: TDbOrTx, userId: number, keepSessionId: number, kind?: 'web' | 'api'): Promise<void> {
  const rows = await db
    .select({ id: sessions.id, kind: sessions.kind })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  for (const r of rows) if (r.id !== keepSessionId && (!kind || r.kind === kind)) await revokeSession(db, r.id);
}

export async function issueSsoCode(db: TDbOrTx, userId: number): Promise<string> {
  const code = randomToken(24);
  await db.insert(ssoCodes).values({ codeHash: sha256(code), userId, expiresAt: new Date(Date.now() + SSO_CODE_TTL_MS) });
  return code;
}

/** Marks the code used and returns its user, or null when unknown, expired or already used (single use even under races). */
export async function consumeSsoCode(db: TDbOrTx, code: string): Promise<number | null> {
  const [row] = await db
    .update(ssoCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(ssoCodes.codeHash, sha256(code)), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, new Date())))
    .returning({ userId: ssoCodes.userId });
  return row?.userId ?? null;
}

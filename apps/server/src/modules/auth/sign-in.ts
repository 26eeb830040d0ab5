import { normalizePhone } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { FailureCounter } from '../../db/failure-counter.ts';
import { fail } from '../../lib/errors.ts';
import { findUserByLogin, type TUserRecord } from '../accounts/index.ts';

// 5 password tries per account, 30 per address, in 15 minutes; counted in the database, so every server process
// on it sees the same attempts. A try is counted before its password is checked, in one atomic upsert, so a burst
// of tries at once gets no more checks than the limit; a right password clears its account's count and gives its
// address's try back.
const perAccount = new FailureCounter('sign-in:account', 5, 15 * 60 * 1000);
const perAddress = new FailureCounter('sign-in:address', 30, 15 * 60 * 1000);
// Compared against when the account does not exist, so both paths cost one scrypt.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** The username is an email or a phone number in any of its written forms. */
export function usernameKey(username: string): { email: string | null; phone: string | null } {
  const u = username.trim();
  if (u.includes('@')) return { email: u.toLowerCase(), phone: null };
  const n = normalizePhone(u);
  const national = n.startsWith('+84') ? `0${n.slice(3)}` : n;
  return { email: null, phone: national };
}

export async function checkCredentials(
  db: TDb,
  input: { username: string; password: string; portal: 'client' | 'staff'; ip: string },
): Promise<TUserRecord> {
  const key = usernameKey(input.username);
  if (!(await perAddress.attempt(db, input.ip))) fail(1011);
  const user = await findUserByLogin(db, key);
  // one counter per account, whichever of its names (email, phone in any form) is typed
  const accountKey = user ? accountKeyOf(user.id) : `name:${key.email ?? key.phone ?? ''}`;
  if (!(await perAccount.attempt(db, accountKey))) fail(1011);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  const portalMatches = user ? (input.portal === 'staff' ? user.kind === 'staff' : user.kind === 'client') : false;
  // a wrong try stays counted on both
  if (!user || !ok || !portalMatches) fail(1010);
  if (user.status !== 1) fail(1015);
  await perAccount.reset(db, accountKey);
  await perAddress.giveBack(db, input.ip);
  return user;
}

const accountKeyOf = (userId: number) => `user:${userId}`;

/**
 * A signed-in user's own password checked again (check-password, change-password): it counts against the same
 * per-account limit as signing in, before the check, so a stolen session cannot guess it faster (1011 past it).
 */
export async function accountPasswordIsRight(db: TDb, user: { id: number; passwordHash: string }, password: string): Promise<boolean> {
  const key = accountKeyOf(user.id);
  if (!(await perAccount.attempt(db, key))) fail(1011);
  const ok = await verifyPassword(password, user.passwordHash);
  if (ok) await perAccount.reset(db, key);
  return ok;
}

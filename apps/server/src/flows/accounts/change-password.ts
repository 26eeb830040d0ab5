import { ACCOUNT_TEXT, fieldErrorsOf, newPasswordPairSchema, type TLang } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { findUserById, setPasswordHash } from '../../modules/accounts/index.ts';
import { accountPasswordIsRight, revokeOtherSessions } from '../../modules/auth/index.ts';
import { verifyOtp } from '../../modules/messaging/index.ts';

async function passwordIsRight(db: TDb, userId: number, password: string): Promise<boolean> {
  const u = await findUserById(db, userId);
  return !!u && (await accountPasswordIsRight(db, { id: userId, passwordHash: u.passwordHash }, password));
}

/**
 * The current password, checked on its own (the form checks it on leaving the field): 1014 when wrong, 1011 past
 * the per-account limit of password tries (the sign-in's).
 */
export async function checkPassword(db: TDb, userId: number, password: string): Promise<{ valid: true }> {
  if (!(await passwordIsRight(db, userId, password))) fail(1014);
  return { valid: true };
}

/** A new password: the pair checked by the domain's rules, the old one right; every other session is signed out. */
export async function changePassword(
  db: TDb,
  caller: { userId: number; sessionId: number },
  body: { oldPassword: string; newPassword: string; confirmPassword: string; otp?: string | undefined },
  lang: TLang,
): Promise<null> {
  const errors = fieldErrorsOf(newPasswordPairSchema, { newPassword: body.newPassword, confirmPassword: body.confirmPassword }, lang);
  if (errors.length) failFields(errors);
  if (!(await passwordIsRight(db, caller.userId, body.oldPassword))) {
    fail(1014, { data: { errors: [{ field: 'oldPassword', message: ACCOUNT_TEXT.wrongOldPassword[lang] }] } });
  }
  // the code genOTP (update_password) sent to the registered phone, used once the rest is right
  if (!body.otp) fail(1001, { data: { errors: [{ field: 'otp', message: ACCOUNT_TEXT.passwordOtpRequired[lang] }] } });
  await verifyOtp(db, { userId: caller.userId, purpose: 'update_password', code: body.otp });
  await setPasswordHash(db, caller.userId, await hashPassword(body.newPassword));
  await revokeOtherSessions(db, caller.userId, caller.sessionId);
  return null;
}

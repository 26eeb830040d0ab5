import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_SENDS,
  OTP_MAX_TRIES,
  OTP_PURPOSE_LABELS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  PHONE_CHANGE_MAX_PER_DAY,
  maskPhone,
  phoneChangesLeftText,
  COMMON_MESSAGES,
  fillLabel,
  type TLang,
  type TOtpPurpose,
} from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { FailureCounter } from '../../db/failure-counter.ts';
import { inTransaction } from '../../db/transaction.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';
import { userPhone } from '../accounts/index.ts';
import { otpCodes } from './schema.ts';
import { queueSms } from './sms-gateway.ts';

/** Sends per user and purpose in a window, and phone changes per day: counted in the database, so every process agrees. */
const sendLimit = new FailureCounter('otp-send', OTP_MAX_SENDS, OTP_SEND_WINDOW_MS);
const phoneChangeLimit = new FailureCounter('phone-change', PHONE_CHANGE_MAX_PER_DAY, 24 * 3600_000);

function hashCode(salt: string, code: string): string {
  return `${salt}:${sha256(`${salt}:${code}`)}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashCode(salt ?? '', code));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface TOtpSent {
  purpose: TOtpPurpose;
  phone: string;
  expiresAt: Date;
  sendsLeft: number;
  phoneChangesLeft: number | null;
  message: string;
}

/**
 * A new 6-digit code for a purpose, sent to the user's registered phone (or, for genOTP-option, to a new phone):
 * at most OTP_MAX_SENDS per purpose and window, counted in one atomic upsert; only its salted hash is stored;
 * earlier codes of the purpose stop working.
 */
export async function sendOtp(db: TDb, input: { userId: number; purpose: TOtpPurpose; newPhone?: string; lang: TLang }): Promise<TOtpSent> {
  const phone = input.newPhone ?? (await userPhone(db, input.userId));
  if (!phone) fail(70009);
  let phoneChangesLeft: number | null = null;
  if (input.newPhone) {
    const n = await phoneChangeLimit.take(db, String(input.userId));
    if (n > PHONE_CHANGE_MAX_PER_DAY) fail(70005, { message: phoneChangesLeftText(0)[input.lang] });
    phoneChangesLeft = PHONE_CHANGE_MAX_PER_DAY - n;
  }
  const sends = await sendLimit.take(db, `${input.userId}:${input.purpose}`);
  if (sends > OTP_MAX_SENDS) fail(70003);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  const label = OTP_PURPOSE_LABELS[input.purpose];
  await inTransaction(db, async (tx) => {
    // a new code replaces the older ones of the purpose
    await tx.update(otpCodes).set({ consumedAt: new Date() }).where(and(eq(otpCodes.userId, input.userId), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({ userId: input.userId, purpose: input.purpose, codeHash: hashCode(randomToken(8), code), phone, expiresAt });
    await queueSms(tx, { userId: input.userId, phone, purpose: input.purpose, text: `FFM: Mã OTP ${code} để ${label.vi.toLowerCase()}. Mã có hiệu lực 5 phút. Không chia sẻ mã này cho bất kỳ ai.` });
  });
  const left = OTP_MAX_SENDS - sends;
  const message = phoneChangesLeft !== null ? phoneChangesLeftText(phoneChangesLeft)[input.lang] : fillLabel(COMMON_MESSAGES.otpSent, input.lang, { phone: maskPhone(phone) });
  return { purpose: input.purpose, phone: maskPhone(phone), expiresAt, sendsLeft: left, phoneChangesLeft, message };
}

/**
 * Uses the user's live code of a purpose inside the caller's transaction: a right code is consumed (once, even
 * when two requests race: the update takes it only while unconsumed); a wrong one leaves its try counted, the
 * fifth burns it. The try is counted before the code is compared, in one atomic update that takes it only while
 * the code has tries left, so of a burst of wrong entries at once no more than OTP_MAX_TRIES are compared. The
 * count is committed even when the caller's change fails, so it runs on the database handle, not the caller's
 * transaction. Answers the phone the code went to.
 */
export async function verifyOtp(db: TDbOrTx, input: { userId: number; purpose: TOtpPurpose; code: string }): Promise<string> {
  const live = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, input.userId), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, sql`(${live})`), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .returning({ id: otpCodes.id, attempts: otpCodes.attempts, codeHash: otpCodes.codeHash, phone: otpCodes.phone });
  if (!row) fail(70004);
  if (!codeMatches(row.codeHash, input.code)) {
    // the last try burns the code
    if (row.attempts >= OTP_MAX_TRIES) await db.update(otpCodes).set({ consumedAt: sql`now()` }).where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)));
    fail(row.attempts >= OTP_MAX_TRIES ? 70004 : 70002);
  }
  const used = await db.update(otpCodes).set({ consumedAt: new Date() }).where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt))).returning({ id: otpCodes.id });
  if (used.length === 0) fail(70004);
  return row.phone;
}

import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_TEXT, validateEmail, validatePhone, type TLang } from '@ffm/domain';
import type { z } from 'zod';
import type { ZProfileUpdateBody } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { fail, failFields, type TFieldError } from '../../lib/errors.ts';
import { users } from './schema.ts';
import { accountPorts } from './ports.ts';

/** Name, phone and email of the signed-in user: checked by the domain's rules, phone and email unique. */
export async function updateProfile(db: TDb, userId: number, body: z.infer<typeof ZProfileUpdateBody>, lang: TLang) {
  const errors: TFieldError[] = [];
  const patch: Partial<typeof users.$inferInsert> = {};
  if (body.fullName !== undefined) patch.fullName = body.fullName;
  if (body.phone !== undefined) {
    const r = validatePhone(body.phone, await accountPorts().readPhonePrefixes(db), lang);
    if (!r.ok) errors.push({ field: 'phone', message: r.message });
    else patch.phone = r.national;
  }
  if (body.email !== undefined) {
    const r = validateEmail(body.email, lang);
    if (!r.ok) errors.push({ field: 'email', message: r.message });
    else patch.email = body.email.trim().toLowerCase();
  }
  if (errors.length) failFields(errors);
  for (const field of ['phone', 'email'] as const) {
    const v = patch[field];
    if (!v) continue;
    const [other] = await db.select({ id: users.id }).from(users).where(and(eq(users[field], v), ne(users.id, userId))).limit(1);
    if (other) fail(1003, { data: { errors: [{ field, message: ACCOUNT_TEXT[field === 'phone' ? 'phoneTaken' : 'emailTaken'][lang] }] } });
  }
  const [cur] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId));
  if (patch.phone && cur?.phone === patch.phone) delete patch.phone;
  if (patch.email && cur?.email?.toLowerCase() === patch.email) delete patch.email;
  if (patch.phone) {
    // a phone change needs the code genOTP-option sent to the new phone (update_client); it covers an email
    // changed with it
    if (!body.otp) fail(1001, { data: { errors: [{ field: 'otp', message: ACCOUNT_TEXT.phoneOtpRequired[lang] }] } });
    const sentTo = await accountPorts().verifyOtp(db, { userId, purpose: 'update_client', code: body.otp });
    if (sentTo !== patch.phone) fail(70002, { data: { errors: [{ field: 'otp', message: ACCOUNT_TEXT.phoneOtpOther[lang] }] } });
  } else if (patch.email) {
    // the email signs in too: a change needs the code genOTP (update_client) sent to the registered phone
    if (!body.otp) fail(1001, { data: { errors: [{ field: 'otp', message: ACCOUNT_TEXT.emailOtpRequired[lang] }] } });
    const sentTo = await accountPorts().verifyOtp(db, { userId, purpose: 'update_client', code: body.otp });
    if (sentTo !== cur?.phone) fail(70002, { data: { errors: [{ field: 'otp', message: ACCOUNT_TEXT.phoneOtpOther[lang] }] } });
  }
  if (Object.keys(patch).length) await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId));
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) fail(404);
  return { id: u.id, fullName: u.fullName, phone: u.phone, email: u.email };
}

import { z } from 'zod';
import { defineContract, ZDateTime } from '../contract/contract.ts';
import { ZListPaging, zListPage } from '../contract/list.ts';
import { OTP_PURPOSES } from '../shipping/enums.ts';

const GHN = '/shiip/public-api/v2';

export const ZOtpPurpose = z.enum(OTP_PURPOSES);
/** the 6-digit code a protected change carries */
export const ZOtpCode = z.string().trim().regex(/^\d{6}$/);

export const ZOtpSent = z.object({
  purpose: ZOtpPurpose,
  /** the phone the code went to, all but the last digits hidden */
  phone: z.string(),
  expiresAt: ZDateTime,
  /** sends left in the window (num_call_api_send_otp) */
  sendsLeft: z.number().int(),
  /** genOTP-option to a new phone: changes left within 24 h, and the 'X lần còn lại trong 24h' text */
  phoneChangesLeft: z.number().int().nullable(),
  message: z.string(),
});


/** A message the SMS gateway sent or the default adapter kept (the outbox provider staff read). */
export const ZSmsMessage = z.object({ id: z.number().int(), phone: z.string(), text: z.string(), purpose: z.string().nullable(), status: z.string(), createdAt: ZDateTime });

/** The messaging module's calls (apps/server/src/modules/messaging): one-time codes and the SMS outbox. */
export const MESSAGING_CALLS = {
  genOtp: defineContract({
    group: 'shiip',
    tags: ['messaging'],
    audience: 'user',
    permissions: [],
    tenant: 'self',
    method: 'POST',
    path: `${GHN}/otp/genOTP`,
    summary: 'Send a 6-digit code to the registered phone for a purpose (at most 3 per window)',
    body: z.object({ purpose: ZOtpPurpose }),
    response: ZOtpSent,
  }),
  genOtpOption: defineContract({
    group: 'shiip',
    tags: ['messaging'],
    audience: 'user',
    permissions: [],
    tenant: 'self',
    method: 'POST',
    path: `${GHN}/otp/genOTP-option`,
    summary: 'Send the code to a new phone (update_client: a phone change, limited per 24 h)',
    body: z.object({ purpose: ZOtpPurpose, phone: z.string().max(30) }),
    response: ZOtpSent,
  }),
  opsSmsOutbox: defineContract({
    group: 'ops',
    tags: ['messaging'],
    audience: 'staff',
    permissions: [],
    tenant: 'provider',
    method: 'POST',
    path: '/ops/sms-outbox/list',
    summary: 'Provider staff: the SMS outbox (messages the default gateway adapter kept), newest first',
    body: z.object({ phone: z.string().max(30).optional(), ...ZListPaging.shape }),
    response: zListPage(ZSmsMessage),
  }),
};

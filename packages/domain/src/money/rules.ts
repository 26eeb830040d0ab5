import { z } from 'zod';
import { fieldText, zRules } from '../contract/field-rules.ts';
import { charLength, isBlank, type TLabel } from '../common/labels.ts';
import { ACCOUNT_HOLDER_NAME_MAX, ACCOUNT_NUMBER_MAX, BANK_ACCOUNT_MESSAGES, BANK_ACCOUNT_NAME_MAX, BRANCH_NAME_MAX } from '../common/limits.ts';

/** OTP (SPEC §9): a 6-digit code to the registered phone, at most OTP_MAX_SENDS sends per purpose and window. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
/** wrong entries that burn a code */
export const OTP_MAX_TRIES = 5;
/** the window OTP_MAX_SENDS (num_call_api_send_otp) counts in */
export const OTP_SEND_WINDOW_MS = 30 * 60_000;
/** phone changes (a code sent to a new phone) allowed per 24 h; the spec leaves the number open */
export const PHONE_CHANGE_MAX_PER_DAY = 3;

/** COD transfer days (SPEC §9): ISO weekdays (1 Monday … 7 Sunday), Tuesday and Friday unless configured. */
export const COD_TRANSFER_DAYS_DEFAULT = [2, 5] as const;
/** the hour (Asia/Ho_Chi_Minh) a transfer run starts on those days */
export const COD_TRANSFER_HOUR_DEFAULT = 9;

export const BANK_ACCOUNT_FORM_MESSAGES = {
  holderRequired: { vi: 'Vui lòng nhập tên chủ tài khoản', en: 'Please enter the account holder name' },
  holderTooLong: { vi: `Tên chủ tài khoản không được vượt quá ${ACCOUNT_HOLDER_NAME_MAX} ký tự`, en: `The holder name must not exceed ${ACCOUNT_HOLDER_NAME_MAX} characters` },
  branchTooLong: { vi: `Tên chi nhánh không được vượt quá ${BRANCH_NAME_MAX} ký tự`, en: `The branch name must not exceed ${BRANCH_NAME_MAX} characters` },
  bankRequired: { vi: 'Vui lòng chọn ngân hàng', en: 'Please choose the bank' },
  bankUnknown: { vi: 'Ngân hàng không có trong danh sách', en: 'The bank is not in the bank list' },
  mainAccountDelete: {
    vi: 'Đây là tài khoản ngân hàng chính: vui lòng chọn tài khoản chính khác trước khi xoá.',
    en: 'This is the main bank account: choose another main account before deleting it.',
  },
} as const satisfies Record<string, TLabel>;

export interface TBankAccountDraft {
  holderName?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  branch?: string | null;
  bankCode?: string | null;
}

/** Letters (any script, so Vietnamese with diacritics), digits and spaces: what banks print as an account name. */
const ACCOUNT_NAME_RE = /^[\p{L}\p{M}\p{Nd} ]+$/u;

/**
 * SPEC §5 bank account, as the schema the server's register and update and the web's bank account form run
 * (`fieldErrorsOf(bankAccountDraftSchema(bankCodes), draft, lang)`): holder name ≤255, number ≤32 digits, account
 * name ≤255 without special characters, branch ≤255, a bank of the list; messages from BANK_ACCOUNT_FORM_MESSAGES
 * and BANK_ACCOUNT_MESSAGES.
 */
export function bankAccountDraftSchema(bankCodes: ReadonlySet<string>) {
  const m = BANK_ACCOUNT_FORM_MESSAGES;
  const a = BANK_ACCOUNT_MESSAGES;
  return z.object({
    holderName: zRules([(v) => fieldText(v) !== '', m.holderRequired], [(v) => charLength(fieldText(v)) <= ACCOUNT_HOLDER_NAME_MAX, m.holderTooLong]),
    accountNumber: zRules(
      [(v) => fieldText(v) !== '', a.numberRequired],
      [(v) => /^\d+$/.test(fieldText(v)), a.numberDigits],
      [(v) => fieldText(v).length <= ACCOUNT_NUMBER_MAX, a.numberTooLong],
    ),
    accountName: zRules(
      [(v) => fieldText(v) !== '', a.nameRequired],
      [(v) => charLength(fieldText(v)) <= BANK_ACCOUNT_NAME_MAX, a.nameTooLong],
      [(v) => ACCOUNT_NAME_RE.test(fieldText(v)), a.nameSpecial],
    ),
    branch: zRules([(v) => charLength(fieldText(v)) <= BRANCH_NAME_MAX, m.branchTooLong]),
    bankCode: zRules([(v) => !isBlank(v), m.bankRequired], [(v) => bankCodes.has(String(v)), m.bankUnknown]),
  });
}

/** SPEC §8: a bank account used by shops cannot be deleted until removed from them. */
export function bankAccountInUseText(shopNames: readonly string[]): TLabel {
  const list = shopNames.join(', ');
  return {
    vi: `Tài khoản ngân hàng đang được sử dụng bởi cửa hàng: ${list}. Vui lòng gỡ tài khoản khỏi các cửa hàng này trước khi xoá.`,
    en: `The bank account is used by the shop(s): ${list}. Remove it from these shops before deleting it.`,
  };
}

/** SPEC §9: "X lần còn lại trong 24h". */
export function phoneChangesLeftText(left: number): TLabel {
  return { vi: `${left} lần còn lại trong 24h`, en: `${left} times left within 24h` };
}

/** The last digits of a phone, the rest hidden: where the code went, without repeating the number. */
export function maskPhone(phone: string): string {
  return phone.length <= 3 ? phone : `${'*'.repeat(phone.length - 3)}${phone.slice(-3)}`;
}

/** Masks all but the last 4 digits of an account number. */
export function maskAccountNumber(n: string): string {
  return n.length <= 4 ? n : `${'*'.repeat(n.length - 4)}${n.slice(-4)}`;
}

/**
 * The next COD transfer run at or after `from`: the first configured weekday whose start hour (Asia/Ho_Chi_Minh)
 * has not passed. Answers the instant and the run's key (its Vietnamese date, yyyy-mm-dd).
 */
export function nextCodRun(from: Date, days: readonly number[] = COD_TRANSFER_DAYS_DEFAULT, hour = COD_TRANSFER_HOUR_DEFAULT): { at: Date; runKey: string } {
  const offset = 7 * 3600_000;
  const local = new Date(from.getTime() + offset);
  for (let i = 0; i <= 7; i++) {
    const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + i, hour));
    const iso = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
    const at = new Date(d.getTime() - offset);
    if (days.includes(iso) && at.getTime() >= from.getTime()) return { at, runKey: d.toISOString().slice(0, 10) };
  }
  throw new Error('no COD transfer day configured');
}

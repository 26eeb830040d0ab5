import { describe, expect, it } from 'vitest';
import { bankAccountDraftSchema, bankAccountInUseText, maskPhone, nextCodRun, phoneChangesLeftText, type TBankAccountDraft } from './rules.ts';
import { fieldErrorsOf } from '../contract/field-rules.ts';
import type { TLang } from '../errors/catalogue.ts';
import { attachmentExtension, contentMatchesType } from '../tickets/rules.ts';

const BANKS = new Set(['VCB', 'TCB']);
const bankErrors = (draft: TBankAccountDraft, banks: ReadonlySet<string>, lang: TLang = 'vi') => fieldErrorsOf(bankAccountDraftSchema(banks), draft, lang);

describe('bank account rules (SPEC §5)', () => {
  const ok = { holderName: 'Nguyễn Văn An', accountNumber: '0011004455667', accountName: 'NGUYEN VAN AN', branch: 'Hà Nội', bankCode: 'VCB' };
  it('accepts a complete account, Vietnamese letters included', () => {
    expect(bankErrors(ok, BANKS)).toEqual([]);
  });
  it('names each wrong field', () => {
    const errors = bankErrors({ holderName: '', accountNumber: '1'.repeat(33), accountName: 'An & Co.', branch: 'x'.repeat(256), bankCode: 'XYZ' }, BANKS);
    expect(errors.map((e) => e.field)).toEqual(['holderName', 'accountNumber', 'accountName', 'branch', 'bankCode']);
    expect(bankErrors({ ...ok, accountNumber: '12a4' }, BANKS)[0]!.field).toBe('accountNumber');
    expect(bankErrors({ ...ok, holderName: 'A'.repeat(256) }, BANKS, 'en')[0]!.message).toContain('255');
  });
  // the account name's and number's own cases (they were validateBankAccountName and validateAccountNumber)
  const field = (f: keyof TBankAccountDraft, v: string, lang: TLang = 'vi') => bankErrors({ ...ok, [f]: v }, BANKS, lang).find((e) => e.field === f)?.message ?? null;
  it('accepts a Vietnamese account name and refuses special characters', () => {
    expect(field('accountName', 'NGUYỄN VĂN A')).toBeNull();
    expect(field('accountName', 'Nguyen Van A 2')).toBeNull();
    expect(field('accountName', 'Nguyen@Van')).toBe('Tên tài khoản không được chứa ký tự đặc biệt');
    expect(field('accountName', 'Nguyen-Van', 'en')).toBe('The account name must not contain special characters');
  });
  it('limits the account name to 255 characters and requires it', () => {
    expect(field('accountName', 'a'.repeat(255))).toBeNull();
    expect(field('accountName', 'a'.repeat(256))).toBe('Tên tài khoản không được vượt quá 255 ký tự');
    expect(field('accountName', ' ')).toBe('Vui lòng nhập tên tài khoản');
  });
  it('limits the account number to 32 digits', () => {
    expect(field('accountNumber', '1'.repeat(32))).toBeNull();
    expect(field('accountNumber', '1'.repeat(33))).toBe('Số tài khoản không được vượt quá 32 ký tự');
    expect(field('accountNumber', '12a4')).toBe('Số tài khoản chỉ được chứa chữ số');
    expect(field('accountNumber', '')).toBe('Vui lòng nhập số tài khoản');
  });
  it('names the shops that use an account in the refusal (SPEC §8)', () => {
    expect(bankAccountInUseText(['Shop A', 'Shop B']).vi).toContain('Shop A, Shop B');
  });
});

describe('OTP texts', () => {
  it("shows where the code went and the 'X lần còn lại trong 24h' count", () => {
    expect(maskPhone('0987654321')).toBe('*******321');
    expect(phoneChangesLeftText(2)).toEqual({ vi: '2 lần còn lại trong 24h', en: '2 times left within 24h' });
  });
});

describe('COD transfer days (SPEC §9)', () => {
  it('runs on Tuesday and Friday at 9:00 in Hà Nội, or the configured days', () => {
    expect(nextCodRun(new Date('2026-11-23T01:00:00Z')).runKey).toBe('2026-11-24');
    // Tuesday 8:59 in Hà Nội is before that day's run; 9:01 is after it
    expect(nextCodRun(new Date('2026-11-24T01:59:00Z')).runKey).toBe('2026-11-24');
    expect(nextCodRun(new Date('2026-11-24T02:01:00Z')).runKey).toBe('2026-11-27');
    // the other reading: Tuesday and Thursday
    expect(nextCodRun(new Date('2026-11-24T02:01:00Z'), [2, 4]).runKey).toBe('2026-11-26');
    // Saturday evening in Hà Nội is still Saturday in Vietnam though Sunday is near
    expect(nextCodRun(new Date('2026-11-28T16:30:00Z'), [7]).runKey).toBe('2026-11-29');
  });
});

describe('attachments (SPEC §5)', () => {
  const zipWith = (entry: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`....[Content_Types].xml....${entry}document.xml`)]);
  it('knows the allowed types by name', () => {
    expect(attachmentExtension('Bien Ban.PDF')).toBe('pdf');
    expect(attachmentExtension('virus.exe')).toBeNull();
    expect(attachmentExtension('a.pdf.exe')).toBeNull();
    expect(attachmentExtension('noext')).toBeNull();
  });
  it('checks the content against the name', () => {
    expect(contentMatchesType('pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesType('pdf', Buffer.from('MZ\x90\x00'))).toBe(false);
    expect(contentMatchesType('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(contentMatchesType('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatchesType('docx', zipWith('word/'))).toBe(true);
    expect(contentMatchesType('xlsx', zipWith('word/'))).toBe(false);
    expect(contentMatchesType('pptx', zipWith('ppt/'))).toBe(true);
    expect(contentMatchesType('doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(contentMatchesType('rar', Buffer.from('Rar!\x1a\x07\x01\x00'))).toBe(true);
    expect(contentMatchesType('zip', Buffer.from('<html>'))).toBe(false);
  });
});

import { and, asc, eq, ne } from 'drizzle-orm';
import { BANK_ACCOUNT_FORM_MESSAGES, bankAccountDraftSchema, bankAccountInUseText, fieldErrorsOf, type TLang } from '@ffm/domain';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, fail, failFields } from '../../lib/errors.ts';
import { clientMainBankAccountId, setClientMainBankAccount, shopsByBankAccounts } from '../accounts/index.ts';
import { listBanks } from '../master-data/index.ts';
import { verifyOtp } from '../messaging/index.ts';
import { bankAccounts } from './schema.ts';

export interface TBankAccountInput {
  holderName: string;
  accountNumber: string;
  accountName: string;
  branch?: string | undefined;
  bankCode: string;
}

type TRow = typeof bankAccounts.$inferSelect;

let bankNames: Map<string, string> | undefined;
function bankNameOf(code: string): string {
  bankNames ??= new Map(listBanks().map((b) => [b.code, b.shortName]));
  return bankNames.get(code) ?? code;
}

export function bankCodes(): ReadonlySet<string> {
  return new Set(listBanks().map((b) => b.code));
}

/** The account, its bank's name and the shops it pays, as the calls answer it. */
async function views(db: TDbOrTx, clientId: number, rows: TRow[]) {
  const [main, shops] = await Promise.all([clientMainBankAccountId(db, clientId), shopsByBankAccounts(db, clientId, rows.map((r) => r.id))]);
  return rows.map((r) => ({
    id: r.id,
    holderName: r.holderName,
    accountNumber: r.accountNumber,
    accountName: r.accountName,
    branch: r.branch,
    bankCode: r.bankCode,
    bankName: bankNameOf(r.bankCode),
    isMain: r.id === main,
    shops: shops.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function listBankAccounts(db: TDbOrTx, clientId: number) {
  const rows = await db.select().from(bankAccounts).where(eq(bankAccounts.clientId, clientId)).orderBy(asc(bankAccounts.id));
  return views(db, clientId, rows);
}

async function findOwn(db: TDbOrTx, clientId: number, id: number): Promise<TRow> {
  const [r] = await db.select().from(bankAccounts).where(and(eq(bankAccounts.id, id), eq(bankAccounts.clientId, clientId)));
  if (!r) fail(404);
  return r;
}

export async function getBankAccount(db: TDbOrTx, clientId: number, id: number) {
  return (await views(db, clientId, [await findOwn(db, clientId, id)]))[0]!;
}

/** A bank account of the client and its payout summary, or null (shops and COD transfers use this). */
export async function bankAccountOfClient(db: TDbOrTx, clientId: number, id: number): Promise<{ id: number; bankName: string; accountNumber: string; holderName: string } | null> {
  const [r] = await db.select().from(bankAccounts).where(and(eq(bankAccounts.id, id), eq(bankAccounts.clientId, clientId)));
  return r ? { id: r.id, bankName: bankNameOf(r.bankCode), accountNumber: r.accountNumber, holderName: r.holderName } : null;
}

function clean(input: TBankAccountInput) {
  return {
    holderName: input.holderName.trim(),
    accountNumber: input.accountNumber.trim(),
    accountName: input.accountName.trim(),
    branch: (input.branch ?? '').trim(),
    bankCode: input.bankCode.trim(),
  };
}

/** The fields by the domain's rules (SPEC §5); field errors otherwise. */
export function checkBankAccount(input: TBankAccountInput, lang: TLang) {
  const errors = fieldErrorsOf(bankAccountDraftSchema(bankCodes()), input, lang);
  if (errors.length) failFields(errors);
  return clean(input);
}

export async function bankAccountExists(db: TDbOrTx, clientId: number, bankCode: string, accountNumber: string, exceptId?: number): Promise<boolean> {
  const [r] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.clientId, clientId), eq(bankAccounts.bankCode, bankCode.trim()), eq(bankAccounts.accountNumber, accountNumber.trim()), exceptId ? ne(bankAccounts.id, exceptId) : undefined));
  return r !== undefined;
}

/**
 * A new bank account, with the owner's OTP (register_bank_account): the fields and the duplicate are checked before
 * the code is used, so a mistyped form does not cost a code. The client's first account becomes its main one.
 */
export async function registerBankAccount(db: TDb, caller: { clientId: number; userId: number; lang: TLang }, input: TBankAccountInput & { otp: string }) {
  const values = checkBankAccount(input, caller.lang);
  if (await bankAccountExists(db, caller.clientId, values.bankCode, values.accountNumber)) fail(70008);
  await verifyOtp(db, { userId: caller.userId, purpose: 'register_bank_account', code: input.otp });
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx.insert(bankAccounts).values({ clientId: caller.clientId, ...values }).returning({ id: bankAccounts.id });
    if ((await clientMainBankAccountId(tx, caller.clientId)) === null) await setClientMainBankAccount(tx, caller.clientId, row!.id);
    return row!.id;
  });
  return getBankAccount(db, caller.clientId, id);
}

export async function updateBankAccount(db: TDb, caller: { clientId: number; userId: number; lang: TLang }, input: TBankAccountInput & { id: number; otp: string }) {
  await findOwn(db, caller.clientId, input.id);
  const values = checkBankAccount(input, caller.lang);
  if (await bankAccountExists(db, caller.clientId, values.bankCode, values.accountNumber, input.id)) fail(70008);
  await verifyOtp(db, { userId: caller.userId, purpose: 'update_bank_account', code: input.otp });
  await db.update(bankAccounts).set({ ...values, updatedAt: new Date() }).where(and(eq(bankAccounts.id, input.id), eq(bankAccounts.clientId, caller.clientId)));
  return getBankAccount(db, caller.clientId, input.id);
}

/** SPEC §8: an account a shop uses is refused with the shops named; the main account is refused too (choose another first). */
export async function deleteBankAccount(db: TDb, clientId: number, id: number): Promise<null> {
  await inTransaction(db, async (tx) => {
    await findOwn(tx, clientId, id);
    const shops = (await shopsByBankAccounts(tx, clientId, [id])).get(id) ?? [];
    if (shops.length) {
      const text = bankAccountInUseText(shops.map((s) => s.name));
      throw new DomainError(70001, { localize: (lang) => text[lang], data: { shops } });
    }
    if ((await clientMainBankAccountId(tx, clientId)) === id) {
      throw new DomainError(70001, {
        localize: (lang) => BANK_ACCOUNT_FORM_MESSAGES.mainAccountDelete[lang],
        data: { shops: [], main: true },
      });
    }
    await tx.delete(bankAccounts).where(and(eq(bankAccounts.id, id), eq(bankAccounts.clientId, clientId)));
  });
  return null;
}

export async function updateMainBankAccount(db: TDb, caller: { clientId: number; userId: number }, input: { bankAccountId: number; otp: string }) {
  await findOwn(db, caller.clientId, input.bankAccountId);
  await verifyOtp(db, { userId: caller.userId, purpose: 'update_main_bank_account', code: input.otp });
  await setClientMainBankAccount(db, caller.clientId, input.bankAccountId);
  return { mainBankAccountId: input.bankAccountId };
}

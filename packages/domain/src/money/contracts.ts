import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZDateTime, ZFileAnswer, ZNoData } from '../contract/contract.ts';
import { zListPage, ZListPaging } from '../contract/list.ts';
import { ZOtpCode } from '../messaging/contracts.ts';
import { COIN_LOG_CATEGORIES } from '../shipping/enums.ts';

/** Contracts of the owner's money: bank accounts, COD transfers, the coin ledger (SPEC §7); one-time codes are messaging's. */

const GHN = '/shiip/public-api/v2';
const owner = { group: 'shiip', tags: ['money'], audience: 'owner', permissions: [], tenant: 'client' } as const;


export const ZBankAccountInput = z.object({
  holderName: z.string().max(1000),
  accountNumber: z.string().max(100),
  accountName: z.string().max(1000),
  branch: z.string().max(1000).optional(),
  bankCode: z.string().max(20),
});

export const ZBankAccount = z.object({
  id: z.number().int(),
  holderName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  branch: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  isMain: z.boolean(),
  /** shops paid to this account */
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export type TBankAccount = z.infer<typeof ZBankAccount>;


export const ZCodSummary = z.object({
  shopId: z.number().int(),
  collected: z.number().int(),
  transferred: z.number().int(),
  fees: z.number().int(),
  debtsDeducted: z.number().int(),
  /** open fee invoices paid from the transfers (the client chose COD netting) */
  invoicesNetted: z.number().int(),
  /** COD collected and not yet transferred */
  pending: z.number().int(),
  /** redelivery and other fees booked and not yet paid */
  openDebts: z.number().int(),
  nextRunAt: ZDateTime,
  bankAccount: z.object({ id: z.number().int(), bankName: z.string(), accountNumber: z.string(), holderName: z.string() }).nullable(),
});

export const ZCodTransfer = z.object({
  id: z.number().int(),
  runKey: z.string(),
  shopId: z.number().int(),
  codTotal: z.number().int(),
  feeTotal: z.number().int(),
  debtTotal: z.number().int(),
  /** the client's open invoices this transfer paid (COD netting) */
  invoiceTotal: z.number().int(),
  amount: z.number().int(),
  orderCount: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: ZDateTime,
});
export type TCodTransfer = z.infer<typeof ZCodTransfer>;

export const ZCodTransferOrder = z.object({ orderCode: z.string(), amount: z.number().int(), fee: z.number().int(), collectedAt: ZDateTime });
export const ZCodTransferDebt = z.object({ orderCode: z.string(), kind: z.string(), amount: z.number().int(), bookedAt: ZDateTime });

export const ZCoinEntry = z.object({
  id: z.number().int(),
  category: z.number().int(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  ref: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: ZDateTime,
});
export type TCoinEntry = z.infer<typeof ZCoinEntry>;

const ZDateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const MONEY_CALLS = {
  bankAccounts: defineContract({ ...owner, method: ['GET', 'POST'], path: `${GHN}/bank-account/all`, summary: 'Owner: the client’s bank accounts', response: z.array(ZBankAccount) }),
  bankAccountDetail: defineContract({ ...owner, method: 'POST', path: `${GHN}/bank-account/detail`, summary: 'Owner: one bank account', body: z.object({ id: ZRowId }), response: ZBankAccount }),
  bankAccountRegister: defineContract({
    ...owner,
    method: 'POST',
    path: `${GHN}/bank-account/register`,
    summary: 'Owner: add a bank account (OTP purpose register_bank_account)',
    body: ZBankAccountInput.extend({ otp: ZOtpCode }),
    response: ZBankAccount,
  }),
  bankAccountUpdate: defineContract({
    ...owner,
    method: 'POST',
    path: `${GHN}/bank-account/update`,
    summary: 'Owner: change a bank account (OTP purpose update_bank_account)',
    body: ZBankAccountInput.extend({ id: ZRowId, otp: ZOtpCode }),
    response: ZBankAccount,
  }),
  bankAccountDelete: defineContract({
    ...owner,
    method: 'POST',
    path: `${GHN}/bank-account/delete`,
    summary: 'Owner: delete a bank account no shop uses and that is not the main one',
    body: z.object({ id: ZRowId }),
    response: ZNoData,
  }),
  bankAccountCheckValid: defineContract({
    ...owner,
    method: 'POST',
    path: `${GHN}/bank-account/check-valid`,
    summary: 'Owner: check a bank account’s fields without saving (field errors, as register answers them)',
    body: ZBankAccountInput,
    response: z.object({ valid: z.literal(true) }),
  }),
  bankAccountCheckExisted: defineContract({
    ...owner,
    method: 'POST',
    path: `${GHN}/bank-account/check-existed`,
    summary: 'Owner: whether the client already has this bank and account number',
    body: z.object({ bankCode: z.string().max(20), accountNumber: z.string().max(100), exceptId: ZRowId.optional() }),
    response: z.object({ existed: z.boolean() }),
  }),
  updateMainBankAccount: defineContract({
    ...owner,
    method: 'POST',
    path: `${GHN}/client/update-main-bank-account-id`,
    summary: 'Owner: the client’s main bank account (OTP purpose update_main_bank_account)',
    body: z.object({ bank_account_id: ZRowId, otp: ZOtpCode }),
    response: z.object({ mainBankAccountId: z.number().int() }),
  }),
  codSummary: defineContract({
    group: 'shiip',
    tags: ['money'],
    audience: 'client',
    permissions: ['view_transfer_cod'],
    tenant: 'client',
    method: ['GET', 'POST'],
    path: `${GHN}/cod/summary`,
    summary: 'COD of the current shop: collected, transferred, fees, debts, pending, next run',
    response: ZCodSummary,
  }),
  codTransfers: defineContract({
    group: 'shiip',
    tags: ['money'],
    audience: 'client',
    permissions: ['view_transfer_cod'],
    tenant: 'client',
    method: 'POST',
    path: `${GHN}/cod/transfer`,
    summary: 'COD transfers of the current shop, newest first',
    body: ZListPaging,
    response: zListPage(ZCodTransfer),
  }),
  codDetail: defineContract({
    group: 'shiip',
    tags: ['money'],
    audience: 'client',
    permissions: ['view_transfer_cod', 'view_detail_transfer_cod'],
    tenant: 'client',
    method: 'POST',
    path: `${GHN}/cod/detail`,
    summary: 'One COD transfer with its orders and the debts it paid',
    body: z.object({ id: ZRowId }),
    response: ZCodTransfer.extend({ orders: z.array(ZCodTransferOrder), debts: z.array(ZCodTransferDebt) }),
  }),
  codExport: defineContract({
    group: 'shiip',
    tags: ['money'],
    audience: 'client',
    permissions: ['view_transfer_cod', 'view_detail_transfer_cod'],
    tenant: 'client',
    method: 'POST',
    path: `${GHN}/cod/export`,
    summary: 'The orders of one COD transfer as xlsx',
    body: z.object({ id: ZRowId }),
    response: ZFileAnswer,
    answer: 'file',
  }),
  account: defineContract({
    ...owner,
    method: ['GET', 'POST'],
    path: `${GHN}/account/get`,
    summary: 'Owner: the coin balance and open debts',
    response: z.object({ balance: z.number().int(), openDebts: z.number().int() }),
  }),
  payDebts: defineContract({
    ...owner,
    method: 'POST',
    path: `${GHN}/account/pay-debts`,
    summary: 'Owner: pay open debts (redelivery fees) from coin, oldest first, while the balance allows',
    response: z.object({ paid: z.number().int(), amount: z.number().int(), balance: z.number().int(), openDebts: z.number().int() }),
  }),
  creditLog: defineContract({
    ...owner,
    method: 'POST',
    path: `${GHN}/credit-log/list`,
    summary: 'Owner: coin ledger entries, newest first, by category and Vietnamese date range',
    body: z.object({ category: z.coerce.number().int().refine((c) => (COIN_LOG_CATEGORIES as readonly number[]).includes(c)).optional(), from: ZDateKey.optional(), to: ZDateKey.optional(), ...ZListPaging.shape }),
    response: zListPage(ZCoinEntry),
  }),
  opsCoinTopUp: defineContract({
    group: 'ops',
    tags: ['money'],
    audience: 'staffAdmin',
    permissions: [],
    tenant: 'acting',
    method: 'POST',
    path: '/ops/coin/top-up',
    summary: 'Provider admin: credit a client’s coin (category 1 top-up, 5 refund)',
    body: z.object({ customerId: ZRowId, amount: z.number().int().positive().max(1_000_000_000), category: z.union([z.literal(1), z.literal(5)]).default(1), note: z.string().max(255).optional() }),
    response: ZCoinEntry,
  }),
  opsCodRun: defineContract({
    group: 'ops',
    tags: ['money'],
    audience: 'staffAdmin',
    permissions: [],
    tenant: 'provider',
    method: 'POST',
    path: '/ops/cod/run',
    summary: 'Provider admin: start a COD transfer run now (a run key already done pays nobody twice)',
    body: z.object({ runKey: z.string().regex(/^[\w-]{1,40}$/).optional() }),
    response: z.object({ jobId: z.number().int(), runKey: z.string() }),
  }),
} as const;

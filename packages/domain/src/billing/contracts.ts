import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZDateTime, ZFileAnswer } from '../contract/contract.ts';
import { zListPage, ZListPaging } from '../contract/list.ts';
import { FEE_TYPES, RECEIVING_BASES, STORAGE_BASES, VAS_ORDER_KINDS, VAS_SERVICES } from './rules.ts';

/** Contracts of billing (issue 27): tariffs kept by provider staff; a client's fee lines, month to date and invoices. */

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const ZDong = z.number().int().min(0).max(1_000_000_000);

export const ZTariffRates = z.object({
  receivingBasis: z.enum(RECEIVING_BASES),
  receivingRate: ZDong,
  storageBasis: z.enum(STORAGE_BASES),
  storageRate: ZDong,
  pickPackPerOrder: ZDong,
  pickPackPerExtraUnit: ZDong,
  packingMaterialPerOrder: ZDong,
  returnPerUnit: ZDong,
  labellingPerUnit: ZDong,
  kittingPerUnit: ZDong,
});

/** A tariff: a client's (clientId), a contract's (contractId), or the default one (neither). */
export const ZFeeTariff = ZTariffRates.extend({ id: z.number().int(), clientId: z.number().int().nullable(), contractId: z.number().int().nullable(), validFrom: ZDay, createdAt: ZDateTime });

/** A contract: a named tariff set several clients share. */
export const ZFeeContract = z.object({ id: z.number().int(), code: z.string(), name: z.string(), clients: z.number().int(), createdAt: ZDateTime });

export const ZFeeLine = z.object({
  id: z.number().int(),
  day: ZDay,
  feeType: z.enum(FEE_TYPES),
  ref: z.string(),
  orderCode: z.string().nullable(),
  /** the quantity charged (units, cartons, orders, m³ with 6 decimals, bins), as text so it stays exact */
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  rounding: z.string(),
  invoiceId: z.number().int().nullable(),
  /** the support ticket of the client's dispute of the line */
  disputeTicketId: z.number().int().nullable(),
  createdAt: ZDateTime,
});

export const ZInvoice = z.object({
  id: z.number().int(),
  month: ZMonth,
  status: z.enum(['open', 'paid']),
  subtotal: z.number().int(),
  vatRate: z.number().int(),
  vatAmount: z.number().int(),
  total: z.number().int(),
  lineCount: z.number().int(),
  issuedAt: ZDateTime,
  dueDate: ZDay,
  paidAt: ZDateTime.nullable(),
  /** how a paid invoice was paid: from the coin wallet, or netted from a COD transfer */
  paidVia: z.enum(['coin', 'cod']).nullable(),
  /** the COD transfer that paid it */
  codTransferId: z.number().int().nullable(),
});

/** A wallet statement's entry: the coin booking and the balance after it, computed from the ledger's running sum. */
export const ZStatementEntry = z.object({
  id: z.number().int(),
  /** SPEC §3 coin log category: 1 top-up, 3 and 7 order updates, 5 refund, 8 invoice payment */
  category: z.number().int(),
  /** signed đồng: money in positive, out negative */
  amount: z.number().int(),
  /** the running balance after this entry: every earlier entry's amount plus this one */
  runningBalance: z.number().int(),
  ref: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: ZDateTime,
});

/** Value-added work staff recorded on an order, with the fee line written with it (null: no tariff in force). */
export const ZVasWork = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  orderKind: z.enum(VAS_ORDER_KINDS),
  orderCode: z.string(),
  service: z.enum(VAS_SERVICES),
  units: z.number().int(),
  note: z.string().nullable(),
  feeLineId: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  createdAt: ZDateTime,
});

const staff = { group: 'ops', tags: ['billing'], audience: 'staff', permissions: [], tenant: 'provider', method: 'POST' } as const;
const client = { group: 'ffm', tags: ['billing'], audience: 'client', permissions: [], tenant: 'acting', method: 'POST' } as const;

export const BILLING_CALLS = {
  tariffs: defineContract({
    ...staff,
    path: '/ops/billing/tariffs',
    summary: 'Provider staff: the tariffs of a client (customerId), of a contract (contractId) or the default ones, newest validity first',
    body: z.object({ customerId: ZRowId.optional(), contractId: ZRowId.optional() }),
    response: z.array(ZFeeTariff),
  }),
  saveTariff: defineContract({
    ...staff,
    path: '/ops/billing/tariffs/save',
    summary: 'Provider staff: save a tariff of a client, of a contract (contractId) or the default, taking effect on validFrom (today or later)',
    body: ZTariffRates.extend({ customerId: ZRowId.optional(), contractId: ZRowId.optional(), validFrom: ZDay }),
    response: ZFeeTariff,
  }),
  contracts: defineContract({
    ...staff,
    path: '/ops/billing/contracts',
    summary: 'Provider staff: the contracts (tariff sets several clients share), by code, with their client counts',
    body: z.object({}).default({}),
    response: z.array(ZFeeContract),
  }),
  saveContract: defineContract({
    ...staff,
    path: '/ops/billing/contracts/save',
    summary: 'Provider staff: create a contract, or rename one (id)',
    body: z.object({ id: ZRowId.optional(), code: z.string().trim().min(2).max(30).regex(/^[A-Za-z0-9_-]+$/), name: z.string().trim().min(2).max(200) }),
    response: ZFeeContract,
  }),
  contractOfClient: defineContract({
    ...staff,
    path: '/ops/billing/contracts/of-client',
    summary: 'Provider staff: the contract a client is billed under (null: none)',
    body: z.object({ customerId: ZRowId }),
    response: z.object({ clientId: z.number().int(), contractId: z.number().int().nullable() }),
  }),
  assignContract: defineContract({
    ...staff,
    path: '/ops/billing/contracts/assign',
    summary: 'Provider staff: bill a client under a contract (contractId null: under none); the client’s own tariff still wins',
    body: z.object({ customerId: ZRowId, contractId: ZRowId.nullable() }),
    response: z.object({ clientId: z.number().int(), contractId: z.number().int().nullable() }),
  }),
  monthToDate: defineContract({
    ...client,
    path: '/ffm/billing/month-to-date',
    summary: 'Client: the current month’s fees so far, by fee type, with the VAT the invoice will state',
    body: z.object({}).default({}),
    response: z.object({
      month: ZMonth,
      byType: z.array(z.object({ feeType: z.enum(FEE_TYPES), lines: z.number().int(), amount: z.number().int() })),
      subtotal: z.number().int(),
      vatRate: z.number().int(),
      vatAmount: z.number().int(),
      total: z.number().int(),
    }),
  }),
  invoices: defineContract({
    ...client,
    path: '/ffm/billing/invoices',
    summary: 'Client: the issued invoices, newest month first',
    body: ZListPaging,
    response: zListPage(ZInvoice),
  }),
  feeLines: defineContract({
    ...client,
    path: '/ffm/billing/fee-lines',
    summary: 'Client: fee lines of an invoice or a month, by order code and fee type, newest first (keyset paging)',
    body: z.object({ invoiceId: ZRowId.optional(), month: ZMonth.optional(), orderCode: z.string().trim().max(50).optional(), feeType: z.enum(FEE_TYPES).optional(), ...ZListPaging.shape }),
    response: zListPage(ZFeeLine),
  }),
  invoiceExport: defineContract({
    ...client,
    path: '/ffm/billing/invoices/export',
    summary: 'Client: an invoice as xlsx: its totals, then every line',
    body: z.object({ id: ZRowId }),
    response: ZFileAnswer,
    answer: 'file',
  }),
  issueInvoice: defineContract({
    ...staff,
    audience: 'staffAdmin',
    path: '/ops/billing/invoices/issue',
    summary: 'Provider admin: issue a client’s invoice of a month that has ended now (as the run of the 1st does; once per client and month): paid from coin when the wallet covers it, else open',
    body: z.object({ customerId: ZRowId, month: ZMonth }),
    response: z.object({ issued: z.boolean(), invoice: ZInvoice.nullable() }),
  }),
  invoicePdf: defineContract({
    ...client,
    path: '/ffm/billing/invoices/pdf',
    summary: 'Client: an invoice’s PDF summary (A4): services by fee type, subtotal, VAT rate and amount, total and the total in words',
    body: z.object({ id: ZRowId }),
    response: ZFileAnswer,
    answer: 'file',
  }),
  payInvoice: defineContract({
    ...client,
    audience: 'owner',
    path: '/ffm/billing/invoices/pay',
    summary: 'Owner: pay an open invoice from the coin wallet now (70012 when the balance does not cover it)',
    body: z.object({ id: ZRowId }),
    response: ZInvoice,
  }),
  recordVas: defineContract({
    ...staff,
    path: '/ops/billing/vas/record',
    summary: 'Provider staff: record labelling or kitting done on a client’s inbound or outbound order (by its code); its fee line (units × the tariff’s rate) is written in the same transaction. requestId makes a retried request record once',
    body: z.object({
      customerId: ZRowId,
      orderKind: z.enum(VAS_ORDER_KINDS),
      orderCode: z.string().trim().min(1).max(50),
      service: z.enum(VAS_SERVICES),
      units: z.number().int().min(1).max(100_000),
      note: z.string().trim().max(500).optional(),
      requestId: z.string().uuid().optional(),
    }),
    response: ZVasWork,
  }),
  vasList: defineContract({
    ...staff,
    path: '/ops/billing/vas',
    summary: 'Provider staff: value-added work recorded for a client, newest first (keyset paging)',
    body: z.object({ customerId: ZRowId, ...ZListPaging.shape }),
    response: zListPage(ZVasWork),
  }),
  settings: defineContract({
    ...client,
    path: '/ffm/billing/settings',
    summary: 'Client: its billing choices (netCodInvoices: COD transfers pay its open invoices)',
    body: z.object({}).default({}),
    response: z.object({ netCodInvoices: z.boolean() }),
  }),
  saveSettings: defineContract({
    ...client,
    audience: 'owner',
    path: '/ffm/billing/settings/save',
    summary: 'Owner: choose whether COD transfers pay the client’s open invoices (netted in the transfer’s transaction)',
    body: z.object({ netCodInvoices: z.boolean() }),
    response: z.object({ netCodInvoices: z.boolean() }),
  }),
  statement: defineContract({
    ...client,
    audience: 'owner',
    path: '/ffm/billing/wallet-statement',
    summary: 'Owner: the coin wallet’s statement of a month (Asia/Ho_Chi_Minh): opening balance, every top-up, invoice payment and refund in time order with its running balance (keyset paging), money in and out, closing balance',
    body: z.object({ month: ZMonth.optional(), ...ZListPaging.shape }),
    response: zListPage(ZStatementEntry).extend({
      month: ZMonth,
      /** the balance when the month began */
      opening: z.number().int(),
      moneyIn: z.number().int(),
      /** negative: the month's payments */
      moneyOut: z.number().int(),
      /** opening + moneyIn + moneyOut: the balance when the month ended (or now, for the current month) */
      closing: z.number().int(),
      /** the wallet's balance now */
      balance: z.number().int(),
    }),
  }),
  disputeLine: defineContract({
    ...client,
    path: '/ffm/billing/fee-lines/dispute',
    summary: 'Client: dispute a fee line with a reason: opens a support ticket linked to the line',
    body: z.object({ lineId: ZRowId, reason: z.string().trim().min(5).max(2000) }),
    response: z.object({ ticketId: z.number().int(), lineId: z.number().int() }),
  }),
} as const;

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TFeeType, TReceivingBasis, TStorageBasis } from '@ffm/domain';
import { clients, users } from '../accounts/schema.ts';

/** A contract: a named tariff set several clients share (issue 27). Its tariffs are fee_tariffs rows naming it. */
export const feeContracts = pgTable('fee_contracts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique('fee_contracts_code_uq'),
  name: text('name').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The contract a client is billed under (at most one): its tariffs apply where the client has none of its own. */
export const feeContractClients = pgTable(
  'fee_contract_clients',
  {
    clientId: integer('client_id').primaryKey().references(() => clients.id),
    contractId: integer('contract_id').notNull().references(() => feeContracts.id),
    assignedBy: integer('assigned_by').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fee_contract_clients_contract_idx').on(t.contractId)],
);

/**
 * A tariff: a client's, a contract's, or (naming neither) the default one, with its rates from `valid_from` on. The
 * one in force for a client on a day is the client's own latest with valid_from ≤ day, else its contract's, else the
 * default's; a tariff saved ahead takes effect on its day.
 * Rates are integers of đồng.
 */
export const feeTariffs = pgTable(
  'fee_tariffs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').references(() => clients.id),
    contractId: integer('contract_id').references(() => feeContracts.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    receivingBasis: text('receiving_basis').$type<TReceivingBasis>().notNull(),
    receivingRate: bigint('receiving_rate', { mode: 'number' }).notNull(),
    storageBasis: text('storage_basis').$type<TStorageBasis>().notNull(),
    storageRate: bigint('storage_rate', { mode: 'number' }).notNull(),
    pickPackPerOrder: bigint('pick_pack_per_order', { mode: 'number' }).notNull(),
    pickPackPerExtraUnit: bigint('pick_pack_per_extra_unit', { mode: 'number' }).notNull(),
    packingMaterialPerOrder: bigint('packing_material_per_order', { mode: 'number' }).notNull(),
    returnPerUnit: bigint('return_per_unit', { mode: 'number' }).notNull(),
    labellingPerUnit: bigint('labelling_per_unit', { mode: 'number' }).notNull(),
    kittingPerUnit: bigint('kitting_per_unit', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fee_tariffs_owner_from_uq').on(t.clientId, t.contractId, t.validFrom).nullsNotDistinct(),
    check('fee_tariffs_one_owner_ck', sql`${t.clientId} is null or ${t.contractId} is null`),
    check('fee_tariffs_basis_ck', sql`${t.receivingBasis} in ('unit', 'carton') and ${t.storageBasis} in ('m3', 'bin')`),
  ],
);

/**
 * What a client owes for one piece of work: written in the transaction of the work (receiving complete, handover,
 * return received) or by the daily storage job. `ref` is unique per client ('storage:2026-11-03',
 * 'receiving:<inbound id>', 'pick_pack:<outbound id>' ...), so a repeated write adds nothing.
 */
export const feeLines = pgTable(
  'fee_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    /** the Vietnamese day of the work; its month is the invoice's */
    day: date('day', { mode: 'string' }).notNull(),
    feeType: text('fee_type').$type<TFeeType>().notNull(),
    ref: text('ref').notNull(),
    orderCode: text('order_code'),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    unit: text('unit').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    rounding: text('rounding').notNull(),
    tariffId: integer('tariff_id').references(() => feeTariffs.id),
    invoiceId: integer('invoice_id'),
    /** the support ticket of the client's dispute of this line */
    disputeTicketId: integer('dispute_ticket_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fee_lines_client_ref_uq').on(t.clientId, t.ref),
    index('fee_lines_client_day_idx').on(t.clientId, t.day, t.id),
    index('fee_lines_invoice_idx').on(t.invoiceId, t.id),
    check('fee_lines_amount_ck', sql`${t.amount} >= 0 and ${t.unitPrice} >= 0`),
  ],
);

/**
 * Value-added work (labelling, kitting) staff recorded on a client's inbound or outbound order; its fee line
 * (ref '<service>:<id>') is written in the same transaction. `request_id` is unique per client: a retried request
 * records the work once.
 */
export const vasWork = pgTable(
  'vas_work',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    orderKind: text('order_kind').$type<'inbound' | 'outbound'>().notNull(),
    orderId: integer('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    service: text('service').$type<'labelling' | 'kitting'>().notNull(),
    units: integer('units').notNull(),
    note: text('note'),
    requestId: text('request_id'),
    feeLineId: bigint('fee_line_id', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vas_work_client_created_idx').on(t.clientId, t.createdAt, t.id),
    uniqueIndex('vas_work_client_request_uq').on(t.clientId, t.requestId),
    check('vas_work_ck', sql`${t.units} > 0 and ${t.orderKind} in ('inbound', 'outbound') and ${t.service} in ('labelling', 'kitting')`),
  ],
);

/** A client's invoice of one month, issued on the 1st: the sum of its lines plus VAT; paid from coin or open until its due date. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    month: text('month').notNull(),
    status: text('status').$type<'open' | 'paid'>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vatRate: integer('vat_rate').notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    coinEntryId: integer('coin_entry_id'),
    /** how a paid invoice was paid: 'coin' (the wallet) or 'cod' (netted from a COD transfer); null before either */
    paidVia: text('paid_via').$type<'coin' | 'cod'>(),
    /** the COD transfer that paid it (paid_via 'cod') */
    codTransferId: integer('cod_transfer_id'),
  },
  (t) => [
    uniqueIndex('invoices_client_month_uq').on(t.clientId, t.month),
    index('invoices_client_issued_idx').on(t.clientId, t.issuedAt, t.id),
    check('invoices_sum_ck', sql`${t.total} = ${t.subtotal} + ${t.vatAmount} and ${t.subtotal} >= 0`),
    check('invoices_status_ck', sql`${t.status} in ('open', 'paid')`),
  ],
);

/** A client's billing choices: `net_cod_invoices` lets COD transfers pay its open invoices (the owner sets it). */
export const billingSettings = pgTable('billing_settings', {
  clientId: integer('client_id').primaryKey().references(() => clients.id),
  netCodInvoices: boolean('net_cod_invoices').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

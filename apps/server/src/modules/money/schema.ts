import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clients, shops, users } from '../accounts/schema.ts';

/** A client's bank account for COD payouts (SPEC §1, §5). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    branch: text('branch').notNull().default(''),
    /** a code of the bank list (master-data bank) */
    bankCode: text('bank_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_client_number_uq').on(t.clientId, t.bankCode, t.accountNumber)],
);

/** The client's coin balance: always the sum of its ledger (kept in the transaction that appends). */
export const coinAccounts = pgTable('coin_accounts', {
  clientId: integer('client_id').primaryKey().references(() => clients.id),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
});

/** The coin ledger (SPEC §3 categories 1, 3, 5, 7, 8): append-only (a trigger refuses update and delete). */
export const coinEntries = pgTable(
  'coin_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    category: integer('category').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** what it is for ('debt:<id>', 'topup:…'): unique per client, so a repeated booking adds nothing */
    ref: text('ref'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_entries_client_created_idx').on(t.clientId, t.createdAt, t.id),
    uniqueIndex('coin_entries_client_ref_uq').on(t.clientId, t.ref),
    check('coin_entries_category_ck', sql`${t.category} in (1, 3, 5, 7, 8)`),
  ],
);

/** COD collected on a delivered order, owed to the shop until a transfer pays it. */
export const codEntries = pgTable(
  'cod_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    orderCode: text('order_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the COD fee of the order, kept back by the transfer */
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    transferId: integer('transfer_id'),
  },
  (t) => [
    uniqueIndex('cod_entries_shop_order_uq').on(t.shopId, t.orderCode),
    index('cod_entries_pending_idx').on(t.shopId, t.transferId),
    index('cod_entries_transfer_idx').on(t.transferId),
    check('cod_entries_amount_ck', sql`${t.amount} >= 0 and ${t.fee} >= 0 and ${t.fee} <= ${t.amount}`),
  ],
);

/** A fee the shop owes (a redelivery fee): paid from coin when booked if the balance allows, else from the next COD transfer. */
export const shopDebts = pgTable(
  'shop_debts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    orderCode: text('order_code').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** coin or cod; null while open */
    settledVia: text('settled_via'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    transferId: integer('transfer_id'),
    coinEntryId: integer('coin_entry_id'),
  },
  (t) => [
    uniqueIndex('shop_debts_order_kind_uq').on(t.shopId, t.orderCode, t.kind),
    index('shop_debts_open_idx').on(t.shopId, t.settledVia),
    check('shop_debts_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** One payout of a shop's COD in one run: unique per shop and run, so a repeated or resumed run pays nobody twice. */
export const codTransfers = pgTable(
  'cod_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    runKey: text('run_key').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    codTotal: bigint('cod_total', { mode: 'number' }).notNull(),
    feeTotal: bigint('fee_total', { mode: 'number' }).notNull(),
    debtTotal: bigint('debt_total', { mode: 'number' }).notNull(),
    /** open fee invoices of the client paid from this transfer (the client chose COD netting; billing) */
    invoiceTotal: bigint('invoice_total', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderCount: integer('order_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cod_transfers_shop_run_uq').on(t.shopId, t.runKey),
    index('cod_transfers_shop_created_idx').on(t.clientId, t.shopId, t.createdAt, t.id),
    check('cod_transfers_sum_ck', sql`${t.amount} = ${t.codTotal} - ${t.feeTotal} - ${t.debtTotal} - ${t.invoiceTotal} and ${t.amount} >= 0 and ${t.invoiceTotal} >= 0`),
  ],
);

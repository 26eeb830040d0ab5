import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCountScope, TCountStatus, TMovementType, TStockCondition, TStockOperationKind, TZoneType } from '@ffm/domain';
import { clients, users } from '../accounts/schema.ts';
import { skus } from '../sku/schema.ts';
import { locations, warehouses } from '../warehouses/schema.ts';

/**
 * Stock on hand, one row per warehouse, client, SKU, lot, location and condition (DESIGN §5). Written only by
 * `postMovements`, in the same transaction as the ledger rows that explain it, so it always equals their sum.
 * - qty: on hand; qty_allocated: promised to outbound orders; qty_held: received for an inbound that is not
 *   complete yet (on hand, not available); qty_lost: counted missing (no longer on hand, kept for the record).
 * - lot '' means "no lot" (a real value keeps the unique key simple on every PostgreSQL).
 * - production/expiry dates, zone type and warehousing date are attributes of the stock in the row, set when
 *   goods arrive in an empty row.
 */
export const inventoryBalances = pgTable(
  'inventory_balances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    clientId: integer('client_id').notNull().references(() => clients.id),
    skuId: integer('sku_id').notNull().references(() => skus.id),
    lot: text('lot').notNull().default(''),
    locationId: integer('location_id').notNull().references(() => locations.id),
    condition: text('condition', { enum: ['GOOD', 'BAD'] }).$type<TStockCondition>().notNull(),
    qty: integer('qty').notNull().default(0),
    qtyAllocated: integer('qty_allocated').notNull().default(0),
    qtyHeld: integer('qty_held').notNull().default(0),
    qtyLost: integer('qty_lost').notNull().default(0),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    zoneType: text('zone_type').$type<TZoneType>(),
    warehousedAt: timestamp('warehoused_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inventory_balances_key_uq').on(t.warehouseId, t.clientId, t.skuId, t.lot, t.locationId, t.condition),
    index('inventory_balances_client_sku_idx').on(t.clientId, t.skuId),
    index('inventory_balances_wh_sku_idx').on(t.warehouseId, t.skuId),
    index('inventory_balances_location_idx').on(t.locationId),
    check('inventory_balances_qty_ck', sql`${t.qty} >= 0`),
    check('inventory_balances_allocated_ck', sql`${t.qtyAllocated} >= 0 and ${t.qtyAllocated} <= ${t.qty}`),
    check('inventory_balances_held_ck', sql`${t.qtyHeld} >= 0 and ${t.qtyAllocated} + ${t.qtyHeld} <= ${t.qty}`),
    check('inventory_balances_lost_ck', sql`${t.qtyLost} >= 0`),
    check('inventory_balances_condition_ck', sql`${t.condition} in ('GOOD', 'BAD')`),
  ],
);

/**
 * The inventory ledger: append-only (a trigger refuses UPDATE and DELETE). Every change of a balance is one
 * row here; the key columns repeat the balance's so the check "balances = sum of the ledger" needs no join.
 */
export const inventoryLedger = pgTable(
  'inventory_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** rows posted together (the two legs of a move, a whole put-away) share a batch id */
    batchId: text('batch_id').notNull(),
    balanceId: integer('balance_id').notNull().references(() => inventoryBalances.id),
    warehouseId: integer('warehouse_id').notNull(),
    clientId: integer('client_id').notNull(),
    skuId: integer('sku_id').notNull(),
    lot: text('lot').notNull(),
    locationId: integer('location_id').notNull(),
    condition: text('condition', { enum: ['GOOD', 'BAD'] }).$type<TStockCondition>().notNull(),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    zoneType: text('zone_type').$type<TZoneType>(),
    movementType: text('movement_type').$type<TMovementType>().notNull(),
    qtyDelta: integer('qty_delta').notNull().default(0),
    allocatedDelta: integer('allocated_delta').notNull().default(0),
    heldDelta: integer('held_delta').notNull().default(0),
    lostDelta: integer('lost_delta').notNull().default(0),
    refType: text('ref_type'),
    refId: integer('ref_id'),
    refCode: text('ref_code'),
    reason: text('reason'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the ledger list reads newest first by id under each of its filters (docs/lists.md)
    index('inventory_ledger_balance_idx').on(t.balanceId, t.id),
    index('inventory_ledger_ref_idx').on(t.refType, t.refId, t.id),
    index('inventory_ledger_client_sku_idx').on(t.clientId, t.skuId, t.id),
    index('inventory_ledger_client_idx').on(t.clientId, t.id),
    index('inventory_ledger_wh_idx').on(t.warehouseId, t.id),
    // a client's ledger in one warehouse (the stock log's view): the client first, so a page never filters one of
    // the two wider indexes row by row
    index('inventory_ledger_client_wh_idx').on(t.clientId, t.warehouseId, t.id),
    check('inventory_ledger_nonzero_ck', sql`${t.qtyDelta} <> 0 or ${t.allocatedDelta} <> 0 or ${t.heldDelta} <> 0 or ${t.lostDelta} <> 0`),
  ],
);

/**
 * The Summary list's rows, kept beside the ledger: one row per warehouse, client and SKU with the sums of its
 * balance rows (docs/lists.md). Written only by the statement triggers on `inventory_balances` (migration
 * inventory-totals), in the transaction of the posting, so it always equals the grouped balances;
 * `checkLedgerMatchesBalances` proves it.
 * - qty_defective: on hand in BAD condition; qty_available: GOOD, in a STORAGE location, neither allocated nor held.
 * - warehouse_code and sku_code are copied at insert for the list's order: neither code can change once created
 *   (the migration's triggers refuse it).
 */
export const inventorySkuTotals = pgTable(
  'inventory_sku_totals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    clientId: integer('client_id').notNull().references(() => clients.id),
    skuId: integer('sku_id').notNull().references(() => skus.id),
    warehouseCode: text('warehouse_code').notNull(),
    skuCode: text('sku_code').notNull(),
    qty: integer('qty').notNull().default(0),
    qtyAllocated: integer('qty_allocated').notNull().default(0),
    qtyHeld: integer('qty_held').notNull().default(0),
    qtyLost: integer('qty_lost').notNull().default(0),
    qtyDefective: integer('qty_defective').notNull().default(0),
    qtyAvailable: integer('qty_available').notNull().default(0),
    /** something on hand or lost: the list's default rows, and the bucket of its counter */
    inStock: boolean('in_stock').notNull().generatedAlwaysAs(sql`qty > 0 or qty_lost > 0`),
  },
  (t) => [
    uniqueIndex('inventory_sku_totals_key_uq').on(t.clientId, t.skuId, t.warehouseId),
    // the list's order (warehouse, SKU), for one client and provider-wide
    index('inventory_sku_totals_client_wh_sku_idx').on(t.clientId, t.warehouseCode, t.skuCode, t.id),
    index('inventory_sku_totals_wh_sku_idx').on(t.warehouseCode, t.skuCode, t.id),
  ],
);

/**
 * The stock totals of the dashboard and the summary's footer: the sums of `inventory_sku_totals` rows in stock per
 * client and warehouse, in 8 stripes by SKU (sku_id % 8) so that postings of one client's different SKUs do not wait
 * on one row. Written only by the statement triggers on `inventory_sku_totals` (migration `stock-totals`), in the
 * transaction of the change; a reader sums at most warehouses x 8 rows per client.
 */
export const inventoryStockTotals = pgTable(
  'inventory_stock_totals',
  {
    clientId: integer('client_id').notNull().references(() => clients.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    stripe: integer('stripe').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull().default(0),
    qtyAllocated: bigint('qty_allocated', { mode: 'number' }).notNull().default(0),
    qtyHeld: bigint('qty_held', { mode: 'number' }).notNull().default(0),
    qtyLost: bigint('qty_lost', { mode: 'number' }).notNull().default(0),
    qtyDefective: bigint('qty_defective', { mode: 'number' }).notNull().default(0),
    qtyAvailable: bigint('qty_available', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.warehouseId, t.stripe] })],
);

/**
 * The Detail list's rows, kept beside the ledger: one row per warehouse, client, SKU, lot, condition and zone
 * type with the sums over the locations that hold it and the earliest production date, expiry date and
 * warehousing date of the stock on hand in it (null when nothing is). Written only by the statement triggers on
 * `inventory_balances`, like `inventory_sku_totals`. zone_type '' means none (as lot '' in the balances).
 * expiry_key and warehoused_key are the sort columns: the dates with 'infinity' for none (no expiry sorts
 * last ascending). Rows with nothing on hand stay (their key is kept) but are in no list index.
 */
export const inventoryLotTotals = pgTable(
  'inventory_lot_totals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    clientId: integer('client_id').notNull().references(() => clients.id),
    skuId: integer('sku_id').notNull().references(() => skus.id),
    lot: text('lot').notNull(),
    condition: text('condition', { enum: ['GOOD', 'BAD'] }).$type<TStockCondition>().notNull(),
    zoneType: text('zone_type').notNull().default(''),
    warehouseCode: text('warehouse_code').notNull(),
    skuCode: text('sku_code').notNull(),
    qty: integer('qty').notNull().default(0),
    qtyAllocated: integer('qty_allocated').notNull().default(0),
    qtyHeld: integer('qty_held').notNull().default(0),
    qtyAvailable: integer('qty_available').notNull().default(0),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    warehousedAt: timestamp('warehoused_at', { withTimezone: true }),
    expiryKey: date('expiry_key', { mode: 'string' }).notNull().generatedAlwaysAs(sql`coalesce(expiry_date, 'infinity'::date)`),
    warehousedKey: timestamp('warehoused_key', { withTimezone: true, mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(warehoused_at, 'infinity'::timestamptz)`),
    /** something on hand: the bucket of the list's counter */
    inStock: boolean('in_stock').notNull().generatedAlwaysAs(sql`qty > 0`),
  },
  (t) => {
    const onHand = sql`qty > 0`;
    return [
      uniqueIndex('inventory_lot_totals_key_uq').on(t.clientId, t.skuId, t.warehouseId, t.lot, t.condition, t.zoneType),
      // every order the list offers (DETAIL_SORTS), for one client and provider-wide; only rows with stock
      index('inventory_lot_totals_client_wh_idx').on(t.clientId, t.warehouseCode, t.skuCode, t.lot, t.id).where(onHand),
      index('inventory_lot_totals_wh_idx').on(t.warehouseCode, t.skuCode, t.lot, t.id).where(onHand),
      index('inventory_lot_totals_client_sku_idx').on(t.clientId, t.skuCode, t.warehouseCode, t.lot, t.id).where(onHand),
      index('inventory_lot_totals_sku_idx').on(t.skuCode, t.warehouseCode, t.lot, t.id).where(onHand),
      index('inventory_lot_totals_client_expiry_idx').on(t.clientId, t.expiryKey, t.id).where(onHand),
      index('inventory_lot_totals_expiry_idx').on(t.expiryKey, t.id).where(onHand),
      index('inventory_lot_totals_client_warehoused_idx').on(t.clientId, t.warehousedKey, t.id).where(onHand),
      index('inventory_lot_totals_warehoused_idx').on(t.warehousedKey, t.id).where(onHand),
      index('inventory_lot_totals_client_qty_idx').on(t.clientId, t.qty, t.id).where(onHand),
      index('inventory_lot_totals_qty_idx').on(t.qty, t.id).where(onHand),
    ];
  },
);

/** A stock tool's action (move, reallocate, scan, count post ...), with who did it; ledger rows refer to it. */
export const stockOperations = pgTable(
  'stock_operations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<TStockOperationKind>().notNull(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    actorUserId: integer('actor_user_id').notNull().references(() => users.id),
    reason: text('reason'),
    /** what was asked and what came of it (codes, quantities), for the operations log */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_operations_wh_created_idx').on(t.warehouseId, t.id)],
);

/** A stock check of one location or one SKU in a warehouse. At most one open session per location or SKU. */
export const stockCountSessions = pgTable(
  'stock_count_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    scope: text('scope').$type<TCountScope>().notNull(),
    locationId: integer('location_id').references(() => locations.id),
    clientId: integer('client_id').references(() => clients.id),
    skuId: integer('sku_id').references(() => skus.id),
    status: text('status').$type<TCountStatus>().notNull().default('OPEN'),
    note: text('note'),
    reason: text('reason'),
    shortageAs: text('shortage_as'),
    operationId: integer('operation_id').references(() => stockOperations.id),
    createdBy: integer('created_by').notNull().references(() => users.id),
    postedBy: integer('posted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_count_sessions_code_uq').on(t.code),
    uniqueIndex('stock_count_sessions_open_location_uq').on(t.warehouseId, t.locationId).where(sql`${t.status} = 'OPEN' and ${t.scope} = 'LOCATION'`),
    uniqueIndex('stock_count_sessions_open_sku_uq').on(t.warehouseId, t.skuId).where(sql`${t.status} = 'OPEN' and ${t.scope} = 'SKU'`),
    index('stock_count_sessions_wh_idx').on(t.warehouseId, t.createdAt),
    check('stock_count_sessions_scope_ck', sql`(${t.scope} = 'LOCATION' and ${t.locationId} is not null) or (${t.scope} = 'SKU' and ${t.skuId} is not null)`),
  ],
);

/** One balance key in a count: what the system had when the session opened and what was counted. */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id').notNull().references(() => stockCountSessions.id),
    clientId: integer('client_id').notNull().references(() => clients.id),
    skuId: integer('sku_id').notNull().references(() => skus.id),
    lot: text('lot').notNull().default(''),
    locationId: integer('location_id').notNull().references(() => locations.id),
    condition: text('condition', { enum: ['GOOD', 'BAD'] }).$type<TStockCondition>().notNull(),
    systemQty: integer('system_qty').notNull().default(0),
    countedQty: integer('counted_qty'),
    defectiveQty: integer('defective_qty').notNull().default(0),
    note: text('note'),
    countedBy: integer('counted_by').references(() => users.id),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    postedDifference: integer('posted_difference'),
  },
  (t) => [
    uniqueIndex('stock_count_lines_key_uq').on(t.sessionId, t.clientId, t.skuId, t.lot, t.locationId, t.condition),
    check('stock_count_lines_qty_ck', sql`(${t.countedQty} is null or ${t.countedQty} >= 0) and ${t.defectiveQty} >= 0`),
  ],
);


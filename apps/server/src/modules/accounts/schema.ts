import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, type TAddressScheme } from '@ffm/domain';

/** A person who signs in: a client's owner or staff member (kind 'client'), or provider staff (kind 'staff'). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['client', 'staff'] }).notNull(),
    email: text('email'),
    phone: text('phone'),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: ['vi', 'en'] }).notNull().default('vi'),
    /** SPEC §3 user status: 1 active, 2 deleted */
    status: integer('status').notNull().default(1),
    /** provider staff role: ops (warehouse and delivery work), supervisor (also approves count adjustments) or admin (also configuration) */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    /** the client this user belongs to (owner or staff); null for provider staff */
    clientId: integer('client_id'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_client_idx').on(t.clientId),
  ],
);

/** A business client of the provider (SPEC §1): an individual (CANHAN) or a store (CUAHANG). */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    scale: text('scale', { enum: ['CANHAN', 'CUAHANG'] }).notNull(),
    ownerUserId: integer('owner_user_id'),
    mainShopId: integer('main_shop_id'),
    mainBankAccountId: integer('main_bank_account_id'),
    active: text('active', { enum: ['Y', 'N'] }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_code_uq').on(t.code)],
);

/** A client's shop. Field details beyond the tenancy ones are added by the shop area. */
export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    provinceId: integer('province_id'),
    districtId: integer('district_id'),
    wardCode: text('ward_code'),
    /** 'v1' (63 provinces, with district) or '2025' (34 provinces, no district): what the codes above mean */
    addressScheme: text('address_scheme').$type<TAddressScheme>().notNull().default('v1'),
    bankAccountId: integer('bank_account_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shops_client_idx').on(t.clientId),
    check('shops_address_scheme_ck', sql`${t.addressScheme} in ('v1', '2025') and (${t.addressScheme} = 'v1' or ${t.districtId} is null)`),
  ],
);

/** Staff of a shop (the owner is implicitly a member of every shop of the client). */
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: integer('shop_id').notNull().references(() => shops.id),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index('shop_members_user_idx').on(t.userId)],
);

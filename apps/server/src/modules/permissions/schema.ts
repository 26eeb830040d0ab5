import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, shops, users } from '../accounts/schema.ts';

/** SPEC §6: a shop's permission group: name, description, permissions and users. */
export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the shop's client, kept on the group so queries apply the tenant scope on the row itself (inScope) */
    clientId: integer('client_id').notNull().references(() => clients.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('permission_groups_shop_idx').on(t.shopId), index('permission_groups_client_idx').on(t.clientId)],
);

export const groupPermissions = pgTable(
  'group_permissions',
  {
    groupId: integer('group_id').notNull().references(() => permissionGroups.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.code] })],
);

export const groupUsers = pgTable(
  'group_users',
  {
    groupId: integer('group_id').notNull().references(() => permissionGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_users_user_idx').on(t.userId)],
);

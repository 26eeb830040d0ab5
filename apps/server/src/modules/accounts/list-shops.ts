import { and, eq, gt, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { shopMembers, shops, users } from './schema.ts';

/** The shops the caller may act in, in GHN's shape. */
export async function listShops(db: TDb, shopIds: readonly number[], page: { offset: number; limit: number } = { offset: 0, limit: 200 }) {
  // GHN pages by id: `offset` is the last shop id of the previous answer
  const rows = shopIds.length ? await db.select().from(shops).where(and(inArray(shops.id, [...shopIds]), gt(shops.id, page.offset))).orderBy(shops.id).limit(page.limit) : [];
  return {
    last_offset: rows.at(-1)?.id ?? 0,
    shops: rows.map((s) => ({
      _id: s.id,
      name: s.name,
      phone: s.phone,
      address: s.address,
      ward_code: s.wardCode,
      district_id: s.districtId,
      client_id: s.clientId,
      status: s.isActive ? (1 as const) : (2 as const),
    })),
  };
}

/** The active staff of one shop. */
export async function listShopStaff(db: TDb, shopId: number) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), eq(users.status, 1)))
    .orderBy(users.id);
}

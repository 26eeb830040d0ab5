import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { fail } from '../../lib/errors.ts';
import type { TAddressScheme } from '@ffm/domain';
import { getDistrict, getProvince, getWard, storedAddressUnits } from '../master-data/index.ts';
import { accountPorts } from './ports.ts';
import { clients, shopMembers, shops } from './schema.ts';

/** "Phường …, Quận …, Thành phố …" of a shop's ward; a 2025 address's "Phường …, Thành phố …". */
function areaOf(scheme: TAddressScheme, provinceId: number | null, wardCode: string | null, districtId: number | null): string | null {
  if (scheme === '2025') return storedAddressUnits(provinceId, null, wardCode).label || null;
  const w = wardCode ? getWard(wardCode) : undefined;
  const d = getDistrict(w?.districtId ?? districtId ?? 0);
  const p = d ? getProvince(d.provinceId) : undefined;
  const parts = [w?.fullName, d?.fullName, p?.fullName].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** Shops of the client as the shop calls answer them: area, bank account, staff count, main flag. */
export async function shopDetails(db: TDbOrTx, clientId: number, shopIds?: readonly number[]) {
  if (shopIds && shopIds.length === 0) return [];
  const rows = await db
    .select({
      s: shops,
      mainShopId: clients.mainShopId,
      staffCount: sql<number>`(select count(*)::int from ${shopMembers} where ${shopMembers.shopId} = ${shops.id})`.mapWith(Number),
    })
    .from(shops)
    .innerJoin(clients, eq(clients.id, shops.clientId))
    .where(and(eq(shops.clientId, clientId), shopIds ? inArray(shops.id, [...shopIds]) : undefined))
    .orderBy(asc(shops.id));
  return Promise.all(
    rows.map(async ({ s, mainShopId, staffCount }) => ({
      _id: s.id,
      name: s.name,
      phone: s.phone,
      address: s.address,
      province_id: s.provinceId,
      district_id: s.districtId,
      ward_code: s.wardCode,
      is_new_address: s.addressScheme === '2025',
      area: areaOf(s.addressScheme, s.provinceId, s.wardCode, s.districtId),
      bank_account_id: s.bankAccountId,
      bank_account: s.bankAccountId ? await accountPorts().bankAccountOfClient(db, clientId, s.bankAccountId) : null,
      status: s.isActive ? (1 as const) : (2 as const),
      is_main: s.id === mainShopId,
      staff_count: staffCount,
      created_at: s.createdAt,
    })),
  );
}

/** One shop of the client the caller may act in (owners: any of the client's; staff: their shops); 404 otherwise. */
export async function shopDetail(db: TDbOrTx, clientId: number, allowed: readonly number[], shopId: number) {
  if (!allowed.includes(shopId)) fail(404);
  const [d] = await shopDetails(db, clientId, [shopId]);
  if (!d) fail(404);
  return d;
}

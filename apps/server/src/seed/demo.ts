import { and, eq } from 'drizzle-orm';
import { DEFAULT_LANDLINE_PREFIXES, DEFAULT_MOBILE_PREFIXES, type TPermissionCode, type TStaffRole, withDependencies } from '@ffm/domain';
import type { TDb, TDbOrTx } from '../db/client.ts';
import { hashPassword } from '../lib/crypto.ts';
import { clients, shopMembers, shops, users } from '../modules/accounts/schema.ts';
import { seedShippingDemo } from './shipping-demo.ts';
import { globalConfigs, shopConfigs } from '../modules/config/schema.ts';
import { groupPermissions, groupUsers, permissionGroups } from '../modules/permissions/schema.ts';
import { locations, transporters, warehouses } from '../modules/warehouses/schema.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoMoney } from './demo-money.ts';

export const DEMO_PASSWORD = 'Demo2026';

/** The demo accounts, printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { login: 'owner@demo.vn', alt: '0987654321', role: 'Chủ cửa hàng (CUAHANG), 2 shops', portal: '/login' },
  { login: 'staff@demo.vn', alt: '0912000002', role: 'Nhân viên, nhóm quyền giới hạn', portal: '/login' },
  { login: 'canhan@demo.vn', alt: '0912000003', role: 'Khách hàng cá nhân (CANHAN)', portal: '/login' },
  { login: 'nhanvien@demo.vn', alt: '0912000005', role: 'Tài khoản chưa thuộc cửa hàng nào (để thêm làm nhân viên)', portal: '/login' },
  { login: 'ops@demo.vn', alt: '0912000004', role: 'Nhân viên nhà cung cấp (admin)', portal: '/staff-login' },
  { login: 'giamsat@demo.vn', alt: '0912000006', role: 'Giám sát kho (duyệt điều chỉnh kiểm kê)', portal: '/staff-login' },
] as const;

/** Limited rights of the demo staff group: look at orders and products, nothing more. */
export const DEMO_STAFF_PERMISSIONS: TPermissionCode[] = ['view_list_order', 'view_detail_order', 'view_list_sku', 'view_detail_sku', 'view_inventory'];

let demoHash: Promise<string> | undefined;

async function ensureUser(
  db: TDbOrTx,
  u: { email: string; phone: string; fullName: string; kind: 'client' | 'staff'; clientId?: number | null; staffRole?: TStaffRole },
): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, u.email)).limit(1);
  if (found) return found.id;
  const [row] = await db
    .insert(users)
    .values({ email: u.email, phone: u.phone, fullName: u.fullName, kind: u.kind, clientId: u.clientId ?? null, staffRole: u.staffRole, passwordHash: await (demoHash ??= hashPassword(DEMO_PASSWORD)) })
    .returning({ id: users.id });
  return row!.id;
}

async function ensureClient(db: TDbOrTx, c: { code: string; name: string; scale: 'CANHAN' | 'CUAHANG' }): Promise<number> {
  const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, c.code)).limit(1);
  if (found) return found.id;
  const [row] = await db.insert(clients).values(c).returning({ id: clients.id });
  return row!.id;
}

async function ensureShop(db: TDbOrTx, s: typeof shops.$inferInsert): Promise<number> {
  const [found] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.clientId, s.clientId), eq(shops.name, s.name))).limit(1);
  if (found) return found.id;
  const [row] = await db.insert(shops).values(s).returning({ id: shops.id });
  return row!.id;
}

async function ensureWarehouse(db: TDbOrTx, w: typeof warehouses.$inferInsert): Promise<number> {
  const [found] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.code, w.code)).limit(1);
  const id = found?.id ?? (await db.insert(warehouses).values(w).returning({ id: warehouses.id }))[0]!.id;
  const locs: Array<typeof locations.$inferInsert> = [
    { warehouseId: id, code: 'RCV-01', zone: 'RCV', aisle: '00', bin: '01', purpose: 'RECEIVING' },
    { warehouseId: id, code: 'CNT-01', zone: 'CNT', aisle: '00', bin: '01', purpose: 'COUNT' },
  ];
  for (const zone of ['A', 'B']) for (let a = 1; a <= 3; a++) for (let b = 1; b <= 4; b++) {
    const aisle = String(a).padStart(2, '0');
    const bin = String(b).padStart(2, '0');
    locs.push({ warehouseId: id, code: `${zone}-${aisle}-${bin}`, zone, aisle, bin, purpose: 'STORAGE' });
  }
  await db.insert(locations).values(locs).onConflictDoNothing();
  return id;
}

/** Demo data; idempotent: every row is found by its natural key before it is made, so a restart adds nothing. */
export async function seedDemo(db: TDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(globalConfigs)
      .values([
        { key: 'valid_mobilephone_headers', value: DEFAULT_MOBILE_PREFIXES.join(',') },
        { key: 'valid_homephone_headers', value: DEFAULT_LANDLINE_PREFIXES.join(',') },
        { key: 'block_pick_wards', value: '' },
        { key: 'block_pick_districts', value: '' },
        { key: 'block_deliver_districts', value: '' },
        { key: 'block_deliver_wards', value: '' },
      ])
      .onConflictDoNothing();

    await ensureWarehouse(tx, { code: 'HN01', name: 'Kho Hà Nội - Long Biên', address: 'Số 8 Ngọc Thụy', provinceId: 1, districtId: 4, wardCode: '00118', phone: '02437000001' });
    await ensureWarehouse(tx, { code: 'HCM01', name: 'Kho TP. Hồ Chí Minh - Thủ Đức', address: 'Số 12 Linh Xuân', provinceId: 79, districtId: 769, wardCode: '26794', phone: '02837000001' });
    await tx
      .insert(transporters)
      .values([
        { code: 'GHN', name: 'Giao Hàng Nhanh' },
        { code: 'GHTK', name: 'Giao Hàng Tiết Kiệm' },
        { code: 'VTP', name: 'Viettel Post' },
        { code: 'JT', name: 'J&T Express' },
        { code: 'NJV', name: 'Ninja Van' },
        { code: 'SELF', name: 'Khách tự vận chuyển' },
      ])
      .onConflictDoNothing();

    // CUAHANG client: owner, two shops, a limited staff member.
    const storeId = await ensureClient(tx, { code: 'KH0001', name: 'Cửa hàng Demo', scale: 'CUAHANG' });
    const ownerId = await ensureUser(tx, { email: 'owner@demo.vn', phone: '0987654321', fullName: 'Nguyễn Văn An', kind: 'client', clientId: storeId });
    const shopHn = await ensureShop(tx, { clientId: storeId, name: 'Shop Demo Hà Nội', phone: '0987654321', address: '25 Trần Đăng Ninh', provinceId: 1, districtId: 5, wardCode: '00157' });
    const shopHcm = await ensureShop(tx, { clientId: storeId, name: 'Shop Demo Sài Gòn', phone: '0987654321', address: '45 Lê Lợi', provinceId: 79, districtId: 760, wardCode: '26734' });
    await tx.update(clients).set({ ownerUserId: ownerId, mainShopId: shopHn }).where(eq(clients.id, storeId));
    await tx
      .insert(shopConfigs)
      .values([
        { shopId: shopHn, maxCod: 20_000_000, maxWeight: 30_000, maxLength: 150, maxWidth: 150, maxHeight: 150, maxInsurance: 10_000_000 },
        { shopId: shopHcm, maxCod: 10_000_000, maxWeight: 20_000, maxLength: 100, maxWidth: 100, maxHeight: 100, maxInsurance: 5_000_000 },
      ])
      .onConflictDoNothing();

    const staffId = await ensureUser(tx, { email: 'staff@demo.vn', phone: '0912000002', fullName: 'Trần Thị Bình', kind: 'client', clientId: storeId });
    await tx.insert(shopMembers).values([{ shopId: shopHn, userId: staffId }, { shopId: shopHcm, userId: staffId }]).onConflictDoNothing();
    const [group] = await tx.select({ id: permissionGroups.id }).from(permissionGroups).where(and(eq(permissionGroups.shopId, shopHn), eq(permissionGroups.name, 'Nhân viên xem đơn'))).limit(1);
    const groupId =
      group?.id ??
      (await tx.insert(permissionGroups).values({ clientId: storeId, shopId: shopHn, name: 'Nhân viên xem đơn', description: 'Xem đơn hàng, sản phẩm và tồn kho' }).returning({ id: permissionGroups.id }))[0]!.id;
    await tx.insert(groupPermissions).values(withDependencies(DEMO_STAFF_PERMISSIONS).map((code) => ({ groupId, code }))).onConflictDoNothing();
    await tx.insert(groupUsers).values({ groupId, userId: staffId }).onConflictDoNothing();
    await seedDemoMoney(tx, storeId, ownerId, [shopHn, shopHcm]);
    await seedDemoBilling(tx, storeId);
    // an account of no client yet, for the owner to add as staff by phone or email
    await ensureUser(tx, { email: 'nhanvien@demo.vn', phone: '0912000005', fullName: 'Hoàng Văn Cường', kind: 'client', clientId: null });

    // CANHAN client with one shop.
    const personId = await ensureClient(tx, { code: 'KH0002', name: 'Lê Minh Châu', scale: 'CANHAN' });
    const personUser = await ensureUser(tx, { email: 'canhan@demo.vn', phone: '0912000003', fullName: 'Lê Minh Châu', kind: 'client', clientId: personId });
    const personShop = await ensureShop(tx, { clientId: personId, name: 'Châu Handmade', phone: '0912000003', address: '10 Phạm Văn Đồng', provinceId: 1, districtId: 5, wardCode: '00160' });
    await tx.update(clients).set({ ownerUserId: personUser, mainShopId: personShop }).where(eq(clients.id, personId));

    await ensureUser(tx, { email: 'ops@demo.vn', phone: '0912000004', fullName: 'Phạm Quốc Dũng', kind: 'staff', staffRole: 'admin' });
    // the floor supervisor: the only role that approves a cycle count's adjustment
    await ensureUser(tx, { email: 'giamsat@demo.vn', phone: '0912000006', fullName: 'Đỗ Thị Giang', kind: 'staff', staffRole: 'supervisor' });
  });
  await seedShippingDemo(db);
}

import { and, eq } from 'drizzle-orm';
import { STANDARD_TARIFF, type TCreateShippingOrderInput, type TShippingStatus } from '@ffm/domain';
import type { TDb } from '../db/client.ts';
import type { TClientScope } from '../db/scope.ts';
import { clients, shops, users } from '../modules/accounts/schema.ts';
import { applyMove, lockShippingOrder } from '../modules/shipping/change-status.ts';
import { createShippingOrder } from '../modules/shipping/index.ts';
import { shippingStations, shippingTariffs } from '../modules/shipping/schema.ts';

/** The provider's stations and sorting hubs of the demo. */
const STATIONS: Array<typeof shippingStations.$inferInsert> = [
  { code: 'HN-CG', name: 'Bưu cục Cầu Giấy', address: '88 Trần Thái Tông', provinceId: 1, districtId: 5, wardCode: '00157' },
  { code: 'HN-LB', name: 'Kho phân loại Long Biên', address: 'KCN Sài Đồng B', provinceId: 1, districtId: 4, wardCode: '00118', isSortingHub: true },
  { code: 'HCM-Q1', name: 'Bưu cục Quận 1', address: '12 Nguyễn Huệ', provinceId: 79, districtId: 760, wardCode: '26740' },
  { code: 'HCM-TD', name: 'Kho phân loại Thủ Đức', address: 'Xa lộ Hà Nội', provinceId: 79, districtId: 769, wardCode: '26794', isSortingHub: true },
  { code: 'DN-HC', name: 'Bưu cục Hải Châu', address: '50 Bạch Đằng', provinceId: 48, districtId: 492, wardCode: '20227' },
];

/** A handful of orders of the demo shop, each walked to a status through the state machine. */
const ORDERS: Array<{ code: string; path: TShippingStatus[]; input: Partial<TCreateShippingOrderInput> }> = [
  { code: 'DEMO-001', path: [], input: { to_name: 'Trần Thị Mai', to_phone: '0901234567', to_address: '12 Lý Tự Trọng', to_district_id: 760, to_ward_code: '26740', weight: 500, cod_amount: 350_000, content: 'Áo sơ mi nữ' } },
  { code: 'DEMO-002', path: ['picked', 'transporting'], input: { to_name: 'Lê Văn Hùng', to_phone: '0912345678', to_address: '5 Bạch Đằng', to_district_id: 492, to_ward_code: '20227', weight: 1200, cod_amount: 1_250_000, service_type_id: 1, content: 'Giày thể thao' } },
  { code: 'DEMO-003', path: ['picked', 'storing', 'delivering'], input: { to_name: 'Phạm Ngọc Ánh', to_phone: '0987111222', to_address: '30 Kim Mã', to_district_id: 1, to_ward_code: '00001', weight: 300, cod_amount: 0, content: 'Sách' } },
  { code: 'DEMO-004', path: ['picked', 'storing', 'delivering', 'delivered'], input: { to_name: 'Đỗ Thu Hà', to_phone: '0933444555', to_address: '101 Hoàn Kiếm', to_district_id: 2, to_ward_code: '00037', weight: 800, cod_amount: 499_000, content: 'Mỹ phẩm' } },
  { code: 'DEMO-005', path: ['picked', 'storing', 'delivering', 'delivery_fail', 'waiting_to_return'], input: { to_name: 'Vũ Đức Thắng', to_phone: '0977888999', to_address: '7 Đội Cấn', to_district_id: 3, to_ward_code: '00109', weight: 2000, cod_amount: 2_100_000, insurance_value: 2_100_000, content: 'Tai nghe' } },
  { code: 'DEMO-006', path: ['cancel'], input: { to_name: 'Ngô Bảo Châu', to_phone: '0966777888', to_address: '45 Phúc Xá', to_district_id: 1, to_ward_code: '00001', weight: 400, cod_amount: 150_000, content: 'Phụ kiện' } },
];

/** Demo express data: the standard tariff, stations, and orders in several statuses (idempotent). */
export async function seedShippingDemo(db: TDb): Promise<void> {
  const [tariff] = await db.select({ id: shippingTariffs.id }).from(shippingTariffs).limit(1);
  if (!tariff) await db.insert(shippingTariffs).values({ tariff: STANDARD_TARIFF, effectiveFrom: new Date('2026-01-01T00:00:00+07:00') });
  await db.insert(shippingStations).values(STATIONS).onConflictDoNothing();

  const [client] = await db.select({ id: clients.id, owner: clients.ownerUserId }).from(clients).where(eq(clients.code, 'KH0001')).limit(1);
  const [shop] = client ? await db.select({ id: shops.id }).from(shops).where(and(eq(shops.clientId, client.id), eq(shops.name, 'Shop Demo Hà Nội'))).limit(1) : [];
  const [ops] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ops@demo.vn')).limit(1);
  if (!client?.owner || !shop) return;
  const scope: TClientScope = { kind: 'client', clientId: client.id, userId: client.owner, shopId: shop.id, acting: false, lang: 'vi' };
  const [hub] = await db.select({ id: shippingStations.id }).from(shippingStations).where(eq(shippingStations.code, 'HN-CG')).limit(1);
  for (const o of ORDERS) {
    await db.transaction(async (tx) => {
      const created = await createShippingOrder(tx, scope, { client_order_code: o.code, required_note: 'CHOXEMHANGKHONGTHU', ...o.input }, { actorUserId: client.owner });
      if (created.existed) return;
      for (const to of o.path) {
        const order = (await lockShippingOrder(tx, created.order_code, scope))!;
        const shopMove = to === 'cancel';
        await applyMove(tx, order, {
          to,
          actorType: shopMove ? 'shop' : 'courier',
          actorUserId: shopMove ? client.owner : (ops?.id ?? null),
          reason: to === 'delivery_fail' ? 'Khách hẹn giao lại' : to === 'cancel' ? 'Khách đổi ý' : null,
          stationId: shopMove ? null : (hub?.id ?? null),
        });
      }
    });
  }
}

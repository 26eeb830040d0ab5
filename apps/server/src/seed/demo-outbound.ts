import { and, eq } from 'drizzle-orm';
import { foldText, vnDateKey } from '@ffm/domain';
import type { TDb } from '../db/client.ts';
import type { TClientScope, TProviderScope } from '../db/scope.ts';
import { clients, users } from '../modules/accounts/schema.ts';
import { postMovements, type TMovement } from '../modules/inventory/index.ts';
import { skus } from '../modules/sku/schema.ts';
import { locations, warehouses } from '../modules/warehouses/schema.ts';
import { cancelOutbounds } from '../modules/outbound/cancel-outbounds.ts';
import { createOutbound } from '../modules/outbound/create-outbound.ts';
import { handOver } from '../flows/handover/hand-over.ts';
import { outboundOrders } from '../modules/outbound/schema.ts';
import { createPickList } from '../modules/outbound/pick-lists.ts';
import { completeOutbound, packOutbound, pickOutbound } from '../modules/outbound/warehouse-work.ts';

const DEMO_SKUS = [
  { sku: 'DEMO_AO_THUN', name: 'Áo thun cotton trắng', manageExpDate: false },
  { sku: 'DEMO_SUA_HAT', name: 'Sữa hạt óc chó 1L', manageExpDate: true },
  { sku: 'DEMO_NON_LA', name: 'Nón lá Huế', manageExpDate: false },
];

/**
 * Demo outbound orders for `npm start` (not the tests' seed): three SKUs of KH0001 with stock in HN01 (two lots of
 * the expiry-managed one), and orders in several statuses made through the real use cases, so the outbound
 * screens show something. Skipped once the client has any outbound order.
 */
export async function seedDemoOutbound(db: TDb): Promise<void> {
  const [client] = await db.select({ id: clients.id, owner: clients.ownerUserId }).from(clients).where(eq(clients.code, 'KH0001')).limit(1);
  const [wh] = await db.select().from(warehouses).where(eq(warehouses.code, 'HN01')).limit(1);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ops@demo.vn')).limit(1);
  if (!client?.owner || !wh || !staff) return;
  const [any] = await db.select({ id: outboundOrders.id }).from(outboundOrders).where(eq(outboundOrders.clientId, client.id)).limit(1);
  if (any) return;

  const ids: Record<string, number> = {};
  for (const s of DEMO_SKUS) {
    const [found] = await db.select({ id: skus.id }).from(skus).where(and(eq(skus.clientId, client.id), eq(skus.sku, s.sku))).limit(1);
    ids[s.sku] =
      found?.id ??
      (
        await db
          .insert(skus)
          .values({
            clientId: client.id,
            sku: s.sku,
            mCode: `M_${s.sku}`,
            sCode: `S_${s.sku}`,
            name: s.name,
            searchText: foldText(`${s.sku} M_${s.sku} S_${s.sku} ${s.name}`),
            category: 'OTHER',
            description: s.name,
            grossWeight: 300,
            netWeight: 250,
            length: 20,
            width: 15,
            height: 5,
            volume: 1500,
            manageExpDate: s.manageExpDate,
          })
          .returning({ id: skus.id })
      )[0]!.id;
  }
  const loc = async (code: string) => (await db.select({ id: locations.id }).from(locations).where(and(eq(locations.warehouseId, wh.id), eq(locations.code, code))).limit(1))[0]!.id;
  const day = (n: number) => vnDateKey(Date.now() + n * 86_400_000);
  const stock = [
    { sku: 'DEMO_AO_THUN', qty: 120, lot: '', expiryDate: null, location: 'A-01-01' },
    { sku: 'DEMO_SUA_HAT', qty: 40, lot: 'LOT-EARLY', expiryDate: day(30), location: 'A-01-02' },
    { sku: 'DEMO_SUA_HAT', qty: 60, lot: 'LOT-LATE', expiryDate: day(120), location: 'A-01-03' },
    { sku: 'DEMO_NON_LA', qty: 25, lot: '', expiryDate: null, location: 'B-01-01' },
  ];
  const movements: TMovement[] = [];
  for (const s of stock) {
    movements.push({
        type: 'RECEIVE' as const,
        warehouseId: wh.id,
        clientId: client.id,
        skuId: ids[s.sku]!,
        lot: s.lot,
        locationId: await loc(s.location),
        condition: 'GOOD' as const,
        qtyDelta: s.qty,
        expiryDate: s.expiryDate,
        zoneType: 'B2C1D' as const,
        warehousedAt: new Date(),
        reason: 'demo',
      });
  }
  await db.transaction((tx) => postMovements(tx, movements, staff.id));

  const owner = client.owner;
  const scope: TClientScope = { kind: 'client', clientId: client.id, userId: owner, shopId: null, acting: false, lang: 'vi' };
  const ops: TProviderScope = { kind: 'provider', userId: staff.id, lang: 'vi' };
  const order = (n: number, items: Array<{ sku: string; quantity: number }>, allocate: boolean, ward = '00157') =>
    createOutbound(
      db,
      {
        clientOrderCode: `DEMO-${n}`,
        warehouseId: wh.id,
        zoneType: 'B2C1D',
        toName: ['Trần Thu Hà', 'Lê Văn Nam', 'Phạm Ngọc Mai', 'Đỗ Minh Tuấn', 'Vũ Hồng Nhung', 'Hoàng Gia Bảo'][n % 6],
        toPhone: `09123456${String(10 + n)}`,
        toAddress: `${10 + n} Hoàng Quốc Việt`,
        toWardCode: ward,
        codAmount: 150_000 * (n + 1),
        goodsValue: 300_000,
        goodsName: 'Hàng tiêu dùng',
        items,
      },
      { clientId: client.id, shopId: null, actorUserId: owner, lang: 'vi', allocate },
    );
  await order(1, [{ sku: 'DEMO_AO_THUN', quantity: 2 }], false);
  await order(2, [{ sku: 'DEMO_SUA_HAT', quantity: 5 }, { sku: 'DEMO_AO_THUN', quantity: 1 }], true);
  const picking = await order(3, [{ sku: 'DEMO_NON_LA', quantity: 2 }], true);
  await createPickList(db, { warehouseId: wh.id, ids: [picking.id], limit: 50 }, ops, staff.id, 'vi');
  const packed = await order(4, [{ sku: 'DEMO_AO_THUN', quantity: 3 }], true);
  await createPickList(db, { warehouseId: wh.id, ids: [packed.id], limit: 50 }, ops, staff.id, 'vi');
  await pickOutbound(db, { id: packed.id, locationCode: 'A-01-01', code: 'DEMO_AO_THUN', quantity: 3 }, ops, staff.id, 'vi');
  await packOutbound(db, { id: packed.id, weight: 900, length: 30, width: 20, height: 10 }, ops, staff.id, 'vi');
  for (const n of [5, 6]) {
    const o = await order(n, [{ sku: 'DEMO_SUA_HAT', quantity: 2 }], true, n === 6 ? '26734' : '00157');
    await createPickList(db, { warehouseId: wh.id, ids: [o.id], limit: 50 }, ops, staff.id, 'vi');
    for (const a of o.lines[0]!.allocations) await pickOutbound(db, { id: o.id, locationCode: a.locationCode, code: 'DEMO_SUA_HAT', quantity: a.quantity }, ops, staff.id, 'vi');
    await packOutbound(db, { id: o.id, weight: 1100, length: 25, width: 20, height: 15 }, ops, staff.id, 'vi');
    await handOver(db, { warehouseId: wh.id, carrier: 'provider-express', codes: [o.soCode] }, ops, staff.id, 'vi');
    if (n === 6) await completeOutbound(db, { id: o.id }, ops, staff.id, 'vi');
  }
  const cancelled = await order(7, [{ sku: 'DEMO_NON_LA', quantity: 1 }], true);
  await cancelOutbounds(db, { ids: [cancelled.id] }, scope, owner, 'vi');
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';

/** SPEC §7 express-setting: a shop's defaults for new shipping orders, per shop, saved by who may update the shop. */
describe('express settings', () => {
  let t: TTestApp;
  let owner: string;
  let staff: string;
  let ops: string;
  let other: string;
  let shops: Array<{ id: number; name: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    staff = await t.login('staff@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    other = await t.login('canhan@demo.vn');
    shops = (await t.call('/ffm/user-info', owner, {})).body.data.shops;
  });
  afterAll(async () => {
    await t?.close();
  });

  const inShop = (shopId: number) => ({ headers: { shopid: String(shopId) } });

  it('a shop that saved nothing gets the defaults; a save is that shop’s only, and read back', async () => {
    const [hn, hcm] = shops;
    const first = await t.call('/ffm/express-setting', owner, {}, inShop(hn!.id));
    expect(first.body.data).toMatchObject({ shopId: hn!.id, pickMode: 'address', serviceTypeId: 2, paymentTypeId: 1, requiredNote: 'CHOXEMHANGKHONGTHU', updatedAt: null });
    const hub = await t.call('/shiip/public-api/v2/hub/create', owner, { shop_id: hn!.id, name: 'Kho Cầu Giấy', phone: '0987654321', address: '8 Trần Thái Tông', district_id: 5, ward_code: '00157' });
    expect(hub.status, JSON.stringify(hub.body)).toBe(200);
    const station = (await t.call('/shiip/public-api/v2/station/get', owner, {})).body.data[0];
    const saved = await t.call(
      '/ffm/express-setting/update',
      owner,
      { pickMode: 'hub', pickHubId: hub.body.data.id, pickStationId: station.locationId, serviceTypeId: 1, paymentTypeId: 2, requiredNote: 'CHOTHUHANG', pickupBeforeNoon: false, insureByDefault: true },
      inShop(hn!.id),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // the station is not kept for a hub pick-up
    expect(saved.body.data).toMatchObject({ pickMode: 'hub', pickHubId: hub.body.data.id, pickStationId: null, serviceTypeId: 1, paymentTypeId: 2, insureByDefault: true });
    expect((await t.call('/ffm/express-setting', owner, {}, inShop(hn!.id))).body.data).toEqual(saved.body.data);
    expect((await t.call('/ffm/express-setting', owner, {}, inShop(hcm!.id))).body.data).toMatchObject({ shopId: hcm!.id, pickMode: 'address', updatedAt: null });
    // a station drop-off for the other shop
    const atStation = await t.call(
      '/ffm/express-setting/update',
      owner,
      { pickMode: 'station', pickHubId: null, pickStationId: station.locationId, serviceTypeId: 2, paymentTypeId: 1, requiredNote: 'KHONGCHOXEMHANG', pickupBeforeNoon: true, insureByDefault: false },
      inShop(hcm!.id),
    );
    expect(atStation.body.data).toMatchObject({ shopId: hcm!.id, pickMode: 'station', pickStationId: station.locationId, requiredNote: 'KHONGCHOXEMHANG' });
    expect((await t.call('/ffm/express-setting', owner, {}, inShop(hn!.id))).body.data).toEqual(saved.body.data);
  });

  it('takes only this shop’s hubs and stations that take parcels in', async () => {
    const [hn, hcm] = shops;
    const hub = (await t.call('/shiip/public-api/v2/hub/all', owner, { shop_id: hn!.id })).body.data[0];
    const body = { pickMode: 'hub', pickHubId: hub.id, pickStationId: null, serviceTypeId: 2, paymentTypeId: 1, requiredNote: 'CHOTHUHANG', pickupBeforeNoon: true, insureByDefault: false };
    // the hub of the first shop is not the second shop's
    const wrongShop = await t.call('/ffm/express-setting/update', owner, body, inShop(hcm!.id));
    expect(wrongShop.status).toBe(422);
    expect(wrongShop.body.code).toBe(1016);
    expect(wrongShop.body.data.errors[0]).toMatchObject({ field: 'pickHubId', message: 'Không tìm thấy điểm lấy hàng' });
    const noStation = await t.call('/ffm/express-setting/update', owner, { ...body, pickMode: 'station', pickHubId: null, pickStationId: 999999 }, inShop(hcm!.id));
    expect(noStation.status).toBe(422);
    expect(noStation.body.data.errors[0].field).toBe('pickStationId');
    const sorting = (await t.call('/ops/shipping/stations', ops, {})).body.data.find((s: { is_sorting_hub: boolean }) => s.is_sorting_hub);
    expect((await t.call('/ffm/express-setting/update', owner, { ...body, pickMode: 'station', pickHubId: null, pickStationId: sorting.locationId }, inShop(hcm!.id))).status).toBe(422);
  });

  it('another client neither reads nor changes these shops’ settings', async () => {
    const [hn] = shops;
    // a shop that is not the caller's in the ShopId header is refused, nothing changes
    const own = (await t.call('/ffm/user-info', other, {})).body.data.shops.map((s: { id: number }) => s.id);
    expect(own).not.toContain(hn!.id);
    // a ShopId header naming a shop that is not the caller's is not followed: the caller stays in their own shop
    const read = await t.call('/ffm/express-setting', other, {}, inShop(hn!.id));
    expect(own).toContain(read.body.data.shopId);
    const before = (await t.call('/ffm/express-setting', owner, {}, inShop(hn!.id))).body.data;
    const write = await t.call(
      '/ffm/express-setting/update',
      other,
      { pickMode: 'address', pickHubId: null, pickStationId: null, serviceTypeId: 2, paymentTypeId: 2, requiredNote: 'CHOTHUHANG', pickupBeforeNoon: true, insureByDefault: false },
      inShop(hn!.id),
    );
    expect(own).toContain(write.body.data.shopId);
    expect((await t.call('/ffm/express-setting', owner, {}, inShop(hn!.id))).body.data).toEqual(before);
  });

  it('refuses what is not a setting, and who may not update the shop', async () => {
    const base = { pickMode: 'station', pickHubId: null, pickStationId: null, serviceTypeId: 2, paymentTypeId: 1, requiredNote: 'CHOTHUHANG', pickupBeforeNoon: true, insureByDefault: false };
    const noStation = await t.call('/ffm/express-setting/update', owner, base);
    expect(noStation.status).toBe(400);
    expect(noStation.body.data.errors[0].field).toBe('pickStationId');
    expect((await t.call('/ffm/express-setting/update', owner, { ...base, pickStationId: 3, serviceTypeId: 9 })).status).toBe(400);
    expect((await t.call('/ffm/express-setting/update', owner, { ...base, pickStationId: 3, requiredNote: 'X' })).status).toBe(400);
    // the demo staff group has no update_store; provider staff have no shop here
    expect((await t.call('/ffm/express-setting/update', staff, { ...base, pickStationId: 3 })).status).toBe(403);
    expect((await t.call('/ffm/express-setting', staff, {})).status).toBe(200);
    expect((await t.call('/ffm/express-setting', ops, {})).status).toBe(403);
  });

  it('reading the setting needs view_list_order: a staff group without it is refused', async () => {
    const groups = (await t.call('/shiip/public-api/v2/permission/get-group-by-client', owner, {})).body.data as Array<{ id: number; name: string }>;
    const group = groups.find((g) => g.name === 'Nhân viên xem đơn')!;
    const removed = await t.call('/shiip/public-api/v2/permission/remove-permissions-to-group', owner, { group_id: group.id, permissions: ['view_list_order'] });
    expect(removed.status).toBe(200);
    const denied = await t.call('/ffm/express-setting', staff, {});
    expect([denied.status, denied.body.code]).toEqual([403, 403]);
  });
});

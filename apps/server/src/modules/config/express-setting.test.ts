import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';

/** SPEC §7 express-setting: a shop's defaults for new shipping orders, per shop, saved by who may update the shop. */
describe('express settings', () => {
  let t: TTestApp;
  let owner: string;
  let staff: string;
  let ops: string;
  let shops: Array<{ id: number; name: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    staff = await t.login('staff@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
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
    const saved = await t.call(
      '/ffm/express-setting/update',
      owner,
      { pickMode: 'hub', pickHubId: 7, pickStationId: 9, serviceTypeId: 1, paymentTypeId: 2, requiredNote: 'CHOTHUHANG', pickupBeforeNoon: false, insureByDefault: true },
      inShop(hn!.id),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // the station is not kept for a hub drop-off
    expect(saved.body.data).toMatchObject({ pickMode: 'hub', pickHubId: 7, pickStationId: null, serviceTypeId: 1, paymentTypeId: 2, insureByDefault: true });
    expect((await t.call('/ffm/express-setting', owner, {}, inShop(hn!.id))).body.data).toEqual(saved.body.data);
    expect((await t.call('/ffm/express-setting', owner, {}, inShop(hcm!.id))).body.data).toMatchObject({ shopId: hcm!.id, pickMode: 'address', updatedAt: null });
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
});

// Two API processes on one PostgreSQL (issue #10): each keeps the tariffs and shops in memory for the fee call, yet
// a tariff saved on one for immediate effect is the one the next quote on the other uses, and the fee quoted there
// is the fee create charges.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabaseUrl } from '../../test/harness.ts';
import { post, startServer, type TProcess } from '../../test/kits/server-process.ts';

const SO = '/shiip/public-api/v2/shipping-order';
/** Cầu Giấy → Quận 1: standard, other region (docs/shipping-fees.md example 2 without COD or insurance) */
const PARCEL = { to_district_id: 760, to_ward_code: '26740', weight: 1200, length: 20, width: 15, height: 10, service_type_id: 2 };

describe('the tariff across two API processes (PostgreSQL)', () => {
  let a: TProcess;
  let b: TProcess;
  let dir: string;
  let owner: string;
  let admin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ffm-tariff-'));
    const db = await createPgDatabaseUrl();
    a = await startServer(db, true, dir);
    b = await startServer(db, false, dir);
    owner = (await post(b.url, '/sso/login', { username: 'owner@demo.vn', password: 'Demo2026' })).data.token;
    admin = (await post(a.url, '/sso/login', { username: 'ops@demo.vn', password: 'Demo2026', portal: 'staff' })).data.token;
  }, 120_000);
  afterAll(() => {
    a?.child.kill('SIGTERM');
    b?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  const quoteOnB = async () => {
    const r = await post(b.url, `${SO}/fee`, PARCEL, owner);
    expect(r.status, JSON.stringify(r)).toBe(200);
    return r.data as { total: number; service_fee: number };
  };

  it('a tariff saved on one process for immediate effect is used by the very next quote on the other, and create charges what was quoted', async () => {
    // B has the tariff in memory: quoted twice, the second from its copy
    const before = await quoteOnB();
    expect(await quoteOnB()).toEqual(before);
    expect(before.service_fee).toBe(45_000);

    const list = await post(a.url, '/ops/shipping/tariff/list', {}, admin);
    expect(list.status).toBe(200);
    const current = list.data[0].tariff;
    for (let round = 1; round <= 5; round++) {
      const tariff = structuredClone(current);
      tariff.services['2'].inter_region.basePrice = current.services['2'].inter_region.basePrice + round * 1_000;
      const saved = await post(a.url, '/ops/shipping/tariff/save', { effective_from: new Date(Date.now() - 1_000).toISOString(), tariff }, admin);
      expect(saved.status, JSON.stringify(saved)).toBe(200);
      // no wait at all: the very next quote on B
      const after = await quoteOnB();
      expect(after.service_fee, `round ${round}`).toBe(45_000 + round * 1_000);
      // and the charge at create (on B) is the fee B just quoted
      const created = await post(b.url, `${SO}/create`, { ...PARCEL, to_name: 'Ngô Thị Hà', to_phone: '0912345678', to_address: '5 Lê Lợi' }, owner);
      expect(created.status, JSON.stringify(created)).toBe(200);
      expect(created.data.total_fee).toBe(after.total);
      expect(created.data.fee.main_service).toBe(after.service_fee);
    }
  });

  it('a tariff saved ahead of its effective time changes nothing until then, then applies without a save', async () => {
    const now = await quoteOnB();
    const list = await post(a.url, '/ops/shipping/tariff/list', {}, admin);
    const tariff = structuredClone(list.data[0].tariff);
    tariff.services['2'].inter_region.basePrice += 7_000;
    const at = Date.now() + 1_500;
    expect((await post(a.url, '/ops/shipping/tariff/save', { effective_from: new Date(at).toISOString(), tariff }, admin)).status).toBe(200);
    expect((await quoteOnB()).service_fee).toBe(now.service_fee);
    await new Promise((r) => setTimeout(r, at - Date.now() + 50));
    expect((await quoteOnB()).service_fee).toBe(now.service_fee + 7_000);
  });

  it("a shop's new address on one process is the sender of the next quote on the other", async () => {
    // Quận 1 → Quận 1 is the same province: cheaper than Cầu Giấy → Quận 1
    const shops = await post(b.url, '/shiip/public-api/v2/shop/all', {}, owner);
    expect(shops.status, JSON.stringify(shops)).toBe(200);
    const shop = (shops.data.shops as Array<{ _id: number; name: string; phone: string; address: string; district_id: number; ward_code: string }>).find((s) => s.district_id !== 760)!;
    // B quotes for the shop (and keeps it in memory) before the change
    const before = (await post(b.url, `${SO}/fee`, { ...PARCEL, shop_id: shop._id }, owner)).data as { service_fee: number };
    const r = await post(a.url, '/shiip/public-api/v2/shop/update', { shop_id: shop._id, name: shop.name, phone: shop.phone, address: '1 Nguyễn Huệ', district_id: 760, ward_code: '26740' }, owner);
    expect(r.status, JSON.stringify(r)).toBe(200);
    const sameProvince = (await post(b.url, `${SO}/fee`, { ...PARCEL, shop_id: shop._id }, owner)).data as { service_fee: number };
    expect(sameProvince.service_fee).toBeLessThan(before.service_fee);
    await post(a.url, '/shiip/public-api/v2/shop/update', { shop_id: shop._id, name: shop.name, phone: shop.phone, address: shop.address, district_id: shop.district_id, ward_code: shop.ward_code }, owner);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { storedAddressUnits } from './address-label.ts';

// every stored address and its scheme column(s); the district column is null exactly for a 2025 address
const ADDRESS_COLUMNS = [
  ['shops', 'address_scheme', 'district_id'],
  ['warehouses', 'address_scheme', 'district_id'],
  ['shipping_stations', 'address_scheme', 'district_id'],
  ['shipping_hubs', 'address_scheme', 'district_id'],
  ['shipping_orders', 'from_address_scheme', 'from_district_id'],
  ['shipping_orders', 'to_address_scheme', 'to_district_id'],
  ['outbound_orders', 'to_address_scheme', 'to_district_id'],
] as const;

describe('every stored address records its scheme', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('rows stored before the scheme existed read as pre-2025 (v1), their codes unchanged', async () => {
    for (const [table, scheme] of ADDRESS_COLUMNS) {
      const rows = sqlRows<{ s: string; n: number }>(await t.database.db.execute(sql.raw(`select ${scheme} as s, count(*)::int as n from ${table} group by 1`)));
      for (const r of rows) expect(r.s, `${table}.${scheme}`).toBe('v1');
    }
    const wh = sqlRows<{ address_scheme: string; district_id: number }>(await t.database.db.execute(sql`select address_scheme, district_id from warehouses where code = 'HN01'`));
    expect(wh[0]).toMatchObject({ address_scheme: 'v1' });
    expect(wh[0]!.district_id).toBeGreaterThan(0);
  });

  it('a 2025 address stores province + ward and no district; the database refuses a mixed one', async () => {
    const db = t.database.db;
    await expect(
      db.execute(sql`insert into warehouses (code, name, address, province_id, district_id, ward_code, address_scheme) values ('X25A', 'x', '1 Lê Lợi', 79, 760, '26740', '2025')`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into warehouses (code, name, address, province_id, district_id, ward_code, address_scheme) values ('X25B', 'x', '1 Lê Lợi', 79, null, '26740', 'v1')`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into warehouses (code, name, address, province_id, district_id, ward_code, address_scheme) values ('X25C', 'x', '1 Lê Lợi', 79, null, '26740', '2026')`),
    ).rejects.toThrow();
    await db.execute(sql`insert into warehouses (code, name, address, province_id, district_id, ward_code, address_scheme) values ('X25', 'Kho mới', '1 Lê Lợi', 79, null, '26740', '2025')`);
    const owner = await t.login('owner@demo.vn');
    const list = await t.call('/ffm/warehouse/list', owner);
    expect(list.status).toBe(200);
    expect(list.body.data.find((w: { code: string }) => w.code === 'X25')).toMatchObject({ provinceId: 79, districtId: null, wardCode: '26740' });
  });

  it("an order's stored 2025 address reads in the 2025 data: same ward code, the new ward's name, no district", async () => {
    const owner = await t.login('owner@demo.vn');
    const created = await t.call('/shiip/public-api/v2/shipping-order/create', owner, {
      to_name: 'Nguyễn Thị Lan',
      to_phone: '0901234567',
      to_address: '12 Lý Tự Trọng',
      to_district_id: 760,
      to_ward_code: '26740',
      weight: 500,
      length: 10,
      width: 10,
      height: 10,
      service_type_id: 2,
      payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU',
      items: [{ name: 'Áo', quantity: 1 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const code = created.body.data.order_code as string;
    const detail = async () => (await t.app.inject({ method: 'GET', url: `/shiip/public-api/v2/shipping-order/detail?order_code=${code}`, headers: { token: owner } })).json().data;
    expect(await detail()).toMatchObject({ to_district_id: 760, to_full_address: '12 Lý Tự Trọng, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' });
    const [row] = sqlRows<{ to_address_scheme: string }>(await t.database.db.execute(sql`select to_address_scheme from shipping_orders where order_code = ${code}`));
    expect(row!.to_address_scheme).toBe('v1');
    await t.database.db.execute(sql`update shipping_orders set to_address_scheme = '2025', to_district_id = null where order_code = ${code}`);
    expect(await detail()).toMatchObject({ to_district_id: null, to_ward_code: '26740', to_full_address: '12 Lý Tự Trọng, Phường Sài Gòn, Thành phố Hồ Chí Minh' });
  });

  it('the same code reads by its scheme: 26740 is Phường Bến Nghé (Quận 1) before 2025, Phường Sài Gòn since', () => {
    expect(storedAddressUnits(79, 760, '26740')).toMatchObject({ ward: 'Phường Bến Nghé', district: 'Quận 1', label: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' });
    expect(storedAddressUnits(79, null, '26740')).toMatchObject({ ward: 'Phường Sài Gòn', district: null, label: 'Phường Sài Gòn, Thành phố Hồ Chí Minh' });
  });
});

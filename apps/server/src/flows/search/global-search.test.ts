import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, insertSku, vnDay, warehouseIdOf } from '../../test/kits/inventory.ts';

interface TResult {
  keyword: string;
  groups: Array<{ kind: string; more: boolean; items: Array<{ id: number; code: string; title: string; clientId: number; clientName: string }> }>;
}

/** The top bar's search (SPEC §2, §7 global-search): codes and names, accents ignored, tenant-scoped, per-kind permissions. */
describe('global search', () => {
  let t: TTestApp;
  let owner: string;
  let person: string;
  let staff: string;
  let ops: string;
  let storeId: number;
  let asn: string;

  const search = async (token: string, body: Record<string, unknown>): Promise<TResult> => {
    const r = await t.call('/ffm/global-search', token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as TResult;
  };
  const codes = (r: TResult, kind: string) => r.groups.find((g) => g.kind === kind)?.items.map((i) => i.code) ?? [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    person = await t.login('canhan@demo.vn');
    staff = await t.login('staff@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    storeId = await clientIdOf(t.database.db, 'KH0001');
    await insertSku(t.database.db, 'KH0001', 'GS_AO_01', { name: 'Áo thun cổ tròn Đà Lạt', mCode: 'GSM-778899' });
    for (let i = 2; i <= 8; i++) await insertSku(t.database.db, 'KH0001', `GS_QUAN_0${i}`, { name: `Quần kaki số ${i}` });
    await insertSku(t.database.db, 'KH0002', 'GS_OTHER_01', { name: 'Áo thun của khách khác' });
    const created = await t.call('/ffm/inbound/create', owner, {
      warehouseId: await warehouseIdOf(t.database.db, 'HN01'),
      tplInbound: 'GHN',
      zoneType: 'B2C1D',
      estimateReceivedTime: vnDay(1),
      orderInboundCode: 'GS-PO-4455',
      lines: [{ sku: 'GS_AO_01', expectedQuantity: 3 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    asn = created.body.data.asnCode as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds SKUs by name without accents and by any code, and inbound orders by ASN or client code', async () => {
    const byName = await search(owner, { keyword: 'ao thun co tron da lat' });
    expect(codes(byName, 'sku')).toEqual(['GS_AO_01']);
    expect(byName.keyword).toBe('ao thun co tron da lat');
    expect(codes(await search(owner, { keyword: 'GSM-7788' }), 'sku')).toEqual(['GS_AO_01']);
    expect(codes(await search(owner, { keyword: 'gs-po-4455' }), 'inbound')).toEqual([asn]);
    expect(codes(await search(owner, { keyword: asn.slice(-6) }), 'inbound')).toContain(asn);
  });

  it('answers five per kind, newest first, and says there are more', async () => {
    const r = await search(owner, { keyword: 'quan kaki' });
    const group = r.groups.find((g) => g.kind === 'sku')!;
    expect(group.items.map((i) => i.code)).toEqual(['GS_QUAN_08', 'GS_QUAN_07', 'GS_QUAN_06', 'GS_QUAN_05', 'GS_QUAN_04']);
    expect(group.more).toBe(true);
  });

  it('ranks the records whose code starts with the keyword first, then the newest containing it', async () => {
    await insertSku(t.database.db, 'KH0001', 'TEEX_01', { name: 'Áo cũ' });
    await insertSku(t.database.db, 'KH0001', 'GS_TEEX_02', { name: 'Áo mới' });
    await insertSku(t.database.db, 'KH0001', 'GS_TEEX_03', { name: 'Áo mới hơn' });
    expect(codes(await search(owner, { keyword: 'teex' }), 'sku')).toEqual(['TEEX_01', 'GS_TEEX_03', 'GS_TEEX_02']);
    // a wildcard in the keyword is a character, not a pattern
    expect(codes(await search(owner, { keyword: 'te_x' }), 'sku')).toEqual([]);
  });

  it('a whole document code finds that document alone, as a whole phone does; part of it finds the others too', async () => {
    const created = await t.call('/ffm/inbound/create', owner, {
      warehouseId: await warehouseIdOf(t.database.db, 'HN01'),
      tplInbound: 'GHN',
      zoneType: 'B2C1D',
      estimateReceivedTime: vnDay(1),
      orderInboundCode: `RE-${asn}`,
      lines: [{ sku: 'GS_AO_01', expectedQuantity: 1 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const other = created.body.data.asnCode as string;
    expect(codes(await search(owner, { keyword: asn }), 'inbound')).toEqual([asn]);
    expect(codes(await search(owner, { keyword: asn.toLowerCase() }), 'inbound')).toEqual([asn]);
    // a part of the code: every record containing it, the other by its client code, newest first
    expect(codes(await search(owner, { keyword: asn.slice(3) }), 'inbound')).toEqual([other, asn]);
  });

  it('stays in the tenant: another client never sees the store’s records, nor the store theirs', async () => {
    expect(codes(await search(person, { keyword: 'ao thun' }), 'sku')).toEqual(['GS_OTHER_01']);
    expect(codes(await search(person, { keyword: 'gs-po-4455' }), 'inbound')).toEqual([]);
    expect(codes(await search(owner, { keyword: 'GS_OTHER' }), 'sku')).toEqual([]);
    // a client user naming another customer is still in their own client
    expect(codes(await search(person, { keyword: 'GS_AO', customerId: storeId }), 'sku')).toEqual([]);
  });

  it('provider staff find every client’s records with the client named, or one client’s with customerId', async () => {
    const all = await search(ops, { keyword: 'ao thun' });
    const skus = all.groups.find((g) => g.kind === 'sku')!.items;
    expect(skus.map((i) => i.code).sort()).toEqual(['GS_AO_01', 'GS_OTHER_01']);
    expect(skus.find((i) => i.code === 'GS_AO_01')!.clientName).toBe('Cửa hàng Demo');
    expect(codes(await search(ops, { keyword: 'ao thun', customerId: storeId }), 'sku')).toEqual(['GS_AO_01']);
  });

  it('a client staff member finds only the kinds whose list their groups allow (the demo group: SKUs, not inbound)', async () => {
    expect(codes(await search(staff, { keyword: 'GS_AO_01' }), 'sku')).toEqual(['GS_AO_01']);
    expect((await search(staff, { keyword: 'GS-PO-4455' })).groups).toEqual([]);
    expect(codes(await search(owner, { keyword: 'GS-PO-4455' }), 'inbound')).toEqual([asn]);
  });

  it('finds express orders by the receiver’s phone, within the tenant', async () => {
    const r = await t.call('/shiip/public-api/v2/shipping-order/create', owner, {
      to_name: 'Phạm Thu Hà', to_phone: '0918 273 645', to_address: '12 Lý Tự Trọng', to_district_id: 760, to_ward_code: '26740',
      weight: 500, length: 10, width: 10, height: 10, cod_amount: 100_000, service_type_id: 2, payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU', content: 'Áo', items: [{ name: 'Áo', quantity: 1, price: 100_000 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const code = r.body.data.order_code as string;
    const found = await search(owner, { keyword: '0918273645' });
    expect(codes(found, 'shipping')).toEqual([code]);
    expect(found.groups.find((g) => g.kind === 'shipping')!.items[0]!.title).toBe('Phạm Thu Hà');
    expect(codes(await search(person, { keyword: '0918273645' }), 'shipping')).toEqual([]);
    expect(codes(await search(ops, { keyword: code }), 'shipping')).toEqual([code]);
    // a whole phone is looked up by its index, written as people write it; a part of it by the substring search
    expect(codes(await search(owner, { keyword: '+84 918 273 645' }), 'shipping')).toEqual([code]);
    expect(codes(await search(owner, { keyword: '84918273645' }), 'shipping')).toEqual([code]);
    expect(codes(await search(owner, { keyword: '273645' }), 'shipping')).toEqual([code]);
    expect(codes(await search(person, { keyword: '+84918273645' }), 'shipping')).toEqual([]);
  });

  it('short keywords and LIKE wildcards find nothing rather than everything; bad input is refused, not a 500', async () => {
    expect((await search(owner, { keyword: 'ao' })).groups).toEqual([]);
    expect((await search(owner, { keyword: '%%%' })).groups).toEqual([]);
    expect((await search(owner, { keyword: '___' })).groups).toEqual([]);
    expect((await t.call('/ffm/global-search', owner, { keyword: 'x'.repeat(101) })).status).toBe(400);
    expect((await t.call('/ffm/global-search', owner, { keyword: 42 })).status).toBe(400);
    expect((await t.call('/ffm/global-search', '', { keyword: 'ao thun' })).status).toBe(401);
  });
});

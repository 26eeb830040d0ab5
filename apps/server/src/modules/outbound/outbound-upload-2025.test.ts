import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOUND_UPLOAD_COLUMNS, templateHeader, type TCellValue } from '@ffm/domain';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft, shipOrder } from '../../test/kits/outbound.ts';
import { multipart, sheetFile } from '../../test/kits/uploads.ts';
import { uploadRows } from '../uploads/schema.ts';
import { outboundOrders } from './schema.ts';

/**
 * Issue 24, point 3: the outbound upload reads a receiver address in either scheme, from a real xlsx. A 2025
 * address (street, ward, province) is stored as one; an old one (with its district) converts to its 2025 ward
 * and is kept as written; an old ward split between 2025 wards marks its row with the candidates' names.
 */
const HEADER = OUTBOUND_UPLOAD_COLUMNS.map((c) => templateHeader(c));
const row = (code: string, toAddress: string): TCellValue[] => {
  const base: Record<string, TCellValue> = {
    clientOrderCode: code, warehouseCode: 'HN01', zoneType: 'B2C1D', toName: 'Nguyễn Văn Nhận', toPhone: '0912345678', toAddress, codAmount: 100000, goodsValue: 200000,
    goodsName: 'Quần áo', weight: 500, shippingServiceType: 2, shippingPaymentType: 1, shippingRequiredNote: 'CHOXEMHANGKHONGTHU', carrier: '', note: '', sku: 'XU_25', quantity: 1, unit: '',
  };
  return OUTBOUND_UPLOAD_COLUMNS.map((c) => base[c.key]!);
};

describe('outbound upload with 2025 and pre-2025 addresses', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;

  beforeAll(async () => {
    t = await createTestApp();
    await insertSku(t.database.db, 'KH0001', 'XU_25');
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: await warehouseIdOf(t.database.db, 'HN01'), location: 'A-02-03', lines: [{ sku: 'XU_25', qty: 20 }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('converts an old address, keeps a 2025 one, and marks a split old ward with its candidates (vi)', async () => {
    const m = multipart(
      sheetFile([
        HEADER,
        row('A25_OLD', '45 Lê Lợi, Phường Bến Nghé, Quận 1, Hồ Chí Minh'),
        row('A25_NEW', '12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh'),
        row('A25_TONE', '3 Trần Phú, Xã Thiệu Hóa, Tỉnh Thanh Hóa'),
        row('A25_SPLIT', '12 Liễu Giai, Phường Cống Vị, Quận Ba Đình, Hà Nội'),
        row('A25_NONE', '1 Đường Không Tên, Phường Không Có, Tỉnh Không Có'),
      ]),
      'don-xuat-2025.xlsx',
    );
    const r = await t.call('/ffm/outbound/upload', owner, undefined, { payload: m.payload, headers: m.headers });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ total: 5, valid: 3, invalid: 2 });
    const fileId = r.body.data.fileId as number;

    const bad = await t.call('/ffm/outbound/upload-validation', owner, { fileId, tab: 'invalid' });
    const byRow = Object.fromEntries(bad.body.data.items.map((x: { rowNo: number; errors: string[] }) => [x.rowNo, x.errors.join(' | ')]));
    expect(byRow[5]).toBe(
      'Lỗi tại dòng 5: Phường/xã cũ Phường Cống Vị, Quận Ba Đình, Thành phố Hà Nội đã được chia cho nhiều phường/xã mới: Phường Ngọc Hà (00008), Phường Giảng Võ (00025). Hãy ghi một trong số đó theo địa chỉ mới (2025)',
    );
    expect(byRow[6]).toContain('Lỗi tại dòng 6: Địa chỉ người nhận không hợp lệ');

    // each valid row records its scheme and its 2025 ward
    const stored = await t.database.db.select({ rowNo: uploadRows.rowNo, data: uploadRows.data }).from(uploadRows).where(eq(uploadRows.fileId, fileId)).orderBy(asc(uploadRows.rowNo));
    const data = Object.fromEntries(stored.filter((x) => x.data !== null).map((x) => [x.rowNo, x.data as Record<string, unknown>]));
    expect(data[2]).toMatchObject({ scheme: 'v1', provinceId: 79, districtId: 760, wardCode: '26740', ward2025: '26740' });
    expect(data[3]).toMatchObject({ scheme: '2025', provinceId: 79, districtId: null, wardCode: '26740', ward2025: '26740' });
    expect(data[4]).toMatchObject({ scheme: '2025', provinceId: 38, districtId: null, wardCode: '15772' });

    const c = await t.call('/ffm/outbound/upload-confirm', owner, { fileId });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    for (let i = 0; i < 400; i++) {
      const p = await t.call('/ffm/outbound/upload-progress', owner, { fileId });
      if (p.body.data.status !== 'confirming') break;
      await new Promise((res) => setTimeout(res, 25));
    }
    const orders = await t.database.db
      .select({ code: outboundOrders.clientOrderCode, scheme: outboundOrders.toAddressScheme, province: outboundOrders.toProvinceId, district: outboundOrders.toDistrictId, ward: outboundOrders.toWardCode, text: outboundOrders.toAddress })
      .from(outboundOrders)
      .where(eq(outboundOrders.uploadFileId, fileId))
      .orderBy(asc(outboundOrders.clientOrderCode));
    // the same code 26740 in two schemes: Phường Bến Nghé (old, kept as written) and Phường Sài Gòn (2025)
    expect(orders).toEqual([
      { code: 'A25_NEW', scheme: '2025', province: 79, district: null, ward: '26740', text: '12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh' },
      { code: 'A25_OLD', scheme: 'v1', province: 79, district: 760, ward: '26740', text: '45 Lê Lợi, Phường Bến Nghé, Quận 1, Hồ Chí Minh' },
      { code: 'A25_TONE', scheme: '2025', province: 38, district: null, ward: '15772', text: '3 Trần Phú, Xã Thiệu Hóa, Tỉnh Thanh Hóa' },
    ]);
  });

  it('the order form’s call takes a 2025 address (toAddressScheme 2025: province + ward, no district) and refuses a ward outside the province', async () => {
    const hn = await warehouseIdOf(t.database.db, 'HN01');
    const body = outboundDraft(hn, [{ sku: 'XU_25', quantity: 1 }], { clientOrderCode: 'A25_FORM', toAddressScheme: '2025', toProvinceId: 79, toWardCode: '26740', toAddress: '12 Lý Tự Trọng' });
    const r = await t.call('/ffm/outbound/create', owner, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [o] = await t.database.db
      .select({ scheme: outboundOrders.toAddressScheme, province: outboundOrders.toProvinceId, district: outboundOrders.toDistrictId, ward: outboundOrders.toWardCode })
      .from(outboundOrders)
      .where(eq(outboundOrders.clientOrderCode, 'A25_FORM'));
    expect(o).toEqual({ scheme: '2025', province: 79, district: null, ward: '26740' });
    const detail = await t.call('/ffm/outbound/list', owner, { code: 'A25_FORM' });
    expect(detail.body.data.items[0]).toMatchObject({ toDistrictId: null, toAddressLabel: expect.stringContaining('Phường Sài Gòn, Thành phố Hồ Chí Minh') });
    // Phường Sài Gòn is not in Hà Nội: refused on the ward, as an unknown address
    const wrong = await t.call('/ffm/outbound/create', owner, { ...body, clientOrderCode: 'A25_WRONG', toProvinceId: 1 });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body)).toContain('toWardCode');
  });

  it('the handover makes the express order with the outbound order’s 2025 address (GHN’s new address model)', async () => {
    const hn = await warehouseIdOf(t.database.db, 'HN01');
    const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'XU_25', quantity: 1 }], { clientOrderCode: 'A25_SHIP', toAddressScheme: '2025', toProvinceId: 79, toWardCode: '26740', toAddress: '12 Lý Tự Trọng' }));
    await shipOrder(t, ops, hn, o);
    const express = (await t.call('/ffm/outbound/get', owner, { id: o.id })).body.data.shippingOrderCode as string;
    expect(express).toMatch(/^GY/);
    const d = (await t.call('/shiip/public-api/v2/shipping-order/detail', owner, { order_code: express })).body.data;
    expect(d).toMatchObject({ to_district_id: null, to_ward_code: '26740', is_new_to_address: true, to_ward_name_v2: 'Phường Sài Gòn', sort_code: '79-26740' });
  });
});

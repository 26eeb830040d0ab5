import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOUND_UPLOAD_COLUMNS, templateHeader, type TCellValue } from '@ffm/domain';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { multipart, sheetFile } from '../../test/kits/uploads.ts';
import { expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { outboundOrders } from './schema.ts';

/** 2,000 valid rows on a real PostgreSQL server: two confirms at once create every order exactly once. */
describe('outbound upload at volume (PostgreSQL)', () => {
  let t: TTestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await insertSku(t.database.db, 'KH0001', 'VOL_A');
    owner = await t.login('owner@demo.vn');
    const ops = await t.login('ops@demo.vn', undefined, 'staff');
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: await warehouseIdOf(t.database.db, 'HN01'), location: 'A-03-01', lines: [{ sku: 'VOL_A', qty: 2000 }] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("2,000 valid rows confirm exactly once, with 'created X of Y' progress", async () => {
    const rows: TCellValue[][] = [OUTBOUND_UPLOAD_COLUMNS.map((c) => templateHeader(c))];
    for (let i = 0; i < 2000; i++) {
      const v: Record<string, TCellValue> = { clientOrderCode: `VOL_${i}`, warehouseCode: 'HN01', zoneType: 'B2C1D', toName: 'Người nhận', toPhone: '0912345678', toAddress: '12 Tân Ấp, Phường Phúc Xá, Quận Ba Đình, Hà Nội', sku: 'VOL_A', quantity: 1 };
      rows.push(OUTBOUND_UPLOAD_COLUMNS.map((c) => v[c.key] ?? ''));
    }
    const m = multipart(sheetFile(rows), 'don-xuat.xlsx');
    const r = await t.call('/ffm/outbound/upload', owner, undefined, { payload: m.payload, headers: m.headers });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ total: 2000, valid: 2000, invalid: 0 });
    const fileId = r.body.data.fileId;
    const confirms = await Promise.all([t.call('/ffm/outbound/upload-confirm', owner, { fileId }), t.call('/ffm/outbound/upload-confirm', owner, { fileId })]);
    expect(confirms.map((c) => c.status)).toEqual([200, 200]);
    let progress = confirms[0]!.body.data;
    const seen = new Set<number>();
    for (let i = 0; i < 2400 && progress.status === 'confirming'; i++) {
      await new Promise((res) => setTimeout(res, 50));
      progress = (await t.call('/ffm/outbound/upload-progress', owner, { fileId })).body.data;
      seen.add(progress.created);
    }
    expect(progress).toMatchObject({ status: 'done', created: 2000, failed: 0, total: 2000 });
    const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outboundOrders).where(eq(outboundOrders.uploadFileId, fileId));
    expect(n!.n).toBe(2000);
    await expectLedgerBalanced(t.database.db);
  }, 300_000);
});

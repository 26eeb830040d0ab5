import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPool } from '../../lib/render/pool.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, insertSku, warehouseIdOf } from '../../test/kits/inventory.ts';
import { parseZpl, scanZpl } from '../../test/kits/zpl.ts';

describe('location and product barcode labels as ZPL', () => {
  let t: TTestApp;
  let ops: string;
  let owner: string;
  let hn: number;
  let kh1: number;
  const LONG = 'SKU_' + 'X'.repeat(36);

  beforeAll(async () => {
    t = await createTestApp();
    await insertSku(t.database.db, 'KH0001', 'NHAN_01', { name: 'Nón lá Huế đặc biệt' });
    await insertSku(t.database.db, 'KH0001', LONG);
    hn = await warehouseIdOf(t.database.db, 'HN01');
    kh1 = await clientIdOf(t.database.db, 'KH0001');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    owner = await t.login('owner@demo.vn');
    await renderPool().ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, token: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { token } });

  it('prints every storage bin of a zone, in code order, each with its code as Code 128 and text', async () => {
    const res = await post('/ops/labels/locations', ops, { warehouseId: hn, zone: 'A', copies: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const labels = parseZpl(res.body);
    expect(labels).toHaveLength(24);
    const codes = labels.map((l) => l.fields.find((f) => f.kind === 'code128')!.data);
    expect(codes.slice(0, 4)).toEqual(['A-01-01', 'A-01-01', 'A-01-02', 'A-01-02']);
    const first = labels[0]!;
    expect([first.width, first.height]).toEqual([640, 320]);
    const texts = first.fields.flatMap((f) => (f.kind === 'text' ? [f.text] : []));
    expect(texts).toContain('A-01-01');
    expect(texts.join(' ')).toContain('HN01 · Khu A · Kho Hà Nội - Long Biên');
    expect(scanZpl(first).code128).toBe('A-01-01');
  });

  it('prints a customer’s products by code, refusing unknown and unscannably long codes field by field', async () => {
    const res = await post('/ops/labels/skus', ops, { customerId: kh1, codes: ['NHAN_01'] });
    expect(res.statusCode, res.body).toBe(200);
    const [label] = parseZpl(res.body);
    expect(scanZpl(label!).code128).toBe('NHAN_01');
    expect(label!.fields.flatMap((f) => (f.kind === 'text' ? [f.text] : []))).toEqual(['NHAN_01', 'Nón lá Huế đặc biệt', 'KH: KH0001']);

    const unknown = await post('/ops/labels/skus', ops, { customerId: kh1, codes: ['NHAN_01', 'KHONG_CO'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.errors).toEqual([{ field: 'codes.1', message: 'Không tìm thấy mã nào để in' }]);
    const long = await post('/ops/labels/skus', ops, { customerId: kh1, codes: [LONG] });
    expect(long.statusCode).toBe(422);
    expect(long.json().data.errors).toEqual([{ field: 'codes.0', message: `Mã ${LONG} quá dài để in mã vạch trên nhãn 80 × 40 mm` }]);
    expect((await post('/ops/labels/skus', owner, { customerId: kh1, codes: ['NHAN_01'] })).statusCode).toBe(403);
    expect((await post('/ops/labels/locations', owner, { warehouseId: hn, zone: 'A' })).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPool } from '../../lib/render/pool.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { parseZpl, scanZpl } from '../../test/kits/zpl.ts';

const SO = '/shiip/public-api/v2/shipping-order';
const PUBLIC_URL = 'https://van-don.ffm.example.vn';

describe('labels as ZPL: printA5 / print80x80 / print52x70 with format=zpl', () => {
  let t: TTestApp;
  let token: string;
  const codes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
    const owner = await t.login('owner@demo.vn');
    for (const name of ['Trần Văn Đức', 'Nguyễn Thị Hồng Nhung']) {
      const r = await t.call(`${SO}/create`, owner, {
        to_name: name,
        to_phone: '0901234567',
        to_address: '12 Lý Tự Trọng',
        to_district_id: 760,
        to_ward_code: '26740',
        weight: 500,
        cod_amount: 150_000,
        required_note: 'KHONGCHOXEMHANG',
        items: [{ name: 'Áo khoác gió', quantity: 2 }],
      });
      codes.push(r.body.data.order_code);
    }
    token = (await t.call('/shiip/public-api/v2/a5/gen-token', owner, { order_codes: codes })).body.data.token;
    await renderPool().ready();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['/a5/public-api/printA5', 1184, 1680],
    ['/a5/public-api/print80x80', 640, 640],
    ['/a5/public-api/print52x70', 416, 560],
  ])('%s answers one ZPL label per order at 203 dpi, next to the PDF', async (path, width, height) => {
    const res = await t.app.inject({ method: 'GET', url: `${path}?token=${encodeURIComponent(token)}&format=zpl` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="nhan-.*\.zpl"/);
    const labels = parseZpl(res.body);
    expect(labels.map((l) => l.fields.find((f) => f.kind === 'code128')?.data)).toEqual(codes);
    for (const [i, l] of labels.entries()) {
      expect([l.width, l.height]).toEqual([width, height]);
      const shown = l.fields.flatMap((f) => (f.kind === 'text' ? [f.text] : [])).join(' | ');
      expect(shown).toContain(i === 0 ? 'Trần Văn Đức' : 'Nguyễn Thị Hồng Nhung');
      expect(shown).toContain('Áo khoác gió');
      const scanned = scanZpl(l);
      expect(scanned.code128).toBe(codes[i]);
      // the printer encodes the QR from its field's data: the link to the order's tracking page (that a drawn QR
      // scans is checked with fixed links in lib/zpl/shipping-label-zpl.test.ts: ZXing misses a few random ones)
      const qr = l.fields.find((f) => f.kind === 'qr');
      expect(qr?.kind === 'qr' && qr.data.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    }
    // the PDF is still the default
    const pdf = await t.app.inject({ method: 'GET', url: `${path}?token=${encodeURIComponent(token)}` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses an unknown format with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/a5/public-api/printA5?token=${encodeURIComponent(token)}&format=bmp` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).not.toBe(0);
  });
});

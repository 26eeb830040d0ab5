import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipCentralCrcs } from '../test/kits/uploads.ts';
import { xlsxBuffer } from './xlsx-writer.ts';

describe('xlsx writer', () => {
  it('writes a zip that fflate reads back, every entry with its real CRC-32 and size', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`SKU-${i}`, `Áo thun cỡ ${i % 7}`, i * 3]);
    const file = await xlsxBuffer([{ name: 'Tồn kho', columns: [{ header: 'Mã' }, { header: 'Tên' }, { header: 'SL' }], rows }]);

    const files = unzipSync(new Uint8Array(file));
    const crcs = zipCentralCrcs(file);
    expect(Object.keys(files).sort()).toEqual([...crcs.keys()].sort());
    expect(Object.keys(files)).toContain('xl/worksheets/sheet1.xml');
    for (const [name, data] of Object.entries(files)) {
      expect(data.length, name).toBeGreaterThan(0);
      expect(crcs.get(name), name).toBe(zlib.crc32(data));
    }
    const sheet = Buffer.from(files['xl/worksheets/sheet1.xml']!).toString('utf8');
    expect(sheet).toContain('Áo thun cỡ 6');
    expect(sheet).toContain('SKU-4999');
  });
});

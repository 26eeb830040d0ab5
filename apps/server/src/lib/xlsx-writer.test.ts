import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxBuffer } from './xlsx-writer.ts';

/** name -> CRC-32 as the zip's central directory records it (the signature checked at every entry). */
function centralCrcs(zip: Buffer): Map<string, number> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(0);
  const count = zip.readUInt16LE(eocd + 10);
  const crcs = new Map<string, number>();
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const nameLen = zip.readUInt16LE(p + 28);
    crcs.set(zip.toString('utf8', p + 46, p + 46 + nameLen), zip.readUInt32LE(p + 16));
    p += 46 + nameLen + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return crcs;
}

describe('xlsx writer', () => {
  it('writes a zip that fflate reads back, every entry with its real CRC-32 and size', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`SKU-${i}`, `Áo thun cỡ ${i % 7}`, i * 3]);
    const file = await xlsxBuffer([{ name: 'Tồn kho', columns: [{ header: 'Mã' }, { header: 'Tên' }, { header: 'SL' }], rows }]);

    const files = unzipSync(new Uint8Array(file));
    const crcs = centralCrcs(file);
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

import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxBuffer } from '../../lib/xlsx-writer.ts';
import { zipCentralCrcs, zipOf } from '../../test/kits/uploads.ts';
import { UploadRefused } from './upload-errors.ts';
import { inspectXlsx } from './zip-inspect.ts';

const LIMITS = { maxEntries: 100, maxUncompressedBytes: 50 * 1024 * 1024, maxSheetRows: 1000, maxDataRows: 999, maxSheetCells: 20_000 };

describe('inspectXlsx', () => {
  it('hands the parser a stored zip whose entries carry their real CRC-32s, read back by fflate', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => [`SKU-${i}`, `Quần jean ${i}`, i]);
    const upload = await xlsxBuffer([{ name: 'SKU', columns: [{ header: 'Mã' }, { header: 'Tên' }, { header: 'SL' }], rows }]);

    const { stored, hasFormulas } = await inspectXlsx(upload, LIMITS);
    expect(hasFormulas).toBe(false);

    const original = unzipSync(new Uint8Array(upload));
    const files = unzipSync(new Uint8Array(stored));
    const crcs = zipCentralCrcs(stored);
    expect(Object.keys(files).sort()).toEqual(Object.keys(original).sort());
    for (const [name, data] of Object.entries(files)) {
      expect(Buffer.from(data).equals(Buffer.from(original[name]!)), name).toBe(true);
      expect(crcs.get(name), name).toBe(zlib.crc32(data));
      expect(crcs.get(name), name).not.toBe(0);
    }
  });

  it('refuses a zip holding two entries of one name (the one checked might not be the one parsed): 50003', async () => {
    const upload = await xlsxBuffer([{ name: 'SKU', columns: [{ header: 'Mã' }], rows: [['A-1']] }]);
    const parts = Object.entries(unzipSync(new Uint8Array(upload))).map(([name, data]) => ({ name, data: zlib.deflateRawSync(data), size: data.length }));
    const sheet = parts.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    const twin = zipOf([...parts, sheet]);
    const refused = await inspectXlsx(twin, LIMITS).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(UploadRefused);
    expect((refused as UploadRefused).code).toBe(50003);
    // the same parts once each pass
    await expect(inspectXlsx(zipOf(parts), LIMITS)).resolves.toMatchObject({ hasFormulas: false });
  });
});

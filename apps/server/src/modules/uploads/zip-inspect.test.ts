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

  const refusalOf = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof UploadRefused ? { code: e.code, reason: e.refusal.reason } : e),
    );
  const partsOf = async () => {
    const upload = await xlsxBuffer([{ name: 'SKU', columns: [{ header: 'Mã' }], rows: [['A-1']] }]);
    return Object.entries(unzipSync(new Uint8Array(upload))).map(([name, data]) => ({ name, data: zlib.deflateRawSync(data), size: data.length }));
  };

  it('refuses names another reader could resolve to another entry: a case twin, a parent, an absolute path, a backslash: 50003', async () => {
    const parts = await partsOf();
    const sheet = parts.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    for (const name of ['XL/Worksheets/Sheet1.xml', 'xl/./worksheets/sheet1.xml', '../evil.xml', '/xl/evil.xml', 'xl\\evil.xml', 'C:/evil.xml']) {
      expect(await refusalOf(inspectXlsx(zipOf([...parts, { ...sheet, name }]), LIMITS)), name).toEqual({ code: 50003, reason: 'zip-structure' });
    }
  });

  it('refuses more entries than allowed from the directory, before inflating any: 50003', async () => {
    const parts = await partsOf();
    const extra = Array.from({ length: LIMITS.maxEntries - parts.length + 1 }, (_, i) => ({ name: `xl/media/x${i}.bin`, data: zlib.deflateRawSync(Buffer.alloc(0)), size: 0 }));
    expect(await refusalOf(inspectXlsx(zipOf([...parts, ...extra]), LIMITS))).toEqual({ code: 50003, reason: 'zip-structure' });
    await expect(inspectXlsx(zipOf([...parts, ...extra.slice(1)]), LIMITS)).resolves.toMatchObject({ hasFormulas: false });
  });

  it('refuses an encrypted entry (flag bit 0 of its directory record): 50001', async () => {
    const zip = zipOf(await partsOf());
    const cd = zip.readUInt32LE(zip.length - 22 + 16);
    zip.writeUInt16LE(1, cd + 8);
    expect(await refusalOf(inspectXlsx(zip, LIMITS))).toEqual({ code: 50001, reason: 'encrypted' });
  });

  it('refuses a damaged deflate stream (50001) and a small entry that inflates past its declared size (50003)', async () => {
    const parts = await partsOf();
    const damaged = parts.map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data: Buffer.alloc(e.data.length, 0xff) } : e));
    expect(await refusalOf(inspectXlsx(zipOf(damaged), LIMITS))).toEqual({ code: 50001, reason: 'unreadable' });
    const lying = parts.map((e) => (e.name === 'xl/workbook.xml' ? { ...e, declaredSize: 10 } : e));
    expect(await refusalOf(inspectXlsx(zipOf(lying), LIMITS))).toEqual({ code: 50003, reason: 'zip-structure' });
  });

  it('reads the first sheet first: too many rows is said even when a later entry lies about its size', async () => {
    const parts = await partsOf();
    const rows = '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(LIMITS.maxSheetRows + 1);
    const xml = Buffer.from(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`);
    const sheetFirst = [
      ...parts.map((e) => (e.name === 'xl/styles.xml' ? { ...e, declaredSize: 10 } : e)).filter((e) => e.name !== 'xl/worksheets/sheet1.xml'),
      { name: 'xl/worksheets/sheet1.xml', data: zlib.deflateRawSync(xml), size: xml.length },
    ];
    expect(await refusalOf(inspectXlsx(zipOf(sheetFirst), LIMITS))).toEqual({ code: 50007, reason: 'too-many-rows' });
  });
});

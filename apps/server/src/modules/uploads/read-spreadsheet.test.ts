import { describe, expect, it } from 'vitest';
import { SKU_UPLOAD_COLUMNS, SIZE_WEIGHT_UPLOAD_COLUMNS } from '@ffm/domain';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { UploadRefused } from './upload-errors.ts';
import { messageOfError } from '../../lib/errors.ts';
import { hasFormula, readBack, sheetFile, zipOf } from '../../test/kits/uploads.ts';
import { xlsxBuffer } from '../../lib/xlsx-writer.ts';
import zlib from 'node:zlib';

const opts = { columns: SIZE_WEIGHT_UPLOAD_COLUMNS, maxRows: 100, lang: 'vi' as const };

async function refusal(p: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof UploadRefused) return { code: e.code, message: messageOfError(e, 'vi') };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('readSpreadsheet', () => {
  it('finds the header below a title, in any case, accents or language, and keys cells by column, not by header', async () => {
    const buf = sheetFile([
      ['Cập nhật kích thước tháng 11'],
      [],
      ['STT', 'ma sku', 'GROSS WEIGHT (G)', 'Chiều dài (CM)*'],
      [1, 'A_1', 100, 10.5],
      [null, null, null, null],
      [2, 'A_2', '200', null],
    ]);
    const r = await readSpreadsheet(buf, 'x.xlsx', opts);
    expect(r.headerRowNo).toBe(3);
    expect(r.rows.map((x) => [x.rowNo, Object.fromEntries(x.cells)])).toEqual([
      [4, { sku: 'A_1', grossWeight: 100, length: 10.5 }],
      [6, { sku: 'A_2', grossWeight: '200', length: null }],
    ]);
    expect(Object.getPrototypeOf(r.rows[0]!.cells)).toBe(Map.prototype);
  });

  it('takes back the apostrophe our exports put before formula-like text', async () => {
    const buf = sheetFile([['Mã SKU', 'Chiều cao'], ["'=A1", 1], ["'normal", 2]]);
    const r = await readSpreadsheet(buf, 'x.xlsx', opts);
    expect(r.rows.map((x) => x.cells.get('sku'))).toEqual(['=A1', "'normal"]);
  });

  it('refuses more data rows than the kind allows: 50007', async () => {
    const rows = [['Mã SKU', 'Chiều cao'], ...Array.from({ length: 101 }, (_v, i) => [`S_${i}`, 1])];
    expect(await refusal(readSpreadsheet(sheetFile(rows), 'x.xlsx', opts))).toEqual({ code: 50007, message: 'File vượt quá số dòng cho phép (tối đa 100 dòng)' });
    expect((await readSpreadsheet(sheetFile(rows.slice(0, 101)), 'x.xlsx', opts)).rows).toHaveLength(100);
  });

  it('counts rows of a sheet written with a namespace prefix (<x:row>) too', async () => {
    const body = '<x:row><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c></x:row>'.repeat(5000);
    const xml = Buffer.from(`<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>${body}</x:sheetData></x:worksheet>`);
    const plain = (name: string, s: string) => ({ name, data: zlib.deflateRawSync(Buffer.from(s)), size: Buffer.byteLength(s) });
    const zip = zipOf([
      plain('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      plain('xl/workbook.xml', '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="r"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      plain('xl/_rels/workbook.xml.rels', '<Relationships><Relationship Id="rId1" Type="t" Target="worksheets/sheet1.xml"/></Relationships>'),
      { name: 'xl/worksheets/sheet1.xml', data: zlib.deflateRawSync(xml), size: xml.length },
    ]);
    expect((await refusal(readSpreadsheet(zip, 'x.xlsx', opts))).code).toBe(50007);
  });

  it('reads the files our own writer makes (exports and error files go round)', async () => {
    const buf = await xlsxBuffer([{ name: 'A', columns: [{ header: 'Mã SKU' }, { header: 'Tên sản phẩm' }, { header: 'Khối lượng cả bì (g)' }], rows: [['A_1', '=cmd', 5]] }]);
    const r = await readSpreadsheet(buf, 'x.xlsx', { columns: SKU_UPLOAD_COLUMNS.map((c) => ({ ...c, required: false })), maxRows: 10, lang: 'vi' });
    expect(Object.fromEntries(r.rows[0]!.cells)).toMatchObject({ sku: 'A_1', name: '=cmd', grossWeight: 5 });
  });
});

describe('xlsx writer', () => {
  it('streams a large sheet into a valid workbook; text is inert, numbers stay numbers, no formula is written', async () => {
    async function* rows() {
      for (let i = 0; i < 20_000; i++) yield [`SKU_${i}`, i % 3 === 0 ? `=SUM(A${i})` : `Tên ${i} & <b>`, i, i % 2 === 0];
    }
    const buf = await xlsxBuffer([{ name: 'Sản phẩm', columns: [{ header: 'Mã' }, { header: 'Tên' }, { header: 'Số' }, { header: 'Cờ' }], rows: rows() }]);
    const back = readBack(buf);
    expect(back).toHaveLength(20_001);
    expect(back[1]).toEqual(['SKU_0', "'=SUM(A0)", 0, true]);
    expect(back[2]).toEqual(['SKU_1', 'Tên 1 & <b>', 1, false]);
    expect(hasFormula(buf)).toBe(false);
  });

  it('drops characters XML cannot hold instead of writing a broken file', async () => {
    const buf = await xlsxBuffer([{ name: 'A', columns: [{ header: 'x' }], rows: [['a\u0000b\u0007c\td']] }]);
    expect(readBack(buf)[1]).toEqual(['abc\td']);
  });
});

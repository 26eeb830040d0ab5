import { describe, expect, it } from 'vitest';
import { cellText, findDuplicateRows, headerIndex, inertCellText, normalizeHeader, parseYesNo, stripInertPrefix, templateHeader, type TUploadColumn } from './upload.ts';
import { rowMessage } from './row-messages.ts';

const columns: TUploadColumn[] = [
  { key: 'grossWeight', label: { vi: 'Khối lượng cả bì (g)', en: 'Gross weight (g)' }, required: true, example: 1 },
  { key: 'note', label: { vi: 'Ghi chú', en: 'Note' }, aliases: ['remark'], required: false, example: null },
];

describe('upload helpers', () => {
  it('headers match whatever the case, accents, spacing, punctuation or the required mark', () => {
    const idx = headerIndex(columns);
    for (const h of ['Khối lượng cả bì (g)*', 'KHOI LUONG CA BI(G)', 'gross weight (g)', 'grossWeight']) expect(idx.get(normalizeHeader(h)), h).toBe('grossWeight');
    expect(idx.get(normalizeHeader('Remark'))).toBe('note');
    expect(idx.get(normalizeHeader('__proto__'))).toBeUndefined();
    expect(templateHeader(columns[0]!)).toBe('Khối lượng cả bì (g)*');
    expect(templateHeader(columns[1]!, 'en')).toBe('Note');
  });

  it('yes/no cells', () => {
    expect(['Có', 'co', 'YES', 'y', 'TRUE', 1, true, 'x'].map((v) => parseYesNo(v))).toEqual(Array(8).fill(true));
    expect(['Không', 'khong', 'No', 'n', 'false', 0, false, null, ''].map((v) => parseYesNo(v))).toEqual(Array(9).fill(false));
    expect(parseYesNo('maybe')).toBeNull();
    expect(parseYesNo(2)).toBeNull();
  });

  it('duplicates point at the first row with the key', () => {
    const d = findDuplicateRows([{ rowNo: 2, key: 'A' }, { rowNo: 3, key: 'a' }, { rowNo: 4, key: 'A' }, { rowNo: 5, key: undefined }, { rowNo: 6, key: 'A' }]);
    expect([...d]).toEqual([[4, 2], [6, 2]]);
    expect(rowMessage(4, 'duplicate_row', { field: 'Mã SKU', row: 2 })).toBe('Lỗi tại dòng 4: Mã SKU bị trùng lặp với dòng 2');
    expect(rowMessage(12345, 'duplicate_row', { field: 'SKU', row: 10000 }, 'en')).toBe('Error at row 12345: SKU duplicates row 10000');
  });

  it('formula-like text is made inert for exports and comes back as it was', () => {
    for (const s of ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(inertCellText(s)).toBe(`'${s}`);
      expect(stripInertPrefix(inertCellText(s))).toBe(s);
    }
    expect(inertCellText('Áo')).toBe('Áo');
    expect(stripInertPrefix("'quoted")).toBe("'quoted");
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText('  a ')).toBe('a');
  });
});

import { describe, it, expect } from 'vitest';
import {
  ALLOWED_ATTACHMENT_EXTENSIONS,
  ALLOWED_IMPORT_EXTENSIONS,
  fileExtension,
  hasAllowedExtension,
  ROW_MESSAGE_KINDS,
  rowMessage,
} from './row-messages.ts';

describe('rowMessage', () => {
  it('starts every message with the row in both languages', () => {
    for (const kind of ROW_MESSAGE_KINDS) {
      expect(rowMessage(7, kind, { field: 'SKU', limit: 50, other: 'X' })).toMatch(/^Lỗi tại dòng 7: \S/);
      expect(rowMessage(7, kind, { field: 'SKU', limit: 50, other: 'X' }, 'en')).toMatch(/^Error at row 7: \S/);
      expect(rowMessage(7, kind)).not.toMatch(/\{|\}/);
    }
  });
  it('fills field, limit and other', () => {
    expect(rowMessage(3, 'required', { field: 'Mã SKU' })).toBe('Lỗi tại dòng 3: Mã SKU không được để trống');
    expect(rowMessage(3, 'max_length', { field: 'Tên', limit: 255 })).toBe('Lỗi tại dòng 3: Tên không được vượt quá 255 ký tự');
    expect(rowMessage(4, 'gte_other', { field: 'Khối lượng cả bì', other: 'Khối lượng tịnh' })).toBe(
      'Lỗi tại dòng 4: Khối lượng cả bì phải lớn hơn hoặc bằng Khối lượng tịnh',
    );
    expect(rowMessage(5, 'unit_value_range', { field: 'Quy đổi', limit: 10000 })).toBe('Lỗi tại dòng 5: Quy đổi phải lớn hơn 0 và nhỏ hơn 10.000');
    expect(rowMessage(5, 'money_limit', { field: 'COD', limit: 50000000 }, 'en')).toBe('Error at row 5: COD exceeds the allowed amount (50,000,000)');
    expect(rowMessage(6, 'distance_too_far', { other: 'Ahamove' })).toBe(
      'Lỗi tại dòng 6: Khoảng cách giao hàng quá xa đối với đơn vị vận chuyển Ahamove',
    );
    expect(rowMessage(6, 'date_today_or_later', { field: 'Ngày nhận' })).toContain('dd/mm/yyyy');
  });
});

describe('file extensions', () => {
  it('accepts xls and xlsx only for imports, case-insensitively', () => {
    expect(hasAllowedExtension('don-nhap.XLSX', ALLOWED_IMPORT_EXTENSIONS)).toBe(true);
    expect(hasAllowedExtension('don-nhap.xls', ALLOWED_IMPORT_EXTENSIONS)).toBe(true);
    expect(hasAllowedExtension('don-nhap.csv', ALLOWED_IMPORT_EXTENSIONS)).toBe(false);
    expect(hasAllowedExtension('xlsx', ALLOWED_IMPORT_EXTENSIONS)).toBe(false);
    expect(hasAllowedExtension('.xlsx', ALLOWED_IMPORT_EXTENSIONS)).toBe(false);
  });
  it('lists the attachment types of SPEC §5', () => {
    expect([...ALLOWED_ATTACHMENT_EXTENSIONS].sort()).toEqual(['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'png', 'pptx', 'rar', 'xls', 'xlsx', 'zip']);
    expect(hasAllowedExtension('C:\\tmp\\a.b\\scan.PDF', ALLOWED_ATTACHMENT_EXTENSIONS)).toBe(true);
    expect(hasAllowedExtension('virus.exe', ALLOWED_ATTACHMENT_EXTENSIONS)).toBe(false);
    expect(fileExtension('archive.tar.gz')).toBe('gz');
  });
});

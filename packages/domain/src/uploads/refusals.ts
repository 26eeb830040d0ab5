import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';

/**
 * Why an uploaded file was refused before its rows were read (DESIGN §6), with the catalogue code (5000x) and the
 * message in both languages. The server throws these; the text is chosen in the caller's language when answered.
 */
const MB = 1024 * 1024;
const fmt = (n: number, lang: TLang) => n.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');

export type TUploadRefusal =
  | { reason: 'missing-file' }
  | { reason: 'too-large'; maxBytes: number }
  | { reason: 'wrong-type' }
  | { reason: 'unreadable' }
  | { reason: 'encrypted' }
  | { reason: 'zip-structure' }
  | { reason: 'zip-bomb'; maxBytes: number }
  | { reason: 'formula'; cell: string }
  | { reason: 'no-header' }
  | { reason: 'missing-columns'; columns: string[] }
  | { reason: 'reserved-header'; header: string }
  | { reason: 'duplicate-column'; column: string }
  | { reason: 'no-rows' }
  | { reason: 'too-many-rows'; maxRows: number }
  | { reason: 'too-many-cells' }
  | { reason: 'not-ready'; status: string }
  | { reason: 'upload-failed' };

/** The catalogue code and the text, in both languages, of a refused upload. */
export function uploadRefusalText(r: TUploadRefusal): { code: number; label: TLabel } {
  switch (r.reason) {
    case 'missing-file':
      return { code: 50009, label: { vi: 'Thiếu file tải lên: gửi file .xls hoặc .xlsx trong trường "file"', en: 'Missing upload: send an .xls or .xlsx file in the "file" field' } };
    case 'too-large':
      return {
        code: 50006,
        label: { vi: `File vượt quá dung lượng cho phép (tối đa ${r.maxBytes / MB} MB)`, en: `The file exceeds the size limit (at most ${r.maxBytes / MB} MB)` },
      };
    case 'wrong-type':
      return {
        code: 50001,
        label: { vi: 'Sai định dạng file: chỉ nhận file Excel .xls hoặc .xlsx', en: 'Wrong file format: only Excel .xls or .xlsx files are accepted' },
      };
    case 'unreadable':
      return { code: 50001, label: { vi: 'Sai định dạng file: file Excel bị hỏng hoặc không đọc được', en: 'Wrong file format: the Excel file is damaged or cannot be read' } };
    case 'encrypted':
      return { code: 50001, label: { vi: 'File được đặt mật khẩu: vui lòng bỏ mật khẩu rồi tải lên lại', en: 'The file is password-protected: remove the password and upload it again' } };
    case 'zip-structure':
      return {
        code: 50003,
        label: { vi: 'File tải lên hệ thống không thoả điều kiện: cấu trúc file xlsx không hợp lệ', en: 'The uploaded file does not meet the requirements: the xlsx structure is not valid' },
      };
    case 'zip-bomb':
      return {
        code: 50003,
        label: {
          vi: `File tải lên hệ thống không thoả điều kiện: dữ liệu sau khi giải nén vượt quá ${r.maxBytes / MB} MB`,
          en: `The uploaded file does not meet the requirements: its data exceeds ${r.maxBytes / MB} MB once uncompressed`,
        },
      };
    case 'formula':
      return {
        code: 50003,
        label: {
          vi: `File tải lên hệ thống không thoả điều kiện: ô ${r.cell} chứa công thức. Vui lòng dán giá trị (Paste Values) thay cho công thức rồi tải lên lại`,
          en: `The uploaded file does not meet the requirements: cell ${r.cell} holds a formula. Paste values instead of formulas and upload again`,
        },
      };
    case 'no-header':
      return { code: 50004, label: { vi: 'File không đúng mẫu: không tìm thấy dòng tiêu đề của mẫu', en: 'The file does not match the template: the template header row is missing' } };
    case 'missing-columns':
      return {
        code: 50004,
        label: { vi: `File không đúng mẫu: thiếu cột ${r.columns.join(', ')}`, en: `The file does not match the template: missing column(s) ${r.columns.join(', ')}` },
      };
    case 'reserved-header':
      return {
        code: 50004,
        label: { vi: `File không đúng mẫu: tên cột không hợp lệ "${r.header}"`, en: `The file does not match the template: invalid column name "${r.header}"` },
      };
    case 'duplicate-column':
      return { code: 50004, label: { vi: `File không đúng mẫu: cột ${r.column} bị lặp`, en: `The file does not match the template: column ${r.column} appears twice` } };
    case 'no-rows':
      return { code: 50004, label: { vi: 'File không có dòng dữ liệu nào', en: 'The file has no data rows' } };
    case 'too-many-rows':
      return {
        code: 50007,
        label: { vi: `File vượt quá số dòng cho phép (tối đa ${fmt(r.maxRows, 'vi')} dòng)`, en: `The file has too many rows (at most ${fmt(r.maxRows, 'en')} rows)` },
      };
    case 'too-many-cells':
      return { code: 50007, label: { vi: 'File có quá nhiều ô dữ liệu so với số dòng cho phép', en: 'The file has too many cells for the rows allowed' } };
    case 'upload-failed':
      return { code: 50008, label: { vi: 'Tải file lên hệ thống thất bại. Vui lòng thực hiện lại!', en: 'Uploading the file failed. Please try again!' } };
    case 'not-ready':
      return {
        code: 1003,
        label: { vi: `File đang ở trạng thái "${r.status}", không thể thực hiện thao tác này`, en: `The file is "${r.status}"; this cannot be done now` },
      };
  }
}


/** The refusal's message in a language. */
export function uploadRefusalMessage(r: TUploadRefusal, lang: TLang): string {
  return uploadRefusalText(r).label[lang];
}

/** A kind's refusal of a file none of whose rows is valid: its catalogue title and how many rows the file held. */
export function noValidRowMessage(title: string, total: number, lang: TLang): string {
  const n = fmt(total, lang);
  return { vi: `${title}: không dòng nào trong ${n} dòng tạo được đơn (lỗi của từng dòng ở danh sách bên dưới)`, en: `${title}: none of its ${n} rows can make an order (each row's errors are listed below)` }[lang];
}

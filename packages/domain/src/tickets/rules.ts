import type { TLabel } from '../common/labels.ts';

/** Support tickets and their attachments (SPEC §1, §3, §5). */

/** 1 processing, 2 waiting for the customer's reply, 3 completed (the filter's 0 is "all"). */
export const TICKET_STATUSES = [1, 2, 3] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORIES = ['cod', 'order', 'pickup', 'delivery', 'warehouse', 'account', 'other'] as const;
export type TTicketCategory = (typeof TICKET_CATEGORIES)[number];
/** GHN's ticket types (`category` of its ticket/create), kept as the ticket's title */
export const GHN_TICKET_TYPES = ['Tư vấn', 'Hối Giao/Lấy/Trả hàng', 'Thay đổi thông tin', 'Khiếu nại'] as const;
export type TGhnTicketType = (typeof GHN_TICKET_TYPES)[number];
export const TICKET_CATEGORY_LABELS: Record<TTicketCategory, TLabel> = {
  cod: { vi: 'Tiền thu hộ (COD) và đối soát', en: 'COD and transfers' },
  order: { vi: 'Đơn hàng', en: 'Orders' },
  pickup: { vi: 'Lấy hàng', en: 'Pickup' },
  delivery: { vi: 'Giao hàng, hoàn hàng', en: 'Delivery and returns' },
  warehouse: { vi: 'Kho, nhập xuất hàng', en: 'Warehouse, inbound and outbound' },
  account: { vi: 'Tài khoản, cửa hàng, ngân hàng', en: 'Account, shops, bank accounts' },
  other: { vi: 'Khác', en: 'Other' },
};

/** The status as GHN's ticket calls answer it: Vietnamese text, whatever the caller's language (GHN's own shape). */
export const GHN_TICKET_STATUS_TEXT: Record<TTicketStatus, string> = { 1: 'Đang xử lý', 2: 'Chờ phản hồi', 3: 'Đã hoàn thành' };

/** The support line's opening hours, as the contact call answers them. */
export const SUPPORT_HOURS: TLabel = { vi: '7h30-21h00 tất cả các ngày', en: '7:30-21:00 every day' };

/** The field messages of GHN's ticket calls (ticket/create, ticket/reply). */
export const GHN_TICKET_MESSAGES = {
  description: { vi: 'Cần nội dung yêu cầu (description)', en: 'description is required' },
  category: { vi: `Loại yêu cầu phải là một trong: ${GHN_TICKET_TYPES.join(', ')}`, en: `category must be one of: ${GHN_TICKET_TYPES.join(', ')}` },
  email: { vi: 'Email không hợp lệ', en: 'Invalid e-mail' },
  ticket: { vi: 'Cần mã yêu cầu (ticket_id)', en: 'ticket_id is required' },
} as const satisfies Record<string, TLabel>;

export const TICKET_TITLE_MAX = 255;
export const TICKET_BODY_MAX = 5000;
export const TICKET_FILES_MAX = 5;

/** SPEC §5: the attachment types, each with the content type it is served as (never an executable one). */
export const ATTACHMENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
export type TAttachmentType = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_EXTENSIONS = Object.keys(ATTACHMENT_TYPES) as TAttachmentType[];
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What a client's attachments may hold together (error 70021 past it); unattached uploads go after a day. */
export const ATTACHMENT_QUOTA_BYTES = 200 * 1024 * 1024;
/** An upload never attached to a ticket is removed this long after it came. */
export const UNATTACHED_FILE_TTL_MS = 24 * 3600_000;
/** how long a download link (genToken) works */
export const FILE_TOKEN_TTL_MS = 5 * 60_000;

export function attachmentExtension(fileName: string): TAttachmentType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext && ext in ATTACHMENT_TYPES ? (ext as TAttachmentType) : null;
}

function startsWith(buf: Uint8Array, bytes: readonly number[]): boolean {
  return bytes.every((b, i) => buf[i] === b);
}

function containsAscii(buf: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (c) => c.charCodeAt(0));
  outer: for (let i = 0; i + needle.length <= buf.length; i++) {
    for (let j = 0; j < needle.length; j++) if (buf[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Whether the bytes are what the name says (SPEC §5: checked by content, not only by name): the signature of
 * each format, and for the Office Open XML ones the part folder their zip must hold (`word/`, `xl/`, `ppt/`).
 */
export function contentMatchesType(ext: TAttachmentType, buf: Uint8Array): boolean {
  switch (ext) {
    case 'png':
      return startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(buf, [0xff, 0xd8, 0xff]);
    case 'pdf':
      return startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'rar':
      return startsWith(buf, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]);
    case 'doc':
    case 'xls':
      return startsWith(buf, OLE);
    case 'zip':
      return startsWith(buf, ZIP) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06]);
    case 'docx':
      return startsWith(buf, ZIP) && containsAscii(buf, '[Content_Types].xml') && containsAscii(buf, 'word/');
    case 'xlsx':
      return startsWith(buf, ZIP) && containsAscii(buf, '[Content_Types].xml') && containsAscii(buf, 'xl/');
    case 'pptx':
      return startsWith(buf, ZIP) && containsAscii(buf, '[Content_Types].xml') && containsAscii(buf, 'ppt/');
  }
}

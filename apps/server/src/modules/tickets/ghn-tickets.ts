import { and, desc, eq } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, GHN_TICKET_TYPES, TICKET_BODY_MAX, TICKET_FILES_MAX, type TFieldError, type TGhnTicketType, type TLang } from '@ffm/domain';
import type { FastifyRequest } from 'fastify';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { receiveForm } from '../../http/multipart.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { storeFile } from './files.ts';
import { tickets } from './schema.ts';
import { createTicket, replyTicket, ticketDetail } from './tickets.ts';

/** GHN's ticket types and the category of ours each is filed under. */
const CATEGORY_OF: Record<TGhnTicketType, 'other' | 'delivery' | 'order'> = {
  'Tư vấn': 'other',
  'Hối Giao/Lấy/Trả hàng': 'delivery',
  'Thay đổi thông tin': 'order',
  'Khiếu nại': 'other',
};
const STATUS_TEXT: Record<number, string> = { 1: 'Đang xử lý', 2: 'Chờ phản hồi', 3: 'Đã hoàn thành' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MSG = {
  description: { vi: 'Cần nội dung yêu cầu (description)', en: 'description is required' },
  category: { vi: `Loại yêu cầu phải là một trong: ${GHN_TICKET_TYPES.join(', ')}`, en: `category must be one of: ${GHN_TICKET_TYPES.join(', ')}` },
  email: { vi: 'Email không hợp lệ', en: 'Invalid e-mail' },
  ticket: { vi: 'Cần mã yêu cầu (ticket_id)', en: 'ticket_id is required' },
} as const;

/** The form of a GHN ticket call (multipart, or JSON): its text fields and its attachments stored as the client's files. */
async function readForm(db: TDb, scope: TClientScope, req: FastifyRequest) {
  const form = await receiveForm(req, { fileFields: ['attachments', 'attachments[]', 'attachment'], maxFiles: TICKET_FILES_MAX, maxFileBytes: ATTACHMENT_MAX_BYTES, maxFieldChars: TICKET_BODY_MAX });
  const field = (k: string) => form.fields.get(k)?.trim() ?? '';
  return {
    field,
    storeAttachments: async () => {
      const ids: number[] = [];
      for (const f of form.files) ids.push((await storeFile(db, { clientId: scope.clientId, userId: scope.userId, fileName: f.fileName, buffer: f.buffer })).id);
      return ids;
    },
  };
}

/** A ticket in GHN's shape: type, order code, e-mail, status as text, the first message as description, the thread. */
export async function ghnTicket(db: TDbOrTx, scope: TClientScope, id: number) {
  const d = await ticketDetail(db, scope, id);
  const [extra] = await db.select({ orderCode: tickets.orderCode, contactEmail: tickets.contactEmail }).from(tickets).where(eq(tickets.id, id)).limit(1);
  const files = (m: (typeof d.messages)[number]) => m.files.map((f) => ({ id: f.id, name: f.name, size: f.size }));
  return {
    id: d.id,
    code: d.code,
    order_code: extra?.orderCode ?? '',
    type: d.title,
    description: d.messages[0]?.body ?? '',
    status: STATUS_TEXT[d.status] ?? '',
    status_id: d.status,
    c_email: extra?.contactEmail ?? '',
    created_at: d.createdAt,
    updated_at: d.updatedAt,
    attachments: d.messages[0] ? files(d.messages[0]) : [],
    conversations: d.messages.slice(1).map((m) => ({ body: m.body, user_name: m.authorName, from_customer: m.authorKind === 'client', created_at: m.createdAt, attachments: files(m) })),
  };
}

/** GHN's ticket/create: c_email, order_code, category (GHN's type), description and attachments. */
export async function ghnCreateTicket(db: TDb, scope: TClientScope, req: FastifyRequest, lang: TLang) {
  const { field, storeAttachments } = await readForm(db, scope, req);
  const type = (field('category') || 'Tư vấn') as TGhnTicketType;
  const errors: TFieldError[] = [];
  if (!(GHN_TICKET_TYPES as readonly string[]).includes(type)) errors.push({ field: 'category', message: MSG.category[lang] });
  if (!field('description')) errors.push({ field: 'description', message: MSG.description[lang] });
  if (field('c_email') && !EMAIL.test(field('c_email'))) errors.push({ field: 'c_email', message: MSG.email[lang] });
  if (errors.length) failFields(errors);
  const fileIds = await storeAttachments();
  const created = await createTicket(db, scope, { category: CATEGORY_OF[type], title: type, description: field('description'), file_ids: fileIds, order_code: field('order_code').slice(0, 50), c_email: field('c_email').slice(0, 255) });
  return ghnTicket(db, scope, created.id);
}

/** GHN's ticket/reply: ticket_id, description and attachments. */
export async function ghnReplyTicket(db: TDb, scope: TClientScope, req: FastifyRequest, lang: TLang) {
  const { field, storeAttachments } = await readForm(db, scope, req);
  const id = Number(field('ticket_id'));
  if (!Number.isSafeInteger(id) || id <= 0) failFields([{ field: 'ticket_id', message: MSG.ticket[lang] }]);
  if (!field('description')) failFields([{ field: 'description', message: MSG.description[lang] }]);
  await ticketDetail(db, scope, id);
  const fileIds = await storeAttachments();
  await replyTicket(db, scope, { userId: scope.userId, kind: 'client' }, { id, body: field('description'), file_ids: fileIds });
  return ghnTicket(db, scope, id);
}

/** GHN's ticket/index: the client's tickets, newest changed first (at most 50). */
export async function ghnTicketList(db: TDbOrTx, scope: TClientScope) {
  const rows = await db.select({ id: tickets.id }).from(tickets).where(and(inScope(tickets.clientId, scope))).orderBy(desc(tickets.updatedAt), desc(tickets.id)).limit(50);
  const out = [];
  for (const r of rows) out.push(await ghnTicket(db, scope, r.id));
  return out;
}

/** GHN's ticket/detail: by ticket_id (or id). */
export async function ghnTicketDetail(db: TDbOrTx, scope: TClientScope, raw: unknown) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) fail(1001);
  return ghnTicket(db, scope, id);
}

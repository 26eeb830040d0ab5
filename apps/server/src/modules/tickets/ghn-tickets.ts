import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, GHN_TICKET_MESSAGES as MSG, GHN_TICKET_STATUS_TEXT, GHN_TICKET_TYPES, TICKET_BODY_MAX, TICKET_FILES_MAX, GHN_TICKET_PAGE_DEFAULT, ZGhnTicketPaging, type TFieldError, type TGhnTicketPaging, type TGhnTicketType, type TLang, type TTicketStatus } from '@ffm/domain';
import type { FastifyRequest } from 'fastify';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { inScope, type TClientScope } from '../../db/scope.ts';
import { receiveForm } from '../../http/multipart.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { userNameSql } from '../accounts/index.ts';
import { fileInfosByIds, storeFile } from './files.ts';
import { ticketMessages, tickets } from './schema.ts';
import { createTicket, replyTicket, ticketDetail } from './tickets.ts';

/** GHN's ticket types and the category of ours each is filed under. */
const CATEGORY_OF: Record<TGhnTicketType, 'other' | 'delivery' | 'order'> = {
  'Tư vấn': 'other',
  'Hối Giao/Lấy/Trả hàng': 'delivery',
  'Thay đổi thông tin': 'order',
  'Khiếu nại': 'other',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

const GHN_ROW = {
  id: tickets.id,
  code: tickets.code,
  title: tickets.title,
  status: tickets.status,
  orderCode: tickets.orderCode,
  contactEmail: tickets.contactEmail,
  clientId: tickets.clientId,
  createdBy: tickets.createdBy,
  creatorName: userNameSql(tickets.createdBy),
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};

/**
 * Tickets in GHN's shape: type, order code, e-mail, status as text, the first message as description, the
 * thread. Two statements for any number of tickets (their messages with their authors' names, then the files
 * those name, when they name any), in the order given.
 */
async function inGhnShape(db: TDbOrTx, rows: Array<Omit<{ [K in keyof typeof GHN_ROW]: K extends keyof typeof tickets.$inferSelect ? (typeof tickets.$inferSelect)[K] : never }, 'creatorName'> & { creatorName: string | null }>) {
  if (rows.length === 0) return [];
  const msgs = await db
    .select({ ticketId: ticketMessages.ticketId, authorName: userNameSql(ticketMessages.authorUserId), authorKind: ticketMessages.authorKind, body: ticketMessages.body, fileIds: ticketMessages.fileIds, createdAt: ticketMessages.createdAt })
    .from(ticketMessages)
    .where(inArray(ticketMessages.ticketId, rows.map((r) => r.id)))
    .orderBy(asc(ticketMessages.ticketId), asc(ticketMessages.id));
  const fileInfos = await fileInfosByIds(db, [...new Set(msgs.flatMap((m) => m.fileIds))]);
  const files = (m: (typeof msgs)[number]) => m.fileIds.flatMap((id) => {
    const f = fileInfos.get(id);
    return f ? [{ id: f.id, name: f.name, size: f.size }] : [];
  });
  const thread = new Map<number, typeof msgs>();
  for (const m of msgs) thread.set(m.ticketId, [...(thread.get(m.ticketId) ?? []), m]);
  return rows.map((r) => {
    const [first, ...replies] = thread.get(r.id) ?? [];
    return {
      id: r.id,
      code: r.code,
      order_code: r.orderCode,
      type: r.title,
      description: first?.body ?? '',
      status: GHN_TICKET_STATUS_TEXT[r.status as TTicketStatus] ?? '',
      status_id: r.status,
      c_email: r.contactEmail,
      c_name: r.creatorName ?? '',
      client_id: String(r.clientId),
      created_by: r.createdBy,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
      attachments: first ? files(first) : [],
      conversations: replies.map((m) => ({ body: m.body, user_name: m.authorName ?? '', from_customer: m.authorKind === 'client', created_at: m.createdAt, attachments: files(m) })),
    };
  });
}

/** A ticket in GHN's shape (another client's, or none: 404). */
export async function ghnTicket(db: TDbOrTx, scope: TClientScope, id: number) {
  const rows = await db.select(GHN_ROW).from(tickets).where(and(eq(tickets.id, id), inScope(tickets.clientId, scope))).limit(1);
  const [ticket] = await inGhnShape(db, rows);
  if (!ticket) fail(404);
  return ticket;
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

/**
 * GHN's ticket/index: the client's tickets, newest changed first, a page at a time (`offset`, `limit`: from the
 * query, else a POST's JSON body). Three statements whatever the page's size.
 */
export async function ghnTicketList(db: TDbOrTx, scope: TClientScope, query: TGhnTicketPaging, body: unknown) {
  const fromBody = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const inBody = ZGhnTicketPaging.safeParse({ offset: fromBody['offset'], limit: fromBody['limit'] });
  if (!inBody.success) failFields(inBody.error.issues.map((i) => ({ field: String(i.path[0] ?? 'limit'), message: i.message })), 400);
  const offset = query.offset ?? inBody.data.offset ?? 0;
  const limit = query.limit ?? inBody.data.limit ?? GHN_TICKET_PAGE_DEFAULT;
  const rows = await db
    .select(GHN_ROW)
    .from(tickets)
    .where(inScope(tickets.clientId, scope))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(limit)
    .offset(offset);
  return inGhnShape(db, rows);
}

/** GHN's ticket/detail: by ticket_id (or id). */
export async function ghnTicketDetail(db: TDbOrTx, scope: TClientScope, raw: unknown) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) fail(1001);
  return ghnTicket(db, scope, id);
}

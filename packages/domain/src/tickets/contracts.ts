import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZDateTime, ZFileAnswer } from '../contract/contract.ts';
import { zListPage, ZListPaging } from '../contract/list.ts';
import { TICKET_STATUS_FILTERS } from '../shipping/enums.ts';
import { TICKET_BODY_MAX, TICKET_CATEGORIES, TICKET_FILES_MAX, TICKET_TITLE_MAX } from './rules.ts';

/** Support tickets and files (SPEC §7): client calls under GHN's group, the provider's side under /ops. */

const GHN = '/shiip/public-api/v2';
const client = { group: 'shiip', tags: ['ticket'], audience: 'client', permissions: [], tenant: 'client' } as const;
// client staff need view_ticket to read tickets and their files, create_ticket to open, reply and upload (docs/api.md)
const reader = { ...client, permissions: ['view_ticket'] } as const;
const writer = { ...client, permissions: ['create_ticket'] } as const;
const ops = { group: 'ops', tags: ['ticket'], audience: 'staff', permissions: [], tenant: 'provider' } as const;

export const ZFileInfo = z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), contentType: z.string(), createdAt: ZDateTime });
export type TFileInfo = z.infer<typeof ZFileInfo>;

export const ZTicketMessage = z.object({
  id: z.number().int(),
  authorName: z.string(),
  /** client: the customer's side; staff: the provider's */
  authorKind: z.enum(['client', 'staff']),
  body: z.string(),
  files: z.array(ZFileInfo),
  createdAt: ZDateTime,
});

export const ZTicket = z.object({
  id: z.number().int(),
  code: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  title: z.string(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  createdByName: z.string(),
  messageCount: z.number().int(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export type TTicket = z.infer<typeof ZTicket>;
export const ZTicketDetail = ZTicket.extend({ messages: z.array(ZTicketMessage) });
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

const ZStatusFilter = z.coerce.number().int().refine((s) => (TICKET_STATUS_FILTERS as readonly number[]).includes(s)).default(0);
const ZTicketListBody = z.object({ status: ZStatusFilter, keyword: z.string().trim().max(100).optional(), ...ZListPaging.shape });
export const ZTicketPage = zListPage(ZTicket).extend({ counts: z.object({ 0: z.number().int(), 1: z.number().int(), 2: z.number().int(), 3: z.number().int() }) });

const ZReplyBody = z.object({ id: ZRowId, body: z.string().trim().min(1).max(TICKET_BODY_MAX), file_ids: z.array(ZRowId).max(TICKET_FILES_MAX).default([]) });

const ZGhnFileRef = z.object({ id: z.number().int(), name: z.string(), size: z.number().int() });
/** A ticket in GHN's shape (ticket/create, detail, reply, index) */
export const ZGhnTicket = z.object({
  id: z.number().int(),
  code: z.string(),
  order_code: z.string(),
  type: z.string(),
  description: z.string(),
  status: z.string(),
  status_id: z.number().int(),
  c_email: z.string(),
  /** GHN's: who opened it (its name and user id) and the client, as a string as GHN sends it */
  c_name: z.string(),
  client_id: z.string(),
  created_by: z.number().int(),
  created_at: ZDateTime,
  updated_at: ZDateTime,
  attachments: z.array(ZGhnFileRef),
  conversations: z.array(z.object({ body: z.string(), user_name: z.string(), from_customer: z.boolean(), created_at: ZDateTime, attachments: z.array(ZGhnFileRef) })),
});
const GHN_TICKET = '/shiip/public-api/ticket';
/** ticket/index's page, as GHN's other lists take it: `offset` rows skipped (0), `limit` (50) capped at 200 as GHN caps */
export const ZGhnTicketPaging = z.object({ offset: z.coerce.number().int().min(0).max(2_147_483_647).optional(), limit: z.coerce.number().int().min(1).transform((n) => Math.min(n, 200)).optional() });
export const GHN_TICKET_PAGE_DEFAULT = 50;
export type TGhnTicketPaging = z.infer<typeof ZGhnTicketPaging>;

export const TICKET_CALLS = {
  // GHN's ticket paths: multipart bodies (c_email, order_code, category, description, attachments) or JSON
  ghnCreate: defineContract({ ...writer, method: 'POST', path: `${GHN_TICKET}/create`, summary: "Open a ticket as GHN's ticket/create (multipart: c_email, order_code, category, description, attachments)", bodyLimit: 6 * 5 * 1024 * 1024, response: ZGhnTicket }),
  ghnIndex: defineContract({ ...reader, method: ['GET', 'POST'], path: `${GHN_TICKET}/index`, summary: "The client's tickets in GHN's shape, newest changed first (`offset`, `limit` 50 unless told, capped at 200; query or body)", query: ZGhnTicketPaging, response: z.array(ZGhnTicket) }),
  ghnDetail: defineContract({ ...reader, method: ['GET', 'POST'], path: `${GHN_TICKET}/detail`, summary: "A ticket in GHN's shape (ticket_id)", query: z.object({ ticket_id: z.union([z.number(), z.string().max(20)]).optional() }), response: ZGhnTicket }),
  ghnReply: defineContract({ ...writer, method: 'POST', path: `${GHN_TICKET}/reply`, summary: "Reply on a ticket as GHN's ticket/reply (multipart: ticket_id, description, attachments)", bodyLimit: 6 * 5 * 1024 * 1024, response: ZGhnTicket }),
  categories: defineContract({ ...client, audience: 'user', tenant: 'none', method: ['GET', 'POST'], path: `${GHN}/ticket/category`, summary: 'Ticket categories', response: z.array(z.object({ code: z.enum(TICKET_CATEGORIES), name: z.string() })) }),
  contact: defineContract({ ...client, audience: 'user', tenant: 'none', method: ['GET', 'POST'], path: `${GHN}/ticket/contact`, summary: 'How to reach the provider’s support', response: z.object({ hotline: z.string(), email: z.string(), hours: z.string() }) }),
  contacts: defineContract({ ...writer, method: ['GET', 'POST'], path: `${GHN}/ticket/contacts`, summary: 'People of the client a ticket may name as its contact', response: z.array(z.object({ id: z.number().int(), fullName: z.string(), phone: z.string().nullable(), email: z.string().nullable() })) }),
  list: defineContract({ ...reader, method: 'POST', path: `${GHN}/ticket/index`, summary: 'The client’s tickets, newest first, by status (0 all, 3 completed, 1 processing, 2 waiting for the customer)', body: ZTicketListBody, response: ZTicketPage }),
  create: defineContract({
    ...writer,
    method: 'POST',
    path: `${GHN}/ticket/create`,
    summary: 'Open a ticket with attachments uploaded before (file_ids)',
    body: z.object({ category: z.enum(TICKET_CATEGORIES), title: z.string().trim().min(1).max(TICKET_TITLE_MAX), description: z.string().trim().min(1).max(TICKET_BODY_MAX), contact_id: ZRowId.optional(), file_ids: z.array(ZRowId).max(TICKET_FILES_MAX).default([]) }),
    response: ZTicketDetail,
  }),
  detail: defineContract({ ...reader, method: 'POST', path: `${GHN}/ticket/detail`, summary: 'A ticket and its thread', body: z.object({ id: ZRowId }), response: ZTicketDetail }),
  reply: defineContract({ ...writer, method: 'POST', path: `${GHN}/ticket/reply`, summary: 'Reply on a ticket (it goes back to processing)', body: ZReplyBody, response: ZTicketDetail }),
  fileUpload: defineContract({
    ...writer,
    tenant: 'acting',
    audience: 'user',
    method: 'POST',
    path: `${GHN}/file/upload`,
    summary: 'Upload an attachment (png, jpeg, jpg, docx, doc, xls, xlsx, pdf, zip, rar, pptx; 5 MB; checked by content)',
    multipart: true,
    response: ZFileInfo,
  }),
  fileToken: defineContract({ ...reader, tenant: 'acting', audience: 'user', method: 'POST', path: `${GHN}/file/genToken`, summary: 'A download link for a file, valid 5 minutes', body: z.object({ id: ZRowId, customerId: ZRowId.optional() }), response: z.object({ token: z.string(), expiresAt: ZDateTime }) }),
  fileDownload: defineContract({ ...client, audience: 'none', tenant: 'none', method: 'GET', path: `${GHN}/file/download`, summary: 'The file of a download token', query: z.object({ token: z.string().max(100) }), response: ZFileAnswer, answer: 'file' }),
  files: defineContract({ ...reader, method: 'POST', path: `${GHN}/file/all`, summary: 'The client’s uploaded files, newest first', body: ZListPaging, response: zListPage(ZFileInfo) }),
  opsList: defineContract({ ...ops, method: 'POST', path: '/ops/tickets/list', summary: 'Provider staff: every client’s tickets by status', body: ZTicketListBody.extend({ customerId: ZRowId.optional() }), response: ZTicketPage }),
  opsDetail: defineContract({ ...ops, method: 'POST', path: '/ops/tickets/detail', summary: 'Provider staff: a ticket and its thread', body: z.object({ id: ZRowId }), response: ZTicketDetail }),
  opsReply: defineContract({ ...ops, method: 'POST', path: '/ops/tickets/reply', summary: 'Provider staff: answer a ticket (status 2 waiting for the customer unless given)', body: ZReplyBody.extend({ status: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2) }), response: ZTicketDetail }),
  opsStatus: defineContract({ ...ops, method: 'POST', path: '/ops/tickets/update-status', summary: 'Provider staff: change a ticket’s status', body: z.object({ id: ZRowId, status: z.union([z.literal(1), z.literal(2), z.literal(3)]) }), response: ZTicketDetail }),
  opsWaiting: defineContract({ ...ops, method: ['GET', 'POST'], path: '/ops/tickets/waiting', summary: 'Provider staff: tickets waiting for the provider (the console’s notification)', response: z.object({ count: z.number().int(), latest: z.array(z.object({ id: z.number().int(), code: z.string(), title: z.string(), clientName: z.string(), updatedAt: ZDateTime })) }) }),
} as const;

import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TListPaging, TTicketCategory } from '@ffm/domain';
import type { TDbOrTx, TDb } from '../../db/client.ts';
import { nextDocumentCode } from '../../db/document-codes.ts';
import { cappedCountSql, counterBucketsSql, counterTotalSql, keysetWindow, pageTotal, selectScalar, pagingAnswer } from '../../db/list-page.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { clientNameSql, clientUserIds, userContactsByIds, userNamesByIds } from '../accounts/index.ts';
import { fileInfosByIds, filesOfClient } from './files.ts';
import { ticketMessages, tickets } from './schema.ts';

type TStatus = 1 | 2 | 3;

const ROW = {
  id: tickets.id,
  code: tickets.code,
  clientId: tickets.clientId,
  category: tickets.category,
  title: tickets.title,
  status: tickets.status,
  createdBy: tickets.createdBy,
  messageCount: tickets.messageCount,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};

/** Tickets newest-changed first, by status tab (0 all); counts per status from the list counters. */
export async function listTickets(db: TDbOrTx, scope: TDataScope, input: TListPaging & { status: number; keyword?: string | undefined }) {
  const t = tickets;
  const kw = input.keyword?.trim();
  const where = and(
    inScope(t.clientId, scope),
    input.status ? eq(t.status, input.status) : undefined,
    kw ? or(ilike(t.code, containsPattern(kw)), ilike(t.title, containsPattern(kw))) : undefined,
  );
  const win = keysetWindow({ column: t.updatedAt, id: t.id, dir: 'desc' }, input);
  // a status tab alone: its counter (exact); a keyword: a capped count
  const totalSql = kw ? cappedCountSql(sql`${t}`, where) : counterTotalSql(scope, 'tickets', input.status ? String(input.status) : 'all');
  const rows = await win.read(
    db.select({ ...ROW, clientName: clientNameSql(tickets.clientId), sortKey: win.sortKey, listTotal: totalSql, buckets: counterBucketsSql(scope, 'tickets') }).from(t).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql, Boolean(kw));
  const buckets = rows[0]?.buckets ?? (await selectScalar(db, counterBucketsSql(scope, 'tickets')));
  const names = await userNamesByIds(db, page.items.map((r) => r.createdBy));
  return {
    items: page.items.map((r) => view(r, r.clientName?.name ?? '', names.get(r.createdBy) ?? '')),
    counts: { 0: Number(buckets.all ?? 0), 1: Number(buckets['1'] ?? 0), 2: Number(buckets['2'] ?? 0), 3: Number(buckets['3'] ?? 0) },
    ...pagingAnswer(page, count, input),
  };
}

function view(r: { id: number; code: string; clientId: number; category: string; title: string; status: number; messageCount: number; createdAt: Date; updatedAt: Date }, clientName: string, createdByName: string) {
  return {
    id: r.id,
    code: r.code,
    clientId: r.clientId,
    clientName,
    category: r.category as TTicketCategory,
    title: r.title,
    status: r.status as TStatus,
    createdByName,
    messageCount: r.messageCount,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** A ticket in scope and its thread (another client's: 404). */
export async function ticketDetail(db: TDbOrTx, scope: TDataScope, id: number) {
  const [r] = await db.select({ ...ROW, clientName: clientNameSql(tickets.clientId) }).from(tickets).where(and(eq(tickets.id, id), inScope(tickets.clientId, scope)));
  if (!r) fail(404);
  const msgs = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id)).orderBy(asc(ticketMessages.id));
  const names = await userNamesByIds(db, [r.createdBy, ...msgs.map((m) => m.authorUserId)]);
  const fileInfos = await fileInfosByIds(db, msgs.flatMap((m) => m.fileIds));
  return {
    ...view(r, r.clientName?.name ?? '', names.get(r.createdBy) ?? ''),
    messages: msgs.map((m) => ({ id: m.id, authorName: names.get(m.authorUserId) ?? '', authorKind: m.authorKind, body: m.body, files: m.fileIds.map((f) => fileInfos.get(f)).filter((f) => f !== undefined), createdAt: m.createdAt })),
  };
}

/** Opens a ticket with its first message and attachments (the client's own files). */
export async function createTicket(db: TDb, scope: { clientId: number; userId: number; shopId: number | null }, input: { category: TTicketCategory; title: string; description: string; contact_id?: number | undefined; file_ids: number[]; order_code?: string; c_email?: string }) {
  await filesOfClient(db, scope.clientId, input.file_ids);
  if (input.contact_id !== undefined) {
    const contacts = await ticketContacts(db, scope.clientId);
    if (!contacts.some((c) => c.id === input.contact_id)) fail(404);
  }
  const id = await inTransaction(db, async (tx) => {
    const code = await nextDocumentCode(tx, 'TK');
    const [t] = await tx
      .insert(tickets)
      .values({ code, clientId: scope.clientId, shopId: scope.shopId, category: input.category, title: input.title, orderCode: input.order_code ?? '', contactEmail: input.c_email ?? '', status: 1, contactUserId: input.contact_id ?? scope.userId, createdBy: scope.userId, messageCount: 1, awaitingStaff: 1 })
      .returning({ id: tickets.id });
    await tx.insert(ticketMessages).values({ ticketId: t!.id, authorUserId: scope.userId, authorKind: 'client', body: input.description, fileIds: input.file_ids });
    return t!.id;
  });
  return ticketDetail(db, { kind: 'client', clientId: scope.clientId, userId: scope.userId, shopId: scope.shopId, acting: false, lang: 'vi' }, id);
}

/**
 * A message on a ticket: the client's sends it back to processing (1) and waiting for the provider; the provider's
 * sets the status it chooses (2 waiting for the customer by default).
 */
export async function replyTicket(db: TDb, scope: TDataScope, author: { userId: number; kind: 'client' | 'staff' }, input: { id: number; body: string; file_ids: number[]; status?: TStatus | undefined }) {
  const current = await ticketDetail(db, scope, input.id);
  await filesOfClient(db, current.clientId, input.file_ids);
  const status: TStatus = author.kind === 'client' ? 1 : (input.status ?? 2);
  await inTransaction(db, async (tx) => {
    await tx.insert(ticketMessages).values({ ticketId: input.id, authorUserId: author.userId, authorKind: author.kind, body: input.body, fileIds: input.file_ids });
    await tx
      .update(tickets)
      .set({ status, messageCount: sql`${tickets.messageCount} + 1`, awaitingStaff: author.kind === 'client' ? 1 : 0, updatedAt: new Date() })
      .where(eq(tickets.id, input.id));
  });
  return ticketDetail(db, scope, input.id);
}

export async function setTicketStatus(db: TDb, scope: TDataScope, id: number, status: TStatus) {
  await ticketDetail(db, scope, id);
  await db.update(tickets).set({ status, awaitingStaff: status === 1 ? sql`${tickets.awaitingStaff}` : 0, updatedAt: new Date() }).where(eq(tickets.id, id));
  return ticketDetail(db, scope, id);
}

/** The console's notification: tickets whose last word was the client's and that are not completed. */
export async function ticketsWaitingForStaff(db: TDbOrTx) {
  const where: SQL | undefined = and(eq(tickets.awaitingStaff, 1), inArray(tickets.status, [1, 2]));
  const [n] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(tickets).where(where);
  const latest = await db
    .select({ id: tickets.id, code: tickets.code, title: tickets.title, clientName: clientNameSql(tickets.clientId), updatedAt: tickets.updatedAt })
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(5);
  return { count: n?.n ?? 0, latest: latest.map((l) => ({ ...l, clientName: l.clientName?.name ?? '' })) };
}

/** People of the client a ticket may name as its contact. */
export async function ticketContacts(db: TDbOrTx, clientId: number) {
  return userContactsByIds(db, await clientUserIds(db, clientId));
}

import { SUPPORT_HOURS, TICKET_CALLS, TICKET_CATEGORIES, TICKET_CATEGORY_LABELS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { fail } from '../../lib/errors.ts';
import { scheduleFileSweep } from './file-sweep.ts';
import { ghnCreateTicket, ghnReplyTicket, ghnTicketDetail, ghnTicketList } from './ghn-tickets.ts';
import { fileByToken, fileToken, listFiles, storeFile } from './files.ts';
import { createTicket, listTickets, replyTicket, setTicketStatus, ticketContacts, ticketDetail, ticketsWaitingForStaff } from './tickets.ts';

export const module: TModule = {
  register(app) {
    const c = TICKET_CALLS;
    route(app, c.categories, async ({ lang }) => TICKET_CATEGORIES.map((code) => ({ code, name: TICKET_CATEGORY_LABELS[code][lang] })));
    route(app, c.contact, async ({ lang }) => ({ hotline: '1900 636 677', email: 'hotro@ffm.vn', hours: SUPPORT_HOURS[lang] }));
    route(app, c.contacts, async ({ scope, deps }) => ticketContacts(deps.db, scope.clientId));
    route(app, c.list, async ({ scope, body, deps }) => listTickets(deps.db, scope, body));
    route(app, c.create, async ({ scope, body, deps }) => createTicket(deps.db, scope, body));
    route(app, c.detail, async ({ scope, body, deps }) => ticketDetail(deps.db, scope, body.id));
    route(app, c.reply, async ({ scope, body, deps }) => replyTicket(deps.db, scope, { userId: scope.userId, kind: 'client' }, body));

    route(app, c.ghnCreate, ({ scope, req, lang, deps }) => ghnCreateTicket(deps.db, scope, req, lang));
    route(app, c.ghnReply, ({ scope, req, lang, deps }) => ghnReplyTicket(deps.db, scope, req, lang));
    route(app, c.ghnIndex, ({ scope, query, req, deps }) => ghnTicketList(deps.db, scope, query, req.body));
    route(app, c.ghnDetail, ({ scope, query, req, deps }) => ghnTicketDetail(deps.db, scope, query.ticket_id ?? (req.body as { ticket_id?: unknown } | undefined)?.ticket_id));

    route(app, c.fileUpload, async ({ scope, upload, deps }) => {
      if (!upload) fail(50009);
      return storeFile(deps.db, { clientId: scope.clientId, userId: scope.userId, fileName: upload.fileName, buffer: upload.buffer });
    });
    route(app, c.fileToken, async ({ scope, body, deps }) => fileToken(deps.db, scope.clientId, body.id));
    route(app, c.fileDownload, async ({ query, deps, reply }) => {
      const f = await fileByToken(deps.db, query.token);
      // the stored type of the checked content, as an attachment, never sniffed: no file is ever run by the browser
      const ascii = f.name.replace(/[^\x20-\x7e]/g, '_');
      reply
        .header('content-type', f.contentType)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store');
      return reply.send(f.content);
    });
    route(app, c.files, async ({ scope, body, deps }) => listFiles(deps.db, scope.clientId, body));

    route(app, c.opsList, async ({ scope, body, deps }) => listTickets(deps.db, scope, body));
    route(app, c.opsDetail, async ({ scope, body, deps }) => ticketDetail(deps.db, scope, body.id));
    route(app, c.opsReply, async ({ scope, body, deps }) => replyTicket(deps.db, scope, { userId: scope.userId, kind: 'staff' }, body));
    route(app, c.opsStatus, async ({ scope, body, deps }) => setTicketStatus(deps.db, scope, body.id, body.status));
    route(app, c.opsWaiting, async ({ deps }) => ticketsWaitingForStaff(deps.db));

    // uploads never attached to a ticket are swept by the job runner (file-sweep.ts)
    if (app.deps.config.jobWorker) app.addHook('onReady', async () => void (await scheduleFileSweep(app.deps.db)));
  },
};

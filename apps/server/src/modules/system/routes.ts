import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ERROR_CATALOGUE, EN_MESSAGES, VI_MESSAGES, menuFor, messageFor, codeMessageFor, type TLang } from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { defineRoute } from '../../http/legacy-route.ts';

function errorTexts(lang: TLang): Record<string, string> {
  return Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, e]) => [code, e[lang]]));
}

export const module: TModule = {
  register(app) {
    app.get('/healthz', { schema: { summary: 'Liveness and database kind', tags: ['system'] } }, async (_req, reply) => {
      await app.deps.db.execute(sql`select 1`);
      return reply.send({ status: 'ok', db: app.deps.dbKind });
    });

    // The web's catalogue: UI strings and the error texts, per language.
    defineRoute(
      app,
      {
        group: 'ffm',
        method: ['GET', 'POST'],
        url: '/ffm/localization',
        summary: 'UI and error catalogue for a language',
        audience: 'none',
        querystring: z.object({ lang: z.enum(['vi', 'en']).optional() }),
      },
      async ({ query, req }) => {
        const lang = query.lang ?? req.lang;
        return { lang, messages: { ...(lang === 'en' ? EN_MESSAGES : VI_MESSAGES), errors: errorTexts(lang) } };
      },
    );

    // SPEC §7: text for a server code in a language.
    defineRoute(
      app,
      {
        group: 'ffm',
        method: ['GET', 'POST'],
        url: '/ffm/message-lookup',
        summary: 'Message text for a code and language',
        audience: 'none',
        querystring: z.object({ code: z.coerce.number().int().optional(), lang: z.enum(['vi', 'en']).optional() }),
      },
      async ({ query, req }) => {
        const body = (req.body ?? {}) as { code?: unknown; lang?: unknown };
        const code = Number(query.code ?? body.code ?? 4);
        const lang: TLang = (query.lang ?? (body.lang === 'en' || body.lang === 'vi' ? body.lang : req.lang)) as TLang;
        return { code, lang, code_message: codeMessageFor(code), message: messageFor(Number.isFinite(code) ? code : 4, lang) };
      },
    );

    defineRoute(
      app,
      { group: 'ffm', method: ['GET', 'POST'], url: '/ffm/menu-list', summary: 'The left menu for the signed-in user', audience: 'user' },
      async ({ auth }) => ({
        groups: menuFor({ kind: auth.user.kind, isOwner: auth.isOwner, staffRole: auth.user.staffRole, permissions: auth.permissions }),
      }),
    );
  },
};

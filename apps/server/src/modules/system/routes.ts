import { sql } from 'drizzle-orm';
import { menuFor, SYSTEM_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { getLocalization } from './get-localization.ts';
import { lookUpMessage } from './look-up-message.ts';

export const module: TModule = {
  register(app) {
    // not a call of the API: load balancers and the start scripts ask it
    app.get('/healthz', { schema: { summary: 'Liveness and database kind', tags: ['system'] } }, async (_req, reply) => {
      await app.deps.db.execute(sql`select 1`);
      return reply.send({ status: 'ok', db: app.deps.dbKind });
    });

    route(app, SYSTEM_CALLS.localization, async ({ query, lang }) => getLocalization(query.lang ?? lang));

    route(app, SYSTEM_CALLS.messageLookup, async ({ query, req, lang }) => {
      // GET sends the code in the query, POST may send it in a JSON body
      const body = (req.body ?? {}) as { code?: unknown; lang?: unknown };
      return lookUpMessage({ code: query.code ?? body.code, lang: query.lang ?? body.lang }, lang);
    });

    route(app, SYSTEM_CALLS.menuList, async ({ auth }) => ({
      groups: menuFor({ kind: auth.user.kind, isOwner: auth.isOwner, staffRole: auth.user.staffRole, permissions: auth.permissions }),
    }));
  },
};

import { RETURN_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { expectedReturnLines } from './expected-lines.ts';
import { exportReturns } from './export-returns.ts';
import { getReturn } from './get-return.ts';
import { listReturns } from './list-returns.ts';
import { receiveReturn } from './receive-return.ts';

export const module: TModule = {
  register(app) {
    const c = RETURN_CALLS;
    route(app, c.list, ({ body, scope, deps }) => listReturns(deps.db, body, scope));
    route(app, c.get, ({ body, scope, deps, lang }) => getReturn(deps.db, body, scope, lang));
    route(app, c.export, async ({ body, scope, deps, lang, reply }) => {
      const file = exportReturns(deps.db, body, scope, lang);
      await sendXlsx(reply, file.fileName, file.sheets);
    });
    route(app, c.expected, ({ body, scope, deps, lang }) => expectedReturnLines(deps.db, body, scope, lang));
    route(app, c.receive, ({ body, scope, deps, auth, lang }) => receiveReturn(deps.db, body, scope, auth.user.id, lang));
  },
};

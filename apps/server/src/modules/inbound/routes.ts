import { INBOUND_CALLS, INBOUND_UPLOAD_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { mountUploadCalls } from '../uploads/index.ts';
import { cancelInbound } from './cancel-inbound.ts';
import { completeInbound } from './complete-inbound.ts';
import { createInbound } from './create-inbound.ts';
import { createReturnInbound } from './create-return-inbound.ts';
import { exportInbound } from './export-inbound.ts';
import { finishReceiving } from './finish-receiving.ts';
import { getInboundDetail } from './get-inbound.ts';
import { listInbound } from './list-inbound.ts';
import { listSyncHistory } from './list-sync-history.ts';
import { findInbound } from './lock-inbound.ts';
import { putAway } from './put-away.ts';
import { putAwaySuggestions } from './put-away-suggestions.ts';
import { receiveLine } from './receive-line.ts';
import { resyncInboundStatus } from './resync-inbound-status.ts';
import { startReceiving } from './start-receiving.ts';

export const module: TModule = {
  register(app) {
    const c = INBOUND_CALLS;
    // The client's calls (SPEC §7), scoped to the caller's client: another client's order answers 30000 (404).
    route(app, c.list, ({ body, scope, deps }) => listInbound(deps.db, body, scope));
    route(app, c.get, async ({ body, scope, deps }) => getInboundDetail(deps.db, (await findInbound(deps.db, body, scope)).id));
    route(app, c.create, ({ body, scope, deps, lang }) => createInbound(deps.db, body, { clientId: scope.clientId, actorUserId: scope.userId, lang }));
    route(app, c.createReturn, ({ body, scope, deps, lang }) => createReturnInbound(deps.db, body, { clientId: scope.clientId, actorUserId: scope.userId, lang }));
    route(app, c.cancel, ({ body, scope, deps }) => cancelInbound(deps.db, body, scope, scope.userId));
    route(app, c.export, async ({ body, scope, deps, lang, reply }) => {
      const file = exportInbound(deps.db, body, scope, lang);
      await sendXlsx(reply, file.fileName, file.sheets);
    });
    route(app, c.resync, ({ body, scope, deps, lang }) => resyncInboundStatus(deps.db, body, scope.clientId, scope.userId, lang));
    route(app, c.syncHistory, ({ body, scope, deps }) => listSyncHistory(deps.db, body, scope));

    // Excel upload on the shared pipeline (DESIGN §6)
    mountUploadCalls(app, INBOUND_UPLOAD_CALLS);

    // Provider staff: any customer's orders (customerId to pick one), and the warehouse's work on them.
    route(app, c.opsList, ({ body, scope, deps }) => listInbound(deps.db, body, scope));
    route(app, c.opsGet, async ({ body, scope, deps }) => getInboundDetail(deps.db, (await findInbound(deps.db, body, scope)).id));
    route(app, c.startReceiving, ({ body, scope, deps, auth, lang }) => startReceiving(deps.db, body, scope, auth.user.id, lang));
    route(app, c.receiveLine, ({ body, scope, deps, auth, lang }) => receiveLine(deps.db, body, scope, auth.user.id, lang));
    route(app, c.finishReceiving, ({ body, scope, deps, auth, lang }) => finishReceiving(deps.db, body, scope, auth.user.id, lang));
    route(app, c.putAwaySuggestions, ({ body, scope, deps }) => putAwaySuggestions(deps.db, body, scope));
    route(app, c.putAway, ({ body, scope, deps, auth, lang }) => putAway(deps.db, body, scope, auth.user.id, lang));
    route(app, c.complete, ({ body, scope, deps, auth, lang }) => completeInbound(deps.db, body, scope, auth.user.id, lang));
  },
};

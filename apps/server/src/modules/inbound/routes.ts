import {
  INBOUND_UPLOAD_CALLS,
  vnDateKey,
  ZFinishReceivingInput,
  ZInboundCancelInput,
  ZInboundCreateInput,
  ZInboundCreateReturnInput,
  ZInboundExportInput,
  ZInboundListInput,
  ZInboundRef,
  ZInboundResyncInput,
  ZInboundStepInput,
  ZInboundSyncHistoryInput,
  ZPutAwayInput,
  ZReceiveLineInput,
} from '@ffm/domain';
import type { TModule } from '../../app.ts';
import type { TAuth } from '../auth/index.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { sendXlsx } from '../inventory/xlsx-export.ts';
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
import { receiveLine } from './receive-line.ts';
import { resyncInboundStatus } from './resync-inbound-status.ts';
import { startReceiving } from './start-receiving.ts';

const P = '/ffm/inbound';
const OPS = '/ops/inbound';
const tags = ['inbound'];

function clientIdOf(auth: TAuth): number {
  if (!auth.client) throw new AppError(403);
  return auth.client.id;
}

export const module: TModule = {
  register(app) {
    // The client's calls (SPEC §7), tenant-scoped: another client's order answers 30000 (404).
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/list`, summary: 'Inbound orders: a page of one status tab, with the count of every tab', tags, permission: 'view_list_inbound', body: ZInboundListInput },
      async ({ body, auth, deps }) => listInbound(deps.db, { ...body, customerId: undefined }, clientIdOf(auth)),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/get`, summary: 'An inbound order with lines, receipts, put-aways and its log', tags, permission: 'view_detail_inbound', body: ZInboundRef },
      async ({ body, auth, deps }) => getInboundDetail(deps.db, (await findInbound(deps.db, body, clientIdOf(auth))).id),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/create`, summary: 'Create an inbound order (type NI)', tags, permission: 'create_inbound', body: ZInboundCreateInput },
      async ({ body, auth, deps, req }) => createInbound(deps.db, body, { clientId: clientIdOf(auth), actorUserId: auth.user.id, lang: req.lang }),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/create-return`, summary: 'Create a return inbound order (RWTSO returned goods, RWSO failed delivery)', tags, permission: 'create_inbound', body: ZInboundCreateReturnInput },
      async ({ body, auth, deps, req }) => createReturnInbound(deps.db, body, { clientId: clientIdOf(auth), actorUserId: auth.user.id, lang: req.lang }),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/cancel`, summary: 'Cancel an inbound order (only while waiting: 30002; not twice: 30003)', tags, permission: 'cancel_inbound', body: ZInboundCancelInput },
      async ({ body, auth, deps }) => cancelInbound(deps.db, body, clientIdOf(auth), auth.user.id),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/export`, summary: 'Inbound orders as xlsx, one row per line (list filters or ids)', tags, permission: 'export_inbound', body: ZInboundExportInput },
      async ({ body, auth, deps, req, reply }) => {
        const file = await exportInbound(deps.db, { ...body, customerId: undefined }, clientIdOf(auth), req.lang);
        return sendXlsx(reply, `don-nhap-${vnDateKey(new Date()).replace(/-/g, '')}.xlsx`, file);
      },
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/resync-status-flux`, summary: "Re-read orders' status from the warehouse: one result per order", tags, permission: 'view_list_inbound', body: ZInboundResyncInput },
      async ({ body, auth, deps, req }) => resyncInboundStatus(deps.db, body, clientIdOf(auth), auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/list-sync-history`, summary: 'Resync attempts, newest first', tags, permission: 'view_list_inbound', body: ZInboundSyncHistoryInput },
      async ({ body, auth, deps }) => listSyncHistory(deps.db, body, clientIdOf(auth)),
    );

    // Excel upload on the shared pipeline (DESIGN §6)
    mountUploadCalls(app, INBOUND_UPLOAD_CALLS);

    // Provider staff: any customer's orders, and the warehouse's work on them.
    defineRoute(
      app,
      { group: 'ops', url: `${OPS}/list`, summary: "Customers' inbound orders (customerId to pick one)", tags, audience: 'staff', body: ZInboundListInput },
      async ({ body, deps }) => listInbound(deps.db, body, null),
    );
    defineRoute(
      app,
      { group: 'ops', url: `${OPS}/get`, summary: "A customer's inbound order in full", tags, audience: 'staff', body: ZInboundRef },
      async ({ body, deps }) => getInboundDetail(deps.db, (await findInbound(deps.db, body, null)).id),
    );
    defineRoute(
      app,
      { group: 'ops', url: `${OPS}/start-receiving`, summary: 'Start checking the goods (0 → 3)', tags, audience: 'staff', body: ZInboundStepInput },
      async ({ body, auth, deps, req }) => startReceiving(deps.db, body, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ops', url: `${OPS}/receive-line`, summary: 'Count goods of a line (scan or by hand): quantity, lot, dates, condition; adds up', tags, audience: 'staff', body: ZReceiveLineInput },
      async ({ body, auth, deps, req }) => receiveLine(deps.db, body, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ops', url: `${OPS}/finish-receiving`, summary: 'Finish checking (3 → 4); a quantity mismatch needs confirmMismatch (30007)', tags, audience: 'staff', body: ZFinishReceivingInput },
      async ({ body, auth, deps, req }) => finishReceiving(deps.db, body, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ops', url: `${OPS}/put-away`, summary: 'Put received goods into storage locations (status 4)', tags, audience: 'staff', body: ZPutAwayInput },
      async ({ body, auth, deps, req }) => putAway(deps.db, body, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ops', url: `${OPS}/complete`, summary: 'Complete the order (4 → 99): all put away; the stock becomes available', tags, audience: 'staff', body: ZInboundStepInput },
      async ({ body, auth, deps, req }) => completeInbound(deps.db, body, auth.user.id, req.lang),
    );
  },
};

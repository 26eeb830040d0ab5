import type { FastifyReply } from 'fastify';
import { OUTBOUND_CALLS, OUTBOUND_UPLOAD_CALLS, WAVE_CALLS, type TLang, type TPrintBillInput } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { mountUploadCalls } from '../uploads/index.ts';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { deliveryNotesFor } from './delivery-notes.ts';
import { allocateOutbound } from './allocate-outbound.ts';
import { cancelOutbounds } from './cancel-outbounds.ts';
import { chooseDirectDelivery, createAhamoveOrder } from './choose-carrier.ts';
import { createOutbound } from './create-outbound.ts';
import { exportOutbound } from './export-outbound.ts';
import { findOutbounds } from './find-outbound.ts';
import { getOutboundDetail } from './get-outbound.ts';
import { getHandover } from './handover.ts';
import { listOutbound } from './list-outbound.ts';
import { listOutboundSyncHistory } from './list-sync-history.ts';
import { findOutbound } from './lock-outbound.ts';
import { resyncOutboundStatus } from './resync-outbound-status.ts';
import { stocksBySku } from './stocks-by-sku.ts';
import { updateOutbound } from './update-outbound.ts';
import { createPickList, getPickList, listPickLists, releasePickList } from './pick-lists.ts';
import { completeOutbound, confirmCancelOutbound, packOutbound, pickOutbound } from './warehouse-work.ts';
import { getWave, pickBin, releaseWave, sortScan } from './waves.ts';

/** The delivery notes of the orders asked for as one PDF (docs/printing.md). */
async function printNotes(db: TDb, body: TPrintBillInput, scope: TDataScope, lang: TLang, reply: FastifyReply): Promise<void> {
  const notes = await deliveryNotesFor(db, body, scope, lang);
  await sendPdf(reply, notes.length === 1 ? `phieu-xuat-${notes[0]!.code}.pdf` : `phieu-xuat-${notes.length}-don.pdf`, { kind: 'notes', notes });
}

export const module: TModule = {
  register(app) {
    const c = OUTBOUND_CALLS;
    // The client's calls (SPEC §7), scoped to the caller's client: another client's order answers 40000 (404).
    route(app, c.list, ({ body, scope, deps }) => listOutbound(deps.db, body, scope));
    route(app, c.export, async ({ body, scope, deps, lang, reply }) => {
      const file = exportOutbound(deps.db, body, scope, lang);
      await sendXlsx(reply, file.fileName, file.sheets);
    });
    route(app, c.get, async ({ body, scope, deps }) => getOutboundDetail(deps.db, (await findOutbound(deps.db, body, scope)).id));
    route(app, c.find, ({ body, scope, deps }) => findOutbounds(deps.db, body, scope));
    // delivery notes, one PDF for one order or many (docs/printing.md)
    route(app, c.printBill, ({ body, scope, deps, lang, reply }) => printNotes(deps.db, body, scope, lang, reply));
    const ctx = (scope: { clientId: number; shopId: number | null; userId: number }, lang: 'vi' | 'en', allocate: boolean) => ({ clientId: scope.clientId, shopId: scope.shopId, actorUserId: scope.userId, lang, allocate });
    route(app, c.create, ({ body, scope, deps, lang }) => createOutbound(deps.db, body, ctx(scope, lang, false)));
    route(app, c.createDirect, ({ body, scope, deps, lang }) => createOutbound(deps.db, body, ctx(scope, lang, true)));
    route(app, c.update, ({ body, scope, deps, lang }) => updateOutbound(deps.db, body, scope, lang));
    route(app, c.allocate, ({ body, scope, deps, lang }) => allocateOutbound(deps.db, body, scope, scope.userId, lang));
    route(app, c.cancelOutbounds, ({ body, scope, deps, lang }) => cancelOutbounds(deps.db, body, scope, scope.userId, lang));
    route(app, c.stocksBySku, ({ body, scope, deps }) => stocksBySku(deps.db, body, scope.clientId));
    route(app, c.directDelivery, ({ body, scope, deps }) => chooseDirectDelivery(deps.db, body, scope, scope.userId));
    route(app, c.createAhamoveOrder, ({ body, scope, deps, lang }) => createAhamoveOrder(deps.db, body, scope, scope.userId, lang));
    route(app, c.resync, ({ body, scope, deps, lang }) => resyncOutboundStatus(deps.db, body, scope.clientId, scope.userId, lang));
    route(app, c.syncHistory, ({ body, scope, deps }) => listOutboundSyncHistory(deps.db, body, scope));

    // Excel upload on the shared pipeline (DESIGN §6); provider staff upload for a chosen customer (customerId)
    mountUploadCalls(app, OUTBOUND_UPLOAD_CALLS);

    // Provider staff: any customer's orders, and the warehouse's work on them.
    route(app, c.opsList, ({ body, scope, deps }) => listOutbound(deps.db, body, scope));
    route(app, c.opsGet, async ({ body, scope, deps }) => getOutboundDetail(deps.db, (await findOutbound(deps.db, body, scope)).id));
    route(app, c.opsAllocate, ({ body, scope, deps, auth, lang }) => allocateOutbound(deps.db, body, scope, auth.user.id, lang));
    route(app, c.pickList, ({ body, scope, deps, auth, lang }) => createPickList(deps.db, body, scope, auth.user.id, lang));
    route(app, c.pickLists, ({ body, scope, deps }) => listPickLists(deps.db, body, scope));
    route(app, c.getPickList, ({ body, scope, deps }) => getPickList(deps.db, body, scope));
    route(app, c.releasePickList, ({ body, scope, deps, auth, lang }) => releasePickList(deps.db, body, scope, auth.user.id, lang));
    route(app, c.pick, ({ body, scope, deps, auth, lang }) => pickOutbound(deps.db, body, scope, auth.user.id, lang));
    // waves: pick lists released in bulk, picked bin by bin and sorted to their orders (issue 26)
    route(app, WAVE_CALLS.releaseWave, ({ body, scope, deps, auth }) => releaseWave(deps.db, body, scope, auth.user.id));
    route(app, WAVE_CALLS.getWave, ({ body, scope, deps }) => getWave(deps.db, body, scope));
    route(app, WAVE_CALLS.pickBin, ({ body, scope, deps, auth, lang }) => pickBin(deps.db, body, scope, auth.user.id, lang));
    route(app, WAVE_CALLS.sortScan, ({ body, scope, deps, auth, lang }) => sortScan(deps.db, body, scope, auth.user.id, lang));
    route(app, c.pack, ({ body, scope, deps, auth, lang }) => packOutbound(deps.db, body, scope, auth.user.id, lang));
    route(app, c.getHandover, ({ body, scope, deps }) => getHandover(deps.db, body.id, scope));
    route(app, c.opsPrintBill, ({ body, scope, deps, lang, reply }) => printNotes(deps.db, body, scope, lang, reply));
    route(app, c.complete, ({ body, scope, deps, auth, lang }) => completeOutbound(deps.db, body, scope, auth.user.id, lang));
    route(app, c.confirmCancel, ({ body, scope, deps, auth, lang }) => confirmCancelOutbound(deps.db, body, scope, auth.user.id, lang));
  },
};

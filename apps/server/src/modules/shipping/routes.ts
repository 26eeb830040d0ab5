import {
  EXPRESS_SETTING_CALLS,
  SHIPPING_CALLS,
  ZAvailableServicesInput,
  ZClientOrderCodeInput,
  ZCountByStatusInput,
  ZFeeInput,
  ZLeadtimeInput,
  ZOrderCodeInput,
  ZPrintQuery,
  ZReceiverSearchInput,
  ZShiftDateInput,
  pickShifts,
  ZHubShopRef,
  ZStationByIdInput,
  ZStationsInput,
  ZTrackingQuery,
} from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendZpl } from '../../lib/send-zpl.ts';
import { printLabels } from './print-labels.ts';
import { exportShippingOrders } from './export-shipping-orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ghnInput } from '../master-data/index.ts';
import { courierMove, switchShippingStatus } from './change-status.ts';
import { createShippingOrder, createShippingOrderCall } from './create-shipping-order.ts';
import { findShippingOrder, orderLogs, shippingOrderDetail } from './get-shipping-order.ts';
import { countShippingByStatus, listShippingOrders } from './list-shipping-orders.ts';
import { shopForCall } from './quote.ts';
import { availableServices, orderFee, orderReturnFee, shippingFee, shippingLeadtime } from './quote-calls.ts';
import { listTariffs, saveTariff } from './tariffs.ts';
import { listWebhookDeliveries, registerWebhook } from './webhooks.ts';
import { listHubs, mainHub, saveHub } from './hubs.ts';
import { getExpressSetting, updateExpressSetting } from './express-setting.ts';
import { issuePrintToken, issueTrackingToken, trackOrder } from './links.ts';
import { countPublicCall } from './public-limits.ts';
import { allStations, listStations, stationById } from './stations.ts';
import { ghnSearch, groupByDate, groupByDistrict, groupByStatus, orderReport, receiverSuggestions } from './reports.ts';
import { orderOtpOf, updateShippingCod, updateShippingOrder } from './update-shipping-order.ts';

/**
 * Express shipping orders, GHN public API v2 compatible (/shiip/public-api/v2/shipping-order, switch-status), and
 * the provider's courier console (/ops/shipping). GET-or-POST calls read GHN's fields from the query or the body.
 */
export const module: TModule = {
  async register(app) {
    route(app, EXPRESS_SETTING_CALLS.get, ({ scope, deps }) => getExpressSetting(deps.db, scope));
    route(app, EXPRESS_SETTING_CALLS.update, ({ body, scope, deps }) => updateExpressSetting(deps.db, scope, body));
    const c = SHIPPING_CALLS;
    route(app, c.availableServices, ({ query, req, scope, deps }) => availableServices(deps.db, scope, ghnInput(ZAvailableServicesInput, query, req.body)));
    route(app, c.fee, ({ query, req, scope, deps }) => shippingFee(deps.db, scope, ghnInput(ZFeeInput, query, req.body)));
    route(app, c.leadtime, ({ query, req, scope, deps }) => shippingLeadtime(deps.db, scope, ghnInput(ZLeadtimeInput, query, req.body)));
    route(app, c.preview, ({ body, scope, deps }) => inTransaction(deps.db, (tx) => createShippingOrder(tx, scope, body, { actorUserId: scope.userId, preview: true })));
    route(app, c.create, ({ body, scope, deps }) => createShippingOrderCall(deps.db, scope, body, scope.userId));
    route(app, c.detail, async ({ query, req, scope, deps }) => {
      const { order_code } = ghnInput(ZOrderCodeInput, query, req.body);
      return shippingOrderDetail(deps.db, await findShippingOrder(deps.db, { orderCode: order_code }, scope));
    });
    route(app, c.detailByClientCode, async ({ query, req, scope, deps }) => {
      const input = ghnInput(ZClientOrderCodeInput, query, req.body);
      const shop = input.shop_id === undefined || input.shop_id === null ? null : await shopForCall(deps.db, scope, input.shop_id);
      return shippingOrderDetail(deps.db, await findShippingOrder(deps.db, { clientOrderCode: input.client_order_code, shopId: shop?.id ?? scope.shopId }, scope));
    });
    route(app, c.update, ({ body, scope, auth, deps }) => updateShippingOrder(deps.db, scope, body, orderOtpOf(auth, body.otp)));
    route(app, c.updateCod, ({ body, scope, auth, deps }) => updateShippingCod(deps.db, scope, body, orderOtpOf(auth, body.otp)));
    route(app, c.soc, ({ query, req, scope, deps }) => orderFee(deps.db, scope, ghnInput(ZOrderCodeInput, query, req.body).order_code));
    route(app, c.shiftDate, async ({ query, req }) => {
      ghnInput(ZShiftDateInput, query, req.body);
      return pickShifts(Date.now()).map(({ id, title, from_time, to_time }) => ({ id, title, from_time, to_time }));
    });
    route(app, c.returnFee, ({ query, req, scope, deps }) => orderReturnFee(deps.db, scope, ghnInput(ZOrderCodeInput, query, req.body).order_code));
    route(app, c.orderLogs, async ({ query, req, scope, deps }) => {
      const o = await findShippingOrder(deps.db, { orderCode: ghnInput(ZOrderCodeInput, query, req.body).order_code }, scope);
      return orderLogs(deps.db, o.id);
    });
    route(app, c.list, ({ body, scope, deps }) => listShippingOrders(deps.db, body, scope));
    route(app, c.all, ({ body, scope, deps }) => listShippingOrders(deps.db, body, scope));
    route(app, c.listV2, ({ body, scope, deps }) => listShippingOrders(deps.db, body, scope));
    route(app, c.search, ({ body, scope, deps }) => ghnSearch(deps.db, scope, body));
    route(app, c.groupStatus, ({ body, scope, deps }) => groupByStatus(deps.db, scope, body));
    route(app, c.groupDistrict, ({ body, scope, deps }) => groupByDistrict(deps.db, scope, body));
    route(app, c.groupDate, ({ body, scope, deps }) => groupByDate(deps.db, scope, body));
    route(app, c.report, ({ body, scope, deps }) => orderReport(deps.db, scope, body));
    route(app, c.receivers, ({ query, req, scope, deps }) => receiverSuggestions(deps.db, scope, ghnInput(ZReceiverSearchInput, query, req.body)));
    route(app, c.export, async ({ body, scope, deps, lang, reply }) => {
      const file = exportShippingOrders(deps.db, body, scope, lang);
      await sendXlsx(reply, file.fileName, file.sheets);
    });
    route(app, c.countByStatus, async ({ query, req, scope, deps }) => {
      ghnInput(ZCountByStatusInput, query, req.body);
      return countShippingByStatus(deps.db, scope);
    });
    route(app, c.cancel, ({ body, scope, deps }) => switchShippingStatus(deps.db, scope, 'cancel', body.order_codes, body.reason ?? null, scope.userId));
    route(app, c.storing, ({ body, scope, deps }) => switchShippingStatus(deps.db, scope, 'redeliver', body.order_codes, body.reason ?? null, scope.userId));
    route(app, c.return, ({ body, scope, deps }) => switchShippingStatus(deps.db, scope, 'return', body.order_codes, body.reason ?? null, scope.userId));

    route(app, c.webhookRegister, ({ body, scope, deps }) => registerWebhook(deps.db, scope, body));
    route(app, c.webhookDeliveries, ({ body, scope, deps }) => listWebhookDeliveries(deps.db, scope, body));

    route(app, c.hubMain, ({ query, req, scope, deps }) => mainHub(deps.db, scope, ghnInput(ZHubShopRef, query, req.body).shop_id));
    route(app, c.hubAll, ({ query, req, scope, deps }) => listHubs(deps.db, scope, ghnInput(ZHubShopRef, query, req.body).shop_id));
    route(app, c.hubCreate, ({ body, scope, deps }) => saveHub(deps.db, scope, body));
    route(app, c.hubUpdate, ({ body, scope, deps }) => saveHub(deps.db, scope, body));
    route(app, c.stations, ({ query, req, deps }) => listStations(deps.db, ghnInput(ZStationsInput, query, req.body)));
    route(app, c.stationById, ({ query, req, deps }) => {
      const input = ghnInput(ZStationByIdInput, query, req.body);
      return stationById(deps.db, input.location_id, input.code);
    });
    route(app, c.printToken, ({ body, scope, deps }) => issuePrintToken(deps.db, scope, body.order_codes));
    for (const [call, size] of [[c.printA5, 'A5'], [c.print80x80, '80x80'], [c.print52x70, '52x70']] as const) {
      route(app, call, async ({ query, req, deps, reply }) => {
        const { token, format } = ghnInput(ZPrintQuery, query, req.body);
        await countPublicCall(deps.db, 'print', req.ip);
        const file = await printLabels(deps.db, size, token, deps.config.publicUrl);
        if (format === 'zpl') await sendZpl(reply, file.fileName.replace(/\.pdf$/, '.zpl'), { kind: 'zpl-labels', size, labels: file.labels });
        else await sendPdf(reply, file.fileName, { kind: 'labels', size, labels: file.labels });
      });
    }
    route(app, c.trackingToken, ({ body, scope, deps }) => issueTrackingToken(deps.db, scope, body.order_code, deps.config.publicUrl));
    route(app, c.tracking, async ({ query, req, deps }) => {
      const input = ghnInput(ZTrackingQuery, query, req.body);
      await countPublicCall(deps.db, 'tracking', req.ip);
      return trackOrder(deps.db, input);
    });

    // Provider staff: couriers, hubs and the tariff
    route(app, c.opsList, ({ body, scope, deps }) => listShippingOrders(deps.db, body, scope));
    route(app, c.opsDetail, async ({ body, scope, deps }) => shippingOrderDetail(deps.db, await findShippingOrder(deps.db, { orderCode: body.order_code }, scope)));
    route(app, c.opsMove, ({ body, scope, deps }) => courierMove(deps.db, scope, body, scope.userId));
    route(app, c.opsStations, ({ deps }) => allStations(deps.db));
    route(app, c.tariffList, ({ deps }) => listTariffs(deps.db));
    route(app, c.tariffSave, ({ body, scope, deps }) => saveTariff(deps.db, body.tariff, new Date(body.effective_from), scope.userId));
  },
};

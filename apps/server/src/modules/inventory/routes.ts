import { INVENTORY_CALLS as C } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { checkLedger } from './check-ledger.ts';
import { checkLocation } from './check-location.ts';
import { checkSku } from './check-sku.ts';
import { exportInventoryDetail } from './export-inventory-detail.ts';
import { exportInventorySummary } from './export-inventory-summary.ts';
import { getStockBySku } from './get-stock-by-sku.ts';
import { listInventoryDetail } from './list-inventory-detail.ts';
import { listInventorySummary } from './list-inventory-summary.ts';
import { listLedger } from './list-ledger.ts';
import { listStockOperations } from './list-stock-operations.ts';
import { moveStock } from './move-stock.ts';
import { moveToCount } from './move-to-count.ts';
import { moveToStorage } from './move-to-storage.ts';
import { reallocateStock } from './reallocate-stock.ts';
import { runStockTool } from './run-stock-tool.ts';
import { scanSkuLocation } from './scan-sku-location.ts';

export const module: TModule = {
  register(app) {
    route(app, C.detailList, ({ body, scope, deps }) => listInventoryDetail(deps.db, scope, body));
    route(app, C.summaryList, ({ body, scope, deps }) => listInventorySummary(deps.db, scope, body));
    route(app, C.detailExport, async ({ body, scope, deps, reply }) => {
      const wb = exportInventoryDetail(deps.db, scope, body);
      await sendXlsx(reply, wb.fileName, wb.sheets);
    });
    route(app, C.summaryExport, async ({ body, scope, deps, reply }) => {
      const wb = exportInventorySummary(deps.db, scope, body);
      await sendXlsx(reply, wb.fileName, wb.sheets);
    });
    route(app, C.stockBySku, ({ body, scope, deps }) => getStockBySku(deps.db, scope, body));
    route(app, C.checkSku, ({ body, scope, deps }) => checkSku(deps.db, scope, body));

    // Stock tools: provider staff; each posts to the ledger and is logged with who did it.
    route(app, C.checkLocation, ({ body, scope, deps }) => checkLocation(deps.db, body, scope.lang));
    route(app, C.move, ({ body, scope, deps }) => moveStock(deps.db, scope, body));
    route(app, C.reallocate, ({ body, scope, deps }) => reallocateStock(deps.db, scope, body));
    route(app, C.moveToCount, ({ body, scope, deps }) => moveToCount(deps.db, scope, body));
    route(app, C.moveToStorage, ({ body, scope, deps }) => moveToStorage(deps.db, scope, body));
    route(app, C.scanSkuLocation, ({ body, scope, deps }) => scanSkuLocation(deps.db, scope, body));
    route(app, C.tool, ({ body, scope, deps }) => runStockTool(deps.db, scope, body));

    // Staff console: audit views
    route(app, C.operations, ({ body, deps }) => listStockOperations(deps.db, body));
    route(app, C.ledger, ({ body, scope, deps }) => listLedger(deps.db, scope, body));
    route(app, C.checkLedger, ({ deps }) => checkLedger(deps.db));
  },
};

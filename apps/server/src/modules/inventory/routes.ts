import {
  vnDateKey,
  ZCheckLocationInput,
  ZCheckSkuInput,
  ZInventoryDetailFilter,
  ZInventoryDetailListInput,
  ZInventorySummaryFilter,
  ZInventorySummaryListInput,
  ZLedgerListInput,
  ZMoveToCountInput,
  ZMoveToStorageInput,
  ZScanSkuLocationInput,
  ZStockBySkuInput,
  ZStockMoveInput,
  ZStockOperationListInput,
  ZStockReallocateInput,
  ZStockToolInput,
} from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { cancelCount } from './cancel-count.ts';
import { checkLedgerMatchesBalances } from './check-ledger.ts';
import { checkLocation } from './check-location.ts';
import { checkSku } from './check-sku.ts';
import { exportInventoryDetail } from './export-inventory-detail.ts';
import { exportInventorySummary } from './export-inventory-summary.ts';
import { getCount } from './get-count.ts';
import { getStockBySku } from './get-stock-by-sku.ts';
import { listCounts } from './list-counts.ts';
import { listInventoryDetail } from './list-inventory-detail.ts';
import { listInventorySummary } from './list-inventory-summary.ts';
import { listLedger } from './list-ledger.ts';
import { listStockOperations } from './list-stock-operations.ts';
import { moveStock } from './move-stock.ts';
import { moveToCount } from './move-to-count.ts';
import { moveToStorage } from './move-to-storage.ts';
import { openCount } from './open-count.ts';
import { postCount } from './post-count.ts';
import { recordCount } from './record-count.ts';
import { reallocateStock } from './reallocate-stock.ts';
import { scanSkuLocation } from './scan-sku-location.ts';
import { customerScope } from './scope.ts';
import { sendXlsx } from './xlsx-export.ts';

const P = '/ffm/inventory';
const tags = ['inventory'];
const today = () => vnDateKey(new Date()).replace(/-/g, '');

export const module: TModule = {
  register(app) {
    // Reading stock: clients see their own (view_inventory / export_inventory); provider staff see one customer's
    // with customerId, or everyone's.
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/detail-list`, summary: 'Inventory detail per warehouse, customer, SKU, lot and condition', tags, audience: 'user', body: ZInventoryDetailListInput },
      async ({ body, auth, deps }) => listInventoryDetail(deps.db, body, customerScope(auth, body.customerId, 'view_inventory')),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/summary-list`, summary: 'Inventory summary per warehouse and SKU', tags, audience: 'user', body: ZInventorySummaryListInput },
      async ({ body, auth, deps }) => listInventorySummary(deps.db, body, customerScope(auth, body.customerId, 'view_inventory')),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/detail-export`, summary: 'Inventory detail as xlsx (same filters as detail-list)', tags, audience: 'user', body: ZInventoryDetailFilter },
      async ({ body, auth, deps, req, reply }) => {
        const file = await exportInventoryDetail(deps.db, body, customerScope(auth, body.customerId, 'export_inventory'), req.lang);
        return sendXlsx(reply, `ton-kho-chi-tiet-${today()}.xlsx`, file);
      },
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/summary-export`, summary: 'Inventory summary as xlsx (same filters as summary-list)', tags, audience: 'user', body: ZInventorySummaryFilter },
      async ({ body, auth, deps, req, reply }) => {
        const file = await exportInventorySummary(deps.db, body, customerScope(auth, body.customerId, 'export_inventory'), req.lang);
        return sendXlsx(reply, `ton-kho-tong-hop-${today()}.xlsx`, file);
      },
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/get-stock-by-sku`, summary: "One SKU's stock in every warehouse", tags, audience: 'user', body: ZStockBySkuInput },
      async ({ body, auth, deps, req }) => getStockBySku(deps.db, body, customerScope(auth, body.customerId, 'view_inventory'), req.lang),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/check-sku`, summary: 'Where a SKU is: every location holding it', tags, audience: 'user', body: ZCheckSkuInput },
      async ({ body, auth, deps, req }) => checkSku(deps.db, body, customerScope(auth, body.customerId, 'use_stock_check'), req.lang),
    );

    // Stock tools: provider staff; each posts to the ledger and is logged with who did it.
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/check-location`, summary: 'What is in a location', tags, audience: 'staff', body: ZCheckLocationInput },
      async ({ body, deps, req }) => checkLocation(deps.db, body, req.lang),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/move`, summary: 'Move stock between two locations of a warehouse (whole rows or part)', tags, audience: 'staff', body: ZStockMoveInput },
      async ({ body, auth, deps, req }) => moveStock(deps.db, body, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/reallocate`, summary: "Spread one stock row over several locations", tags, audience: 'staff', body: ZStockReallocateInput },
      async ({ body, auth, deps, req }) => reallocateStock(deps.db, body, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/count/move-to-count`, summary: 'Stock check: move goods into the count area', tags, audience: 'staff', body: ZMoveToCountInput },
      async ({ body, auth, deps, req }) => moveToCount(deps.db, body, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/count/move-to-storage`, summary: 'Stock check: move goods from the count area back to storage', tags, audience: 'staff', body: ZMoveToStorageInput },
      async ({ body, auth, deps, req }) => moveToStorage(deps.db, body, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      { group: 'ffm', url: `${P}/scan-sku-location`, summary: 'Scan a product then a location: confirm it is there, or record it there', tags, audience: 'staff', body: ZScanSkuLocationInput },
      async ({ body, auth, deps, req }) => scanSkuLocation(deps.db, body, body.customerId ?? null, auth.user.id, req.lang),
    );
    defineRoute(
      app,
      {
        group: 'ffm',
        url: `${P}/tool`,
        summary: 'Stock check tool: action open | record | post | cancel | get | list',
        tags,
        audience: 'staff',
        body: ZStockToolInput,
      },
      async ({ body, auth, deps, req }) => {
        switch (body.action) {
          case 'open':
            return openCount(deps.db, body, auth.user.id, req.lang);
          case 'record':
            return recordCount(deps.db, body, auth.user.id, req.lang);
          case 'post':
            return postCount(deps.db, body, auth.user.id, req.lang);
          case 'cancel':
            return cancelCount(deps.db, body, auth.user.id, req.lang);
          case 'get':
            return getCount(deps.db, body.sessionId);
          case 'list':
            return listCounts(deps.db, body);
        }
      },
    );

    // Staff console: audit views
    defineRoute(
      app,
      { group: 'ops', url: '/ops/inventory/operations', summary: "The stock tools' log (who did what, where)", tags, audience: 'staff', body: ZStockOperationListInput },
      async ({ body, deps }) => listStockOperations(deps.db, body),
    );
    defineRoute(
      app,
      { group: 'ops', url: '/ops/inventory/ledger', summary: 'Inventory ledger rows (by balance, SKU or document)', tags, audience: 'staff', body: ZLedgerListInput },
      async ({ body, deps }) => listLedger(deps.db, body, body.customerId ?? null),
    );
    defineRoute(
      app,
      { group: 'ops', method: ['GET', 'POST'], url: '/ops/inventory/check-ledger', summary: 'Balances that differ from the sum of their ledger rows (empty when right)', tags, audience: 'staff' },
      async ({ deps }) => {
        const mismatches = await checkLedgerMatchesBalances(deps.db);
        return { ok: mismatches.length === 0, mismatches };
      },
    );
  },
};

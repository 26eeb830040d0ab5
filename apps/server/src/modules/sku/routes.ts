import {
  ZSkuChangesBody,
  ZSkuCreateBody,
  ZSkuExportBody,
  ZSkuGetBody,
  ZSkuListBody,
  ZSkuMetaBody,
  ZSkuUnitCreateBody,
  ZSkuUnitUpdateBody,
  ZSkuUpdateBody,
} from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { actForClient } from '../uploads/act-for-client.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { registerUploadRoutes } from '../uploads/upload-routes.ts';
import { createSkuUnit } from './create-sku-unit.ts';
import { createSku } from './create-sku.ts';
import { exportSkus } from './export-skus.ts';
import { getSkuMeta } from './get-sku-meta.ts';
import { getSku } from './get-sku.ts';
import { listSkuChanges } from './list-sku-changes.ts';
import { listSkuUnits } from './list-sku-units.ts';
import { listSkus } from './list-skus.ts';
import { seedSkuUnits } from './seed-sku-units.ts';
import { updateSkuUnit } from './update-sku-unit.ts';
import { updateSku } from './update-sku.ts';
// the upload kinds register themselves with the shared pipeline
import './sku-upload-kind.ts';
import './size-weight-upload-kind.ts';

const tags = ['sku'];

/**
 * Products (SPEC §3, §5, §7 SKU calls). Every call is scoped to the caller's client; provider staff act for a
 * client by passing `customerId`. Permission codes: view_list_sku, view_detail_sku, create_sku, update_sku,
 * import_sku, export_sku, use_size_weight_tool.
 */
export const module: TModule = {
  register(app) {
    app.addHook('onReady', async () => {
      await seedSkuUnits(app.deps.db);
    });

    defineRoute(app, { group: 'ffm', url: '/ffm/sku/meta', summary: 'Categories and units, named in the user’s language', tags, audience: 'user', body: ZSkuMetaBody }, async ({ req, deps }) =>
      getSkuMeta(deps.db, req.lang),
    );

    defineRoute(app, { group: 'ffm', url: '/ffm/sku/create', summary: 'Create a SKU', tags, audience: 'user', body: ZSkuCreateBody }, async ({ req, body, auth, deps }) => {
      const scope = await actForClient(deps.db, auth, body.customerId, 'create_sku', req.lang);
      return createSku(deps.db, scope, body);
    });

    defineRoute(app, { group: 'ffm', url: '/ffm/sku/update', summary: 'Update a SKU by id (the code cannot change)', tags, audience: 'user', body: ZSkuUpdateBody }, async ({ req, body, auth, deps }) => {
      const scope = await actForClient(deps.db, auth, body.customerId, 'update_sku', req.lang);
      return updateSku(deps.db, scope, body);
    });

    defineRoute(app, { group: 'ffm', url: '/ffm/sku/get', summary: 'One SKU by id or sku', tags, audience: 'user', body: ZSkuGetBody }, async ({ req, body, auth, deps }) => {
      const scope = await actForClient(deps.db, auth, body.customerId, 'view_detail_sku', req.lang);
      return getSku(deps.db, scope, body);
    });

    defineRoute(app, { group: 'ffm', url: '/ffm/sku/list', summary: 'SKUs: paged, searched without accents, filtered, sorted', tags, audience: 'user', body: ZSkuListBody }, async ({ req, body, auth, deps }) => {
      const scope = await actForClient(deps.db, auth, body.customerId, 'view_list_sku', req.lang);
      return listSkus(deps.db, scope, body);
    });

    defineRoute(app, { group: 'ffm', url: '/ffm/sku/export', summary: 'The filtered SKU list as xlsx (streamed)', tags, audience: 'user', body: ZSkuExportBody }, async ({ req, reply, body, auth, deps }) => {
      const scope = await actForClient(deps.db, auth, body.customerId, 'export_sku', req.lang);
      const wb = exportSkus(deps.db, scope, body);
      await sendXlsx(reply, wb.fileName, wb.sheets);
    });

    defineRoute(app, { group: 'ffm', url: '/ffm/sku/changes', summary: 'A SKU’s change log', tags, audience: 'user', body: ZSkuChangesBody }, async ({ req, body, auth, deps }) => {
      const scope = await actForClient(deps.db, auth, body.customerId, 'view_detail_sku', req.lang);
      return listSkuChanges(deps.db, scope, body);
    });

    registerUploadRoutes(app, {
      group: 'ffm',
      prefix: '/ffm/sku',
      tags,
      uploads: [
        { url: 'upload', kind: 'sku', summary: 'Upload a SKU file (xls, xlsx) for review' },
        { url: 'upload-size-weight', kind: 'sku-size-weight', summary: 'Upload a size and weight file for review' },
      ],
      importCall: { url: 'import', kind: 'sku', summary: 'Upload a SKU file and create every valid row at once' },
    });

    defineRoute(app, { group: 'ops', url: '/ops/sku-units/list', summary: 'Provider staff: every unit, active or not', tags, audience: 'staff' }, async ({ deps }) =>
      listSkuUnits(deps.db, { activeOnly: false }),
    );
    defineRoute(app, { group: 'ops', url: '/ops/sku-units/create', summary: 'Provider staff: add a unit', tags, audience: 'staff', body: ZSkuUnitCreateBody }, async ({ body, deps }) =>
      createSkuUnit(deps.db, body),
    );
    defineRoute(app, { group: 'ops', url: '/ops/sku-units/update', summary: 'Provider staff: rename, reorder or (de)activate a unit', tags, audience: 'staff', body: ZSkuUnitUpdateBody }, async ({ body, deps }) =>
      updateSkuUnit(deps.db, body),
    );
  },
};

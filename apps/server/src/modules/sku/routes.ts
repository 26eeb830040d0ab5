import { SKU_CALLS, SKU_UPLOAD_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { mountUploadCalls } from '../uploads/index.ts';
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

/** Products (SPEC §3, §5, §7 SKU calls): contracts in packages/domain/src/sku/contracts.ts. */
export const module: TModule = {
  register(app) {
    app.addHook('onReady', async () => {
      await seedSkuUnits(app.deps.db);
    });

    const c = SKU_CALLS;
    route(app, c.meta, ({ lang, deps }) => getSkuMeta(deps.db, lang));
    route(app, c.create, ({ body, scope, deps }) => createSku(deps.db, scope, body));
    route(app, c.update, ({ body, scope, deps }) => updateSku(deps.db, scope, body));
    route(app, c.get, ({ body, scope, deps }) => getSku(deps.db, scope, body));
    route(app, c.list, ({ body, scope, deps }) => listSkus(deps.db, scope, body));
    route(app, c.export, async ({ body, scope, reply, deps }) => {
      const wb = exportSkus(deps.db, scope, body);
      await sendXlsx(reply, wb.fileName, wb.sheets);
    });
    route(app, c.changes, ({ body, scope, deps }) => listSkuChanges(deps.db, scope, body));
    mountUploadCalls(app, SKU_UPLOAD_CALLS);

    route(app, c.unitList, ({ deps }) => listSkuUnits(deps.db, { activeOnly: false }));
    route(app, c.unitCreate, ({ body, deps }) => createSkuUnit(deps.db, body));
    route(app, c.unitUpdate, ({ body, deps }) => updateSkuUnit(deps.db, body));
  },
};

import { FLOOR_LABEL_CALLS, PUT_AWAY_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { listRules } from './list-rules.ts';
import { printLocationLabels, printSkuLabels } from './print-labels.ts';
import { deleteRule, saveRule } from './save-rule.ts';
import { setCapacity } from './set-capacity.ts';

/** Put-away rules and bin capacities, and the floor's barcode labels (provider staff): contracts in packages/domain/src/put-away/. */
export const module: TModule = {
  register(app) {
    const c = PUT_AWAY_CALLS;
    route(app, c.rules, ({ body, deps }) => listRules(deps.db, body.warehouseId));
    route(app, c.saveRule, ({ body, auth, deps, lang }) => saveRule(deps.db, body, auth.user.id, lang));
    route(app, c.deleteRule, ({ body, deps }) => deleteRule(deps.db, body.id));
    route(app, c.setCapacity, ({ body, deps, lang }) => setCapacity(deps.db, body, lang));
    // the floor's barcode labels (bins and products) as ZPL
    route(app, FLOOR_LABEL_CALLS.locations, ({ body, deps, reply, lang }) => printLocationLabels(deps.db, reply, body, lang));
    route(app, FLOOR_LABEL_CALLS.skus, ({ body, deps, reply, lang }) => printSkuLabels(deps.db, reply, body, lang));
  },
};

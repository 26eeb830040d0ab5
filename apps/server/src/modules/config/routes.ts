import { CONFIG_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { getShopConfig } from './get-shop-config.ts';
import { listShopLimits } from './list-shop-limits.ts';
import { readGlobalConfig } from './queries.ts';
import { updateGlobalConfig } from './update-global-config.ts';
import { updateShopLimits } from './update-shop-limits.ts';

/** SPEC §3 configuration: contracts in packages/domain/src/config/contracts.ts. */
export const module: TModule = {
  register(app) {
    const c = CONFIG_CALLS;
    route(app, c.shopConfig, ({ body, scope, auth, deps }) => getShopConfig(deps.db, scope, body.shop_id, auth.shopIds));
    route(app, c.general, ({ deps }) => readGlobalConfig(deps.db));
    route(app, c.globalList, ({ deps }) => readGlobalConfig(deps.db));
    route(app, c.globalUpdate, ({ body, auth, deps }) => updateGlobalConfig(deps.db, auth.user.id, body));
    route(app, c.shopList, ({ scope, deps }) => listShopLimits(deps.db, scope));
    route(app, c.shopUpdate, ({ body, scope, auth, deps }) => updateShopLimits(deps.db, scope, auth.user.id, body));
  },
};

import { WAREHOUSE_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sumQtyByLocation } from '../../modules/inventory/index.ts';
import { listLocations, updateLocation } from '../../modules/warehouses/index.ts';

/**
 * A warehouse's locations with the stock each holds: the warehouses module owns the locations, the inventory
 * module the stock (which names locations), so the two meet here.
 */
export const flow: TModule = {
  register(app) {
    const c = WAREHOUSE_CALLS;
    route(app, c.locations, ({ body, deps }) => listLocations(deps.db, body, sumQtyByLocation));
    route(app, c.updateLocation, ({ body, deps, lang }) => updateLocation(deps.db, body, lang, sumQtyByLocation));
  },
};

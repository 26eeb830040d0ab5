import { WAREHOUSE_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { createLocation } from './create-location.ts';
import { listTransporters } from './list-transporters.ts';
import { listWarehouses } from './list-warehouses.ts';

/**
 * Warehouses, locations and carriers: contracts in packages/domain/src/warehouses/contracts.ts. The location list
 * and update need the stock each location holds: flows/locations mounts them.
 */
export const module: TModule = {
  register(app) {
    const c = WAREHOUSE_CALLS;
    route(app, c.list, ({ deps }) => listWarehouses(deps.db, false));
    route(app, c.transporters, ({ deps }) => listTransporters(deps.db));
    route(app, c.staffList, ({ body, deps }) => listWarehouses(deps.db, body.includeInactive));
    route(app, c.createLocation, ({ body, deps, lang }) => createLocation(deps.db, body, lang));
  },
};

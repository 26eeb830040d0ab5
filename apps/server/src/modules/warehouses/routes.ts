import { ZLocationCreateInput, ZLocationListInput, ZLocationUpdateInput, ZWarehouseListInput } from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { createLocation } from './create-location.ts';
import { listLocations } from './list-locations.ts';
import { listTransporters } from './list-transporters.ts';
import { listWarehouses } from './list-warehouses.ts';
import { updateLocation } from './update-location.ts';

const tags = ['warehouses'];

export const module: TModule = {
  register(app) {
    // For the web's pickers (any signed-in user)
    defineRoute(
      app,
      { group: 'ffm', method: ['GET', 'POST'], url: '/ffm/warehouse/list', summary: 'Active warehouses', tags, audience: 'user' },
      async ({ deps }) => listWarehouses(deps.db, false),
    );
    defineRoute(
      app,
      { group: 'ffm', method: ['GET', 'POST'], url: '/ffm/transporter/list', summary: 'Active carriers (tplInbound)', tags, audience: 'user' },
      async ({ deps }) => listTransporters(deps.db),
    );

    // Staff console
    defineRoute(
      app,
      { group: 'ops', url: '/ops/warehouses/list', summary: 'Warehouses (inactive ones too when asked)', tags, audience: 'staff', body: ZWarehouseListInput },
      async ({ body, deps }) => listWarehouses(deps.db, body.includeInactive),
    );
    defineRoute(
      app,
      { group: 'ops', url: '/ops/locations/list', summary: 'Locations of a warehouse with the quantity each holds', tags, audience: 'staff', body: ZLocationListInput },
      async ({ body, deps }) => listLocations(deps.db, body),
    );
    defineRoute(
      app,
      { group: 'ops', url: '/ops/locations/create', summary: 'Create a location (zone, aisle, bin; code unique per warehouse)', tags, audience: 'staff', body: ZLocationCreateInput },
      async ({ body, deps, req }) => createLocation(deps.db, body, req.lang),
    );
    defineRoute(
      app,
      { group: 'ops', url: '/ops/locations/update', summary: 'Update a location (an occupied one keeps its purpose and stays active)', tags, audience: 'staff', body: ZLocationUpdateInput },
      async ({ body, deps, req }) => updateLocation(deps.db, body, req.lang),
    );
  },
};

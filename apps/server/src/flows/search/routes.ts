import { SEARCH_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { globalSearch } from './global-search.ts';

export const module: TModule = {
  register(app) {
    route(app, SEARCH_CALLS.globalSearch, async ({ body, scope, auth, deps }) =>
      globalSearch(deps.db, scope, { staff: auth.user.kind === 'staff', permissions: auth.permissions }, body.keyword),
    );
  },
};

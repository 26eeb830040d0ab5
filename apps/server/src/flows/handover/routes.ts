import { OUTBOUND_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { handOver } from './hand-over.ts';

/** The handover call: the outbound, shipping, inventory and billing areas meet in its transaction. */
export const flow: TModule = {
  register(app) {
    route(app, OUTBOUND_CALLS.handover, ({ body, scope, deps, auth, lang }) => handOver(deps.db, body, scope, auth.user.id, lang));
  },
};

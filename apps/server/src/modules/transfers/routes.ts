import { TRANSFER_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { cancelTransfer } from './cancel-transfer.ts';
import { createTransfer } from './create-transfer.ts';
import { getTransfer } from './get-transfer.ts';
import { stockInTransit } from './in-transit.ts';
import { listTransfers } from './list-transfers.ts';
import { receiveTransfer } from './receive-transfer.ts';
import { shipTransfer } from './ship-transfer.ts';

export const module: TModule = {
  register(app) {
    const c = TRANSFER_CALLS;
    route(app, c.list, ({ body, scope, deps }) => listTransfers(deps.db, body, scope));
    route(app, c.get, ({ body, scope, deps, lang }) => getTransfer(deps.db, body, scope, lang));
    route(app, c.inTransit, ({ body, scope, deps }) => stockInTransit(deps.db, body, scope));
    route(app, c.create, ({ body, scope, deps, auth, lang }) => createTransfer(deps.db, body, scope, auth.user.id, lang));
    route(app, c.ship, ({ body, scope, deps, auth, lang }) => shipTransfer(deps.db, body, scope, auth.user.id, lang));
    route(app, c.receive, ({ body, scope, deps, auth, lang }) => receiveTransfer(deps.db, body, scope, auth.user.id, lang));
    route(app, c.cancel, ({ body, scope, deps, auth, lang }) => cancelTransfer(deps.db, body, scope, auth.user.id, lang));
  },
};

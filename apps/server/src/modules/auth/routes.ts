import { ACCOUNT_CALLS, AUTH_CALLS } from '@ffm/domain';
import type { FastifyRequest } from 'fastify';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { authorize } from './authorize.ts';
import { exchangeCode } from './exchange-code.ts';
import { issueApiToken } from './issue-api-token.ts';
import { logIn } from './log-in.ts';
import type { TClientInfo } from './open-session.ts';
import { revokeSession } from './sessions.ts';

const clientInfo = (req: FastifyRequest): TClientInfo => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export const module: TModule = {
  register(app) {
    route(app, AUTH_CALLS.login, ({ body, req, deps }) => logIn(deps.db, body, deps.config.sessionTtl, clientInfo(req)));
    route(app, AUTH_CALLS.authorize, ({ body, req, deps }) => authorize(deps.db, body, clientInfo(req)));
    route(app, AUTH_CALLS.exchange, ({ body, req, deps }) => exchangeCode(deps.db, body.code, deps.config.sessionTtl, clientInfo(req)));
    route(app, AUTH_CALLS.logout, async ({ auth, req, deps }) => {
      await revokeSession(deps.db, auth.sessionId);
      deps.auth.invalidateToken(String(req.headers['token']));
      return null;
    });
    // the owner's API token is a session of the sign-in area, though its call is declared with the account's
    route(app, ACCOUNT_CALLS.apiToken, async ({ auth, deps }) => {
      const r = await issueApiToken(deps.db, { userId: auth.user.id, sessionId: auth.sessionId });
      deps.auth.invalidateUser(auth.user.id);
      return r;
    });
  },
};

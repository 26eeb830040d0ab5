import { ACCOUNT_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { setAccountPorts } from '../../modules/accounts/index.ts';
import { readPhonePrefixes } from '../../modules/config/index.ts';
import { verifyOtp } from '../../modules/messaging/index.ts';
import { bankAccountOfClient } from '../../modules/money/index.ts';
import { assignShopGroups, removeFromShopGroups } from '../../modules/permissions/index.ts';
import { changePassword, checkPassword } from './change-password.ts';

/**
 * Account changes that span areas: the password change (accounts' user, the sign-in area's password check and
 * sessions, messaging's one-time code), and what the accounts module needs from the areas built on it (phone
 * prefixes, one-time codes, bank accounts, staff groups), handed in as its ports.
 */
export const flow: TModule = {
  register(app) {
    setAccountPorts({ readPhonePrefixes, verifyOtp, bankAccountOfClient, assignShopGroups, removeFromShopGroups });
    const c = ACCOUNT_CALLS;
    route(app, c.checkPassword, async ({ body, auth, deps }) => checkPassword(deps.db, auth.user.id, body.password));
    route(app, c.updatePassword, async ({ body, auth, deps, lang }) => {
      await changePassword(deps.db, { userId: auth.user.id, sessionId: auth.sessionId }, body, lang);
      deps.auth.invalidateUser(auth.user.id);
      return null;
    });
  },
};

import { ACCOUNT_CALLS } from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { route } from '../../http/route.ts';
import { fail } from '../../lib/errors.ts';
import { changePassword, checkPassword } from './change-password.ts';
import { issueApiToken } from './issue-api-token.ts';
import { listCustomers } from './list-customers.ts';
import { listShops, listShopStaff } from './list-shops.ts';
import { updateLanguage } from './update-language.ts';
import { updateProfile } from './update-profile.ts';
import { profileOf, userInfoOf } from './user-info.ts';

export const module: TModule = {
  register(app) {
    const c = ACCOUNT_CALLS;
    route(app, c.userInfo, async ({ auth }) => userInfoOf(auth));
    route(app, c.profile, async ({ auth }) => profileOf(auth));
    route(app, c.updateLanguage, async ({ body, auth, deps }) => {
      const r = await updateLanguage(deps.db, auth.user.id, body.language);
      deps.auth.invalidateUser(auth.user.id);
      return r;
    });
    route(app, c.update, async ({ body, auth, deps, lang }) => {
      const r = await updateProfile(deps.db, auth.user.id, body, lang);
      deps.auth.invalidateUser(auth.user.id);
      return r;
    });
    route(app, c.checkPassword, async ({ body, auth, deps }) => checkPassword(deps.db, auth.user.id, body.password));
    route(app, c.updatePassword, async ({ body, auth, deps, lang }) => {
      await changePassword(deps.db, { userId: auth.user.id, sessionId: auth.sessionId }, body, lang);
      deps.auth.invalidateUser(auth.user.id);
      return null;
    });
    route(app, c.apiToken, async ({ auth, deps }) => {
      const r = await issueApiToken(deps.db, { userId: auth.user.id, sessionId: auth.sessionId });
      deps.auth.invalidateUser(auth.user.id);
      return r;
    });
    route(app, c.shops, async ({ auth, deps }) => listShops(deps.db, auth.shopIds));
    route(app, c.shopStaff, async ({ auth, deps, query, req }) => {
      const body = (req.body ?? {}) as { shop_id?: unknown };
      const shopId = query.shop_id ?? Number(body.shop_id ?? auth.shopId);
      // data-dependent: only a shop the caller may act in
      if (!Number.isInteger(shopId) || !auth.shopIds.includes(shopId)) fail(404);
      return listShopStaff(deps.db, shopId);
    });
    route(app, c.customers, async ({ body, deps }) => listCustomers(deps.db, body));
  },
};

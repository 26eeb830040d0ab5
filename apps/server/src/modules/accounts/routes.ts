import { ACCOUNT_CALLS, SHOP_CALLS, ZGhnShopPaging } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { fail } from '../../lib/errors.ts';
import { listCustomers } from './list-customers.ts';
import { listShops, listShopStaff } from './list-shops.ts';
import { registerShop, updateMainShop, updateShop, updateShopBankAccount, updateShopInfo, updateShopStatus } from './manage-shops.ts';
import { addShopStaff, listMembers, oneByUsername, phoneEmailExisted, removeShopStaff } from './manage-staff.ts';
import { shopDetail, shopDetails } from './shop-details.ts';
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
    route(app, c.shops, async ({ auth, query, req, deps }) => {
      // GHN's clients send the paging in a POST body; GET sends it in the query (a body schema cannot serve both)
      const page = ZGhnShopPaging.safeParse({ ...query, ...((req.body ?? {}) as object) });
      if (!page.success) fail(400);
      return listShops(deps.db, auth.shopIds, page.data);
    });
    route(app, c.shopStaff, async ({ auth, deps, query, req }) => {
      const body = (req.body ?? {}) as { shop_id?: unknown };
      const shopId = query.shop_id ?? Number(body.shop_id ?? auth.shopId);
      // data-dependent: only a shop the caller may act in
      if (!Number.isInteger(shopId) || !auth.shopIds.includes(shopId)) fail(404);
      return listShopStaff(deps.db, shopId);
    });
    route(app, c.customers, async ({ body, deps }) => listCustomers(deps.db, body));

    const sc = SHOP_CALLS;
    route(app, sc.owner, async ({ scope, deps }) => shopDetails(deps.db, scope.clientId));
    route(app, sc.detail, async ({ scope, auth, body, deps }) => shopDetail(deps.db, scope.clientId, auth.shopIds, body.shop_id));
    route(app, sc.register, async ({ scope, auth, body, deps }) => {
      const r = await registerShop(deps.db, scope.clientId, body, scope.lang);
      // the owner's shop list (switcher) gains the shop at once
      deps.auth.invalidateUser(auth.user.id);
      return r;
    });
    route(app, sc.update, async ({ scope, auth, body, deps }) => updateShop(deps.db, scope.clientId, auth.shopIds, body, scope.lang));
    route(app, sc.updateInfo, async ({ scope, auth, body, deps }) => updateShopInfo(deps.db, scope.clientId, auth.shopIds, body, scope.lang));
    route(app, sc.updateStatus, async ({ scope, auth, body, deps }) => updateShopStatus(deps.db, scope.clientId, auth.shopIds, body, scope.lang));
    route(app, sc.updateBankAccount, async ({ scope, auth, body, deps }) => updateShopBankAccount(deps.db, scope.clientId, auth.shopIds, body));
    route(app, sc.bankAccountId, async ({ scope, auth, body, deps }) => ({ bank_account_id: (await shopDetail(deps.db, scope.clientId, auth.shopIds, body.shop_id)).bank_account_id }));
    route(app, sc.updateMainShop, async ({ scope, auth, body, deps }) => {
      const r = await updateMainShop(deps.db, scope.clientId, auth.shopIds, body.shop_id);
      deps.auth.invalidateAll();
      return r;
    });
    route(app, sc.addStaff, async ({ scope, auth, body, deps }) => {
      const r = await addShopStaff(deps.db, scope, auth.shopIds, body, scope.lang);
      deps.auth.invalidateUser(r.id);
      return r;
    });
    route(app, sc.removeStaff, async ({ scope, auth, body, deps }) => {
      await removeShopStaff(deps.db, scope.clientId, auth.shopIds, body);
      // their cached caller (here and, through NOTIFY, in every process) goes: the next call sees the change
      deps.auth.invalidateUser(body.client_id);
      return null;
    });
    route(app, sc.members, async ({ scope, deps }) => listMembers(deps.db, scope.clientId));
    route(app, sc.oneByUsername, async ({ scope, body, deps }) => oneByUsername(deps.db, scope.clientId, body.username, scope.lang));
    route(app, sc.checkPhoneEmail, async ({ body, deps, lang }) => phoneEmailExisted(deps.db, body, lang));
  },
};

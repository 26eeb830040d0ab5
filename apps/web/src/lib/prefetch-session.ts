import { shopConfigQuery } from './config.ts';
import { queryClient } from './query-client.ts';
import { session } from './session.ts';
import { currentShopOf, menuListQuery, userInfoQuery } from './user-info.ts';

/**
 * Starts the calls the home shell waits for while its modules load (app/router.tsx): user info and the menu at
 * once, the shop's config (the home page's contract limits) as soon as user info names the shop. Each lands in
 * the query cache under the key the shell's hooks read, so no call is made twice.
 */
export function prefetchSession(): void {
  const token = session.getToken();
  if (!token) return;
  const stored = session.getShopId();
  void queryClient.prefetchQuery(menuListQuery(token, stored));
  void queryClient.fetchQuery(userInfoQuery(token, stored)).then(
    (info) => {
      if (info.client) void queryClient.prefetchQuery(shopConfigQuery(currentShopOf(info, stored)));
    },
    // the shell's own query shows the failure
    () => undefined,
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { MENU } from '@ffm/domain';
import { routeHandle } from '../../lib/routing.ts';
import { pathMatches } from '../../lib/menu.ts';
import type { TMenuGroupData } from '../../lib/user-info.ts';

/**
 * A page the user's menu-list does not grant (a staff member typing the URL) goes to /403. The page says
 * which entry grants it (`handle.menuKey`); otherwise a path declared in MENU needs that entry. The server
 * checks every call as well: this only spares the user a page of errors.
 */
export function AccessGuard({ groups, children }: { groups: readonly TMenuGroupData[]; children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const allowedKeys = new Set(groups.flatMap((g) => g.items.map((i) => i.key)));

  let required: string | undefined;
  for (const m of matches) {
    const key = routeHandle(m).menuKey;
    if (key) required = key;
  }
  if (!required) {
    const declared = MENU.filter((item) => pathMatches(item.path, pathname)).sort((a, b) => b.path.length - a.path.length)[0];
    required = declared?.key;
  }
  if (required && !allowedKeys.has(required)) return <Navigate to="/403" replace />;
  return <>{children}</>;
}

import { useLocation, useMatches } from 'react-router-dom';
import { activeMenuEntry } from '../../lib/menu.ts';
import { routeHandle } from '../../lib/routing.ts';
import type { TMenuEntry, TMenuGroupData } from '../../lib/user-info.ts';

/** The menu entry of the current page: the one its route names (detail pages name their list), else by path. */
export function useActiveMenuEntry(groups: readonly TMenuGroupData[]): TMenuEntry | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  let menuKey: string | undefined;
  for (const m of matches) menuKey = routeHandle(m).menuKey ?? menuKey;
  return activeMenuEntry(groups, pathname, menuKey);
}

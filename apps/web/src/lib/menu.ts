import type { TFunction } from 'i18next';
import { MENU_GROUPS } from '@ffm/domain';
import type { TMenuEntry, TMenuGroupData } from './user-info.ts';

/** Label of a menu entry (`menu.<key>`), the key itself while an area has no text yet. */
export function menuLabel(t: TFunction, key: string): string {
  return t(`menu.${key}`, { defaultValue: key });
}

export function menuGroupLabel(t: TFunction, group: string): string {
  return t(`menu.group.${group}`, { defaultValue: group });
}

/** Groups in the declared order of MENU_GROUPS; groups the web does not know yet go last. */
export function sortMenuGroups(groups: readonly TMenuGroupData[]): TMenuGroupData[] {
  const order = (g: string) => {
    const i = (MENU_GROUPS as readonly string[]).indexOf(g);
    return i === -1 ? MENU_GROUPS.length : i;
  };
  return [...groups].sort((a, b) => order(a.group) - order(b.group));
}

/** Does `pathname` fall under the entry's path (itself or a sub-path)? '/' matches only itself. */
export function pathMatches(entryPath: string, pathname: string): boolean {
  if (entryPath === '/') return pathname === '/';
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/**
 * The entry a location belongs to. A page that names its entry (`handle.menuKey`: a detail page names the
 * list it comes from) gets that one; otherwise the longest matching path.
 */
export function activeMenuEntry(groups: readonly TMenuGroupData[], pathname: string, menuKey?: string): TMenuEntry | undefined {
  if (menuKey) {
    for (const g of groups) {
      const named = g.items.find((item) => item.key === menuKey);
      if (named) return named;
    }
  }
  let best: TMenuEntry | undefined;
  for (const g of groups) {
    for (const item of g.items) {
      if (pathMatches(item.path, pathname) && (!best || item.path.length > best.path.length)) best = item;
    }
  }
  return best;
}

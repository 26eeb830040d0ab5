import { isPermissionCode, removeWithDependants, withDependencies, type TPermissionCode } from '@ffm/domain';

/** Codes the domain knows go through its dependency rules; unknown ones (a newer server) are kept as they are. */
function split(codes: Iterable<string>): { known: TPermissionCode[]; unknown: string[] } {
  const known: TPermissionCode[] = [];
  const unknown: string[] = [];
  for (const c of codes) {
    if (isPermissionCode(c)) known.push(c);
    else unknown.push(c);
  }
  return { known, unknown };
}

/** Checking adds what the codes require; unchecking removes what depends on them (SPEC §6). */
export function toggleCodes(selected: readonly string[], codes: readonly string[], checked: boolean): string[] {
  const current = split(selected);
  const target = split(codes);
  if (checked) {
    const unknown = [...new Set([...current.unknown, ...target.unknown])];
    return [...withDependencies([...current.known, ...target.known]), ...unknown];
  }
  const drop = new Set(target.unknown);
  return [...removeWithDependants(current.known, target.known), ...current.unknown.filter((c) => !drop.has(c))];
}

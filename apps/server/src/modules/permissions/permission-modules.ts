import { pickLabel, PERMISSION_MODULES, type TLang, type TPermissionModuleView } from '@ffm/domain';

/** The permission tree with its labels in one language (the catalogue calls answer it). */
export function permissionModulesIn(lang: TLang): TPermissionModuleView[] {
  return PERMISSION_MODULES.map((m) => ({
    code: m.code,
    name: pickLabel(m, lang),
    permissions: m.permissions.map((p) => ({ code: p.code, name: pickLabel(p, lang), requires: [...p.requires] })),
  }));
}

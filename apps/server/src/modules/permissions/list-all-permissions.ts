import type { TLang } from '@ffm/domain';
import { permissionModulesIn } from './permission-modules.ts';

/** Every permission code, with its module. */
export function listAllPermissions(lang: TLang) {
  return permissionModulesIn(lang).flatMap((m) => m.permissions.map((p) => ({ ...p, module: m.code })));
}

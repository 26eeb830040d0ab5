import type { TLang, TPermissionItem } from '@ffm/domain';
import { fail } from '../../lib/errors.ts';
import { permissionModulesIn } from './permission-modules.ts';

/** The permissions of one module; an unknown module is 404. */
export function listModulePermissions(lang: TLang, moduleCode: string): TPermissionItem[] {
  return permissionModulesIn(lang).find((m) => m.code === moduleCode)?.permissions ?? fail(404);
}

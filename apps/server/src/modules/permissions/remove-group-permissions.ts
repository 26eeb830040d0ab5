import { fieldErrorsOf, permissionGroupDraftSchema, removeWithDependants, type TGroupCodesBody, type TPermissionCode } from '@ffm/domain';
import type { TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { failFields } from '../../lib/errors.ts';
import { findGroup, groupCodes, setGroupCodes, type TPermissionDeps } from './group-records.ts';

/** Removes permissions from one of the client's groups, with what depends on them; a group keeps at least one. */
export async function removeGroupPermissions(deps: TPermissionDeps, scope: TClientScope, body: TGroupCodesBody): Promise<{ id: number; permissions: TPermissionCode[] }> {
  const g = await findGroup(deps.db, scope, body.group_id);
  const codes = await inTransaction(deps.db, async (tx) => {
    const next = removeWithDependants(await groupCodes(tx, g.id), body.permissions);
    const errors = fieldErrorsOf(permissionGroupDraftSchema(), { name: g.name, description: g.description, permissions: next }, scope.lang);
    if (errors.length) failFields(errors);
    await setGroupCodes(tx, g.id, next);
    return next;
  });
  deps.auth.invalidateAll();
  return { id: g.id, permissions: codes };
}

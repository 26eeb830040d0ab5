import { withDependencies, type TGroupCodesBody, type TPermissionCode } from '@ffm/domain';
import type { TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findGroup, groupCodes, setGroupCodes, type TPermissionDeps } from './group-records.ts';

/** Adds permissions to one of the client's groups, with what they require. */
export async function addGroupPermissions(deps: TPermissionDeps, scope: TClientScope, body: TGroupCodesBody): Promise<{ id: number; permissions: TPermissionCode[] }> {
  const g = await findGroup(deps.db, scope, body.group_id);
  const codes = await inTransaction(deps.db, async (tx) => {
    const next = withDependencies([...(await groupCodes(tx, g.id)), ...body.permissions]);
    await setGroupCodes(tx, g.id, next);
    return next;
  });
  deps.auth.invalidateAll();
  return { id: g.id, permissions: codes };
}

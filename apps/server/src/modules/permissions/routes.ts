import { PERMISSION_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { addGroupPermissions } from './add-group-permissions.ts';
import { assignGroupUser } from './assign-group-user.ts';
import { countGroupUsers } from './count-group-users.ts';
import { createGroup } from './create-group.ts';
import { deleteGroup } from './delete-group.ts';
import { getGroupCodes } from './get-group-codes.ts';
import { getGroupDetail } from './get-group-detail.ts';
import { listAllPermissions } from './list-all-permissions.ts';
import { listGroupUsers } from './list-group-users.ts';
import { listGroups } from './list-groups.ts';
import { listModulePermissions } from './list-module-permissions.ts';
import { permissionModulesIn } from './permission-modules.ts';
import { removeGroupPermissions } from './remove-group-permissions.ts';
import { removeGroupUser } from './remove-group-user.ts';
import { updateGroup } from './update-group.ts';

/** Permission groups (SPEC §6): contracts in packages/domain/src/permissions/contracts.ts. */
export const module: TModule = {
  register(app) {
    const c = PERMISSION_CALLS;
    route(app, c.modules, async ({ lang }) => permissionModulesIn(lang));
    route(app, c.all, async ({ lang }) => listAllPermissions(lang));
    route(app, c.byModule, async ({ body, lang }) => listModulePermissions(lang, body.module));

    route(app, c.groups, ({ body, scope, deps }) => listGroups(deps.db, scope, body));
    route(app, c.codesOfGroup, ({ body, scope, deps }) => getGroupCodes(deps.db, scope, body.group_id));
    route(app, c.detail, ({ body, scope, deps }) => getGroupDetail(deps.db, scope, body.group_id));
    route(app, c.users, ({ body, scope, deps }) => listGroupUsers(deps.db, scope, body.group_id));
    route(app, c.countUsers, ({ body, scope, deps }) => countGroupUsers(deps.db, scope, body.group_id));
    route(app, c.create, ({ body, scope, deps }) => createGroup(deps, scope, body));
    route(app, c.update, ({ body, scope, deps }) => updateGroup(deps.db, scope, body));
    route(app, c.remove, ({ body, scope, deps }) => deleteGroup(deps, scope, body.group_id));
    route(app, c.addCodes, ({ body, scope, deps }) => addGroupPermissions(deps, scope, body));
    route(app, c.removeCodes, ({ body, scope, deps }) => removeGroupPermissions(deps, scope, body));
    route(app, c.assignUser, ({ body, scope, deps }) => assignGroupUser(deps, scope, body));
    route(app, c.removeUser, ({ body, scope, deps }) => removeGroupUser(deps, scope, body));
  },
};

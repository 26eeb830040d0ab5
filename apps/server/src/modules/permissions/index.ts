/** What other parts of the server may use of the permissions area (permission groups of a shop). */
export type { TPermissionDeps } from './group-records.ts';
export { permissionCodesOfUser } from './permission-codes-of-user.ts';
export { assignShopGroups, removeFromShopGroups } from './shop-member-groups.ts';

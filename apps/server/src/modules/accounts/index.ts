/** What other parts of the server may use of the accounts area (users, clients, shops). */
export { findActiveClient } from './find-active-client.ts';
export { userNamesByIds, userNameSql } from './user-names.ts';
export { findUserById, findUserByLogin, setPasswordHash, type TUserRecord } from './find-user.ts';
export { listShopNames, type TShopName } from './list-shop-names.ts';
export { isShopMember, isShopOfClient, userContactsByIds, type TUserContact } from './shop-staff.ts';
export { loadCallerAccount, type TCallerAccount } from './load-caller-account.ts';
export { clientNameSql, clientNamesByIds } from './client-names.ts';
export { clientMainBankAccountId, clientOfShop, clientUserIds, setClientMainBankAccount, shopPayoutAccount, shopsByBankAccounts, userPhone } from './shop-bank-links.ts';
export { findShopOfClient, findShopOfClientWith, shopNameSql, type TShopRecord } from './find-shop.ts';
export { mainShopOfClient } from './main-shop.ts';
export { setAccountPorts, type TAccountPorts } from './ports.ts';

/** Keys of the session queries (user info, menu), shared by modules that must not load react-query itself. */
export const USER_INFO_KEY = ['session', 'user-info'] as const;
export const MENU_LIST_KEY = ['session', 'menu-list'] as const;

/**
 * antd's static message and notification, loaded only when a toast or notice is raised before the shell's
 * themed instances are bound (sign-in pages): keeps them out of the first page's JavaScript.
 */
export { message as staticMessage, notification as staticNotification } from 'antd';

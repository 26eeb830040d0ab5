/** What other modules may use of the tickets area: the attachment storage (returns attach their photos). */
export { filesOfClient } from './files.ts';

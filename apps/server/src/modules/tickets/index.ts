/** What other modules may use of the tickets area: the attachment storage (returns attach their photos) and
 * opening a ticket (billing opens one for a disputed fee line). */
export { filesOfClient } from './files.ts';
export { createTicket } from './tickets.ts';

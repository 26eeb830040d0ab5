/** What other modules may use of the tickets area: opening a ticket (billing opens one for a disputed fee line). */
export { createTicket } from './tickets.ts';

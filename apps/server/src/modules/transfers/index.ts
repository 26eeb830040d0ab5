/** What other modules may use of the transfers area (nothing yet: its calls are mounted from routes.ts). */
export { stockInTransit } from './in-transit.ts';

/** What other modules may use of the returns area (nothing else yet: its calls are mounted from routes.ts). */
export { listReturns } from './list-returns.ts';

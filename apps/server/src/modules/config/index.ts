/** What other parts of the server may use of the configuration area. */
export { readPhonePrefixes } from './queries.ts';

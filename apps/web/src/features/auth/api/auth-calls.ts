/**
 * The sign-in's API calls with their contracts. The contracts build zod schemas, so this module (and zod) is kept
 * out of the sign-in page's first load: sso.ts imports it on demand, from the first keystroke in the form.
 */
export { AUTH_CALLS } from '@ffm/domain';
export { callEnvelope } from '../../../lib/api-client.ts';

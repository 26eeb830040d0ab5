/** What other parts of the server may use of the sign-in area. */
export { AuthResolver } from './caller.ts';
export { createSession, revokeOtherSessions } from './sessions.ts';
export { accountPasswordIsRight } from './sign-in.ts';
export { issueApiToken } from './issue-api-token.ts';

import { codeMessageFor, httpStatusFor, type TLang } from '@ffm/domain';
import { DomainError, messageOfError } from '../lib/errors.ts';

export { fail, failFields, type TFieldError } from '../lib/errors.ts';

/**
 * The HTTP side of a DomainError: its status comes from the catalogue. `AppError` is the same class under
 * the name the route layer's callers used before use cases threw DomainError directly.
 */
export { DomainError as AppError };

export function httpStatusOf(err: DomainError): number {
  return httpStatusFor(err.code);
}

/** The calls GHN's clients make: their errors answer GHN's `code` and `code_message` (docs/ghn-compat.md). */
export const GHN_API_PREFIX = '/shiip/public-api/';

/**
 * GHN's `code` and `code_message` for an HTTP status, as GHN's documentation shows them: a caller's mistake is
 * `400` / `USER_ERR_COMMON` whatever the reason; 401, 404 and 429 keep their number; ours failing is
 * `500` / `SERVER_ERR_COMMON`.
 */
export function ghnErrorCode(httpStatus: number): { code: number; code_message: string } {
  if (httpStatus >= 500) return { code: 500, code_message: 'SERVER_ERR_COMMON' };
  const code = httpStatus === 401 || httpStatus === 404 || httpStatus === 429 ? httpStatus : 400;
  return { code, code_message: 'USER_ERR_COMMON' };
}

/**
 * The error envelope of a DomainError in the caller's language: GHN's four fields, `data` null when empty.
 * `code` is our catalogue's number; under GHN's prefix (`ghnStatus` given) `code` and `code_message` are GHN's
 * and the catalogue's number and key move to `error_code` and `error_key`, fields GHN's clients do not read.
 */
export function errorBody(err: DomainError, lang: TLang, ghnStatus?: number) {
  const message = messageOfError(err, lang);
  const data = err.data ?? null;
  if (ghnStatus === undefined) return { code: err.code, code_message: codeMessageFor(err.code), message, data };
  return { ...ghnErrorCode(ghnStatus), message, data, error_code: err.code, error_key: codeMessageFor(err.code) };
}

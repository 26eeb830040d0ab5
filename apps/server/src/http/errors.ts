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

/** The error envelope of a DomainError in the caller's language: GHN's four fields, `data` null when empty. */
export function errorBody(err: DomainError, lang: TLang) {
  return {
    code: err.code,
    code_message: codeMessageFor(err.code),
    message: messageOfError(err, lang),
    data: err.data ?? null,
  };
}

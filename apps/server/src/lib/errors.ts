import { messageFor, type TLang } from '@ffm/domain';

/**
 * A failure of a use case, named by its catalogue code (packages/domain/src/errors/catalogue.ts). It knows
 * nothing of HTTP: the route layer turns it into the envelope and the HTTP status the catalogue gives the code.
 * `message` is for text the catalogue cannot hold (a row message built by a domain rule in the caller's
 * language); otherwise the catalogue's text in the caller's language is used.
 */
export interface TFieldError {
  field: string;
  message: string;
}

export class DomainError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly customMessage: string | undefined;
  /** the message in a language, for errors whose text the domain builds from their details */
  readonly localize: ((lang: TLang) => string) | undefined;

  constructor(code: number, opts: { message?: string; data?: unknown; localize?: (lang: TLang) => string } = {}) {
    super(opts.message ?? opts.localize?.('en') ?? `domain error ${code}`);
    this.name = 'DomainError';
    this.code = code;
    this.data = opts.data;
    this.customMessage = opts.message;
    this.localize = opts.localize;
  }
}

export function fail(code: number, opts?: { message?: string; data?: unknown }): never {
  throw new DomainError(code, opts);
}

/** A validation failure with per-field messages (code 1016 unless told). */
export function failFields(errors: TFieldError[], code = 1016): never {
  throw new DomainError(code, { message: errors[0]?.message, data: { errors } });
}

/** The text of a DomainError in a language: its own message, else the catalogue's. */
export function messageOfError(err: DomainError, lang: TLang): string {
  return err.localize?.(lang) ?? err.customMessage ?? messageFor(err.code, lang);
}

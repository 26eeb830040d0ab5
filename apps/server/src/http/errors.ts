import { codeMessageFor, httpStatusFor, messageFor, type TLang } from '@ffm/domain';

export interface TFieldError {
  field: string;
  message: string;
}

/** A failure with a catalogue code. The error handler turns it into the envelope with the agreeing HTTP status. */
export class AppError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly customMessage: string | undefined;

  constructor(code: number, opts: { message?: string; data?: unknown } = {}) {
    super(opts.message ?? messageFor(code, 'en'));
    this.code = code;
    this.data = opts.data;
    this.customMessage = opts.message;
  }

  get httpStatus(): number {
    return httpStatusFor(this.code);
  }

  body(lang: TLang) {
    return {
      code: this.code,
      code_message: codeMessageFor(this.code),
      message: this.customMessage ?? messageFor(this.code, lang),
      ...(this.data === undefined ? {} : { data: this.data }),
    };
  }
}

export function fail(code: number, opts?: { message?: string; data?: unknown }): never {
  throw new AppError(code, opts);
}

/** A validation failure with per-field messages (code 1016 unless told). */
export function failFields(errors: TFieldError[], code = 1016): never {
  throw new AppError(code, { message: errors[0]?.message, data: { errors } });
}

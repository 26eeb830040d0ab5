import { uploadRefusalText, type TUploadRefusal } from '@ffm/domain';
import { DomainError } from '../../lib/errors.ts';

export type { TUploadRefusal };

/** Thrown by the reader; carries the refusal, answered with its code and text in the caller's language. */
export class UploadRefused extends DomainError {
  readonly refusal: TUploadRefusal;

  constructor(refusal: TUploadRefusal) {
    super(uploadRefusalText(refusal).code, { localize: (lang) => uploadRefusalText(refusal).label[lang] });
    this.refusal = refusal;
  }
}

export function refuse(refusal: TUploadRefusal): never {
  throw new UploadRefused(refusal);
}

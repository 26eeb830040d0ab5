import { z } from 'zod';
import type { TLang } from '../errors/catalogue.ts';
import type { TFieldError, TLabel } from '../common/labels.ts';

/**
 * Rules of a form's fields stated in its schema, each with its message from the area's catalogue: a refinement
 * given `withLabel(MESSAGES.x)` carries that label on its issue, and `fieldErrorsOf` answers it in the caller's
 * language. The server and the web's form run the same schema, so a rule and its message are written once.
 */
export function withLabel(label: TLabel, opts: { abort?: boolean } = {}): { params: { label: TLabel }; abort: boolean } {
  return { params: { label }, abort: opts.abort ?? false };
}

function labelOf(params: unknown): TLabel | null {
  const label = (params as { label?: unknown } | undefined)?.label as Partial<TLabel> | undefined;
  return typeof label?.vi === 'string' && typeof label.en === 'string' ? (label as TLabel) : null;
}

/** A schema's issues on a form's values as field errors (`lines.0.sku`), each in `lang` from its rule's label. */
export function fieldErrorsOf(schema: z.ZodType, value: unknown, lang: TLang): TFieldError[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: labelOf((i as { params?: unknown }).params)?.[lang] ?? i.message }));
}

/**
 * A form field as it travels: the input's text or number, or nothing. Its rule and message are in the area's draft
 * schema (`inboundDraftSchema`, `outboundDraftSchema`), run by the use case with the database's checks so that one
 * answer lists every field at fault; the contract only bounds its size.
 */
export const ZFormValue = z.union([z.string().max(200), z.number()]).nullish();

import { z } from 'zod';
import type { TLang } from '../errors/catalogue.ts';
import { fillLabel, type TFieldError, type TLabel } from '../common/labels.ts';

/**
 * Rules of a form's fields stated in its schema, each with its message from the area's catalogue: a refinement
 * given `withLabel(MESSAGES.x)` carries that label on its issue, and `fieldErrorsOf` answers it in the caller's
 * language. The server and the web's form run the same schema, so a rule and its message are written once.
 */
export function withLabel(label: TLabel, opts: { abort?: boolean; vars?: Record<string, string | number> } = {}): { params: { label: TLabel; vars?: Record<string, string | number> }; abort: boolean } {
  return { params: opts.vars ? { label, vars: opts.vars } : { label }, abort: opts.abort ?? false };
}

/**
 * A form field's raw value, present or not, for its rules to refine: its checks run on an absent key too (zod
 * answers a bare `z.unknown()` absent from its object with its own "nonoptional" issue, and skips an optional one).
 */
export function zField() {
  return z.preprocess((v) => v, z.unknown());
}

/** One rule of a form field: the test its value must pass, and the catalogue's message when it does not. */
export type TFieldRule = readonly [test: (v: unknown) => boolean, label: TLabel];

/**
 * A form field checked by its rules in order, the first that fails answering with its message (one message per
 * field). Unlike a chain of `refine(…, withLabel(…, { abort: true }))`, a field at fault does not stop the object's
 * own checks, so a rule across fields (net weight ≤ gross weight) still reports beside it.
 */
export function zRules(...rules: readonly TFieldRule[]) {
  // a bare check (no refinement wrapper per rule): the SKU's rules run on every row of a 10,000-row upload
  return zField().check((payload) => {
    const v = payload.value;
    for (const [test, label] of rules) {
      if (!test(v)) {
        payload.issues.push({ code: 'custom', input: v, message: label.en, params: { label }, continue: true });
        return;
      }
    }
  });
}

/** A form field's text, trimmed; anything but text counts as none (the "required" rule then answers). */
export function fieldText(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/** The message of the first of `rules` that `value` fails, in `lang`; null when it passes them all. */
export function firstFault(rules: readonly TFieldRule[], value: unknown, lang: TLang): string | null {
  for (const [test, label] of rules) if (!test(value)) return label[lang];
  return null;
}

/** The text of an issue's label in `lang`, its `{name}` placeholders filled from the rule's values; null without one. */
function labelText(params: unknown, lang: TLang): string | null {
  const p = params as { label?: Partial<TLabel>; vars?: Record<string, string | number> } | undefined;
  const label = p?.label;
  if (typeof label?.vi !== 'string' || typeof label.en !== 'string') return null;
  return fillLabel(label as TLabel, lang, p?.vars ?? {});
}

/** A schema's issues on a form's values as field errors (`lines.0.sku`), each in `lang` from its rule's label. */
export function fieldErrorsOf(schema: z.ZodType, value: unknown, lang: TLang): TFieldError[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: labelText((i as { params?: unknown }).params, lang) ?? i.message }));
}

/**
 * A form field as it travels: the input's text or number, or nothing. Its rule and message are in the area's draft
 * schema (`inboundDraftSchema`, `outboundDraftSchema`), run by the use case with the database's checks so that one
 * answer lists every field at fault; the contract only bounds its size.
 */
export const ZFormValue = z.union([z.string().max(200), z.number()]).nullish();

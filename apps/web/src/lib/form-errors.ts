import { useCallback, useRef } from 'react';
import type { FormInstance } from 'antd';
import type { TFieldError } from '@ffm/domain';

/** A form field's name as antd takes it: a key, or a path into lists and objects. */
export type TFieldPath = string | number | ReadonlyArray<string | number>;

function asPath(name: TFieldPath): ReadonlyArray<string | number> {
  return Array.isArray(name) ? (name as ReadonlyArray<string | number>) : [name as string | number];
}

/**
 * Whether a form's `onValuesChange` changed-values object touches the field at `name`: the field itself, or a
 * value above it replaced whole (a list swapped, an object reset).
 */
export function changedAt(changed: unknown, name: TFieldPath): boolean {
  let at: unknown = changed;
  for (const key of asPath(name)) {
    if (at === null || typeof at !== 'object') return true;
    if (!Object.prototype.hasOwnProperty.call(at, key)) return false;
    at = (at as Record<string | number, unknown>)[key];
  }
  return true;
}

/**
 * The server's field errors as antd's `setFields` entries: each error placed on the field `nameOf` gives (null: not a
 * field of this form), several messages of one field kept together. Answers the entries and the errors left over.
 */
export function placeFieldErrors(
  errors: readonly TFieldError[],
  nameOf: (field: string) => TFieldPath | null,
): { fields: Array<{ name: TFieldPath; errors: string[] }>; rest: TFieldError[] } {
  const byName = new Map<string, { name: TFieldPath; errors: string[] }>();
  const rest: TFieldError[] = [];
  for (const e of errors) {
    const name = nameOf(e.field);
    if (name === null) {
      rest.push(e);
      continue;
    }
    const key = JSON.stringify(asPath(name));
    const entry = byName.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(e.message)) entry.errors.push(e.message);
    byName.set(key, entry);
  }
  return { fields: [...byName.values()], rest };
}

/** The default placement: a field named like the server's, when it is one of `known` (all, when not given). */
export function knownField(known?: readonly string[]): (field: string) => TFieldPath | null {
  return (field) => (!known || known.includes(field) ? field : null);
}

/**
 * Server-side field errors on an antd form (the one place forms put them): `show` sets each message under its
 * field, and `onValuesChange` (call it from the form's) takes a message away as soon as its field is changed,
 * so a corrected value never keeps the red text of the old one. Fields with rules of their own are validated
 * again by antd as usual; a field without rules (a select) is cleared here.
 */
export function useServerFieldErrors(form: FormInstance) {
  const shown = useRef<TFieldPath[]>([]);
  const show = useCallback(
    (errors: readonly TFieldError[], nameOf: (field: string) => TFieldPath | null = knownField()): TFieldError[] => {
      const { fields, rest } = placeFieldErrors(errors, nameOf);
      // antd's NamePath: a key or a path; ours is the same shape, read-only
      form.setFields(fields.map((f) => ({ name: f.name as never, errors: f.errors })));
      shown.current = [...shown.current, ...fields.map((f) => f.name)];
      return rest;
    },
    [form],
  );
  const onValuesChange = useCallback(
    (changed: unknown) => {
      const cleared = shown.current.filter((name) => changedAt(changed, name));
      if (cleared.length === 0) return;
      shown.current = shown.current.filter((name) => !cleared.includes(name));
      form.setFields(cleared.map((name) => ({ name: name as never, errors: [] })));
    },
    [form],
  );
  return { show, onValuesChange };
}

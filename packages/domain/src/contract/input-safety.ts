import type { TLang } from '../errors/catalogue.ts';

/**
 * What every call's input must be, whatever its contract says of its fields (the route layer applies it to the
 * body and the query of every call before its contract): no control character in any string or key (PostgreSQL
 * cannot store U+0000 and refuses the statement; the others break exports and labels), and no nesting deeper than
 * INPUT_DEPTH_MAX (no contract nests that deep; a 5,000-level body must not reach the validators). Tab, line feed
 * and carriage return are text.
 */
export const INPUT_DEPTH_MAX = 64;

// eslint-disable-next-line no-control-regex -- the point is to find them
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const INPUT_SAFETY_TEXT = {
  control: { vi: 'Không được chứa ký tự điều khiển (mã ẩn)', en: 'Must not contain control characters' },
  depth: { vi: `Dữ liệu lồng nhau quá ${INPUT_DEPTH_MAX} cấp`, en: `Nested more than ${INPUT_DEPTH_MAX} levels deep` },
} as const satisfies Record<string, Record<TLang, string>>;

export interface THostileInput {
  /** the field, dotted (`items.0.name`); '' for the input itself */
  field: string;
  problem: keyof typeof INPUT_SAFETY_TEXT;
}

/** The first string or key with a control character, or the first value nested too deep; null when the input is sound. */
export function findHostileInput(input: unknown): THostileInput | null {
  // iterative, so a deep input costs no stack
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTERS.test(value)) return { field: path, problem: 'control' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= INPUT_DEPTH_MAX) return { field: path, problem: 'depth' };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [k, v] of entries) {
      const at = path ? `${path}.${k}` : k;
      if (CONTROL_CHARACTERS.test(k)) return { field: at, problem: 'control' };
      stack.push({ value: v, path: at, depth: depth + 1 });
    }
  }
  return null;
}

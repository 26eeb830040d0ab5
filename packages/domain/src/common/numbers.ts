// Forms send numbers as strings; these accept both, but only plain decimal notation ('1e3', '0x10', '1,5' are not numbers here).
const INT_RE = /^\s*[+-]?\d+\s*$/;
const DECIMAL_RE = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** A finite number from a number or a plain decimal string; null otherwise. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && DECIMAL_RE.test(v)) return Number(v);
  return null;
}

/** A safe integer from a number or an integer string; null otherwise. */
export function toInt(v: unknown): number | null {
  if (typeof v === 'string' && !INT_RE.test(v)) return null;
  const n = toNumber(v);
  return n !== null && Number.isSafeInteger(n) ? n : null;
}

/** Whole number > 0; null when it is not one. */
export function toPositiveInt(v: unknown): number | null {
  const n = toInt(v);
  return n !== null && n > 0 ? n : null;
}

/** Number > 0 (decimals allowed); null when it is not one. */
export function toPositiveNumber(v: unknown): number | null {
  const n = toNumber(v);
  return n !== null && n > 0 ? n : null;
}

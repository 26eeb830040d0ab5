/** GHN clients send ids as numbers or digit strings: these read them (null when they cannot be one). */

/** A positive integer id from a number or a digit string; null otherwise. */
export function toId(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0 ? v : null;
  if (typeof v === 'string' && /^\d{1,9}$/.test(v.trim())) {
    const n = Number(v.trim());
    return n > 0 ? n : null;
  }
  return null;
}

/** A ward code ('00001') from a string or a number (1 → '00001'); null otherwise. */
export function toWardCode(v: unknown): string | null {
  const s = typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,5}$/.test(s)) return null;
  return s.padStart(5, '0');
}

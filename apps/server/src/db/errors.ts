/** Reading PostgreSQL's errors (PGlite and node-postgres alike; drizzle wraps the driver's error in `cause`). */

/** The SQLSTATE of a database error, looking through wrappers (drizzle puts the driver's error in `cause`). */
export function pgErrorCode(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The constraint a database error names, if any. */
export function pgConstraint(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (pgErrorCode(err) !== '23505') return false;
  if (!constraint) return true;
  const c = pgConstraint(err);
  // some drivers leave the constraint out; then the message names it
  return c === constraint || (c === null && String((err as Error).message ?? '').includes(constraint)) || String((err as { cause?: Error }).cause?.message ?? '').includes(constraint);
}

import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: a larger id is refused as bad input, not sent to the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a request (numbers or digit strings). */
export const ZRowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** A loosely typed id (number or digit string) as a row id, or null when it cannot be one. */
export function toRowId(v: unknown): number | null {
  const r = ZRowId.safeParse(v);
  return r.success ? r.data : null;
}

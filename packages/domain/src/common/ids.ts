import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: a larger id is refused as bad input, not sent to the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a request (numbers or digit strings). */
export const ZRowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** A loosely typed id (number or digit string) as a row id, or null when it cannot be one. */
export function toRowId(v: unknown): number | null {
  // what ZRowId accepts (Number() of the value, then an integer in 1..MAX_ROW_ID), without a schema parse: ids are
  // read on every call's hot path (the fee call reads several)
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 && v <= MAX_ROW_ID ? v : null;
  let n: number;
  try {
    n = Number(v);
  } catch {
    return null;
  }
  return Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID ? n : null;
}

/** Rows of a raw `db.execute(sql...)` answer: node-postgres and PGlite both put them in `rows`. */
export function sqlRows<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

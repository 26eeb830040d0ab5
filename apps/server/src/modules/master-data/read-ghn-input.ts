import type { z, ZodType } from 'zod';
import { fail } from '../../lib/errors.ts';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** GHN clients send the fields in the query (GET) or a JSON body (POST): read both, the body winning. */
export function readGhnInput<S extends ZodType>(schema: S, query: unknown, body: unknown): z.infer<S> {
  const parsed = schema.safeParse({ ...(isRecord(query) ? query : {}), ...(isRecord(body) ? body : {}) });
  if (!parsed.success) {
    fail(400, { data: { errors: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) } });
  }
  return parsed.data;
}

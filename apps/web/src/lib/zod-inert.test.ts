import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z as realZod } from 'zod';
import { z as inertZod } from './zod-inert.ts';

/** the inert value used the way the contracts use zod */
const z = inertZod as unknown as typeof realZod;

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The web's build replaces zod with an inert value (vite.config.ts): schemas are built, never run. */
describe('the inert zod of the web build', () => {
  it('builds any schema chain without throwing, and is not a promise', async () => {
    const schema = z.object({ a: z.string().max(3) }).extend({ b: z.coerce.number().int().optional() }).refine(() => true);
    expect(typeof schema).toBe('function');
    expect((schema as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(schema)).toBe(schema);
    expect({ ...(schema as unknown as { shape: object }).shape }).toEqual({});
  });

  it('no web code runs a schema (parse, safeParse) or a domain helper that does', () => {
    const offenders = sources(WEB_SRC)
      .filter((f) => !f.endsWith('zod-inert.ts'))
      .filter((f) => /\b(safeParse|safeParseAsync|parseAsync)\(|\bZ[A-Z]\w*\.parse\(|\btoRowId\b/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(WEB_SRC, f));
    expect(offenders).toEqual([]);
  });
});

/**
 * What `zod` is in the web's production build (vite.config.ts aliases it here for `build` only).
 *
 * The web imports the API contracts of packages/domain for their paths, methods and types (lib/api-client.ts);
 * it never validates with their zod schemas, which the server does. Shipping zod only to build schemas nobody
 * runs cost the sign-in page 25 kB (brotli) on a 3G-like network. Here every schema builder is one inert value:
 * any property or call gives it back, so `z.object({...}).extend(...).optional()` runs and means nothing.
 * Types still come from the real zod at compile time. A test (zod-inert.test.ts) and the contracts' own tests
 * keep the rule honest: no web code may read a schema's behaviour (parse, options, shape values).
 */
type TInert = ((...args: unknown[]) => TInert) & { [key: string]: TInert };

const inert: TInert = new Proxy(function inertSchema() {} as unknown as TInert, {
  get(_target, key) {
    // never a thenable, and plain when printed or compared
    if (key === 'then') return undefined;
    if (key === Symbol.toPrimitive) return () => '[inert zod schema]';
    return inert;
  },
  apply() {
    return inert;
  },
  construct() {
    return inert;
  },
});

export const z = inert;

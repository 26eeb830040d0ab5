import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test projects (`npx vitest run --project <name>`):
 * - unit:      pure code (packages/domain, and plain-logic tests of the web)
 * - web:       the web's component tests (apps/web/src/**\/*.test.tsx): React with Testing Library on happy-dom
 * - server:    the API on in-memory PGlite (apps/server, every *.test.ts but *.pg.test.ts)
 * - server-pg: the API on a real PostgreSQL server (*.pg.test.ts; needs TEST_DATABASE_URL, which `npm test`
 *              sets; for a local run: `node scripts/pg.mjs` prints one)
 * - e2e:       browser journeys against a running portal (e2e/**\/*.e2e.ts; needs E2E_BASE_URL). Not part
 *              of a plain `npx vitest run`: `npm test` runs it as its own step after starting a server, or
 *              locally `npm test -- --only e2e`.
 */

/** scripts/pg.mjs's `setup` is the server-pg project's global setup: without TEST_DATABASE_URL the run fails. */
const REQUIRE_PG = fileURLToPath(new URL('./scripts/pg.mjs', import.meta.url));

/** The e2e project is defined when its server is given, or when it is asked for by name (to say what is missing). */
const e2eWanted = Boolean(process.env.E2E_BASE_URL) || process.argv.some((a, i) => /(^|=)e2e$/.test(a) && /^--project/.test(process.argv[i - 1] ?? a));

// PGlite (WASM) and the server's native pieces want real processes; two workers on these 2-core machines
const serverProject = (name: string, include: string[], exclude: string[] = []): TestProjectInlineConfiguration => ({
  test: {
    name,
    include,
    exclude: ['**/node_modules/**', '**/dist/**', ...exclude],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    ...(name === 'server-pg' ? { globalSetup: [REQUIRE_PG] } : {}),
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['packages/**/*.test.ts', 'apps/web/**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.tsx'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      environment: 'happy-dom',
      setupFiles: ['apps/web/src/test/setup.ts'],
      testTimeout: 30_000,
    },
  },
  serverProject('server', ['apps/server/**/*.test.ts'], ['**/*.pg.test.ts']),
  serverProject('server-pg', ['apps/server/**/*.pg.test.ts']),
];

if (e2eWanted) {
  projects.push({
    test: {
      name: 'e2e',
      include: ['e2e/**/*.e2e.ts'],
      exclude: ['**/node_modules/**'],
      environment: 'node',
      pool: 'forks',
      // one browser at a time: the journeys share one server and these machines have two cores
      maxWorkers: 1,
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 180_000,
      globalSetup: ['e2e/support/global-setup.ts'],
      // its own group: it runs after the others when a run includes it
      sequence: { groupOrder: 1 },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    maxWorkers: 2,
    // the closing summary (Test Files / Tests / Duration) is what CI reads
    reporters: ['default'],
  },
});

/**
 * The module graph of docs/architecture.md ("Layers"), enforced by `npm run lint` (scripts/test.mjs runs
 * `depcruise` next to eslint). Type-only imports count (`tsPreCompilationDeps`): a cycle through types is a cycle.
 * Module-level cycles are checked by a second run over the graph collapsed to one node per server module
 * (scripts/module-cycles.mjs).
 */
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycle at file level, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        "A module uses another module only through that module's index.ts (schema.ts may name another module's " +
        'tables for drizzle foreign keys).',
      from: { path: `${MODULES}([^/]+)/`, pathNot: [`${MODULES}[^/]+/schema\\.ts$`, '\\.test\\.ts$'] },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'http-imports-no-module',
      severity: 'error',
      comment: 'The route layer (http/) is below the modules: it imports none of them.',
      from: { path: `${SERVER}http/` },
      to: { path: [MODULES, `${SERVER}flows/`] },
    },
    {
      name: 'web-feature-imports-no-feature',
      severity: 'error',
      comment: 'A web feature imports no other feature; what two features share lives in components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'modules-import-no-flow',
      severity: 'error',
      comment: 'Flows (apps/server/src/flows) sit above the modules: a module calls no flow.',
      from: { path: MODULES, pathNot: `${MODULES}registry\\.ts$` },
      to: { path: `${SERVER}flows/` },
    },
    {
      name: 'flow-through-index',
      severity: 'error',
      comment: "A flow uses a module only through that module's index.ts, and reads no module's tables.",
      from: { path: `${SERVER}flows/`, pathNot: '\\.test\\.ts$' },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'no-app-below',
      severity: 'error',
      comment: 'app.ts composes everything; nothing under modules/, flows/, http/, db/ or lib/ imports it.',
      from: { path: `${SERVER}(modules|flows|http|db|lib|jobs)/` },
      to: { path: `${SERVER}app\\.ts$` },
    },
  ],
  options: {
    includeOnly: ['^apps/server/src/', '^apps/web/src/', '^packages/domain/src/'],
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    moduleSystems: ['es6', 'cjs'],
  },
};

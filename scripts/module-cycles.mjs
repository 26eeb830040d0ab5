// Module-level import cycles of the server, found on dependency-cruiser's graph collapsed to one node per server
// module (apps/server/src/modules/<name>) and flow (apps/server/src/flows/<name>): `npm run lint` fails on a cycle
// between modules even when no file-level cycle exists (a/x → b/index → b/y → a/index). Type-only imports count.
// Usage: node scripts/module-cycles.mjs
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
const { options } = require('../.dependency-cruiser.cjs');
const NODE = /^apps\/server\/src\/(modules|flows)\/[^/]+\/$/;

/** Strongly connected components with more than one node (Tarjan), each sorted. */
export function cyclesOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/**
 * The module-level cycles of the server under `root` (the repository), each a sorted list of module and flow
 * folders, with the edges between them.
 */
export async function moduleCycles(root = ROOT) {
  const { output } = await cruise(['apps/server/src'], {
    ...options,
    tsConfig: undefined,
    baseDir: root,
    validate: false,
    exclude: { path: '\\.test\\.ts$|^apps/server/src/test/' },
    collapse: '^apps/server/src/(modules|flows)/[^/]+/',
  });
  const edges = new Map();
  for (const m of output.modules) {
    if (!NODE.test(m.source)) continue;
    edges.set(m.source, m.dependencies.map((d) => d.resolved).filter((r) => NODE.test(r) && r !== m.source));
  }
  return { cycles: cyclesOf(edges), edges };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { cycles, edges } = await moduleCycles();
  for (const c of cycles) {
    const short = c.map((s) => s.replace(/^apps\/server\/src\//, '').replace(/\/$/, ''));
    console.error(`  error module-cycle: ${short.join(' ↔ ')}`);
    for (const from of c) for (const to of edges.get(from)) if (c.includes(to)) console.error(`      ${from} → ${to}`);
  }
  console.error(cycles.length ? `x ${cycles.length} module-level cycle(s)` : `✔ no module-level cycle (${edges.size} modules and flows)`);
  process.exitCode = cycles.length ? 1 : 0;
}

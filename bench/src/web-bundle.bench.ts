// The web's JavaScript per route, gzip: what /login costs to load, and every lazy route chunk on its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budget, KB, round, type TBenchRun, type TFigure } from './lib/kit.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'apps/web/dist');
const LOGIN_SOURCE = 'src/features/auth/routes/login-page.tsx';

export const LOGIN_BUDGET_KB = 200;
export const ROUTE_CHUNK_BUDGET_KB = 150;

interface TChunk {
  file: string;
  /** the source module that starts the chunk, when known */
  src?: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

interface TManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The chunk graph from Vite's manifest (build.manifest), keyed by output file. */
function fromManifest(manifestPath: string): Map<string, TChunk> {
  const m = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, TManifestEntry>;
  const fileOf = (key: string) => m[key]?.file ?? key;
  const graph = new Map<string, TChunk>();
  for (const [key, e] of Object.entries(m)) {
    if (!e.file.endsWith('.js')) continue;
    graph.set(e.file, {
      file: e.file,
      src: e.src ?? (key.startsWith('_') ? undefined : key),
      isEntry: e.isEntry === true,
      isDynamicEntry: e.isDynamicEntry === true,
      imports: (e.imports ?? []).map(fileOf),
      dynamicImports: (e.dynamicImports ?? []).map(fileOf),
    });
  }
  return graph;
}

/** Without a manifest: the entry from index.html, and each chunk's static and dynamic imports read from its code. */
function fromBuiltFiles(): Map<string, TChunk> {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module script in apps/web/dist/index.html');
  const graph = new Map<string, TChunk>();
  const assets = path.join(DIST, 'assets');
  for (const f of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, f), 'utf8');
    const rel = (spec: string) => path.posix.join('assets', spec.replace(/^\.\//, ''));
    const imports = new Set<string>();
    const dynamicImports = new Set<string>();
    for (const mm of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) imports.add(rel(mm[1]!));
    for (const mm of code.matchAll(/import\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g)) dynamicImports.add(rel(mm[1]!));
    const file = `assets/${f}`;
    graph.set(file, { file, isEntry: file === entry, isDynamicEntry: false, imports: [...imports], dynamicImports: [...dynamicImports] });
  }
  for (const c of graph.values()) for (const d of c.dynamicImports) {
    const target = graph.get(d);
    if (target) target.isDynamicEntry = true;
  }
  return graph;
}

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function staticClosure(graph: Map<string, TChunk>, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of graph.get(f)?.imports ?? []) visit(i);
  };
  roots.forEach(visit);
  return [...seen];
}

const gzCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let n = gzCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzCache.set(file, n);
  }
  return n;
}

function label(c: TChunk): string {
  if (c.src) return c.src.replace(/^src\//, '');
  return path.basename(c.file).replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

export const run: TBenchRun = async () => {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('apps/web/dist is missing: npm run build:web');
  const manifestPath = path.join(DIST, '.vite/manifest.json');
  const viaManifest = existsSync(manifestPath);
  const graph = viaManifest ? fromManifest(manifestPath) : fromBuiltFiles();
  const notes: string[] = [];
  if (!viaManifest) notes.push('No Vite manifest (build.manifest): the chunk graph was read from the built files; the login route chunk was found by its file name.');

  const entries = [...graph.values()].filter((c) => c.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const entry = entries[0]!;
  const routes = [...graph.values()].filter((c) => c.isDynamicEntry).sort((a, b) => label(a).localeCompare(label(b)));
  const login = viaManifest
    ? routes.find((c) => c.src === LOGIN_SOURCE)
    : routes.find((c) => /^assets\/login-page-/.test(c.file));
  if (!login) throw new Error(`no route chunk for ${LOGIN_SOURCE}`);

  const loginFiles = staticClosure(graph, [entry.file, login.file]);
  const loginBytes = loginFiles.reduce((s, f) => s + gzipBytes(f), 0);
  const entryBytes = staticClosure(graph, [entry.file]).reduce((s, f) => s + gzipBytes(f), 0);

  const figures: TFigure[] = [
    { name: 'login route JS, gzip (entry + static imports + login chunk and its imports)', value: round(loginBytes / KB), unit: 'kB' },
    { name: 'entry JS with its static imports, gzip', value: round(entryBytes / KB), unit: 'kB' },
    { name: 'login route files', value: loginFiles.map((f) => `${path.basename(f)} ${round(gzipBytes(f) / KB)} kB`).join(', ') },
    { name: 'lazily loaded chunks (route pages, the shell, other lazy modules)', value: routes.length },
    { name: 'all JS, gzip', value: round([...graph.keys()].reduce((s, f) => s + gzipBytes(f), 0) / KB), unit: 'kB' },
  ];
  for (const c of routes) {
    const closure = staticClosure(graph, [c.file]).filter((f) => !staticClosure(graph, [entry.file]).includes(f));
    figures.push({
      name: `lazy chunk ${label(c)}: own gzip (with imports not in the entry: ${round(closure.reduce((s, f) => s + gzipBytes(f), 0) / KB)} kB)`,
      value: round(gzipBytes(c.file) / KB),
      unit: 'kB',
    });
  }

  return {
    title: 'Web JavaScript per route (gzip)',
    method: `apps/web/dist after vite build; gzip level 9 of each .js file; chunk graph from ${viaManifest ? "Vite's manifest" : 'the built files'}. /login loads the entry, its static imports and the login route chunk with its static imports.`,
    figures,
    budgets: [
      budget('/login JS, gzip', loginBytes / KB, '<=', LOGIN_BUDGET_KB, 'kB'),
      ...routes.map((c) => budget(`lazy chunk ${label(c)}, gzip`, gzipBytes(c.file) / KB, '<=', ROUTE_CHUNK_BUDGET_KB, 'kB')),
    ],
    notes,
  };
};

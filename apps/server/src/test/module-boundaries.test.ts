import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN "Layers": a module exposes what others may use through its own `index.ts` and does not read another
 * module's tables; the route layer (`http/`) reads none. Drizzle foreign keys between `schema.ts` files are
 * declarations, not queries, and stay; tests may import tables to set up data.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

/** Every module specifier a source imports or re-exports (static, side-effect and dynamic imports). */
function specifiersOf(text: string): string[] {
  const found: string[] = [];
  for (const re of [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(?\s*['"]([^'"]+)['"]/g]) {
    for (const m of text.matchAll(re)) found.push(m[1]!);
  }
  return found;
}

/** The module whose tables a specifier of `file` (relative to src) names, or null. */
function schemaModuleOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return /^modules\/([^/]+)\/schema(\.[jt]s)?$/.exec(target)?.[1] ?? null;
}

/** Imports of another module's tables by `file` (relative to src, posix), as "file → modules/<b>/schema.ts". */
function violationsOf(file: string, text: string): string[] {
  const own = /^modules\/([^/]+)\//.exec(file)?.[1];
  const inHttp = file.startsWith('http/');
  if (!own && !inHttp) return [];
  if (own && path.posix.basename(file) === 'schema.ts' && path.posix.dirname(file) === `modules/${own}`) return [];
  return specifiersOf(text).flatMap((s) => {
    const other = schemaModuleOf(file, s);
    return other !== null && other !== own ? [`${file} → modules/${other}/schema.ts`] : [];
  });
}

function violationsByFile(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const dir of ['modules', 'http']) {
    for (const abs of sourceFiles(path.join(SRC, dir))) {
      const file = path.relative(SRC, abs).split(path.sep).join('/');
      const v = violationsOf(file, readFileSync(abs, 'utf8'));
      if (v.length) out.set(file, v);
    }
  }
  return out;
}

describe('module boundaries', () => {
  it('the scanner sees an import of another module’s tables, and only that', () => {
    expect(violationsOf('modules/inbound/x.ts', "import { skus } from '../sku/schema.ts';")).toEqual(['modules/inbound/x.ts → modules/sku/schema.ts']);
    expect(violationsOf('modules/inbound/sub/x.ts', "import {\n  skus,\n} from '../../sku/schema';")).toEqual(['modules/inbound/sub/x.ts → modules/sku/schema.ts']);
    expect(violationsOf('modules/inbound/x.ts', "const m = await import('../sku/schema.ts');")).toEqual(['modules/inbound/x.ts → modules/sku/schema.ts']);
    expect(violationsOf('http/route.ts', "import { users } from '../modules/accounts/schema.ts';")).toEqual(['http/route.ts → modules/accounts/schema.ts']);
    expect(violationsOf('modules/inbound/x.ts', "import { inboundLines } from './schema.ts';\nimport { skusByIds } from '../sku/index.ts';")).toEqual([]);
    expect(violationsOf('modules/inbound/schema.ts', "import { skus } from '../sku/schema.ts';")).toEqual([]);
  });

  it('no module reads another module’s tables, and http/ reads none', () => {
    const found = [...violationsByFile()].flatMap(([, v]) => v);
    expect(found, 'use a function the owning module exports from its index.ts').toEqual([]);
  });
});

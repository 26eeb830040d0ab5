import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cruise } from 'dependency-cruiser';
// @ts-expect-error the lint script is plain JavaScript without declarations
import { moduleCycles } from '../../../../scripts/module-cycles.mjs';

/**
 * The lint rules of the module graph (.dependency-cruiser.cjs and scripts/module-cycles.mjs, run by `npm run lint`)
 * fail on what docs/architecture.md forbids: each case builds a small tree of files and cruises it with the real
 * rules.
 */
const require = createRequire(import.meta.url);
const config = require('../../../../.dependency-cruiser.cjs') as { forbidden: unknown[]; options: Record<string, unknown> };

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});


function tree(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

async function broken(files: Record<string, string>): Promise<string[]> {
  return brokenIn(tree(files));
}

async function brokenIn(root: string): Promise<string[]> {
  const { output } = await cruise(['apps'], { ...config.options, tsConfig: undefined, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } } as never);
  const result = output as { summary: { violations: Array<{ rule: { name: string } }> } };
  return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort();
}

const S = 'apps/server/src/';

describe('module graph lint', () => {
  it('passes a module that uses another through its index.ts', async () => {
    expect(
      await broken({
        [`${S}modules/a/use.ts`]: "import { b } from '../b/index.ts';\nexport const a = b;\n",
        [`${S}modules/b/index.ts`]: "export { b } from './b.ts';\n",
        [`${S}modules/b/b.ts`]: 'export const b = 1;\n',
      }),
    ).toEqual([]);
  });

  it('fails on an import past a module’s index.ts', async () => {
    expect(
      await broken({
        [`${S}modules/a/use.ts`]: "import { b } from '../b/b.ts';\nexport const a = b;\n",
        [`${S}modules/b/b.ts`]: 'export const b = 1;\n',
      }),
    ).toEqual(['module-through-index']);
  });

  it('fails on a file-level cycle made of type imports', async () => {
    expect(
      await broken({
        [`${S}modules/a/x.ts`]: "import type { TY } from './y.ts';\nexport type TX = { y?: TY };\n",
        [`${S}modules/a/y.ts`]: "import type { TX } from './x.ts';\nexport type TY = { x?: TX };\n",
      }),
    ).toEqual(['no-cycle']);
  });

  it('fails when http/ imports a module, a module a flow or app.ts, and a web feature another feature', async () => {
    expect(
      await broken({
        [`${S}http/route.ts`]: "import { b } from '../modules/b/index.ts';\nexport const r = b;\n",
        [`${S}modules/b/index.ts`]: "import { f } from '../../flows/f/routes.ts';\nimport type { TApp } from '../../app.ts';\nexport const b: TApp = f;\n",
        [`${S}flows/f/routes.ts`]: 'export const f = 1;\n',
        [`${S}app.ts`]: 'export type TApp = number;\n',
        'apps/web/src/features/one/page.tsx': "import { two } from '../two/page.tsx';\nexport const one = two;\n",
        'apps/web/src/features/two/page.tsx': 'export const two = 2;\n',
      }),
    ).toEqual(['http-imports-no-module', 'modules-import-no-flow', 'no-app-below', 'web-feature-imports-no-feature']);
  });

  it('finds a cycle between modules that no file-level cycle shows', async () => {
    const root = tree({
      [`${S}modules/a/index.ts`]: "export { a } from './a.ts';\n",
      [`${S}modules/a/a.ts`]: 'export const a = 1;\n',
      [`${S}modules/a/use-b.ts`]: "import { b } from '../b/index.ts';\nexport const ab = b;\n",
      [`${S}modules/b/index.ts`]: "export { b } from './b.ts';\n",
      [`${S}modules/b/b.ts`]: "import { a } from '../a/index.ts';\nexport const b = a;\n",
    });
    expect(await brokenIn(root)).toEqual([]);
    const { cycles } = (await moduleCycles(root)) as { cycles: string[][] };
    expect(cycles).toEqual([[`${S}modules/a/`, `${S}modules/b/`]]);
  });
});

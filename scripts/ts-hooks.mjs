// Module hooks that run the server's TypeScript: each .ts file is compiled by esbuild when it is first imported
// (types stripped, nothing else rewritten), with an inline source map for stack traces. Registered by ts-loader.mjs.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

// the compiler options that change what the code does (tsconfig.base.json): class fields defined, as ES2022 does
const TSCONFIG = { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: false } };
const TARGET = `node${process.versions.node}`;

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !/\.m?ts$/.test(new URL(url).pathname)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: TARGET,
    sourcefile: file,
    sourcemap: 'inline',
    sourcesContent: false,
    tsconfigRaw: TSCONFIG,
  });
  return { format: 'module', source: code, shortCircuit: true };
}

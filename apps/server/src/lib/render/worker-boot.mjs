// The render worker's entry when the server runs from its TypeScript sources (tsx, vitest, or node with a TS
// loader): a worker thread starts with the process's --import flags, so a loader given to the process compiles
// worker.ts too; without one (vitest's processes), tsx's loader is registered here first. A bundled server does not
// use this file: worker.ts is its own esbuild entry point, render-worker.mjs beside the bundle (docs/printing.md).
try {
  await import('./worker.ts');
} catch (e) {
  if (e?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
  const { register } = await import('tsx/esm/api');
  register();
  // another URL: the failed import stays in the module map
  await import('./worker.ts?tsx');
}

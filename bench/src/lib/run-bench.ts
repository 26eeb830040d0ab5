// Runs one bench file and writes its result: `tsx bench/src/lib/run-bench.ts bench/src/<name>.bench.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TBenchResult, TBenchRun } from './kit.ts';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../results');

async function main(file: string): Promise<void> {
  const name = path.basename(file).replace(/\.bench\.ts$/, '');
  const mod = (await import(pathToFileURL(path.resolve(file)).href)) as { run?: TBenchRun };
  if (typeof mod.run !== 'function') throw new Error(`${file} must export run()`);
  const startedAt = new Date();
  const t0 = performance.now();
  const r = await mod.run();
  const result: TBenchResult = {
    name,
    ...r,
    pass: r.budgets.every((b) => b.pass),
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - t0),
    environment: { node: process.version, cpus: os.availableParallelism(), cpuModel: os.cpus()[0]?.model ?? '?', platform: `${os.platform()} ${os.release()}` },
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx bench/src/lib/run-bench.ts bench/src/<name>.bench.ts');
  process.exit(2);
}
main(file).then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);

/**
 * The contract of a bench: `bench/src/<name>.bench.ts` exports `run()`, which measures and answers its figures
 * and budgets. scripts/bench.mjs runs every bench in its own process (tsx) through run-bench.ts, which
 * writes bench/results/<name>.json; then it writes bench/results/SUMMARY.md and fails when a budget fails.
 */

/** `node --import TS_LOADER file.ts`: a bench's server process runs the app's code through tsx */
export { TS_LOADER } from '../../../apps/server/src/test/kits/server-process.ts';

export type TOp = '<' | '<=' | '>' | '>=';

export interface TBudget {
  /** what is limited, e.g. 'login route JS (gzip)' */
  name: string;
  value: number;
  op: TOp;
  limit: number;
  unit: string;
  pass: boolean;
}

export interface TFigure {
  name: string;
  value: number | string;
  unit?: string;
}

export interface TBenchResult {
  /** the file's name: web-bundle for web-bundle.bench.ts */
  name: string;
  title: string;
  /** how it was measured, in a sentence or two */
  method: string;
  figures: TFigure[];
  budgets: TBudget[];
  /** set by the runner */
  pass?: boolean;
  startedAt?: string;
  durationMs?: number;
  environment?: { node: string; cpus: number; cpuModel: string; platform: string };
  notes?: string[];
}

export type TBenchRun = () => Promise<Omit<TBenchResult, 'name' | 'pass' | 'startedAt' | 'durationMs' | 'environment'>>;

export function budget(name: string, value: number, op: TOp, limit: number, unit: string): TBudget {
  const pass = op === '<' ? value < limit : op === '<=' ? value <= limit : op === '>' ? value > limit : value >= limit;
  return { name, value: round(value), op, limit, unit, pass };
}

export function round(v: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

export const KB = 1000;

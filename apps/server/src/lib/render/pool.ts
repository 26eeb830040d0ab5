import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TCellValue } from '@ffm/domain';
import { DomainError } from '../errors.ts';
import type { TFromWorker, TRenderJob, TToWorker, TWireError } from './protocol.ts';

/**
 * The render pool (docs/printing.md, "Off the request loop"): a few worker threads that draw PDFs and build xlsx
 * files so that a 500-label print or a 100,000-row export never holds the request loop. The request reads its data
 * from the database, posts it as plain data (`TRenderJob`), and takes the file back in chunks as it is made.
 *
 * Size: RENDER_WORKERS, default max(1, cores - 1). A job goes to the worker with the fewest jobs; a worker runs
 * several at once (a PDF yields between pages, a workbook while it waits for rows), so a slow download never
 * blocks the prints behind it. A worker that dies fails its jobs (their requests answer an error) and is replaced
 * when the next job comes.
 */

/** rows sent to the worker per message */
const ROW_BATCH = 500;

/**
 * The worker's script: beside this file when the server runs from its sources, and `render-worker.mjs` beside the
 * bundle when it runs from an esbuild build (the bundler's second entry point: src/lib/render/worker.ts).
 */
export function workerScript(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./worker-boot.mjs', import.meta.url) : new URL('./render-worker.mjs', import.meta.url);
}

export function renderWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.RENDER_WORKERS);
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, 32) : Math.max(1, availableParallelism() - 1);
}

function fromWire(e: TWireError): Error {
  if (e.code === undefined) return new Error(`render worker: ${e.message}`);
  const { vi, en } = e;
  return new DomainError(e.code, {
    message: e.customMessage,
    data: e.data,
    localize: vi !== undefined && en !== undefined ? (lang) => (lang === 'vi' ? vi : en) : undefined,
  });
}

type TRows = Iterable<readonly TCellValue[]> | AsyncIterable<readonly TCellValue[]>;

/** One job in flight: what the worker posted and the request has not taken yet. */
class Run {
  readonly chunks: Uint8Array[] = [];
  error: Error | null = null;
  ended = false;
  wake: (() => void) | null = null;
  private readonly iterators = new Map<number, Iterator<readonly TCellValue[]> | AsyncIterator<readonly TCellValue[]>>();

  constructor(
    readonly id: number,
    readonly slot: TSlot,
    readonly rows: TRows[],
  ) {}

  notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }

  fail(e: Error): void {
    if (this.ended || this.error) return;
    this.error = e;
    this.notify();
  }

  /** The next rows of a sheet for the worker, read from the request's (database) iterable. */
  async sendRows(sheet: number): Promise<void> {
    try {
      let it = this.iterators.get(sheet);
      if (!it) {
        const src = this.rows[sheet];
        if (!src) throw new Error(`no rows for sheet ${sheet}`);
        it = Symbol.asyncIterator in src ? src[Symbol.asyncIterator]() : src[Symbol.iterator]();
        this.iterators.set(sheet, it);
      }
      const rows: Array<readonly TCellValue[]> = [];
      let done = false;
      while (rows.length < ROW_BATCH) {
        const n = await it.next();
        if (n.done) {
          done = true;
          break;
        }
        rows.push(n.value);
      }
      if (this.error || this.ended) return;
      this.slot.worker.postMessage({ t: 'rows', id: this.id, sheet, rows, done } satisfies TToWorker);
    } catch (e) {
      // the rows could not be read (the database failed): the worker stops, the request answers the error
      this.slot.worker.postMessage({ t: 'cancel', id: this.id } satisfies TToWorker);
      this.fail(e instanceof Error ? e : new Error(String(e)));
    }
  }

  async closeRows(): Promise<void> {
    for (const it of this.iterators.values()) await it.return?.();
  }
}

interface TSlot {
  worker: Worker;
  runs: Map<number, Run>;
  /** resolved when the worker has loaded its fonts and warmed up (or is gone) */
  ready: Promise<void>;
}

export class RenderPool {
  private readonly slots: TSlot[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number) {}

  /** Starts every worker now (each loads its fonts and warms up in the background). */
  start(): void {
    while (!this.closed && this.slots.length < this.size) this.slots.push(this.spawn());
  }

  private spawn(): TSlot {
    const worker = new Worker(workerScript(), { name: 'render' });
    let warm = () => {};
    const slot: TSlot = { worker, runs: new Map(), ready: new Promise<void>((resolve) => (warm = resolve)) };
    worker.unref();
    worker.on('message', (m: TFromWorker) => {
      if (m.t === 'ready') return warm();
      const run = slot.runs.get(m.id);
      if (!run) return;
      if (m.t === 'chunk') {
        run.chunks.push(m.data);
        run.notify();
      } else if (m.t === 'rows?') void run.sendRows(m.sheet);
      else if (m.t === 'end') {
        run.ended = true;
        run.notify();
      } else if (m.t === 'error') run.fail(fromWire(m.error));
    });
    const lost = (e: Error) => {
      warm();
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      for (const run of slot.runs.values()) run.fail(e);
      slot.runs.clear();
      // replaced by the next job's start(), not here: a worker that cannot start must not respawn in a loop
    };
    worker.on('error', (e) => lost(e));
    worker.on('exit', (code) => lost(new Error(`render worker stopped (exit ${code})`)));
    return slot;
  }

  /**
   * Runs a job on a worker and answers the file's chunks as they come. A workbook's rows are read from `rows`
   * (one iterable per sheet) as the worker asks. Throws what failed in the worker (a DomainError keeps its code).
   * Stopping early (the client left) cancels the job.
   */
  /** Resolves when every worker has started, loaded its fonts and warmed up. */
  async ready(): Promise<void> {
    this.start();
    await Promise.all(this.slots.map((s) => s.ready));
  }

  async *run(job: TRenderJob, rows: TRows[] = []): AsyncGenerator<Uint8Array> {
    if (this.closed) throw new Error('render pool closed');
    this.start();
    const slot = this.slots.reduce((a, b) => (b.runs.size < a.runs.size ? b : a));
    const run = new Run(this.nextId++, slot, rows);
    slot.runs.set(run.id, run);
    // a worker with work keeps the process alive; an idle one does not
    slot.worker.ref();
    try {
      slot.worker.postMessage({ t: 'job', id: run.id, job } satisfies TToWorker);
      for (;;) {
        const chunk = run.chunks.shift();
        if (chunk) {
          slot.worker.postMessage({ t: 'ack', id: run.id } satisfies TToWorker);
          yield chunk;
          continue;
        }
        if (run.error) throw run.error;
        if (run.ended) return;
        await new Promise<void>((resolve) => (run.wake = resolve));
      }
    } finally {
      if (!run.ended && !run.error) slot.worker.postMessage({ t: 'cancel', id: run.id } satisfies TToWorker);
      slot.runs.delete(run.id);
      if (slot.runs.size === 0) slot.worker.unref();
      await run.closeRows();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}

let shared: RenderPool | null = null;

/** The process's render pool (RENDER_WORKERS workers), created on first use. */
export function renderPool(): RenderPool {
  shared ??= new RenderPool(renderWorkerCount());
  return shared;
}

/** Starts the process's render workers: called once the server listens, so fonts are loaded before the first print. */
export function startRenderPool(): RenderPool {
  const pool = renderPool();
  pool.start();
  return pool;
}

// Load on one HTTP target with autocannon, and a call measured against its floor in alternating slices.
import autocannon from 'autocannon';

export interface TLoad {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** requests that differ from each other: autocannon calls setupRequest before each (lib/autocannon.d.ts) */
  requests?: TVariedRequest[];
}

/** One request of a load whose requests differ: setupRequest answers the request to send (path, headers, body). */
export interface TVariedRequest {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: TVariedRequest) => TVariedRequest;
  onResponse?: (status: number, body: string) => void;
}

export interface TMeasured {
  /** requests per second, over the whole measured time */
  rps: number;
  p50: number;
  p99: number;
  /** requests measured */
  total: number;
}

const CONNECTIONS = 50;

async function slice(load: TLoad, seconds: number, connections: number) {
  const r = await autocannon({ ...load, connections, timeout: 10, duration: seconds });
  if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) throw new Error(`${load.url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx of ${r.requests.total}`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

/** One target: a warm-up, then `seconds` of load. An error, a timeout or an answer other than 2xx fails the bench. */
export async function measureLoad(load: TLoad, opts: { connections?: number; warmup?: number; seconds?: number } = {}): Promise<TMeasured> {
  const connections = opts.connections ?? CONNECTIONS;
  await slice(load, opts.warmup ?? 1, connections);
  return slice(load, opts.seconds ?? 5, connections);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * A call against its floor on a machine whose speed drifts: a shared host's CPU was seen to lose two thirds of its
 * speed for minutes, and a floor measured once at the start then compares the call with another machine. Here the
 * two run in alternating slices (floor, call, floor, call...), each after a warm-up, so every slice of the call has
 * a slice of the floor beside it. The share is the call's requests over the floor's across all slices; a latency is
 * the median of the slices' (each slice's p99 is over about a second of answers).
 */
export async function measureAgainstFloor(
  call: TLoad,
  floor: TLoad,
  opts: { connections?: number; slices?: number; sliceSeconds?: number } = {},
): Promise<{ call: TMeasured; floor: TMeasured; share: number }> {
  const connections = opts.connections ?? CONNECTIONS;
  const n = opts.slices ?? 5;
  const seconds = opts.sliceSeconds ?? 1;
  await slice(floor, 1, connections);
  await slice(call, 1, connections);
  const floors: Awaited<ReturnType<typeof slice>>[] = [];
  const calls: Awaited<ReturnType<typeof slice>>[] = [];
  for (let i = 0; i < n; i++) {
    floors.push(await slice(floor, seconds, connections));
    calls.push(await slice(call, seconds, connections));
  }
  const sum = (xs: Array<{ total: number }>) => xs.reduce((s, x) => s + x.total, 0);
  const summary = (xs: typeof calls): TMeasured => ({
    rps: sum(xs) / (n * seconds),
    p50: median(xs.map((x) => x.p50)),
    p99: median(xs.map((x) => x.p99)),
    total: sum(xs),
  });
  return { call: summary(calls), floor: summary(floors), share: (sum(calls) / sum(floors)) * 100 };
}

/**
 * A call against several floors in alternating slices (floor 1, call, floor 2, call, ... for `rounds` rounds), each
 * after a warm-up: as measureAgainstFloor, with one share per floor. The call's figures are over all its slices.
 */
export async function measureAgainstFloors(
  call: TLoad,
  floors: TLoad[],
  opts: { connections?: number; floorConnections?: number; rounds?: number; sliceSeconds?: number } = {},
): Promise<{ call: TMeasured; floors: TMeasured[]; shares: number[] }> {
  const connections = opts.connections ?? CONNECTIONS;
  const floorConnections = opts.floorConnections ?? connections;
  const rounds = opts.rounds ?? 2;
  const seconds = opts.sliceSeconds ?? 1;
  for (const f of floors) await slice(f, 1, floorConnections);
  await slice(call, 1, connections);
  const floorSlices: Array<Awaited<ReturnType<typeof slice>>[]> = floors.map(() => []);
  const calls: Awaited<ReturnType<typeof slice>>[] = [];
  for (let i = 0; i < rounds; i++) {
    for (let f = 0; f < floors.length; f++) {
      floorSlices[f]!.push(await slice(floors[f]!, seconds, floorConnections));
      calls.push(await slice(call, seconds, connections));
    }
  }
  const sum = (xs: Array<{ total: number }>) => xs.reduce((s, x) => s + x.total, 0);
  // a slice that saw no answer end has no latencies: its answers took at least the slice, which is what it counts
  const atLeast = (x: Awaited<ReturnType<typeof slice>>, v: number) => (x.total === 0 ? seconds * 1000 : v);
  const summary = (xs: typeof calls): TMeasured => ({
    rps: sum(xs) / (xs.length * seconds),
    p50: median(xs.map((x) => atLeast(x, x.p50))),
    p99: median(xs.map((x) => atLeast(x, x.p99))),
    total: sum(xs),
  });
  const callSummary = summary(calls);
  const floorSummaries = floorSlices.map(summary);
  // a share compares rates: the call's over all its slices against each floor's
  return { call: callSummary, floors: floorSummaries, shares: floorSummaries.map((f) => (callSummary.rps / f.rps) * 100) };
}

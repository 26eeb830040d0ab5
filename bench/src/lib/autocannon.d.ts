// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface TOptions {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** each request in turn; setupRequest may change a request before it is sent (its own path, headers, body) */
    requests?: TRequest[];
  }
  interface TRequest {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: TRequest) => TRequest;
    /** called with each answer's status and body */
    onResponse?: (status: number, body: string) => void;
  }
  interface THistogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface TResult {
    requests: THistogram;
    latency: THistogram;
    throughput: THistogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }
  function autocannon(opts: TOptions): Promise<TResult>;
  export = autocannon;
}

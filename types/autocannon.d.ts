// The part of autocannon's programmatic API the benches use (the package ships no types).
declare module 'autocannon' {
  /** One request of a sequence each connection sends in turn. */
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface SequenceRequest extends RequestParams {
    /** Changes the request just before it is sent (a different path each time…). */
    setupRequest?: (request: RequestParams & { path: string }, context: Record<string, unknown>) => RequestParams & { path: string };
    /** Sees the answer (to carry a value into the next request through `context`). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    requests?: SequenceRequest[];
    /** Sent with every request. */
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
  /** Per-second request counts or per-request latencies (milliseconds). */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

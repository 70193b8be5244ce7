/* The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p90: number; p99: number }
  export interface RawRequest { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  export interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    timeout?: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}

// The part of autocannon's programmatic API the benchmark uses (the package ships no types and
// @types/autocannon is not installed).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: { headers: Record<string, string> }) => unknown;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      requests?: Request[];
    }
    interface Result {
      '2xx': number;
      non2xx: number;
      errors: number;
      timeouts: number;
      duration: number;
      latency: { p50: number; p99: number };
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}

// One autocannon run in a process of its own (issue 26), so that the load generator's CPU is its own and can
// be read: a generator near one full core is the limit of the round, not the server it loads.
//   node load-generator.ts '<LoadJob as JSON>'
// Warms up first, then measures; prints one JSON line, a `GeneratorSample`, on stdout.
import autocannon from 'autocannon';
import { machineBusySeconds, processTreeSeconds } from './cpu-time.ts';

/** What to send: one request, with a fresh `Idempotency-Key` on every one when `uniqueKey` is set. */
export interface LoadJob {
  url: string;
  /** The server's pid: its CPU (and its children's) is told apart from other processes'. */
  serverPid: number;
  connections: number;
  seconds: number;
  /** Seconds of the same load first, not measured: it warms the server and this process's own JIT. */
  warmupSeconds: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  uniqueKey?: boolean;
}

/** What one run measured, with the generator's own CPU over the run. */
export interface GeneratorSample {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the generator's process spent during the run, over its wall time: 1 = one core. */
  generatorCpu: number;
  /** The server's CPU over the run (its process tree), in cores. */
  serverCpu: number;
  /** CPU the rest of the machine used over the run (busy time less the server's and the generator's), in cores. */
  otherCpu: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const requests = [
  {
    method: job.method,
    path: job.path,
    headers: job.headers,
    ...(job.body === undefined ? {} : { body: job.body }),
    ...(job.uniqueKey
      ? {
          // Every request its own key (the mock wants a UUID): each one creates a budget, none is a replay.
          setupRequest: (request: { headers: Record<string, string> }) => {
            request.headers = { ...request.headers, 'idempotency-key': crypto.randomUUID() };
            return request;
          },
        }
      : {}),
  },
];
const options = { url: job.url, connections: job.connections, requests };
if (job.warmupSeconds > 0) await autocannon({ ...options, duration: job.warmupSeconds });
const busyBefore = machineBusySeconds();
const serverBefore = processTreeSeconds(job.serverPid);
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
const result = await autocannon({ ...options, duration: job.seconds });
const cpu = process.cpuUsage(cpuBefore);
const wallMs = performance.now() - wallBefore;
const serverSeconds = processTreeSeconds(job.serverPid) - serverBefore;
const busySeconds = machineBusySeconds() - busyBefore;
const generatorSeconds = (cpu.user + cpu.system) / 1e6;
const sample: GeneratorSample = {
  rps: result['2xx'] / (result.duration > 0 ? result.duration : job.seconds),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  generatorCpu: (generatorSeconds * 1_000) / wallMs,
  serverCpu: (serverSeconds * 1_000) / wallMs,
  // Ticks are 10 ms: a few of them either way are not other work.
  otherCpu: Math.max(0, ((busySeconds - serverSeconds - generatorSeconds) * 1_000) / wallMs),
};
process.stdout.write(`${JSON.stringify(sample)}\n`);

import { join } from 'node:path';
import { styleBCard } from '@card-issuance/mock-server/testing';
import autocannon from 'autocannon';
import {
  type RunningServer,
  rssBytes,
  type ServerSpec,
  startServer,
  stopServer,
  timeToFirst200,
} from './servers.ts';

export const SERVERS = ['ours', 'prism', 'hono'] as const;
export type ServerName = (typeof SERVERS)[number];
export const SCENARIOS = ['get-card', 'card-list', 'post-budget'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SERVER_LABELS: Record<ServerName, string> = {
  ours: 'our CLI mock',
  prism: 'Prism 5 (`prism mock`)',
  hono: 'minimal Hono',
};
export const SCENARIO_LABELS: Record<Scenario, string> = {
  'get-card': 'GET a card (`GET /v1/cards/{cardId}?accountId=`)',
  'card-list': 'GET card-list (`GET /v1/card-list?accountId=`)',
  'post-budget': 'POST a budget, unique `Idempotency-Key`s',
};

export interface LoadSample {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface HttpResults {
  connections: number;
  seconds: number;
  rounds: number;
  /** samples[scenario][server]: one per round, rounds in the same order for every server. */
  samples: Record<Scenario, Record<ServerName, LoadSample[]>>;
  /** RSS of each server after each scenario's load (bytes), and after all of it. */
  rssAfter: Record<Scenario, Record<ServerName, number>>;
  rssFinal: Record<ServerName, number>;
  /** Milliseconds from spawn to the first 200, one per attempt. */
  startMs: Record<ServerName, number[]>;
}

const bench = join(import.meta.dirname, '..');
const root = join(bench, '..');
const node = process.execPath;
// A placeholder for servers that take any token (Prism checks only that the header is there).
const ANY_TOKEN = 'bench-token';

function specs(seed: { accountId: string; cardId: string }): Record<ServerName, ServerSpec> {
  return {
    ours: {
      name: 'ours',
      command: node,
      args: (port) => [join(root, 'packages/mock-server/dist/cli.js'), '--port', String(port), '--json'],
      probePath: '/_mock/config',
    },
    prism: {
      name: 'prism',
      command: node,
      args: (port) => [
        join(bench, 'node_modules/@stoplight/prism-cli/dist/index.js'),
        'mock',
        '--port',
        String(port),
        join(root, 'specs/style-b.openapi.yaml'),
      ],
      probePath: `/v1/card-list?accountId=${seed.accountId}`,
      probeHeaders: { 'x-access-token': ANY_TOKEN },
    },
    hono: {
      name: 'hono',
      command: node,
      args: (port) => [
        join(bench, 'minimal-hono-server.ts'),
        '--port',
        String(port),
        '--account-id',
        seed.accountId,
        '--card-id',
        seed.cardId,
      ],
      probePath: `/style-b/v1/card-list?accountId=${seed.accountId}`,
      probeHeaders: { 'x-access-token': ANY_TOKEN },
    },
  };
}

interface Target {
  server: RunningServer;
  prefix: string;
  token: string;
}

function requestOf(target: Target, scenario: Scenario, seed: { accountId: string; cardId: string }) {
  const headers = { 'x-access-token': target.token };
  if (scenario === 'get-card')
    return {
      method: 'GET',
      path: `${target.prefix}/v1/cards/${seed.cardId}?accountId=${seed.accountId}`,
      headers,
    };
  if (scenario === 'card-list')
    return { method: 'GET', path: `${target.prefix}/v1/card-list?accountId=${seed.accountId}`, headers };
  return {
    method: 'POST',
    path: `${target.prefix}/v1/budgets`,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ accountId: seed.accountId, name: 'Bench' }),
    // Every request its own key (the mock wants a UUID): each one creates a budget, none is a replay.
    setupRequest: (request: { headers: Record<string, string> }) => {
      request.headers = { ...request.headers, 'idempotency-key': crypto.randomUUID() };
      return request;
    },
  };
}

/** One call checked by hand before the load: a 200 with Style B's success code, or the run stops. */
async function check(target: Target, scenario: Scenario, seed: { accountId: string; cardId: string }) {
  const { method, path, headers, body } = requestOf(target, scenario, seed) as {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  };
  const extra = scenario === 'post-budget' ? { 'idempotency-key': crypto.randomUUID() } : {};
  const response = await fetch(`${target.server.origin}${path}`, {
    method,
    headers: { ...headers, ...extra },
    ...(body ? { body } : {}),
  });
  const text = await response.text();
  if (response.status !== 200 || (JSON.parse(text) as { code?: string }).code !== '000000')
    throw new Error(`${target.server.name} ${scenario}: ${response.status} ${text.slice(0, 300)}`);
}

async function load(
  target: Target,
  scenario: Scenario,
  seed: { accountId: string; cardId: string },
  connections: number,
  seconds: number,
): Promise<LoadSample> {
  const result = await autocannon({
    url: target.server.origin,
    connections,
    duration: seconds,
    requests: [requestOf(target, scenario, seed)],
  });
  return {
    rps: result['2xx'] / (result.duration > 0 ? result.duration : seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The HTTP comparison: our CLI mock, Prism 5 on the Style B spec and the minimal Hono handler, each its own
 * process on 127.0.0.1, loaded in turn by autocannon (rounds interleave the servers, so a burst of other
 * work on a shared machine falls on all of them), RSS read after each scenario, then start to first 200.
 *
 * @example
 * const results = await runHttp({ rounds: 5, seconds: 5, warmupSeconds: 2, connections: 50, starts: 5 });
 */
export async function runHttp(options: {
  rounds: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  starts: number;
  log: (line: string) => void;
}): Promise<HttpResults> {
  const { rounds, seconds, warmupSeconds, connections, log } = options;
  const running: RunningServer[] = [];
  try {
    const ours = await startServer(specs({ accountId: '', cardId: '' }).ours, true);
    running.push(ours);
    // The control API answers in an envelope: { data: config }.
    const { data: config } = (await (await fetch(`${ours.origin}/_mock/config`)).json()) as {
      data: Parameters<typeof styleBCard>[0]['config'];
    };
    const fixture = await styleBCard({ fetch: (input, init) => fetch(input, init), config });
    const seed = { accountId: fixture.accountId, cardId: fixture.cardId };
    log(`  seeded our mock: account ${seed.accountId}, card ${seed.cardId}`);
    const all = specs(seed);
    const prism = await startServer(all.prism);
    running.push(prism);
    const hono = await startServer(all.hono, true);
    running.push(hono);
    const targets: Record<ServerName, Target> = {
      ours: { server: ours, prefix: new URL(config.styleB.baseUrl).pathname, token: fixture.token },
      prism: { server: prism, prefix: '', token: ANY_TOKEN },
      hono: { server: hono, prefix: '/style-b', token: ANY_TOKEN },
    };
    const samples = {} as HttpResults['samples'];
    const rssAfter = {} as HttpResults['rssAfter'];
    for (const scenario of SCENARIOS) {
      samples[scenario] = { ours: [], prism: [], hono: [] };
      for (const name of SERVERS) {
        await check(targets[name], scenario, seed);
        if (warmupSeconds > 0) await load(targets[name], scenario, seed, connections, warmupSeconds);
      }
      for (let round = 1; round <= rounds; round += 1) {
        for (const name of SERVERS) {
          const sample = await load(targets[name], scenario, seed, connections, seconds);
          samples[scenario][name].push(sample);
          log(
            `  ${scenario} round ${round} ${name}: ${Math.round(sample.rps)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms${
              sample.non2xx + sample.errors > 0 ? `, ${sample.non2xx} non-2xx, ${sample.errors} errors` : ''
            }`,
          );
        }
      }
      rssAfter[scenario] = {
        ours: rssBytes(ours.pid),
        prism: rssBytes(prism.pid),
        hono: rssBytes(hono.pid),
      };
    }
    const rssFinal = { ours: rssBytes(ours.pid), prism: rssBytes(prism.pid), hono: rssBytes(hono.pid) };
    for (const server of running.splice(0)) await stopServer(server);
    // Start to first 200, after the load servers are gone; attempts interleave the servers too.
    const startMs: HttpResults['startMs'] = { ours: [], prism: [], hono: [] };
    for (let attempt = 1; attempt <= options.starts; attempt += 1) {
      for (const name of SERVERS) {
        const ms = await timeToFirst200(all[name]);
        startMs[name].push(ms);
        log(`  start to first 200, attempt ${attempt} ${name}: ${Math.round(ms)} ms`);
      }
    }
    return { connections, seconds, rounds, samples, rssAfter, rssFinal, startMs };
  } finally {
    for (const server of running) await stopServer(server);
  }
}

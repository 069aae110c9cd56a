import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { styleBCard } from '@card-issuance/mock-server/testing';
import { machineBusySeconds, selfAndExitedChildrenSeconds } from './cpu-time.ts';
import type { GeneratorSample, LoadJob } from './load-generator.ts';
import { judgeRound, judgeStartAttempt, type RoundVerdict } from './round-validity.ts';
import {
  type RunningServer,
  rssBytes,
  runToEnd,
  type ServerSpec,
  startServer,
  stopServer,
  timeToFirst200,
} from './servers.ts';

export const SERVERS = [
  'ours',
  'prism',
  'mockoon',
  'wiremock',
  'json-server',
  'hono',
  'floor',
  'on-node-server',
  'on-srvx',
] as const;
export type ServerName = (typeof SERVERS)[number];
/** The adapter pair: the same `createMock().fetch` behind each Node adapter (`mock-adapter-server.ts`). */
export const ADAPTERS = ['on-node-server', 'on-srvx'] as const satisfies readonly ServerName[];
/** The peers a user could pick instead of ours: GET is to make at least 2x each one's req/s. */
export const PEERS = ['prism', 'mockoon', 'wiremock', 'json-server'] as const satisfies readonly ServerName[];
/** The servers that run on Node: the slowest of them is what the floor must beat by 2x (round-validity.ts). */
export const NODE_SERVERS: readonly ServerName[] = [
  'ours',
  'prism',
  'mockoon',
  'json-server',
  'hono',
  'floor',
];
export const SCENARIOS = ['get-card', 'post-budget'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SERVER_LABELS: Record<ServerName, string> = {
  ours: 'our CLI mock',
  prism: 'Prism 5.16 (`prism mock`, static examples)',
  mockoon: 'Mockoon CLI 9.9 (the same spec imported)',
  wiremock: 'WireMock 3.13 (two static stubs)',
  'json-server': 'json-server 0.17 (stateful, file-backed)',
  hono: 'minimal Hono on @hono/node-server',
  floor: 'bare `node:http`, a Map and `JSON.stringify`',
  'on-node-server': '`createMock().fetch` on @hono/node-server',
  'on-srvx': '`createMock().fetch` on srvx',
};
export const SCENARIO_LABELS: Record<Scenario, string> = {
  'get-card': 'GET a card (`GET /v1/cards/{cardId}?accountId=`)',
  'post-budget': 'POST a budget, unique `Idempotency-Key`s',
};

export type LoadSample = GeneratorSample;

export interface HttpResults {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  /** Servers left out of this run, with the reason printed (WireMock without Java). */
  skipped: Partial<Record<ServerName, string>>;
  /** samples[scenario][server]: one per round, in round order; empty for a skipped server. */
  samples: Record<Scenario, Record<ServerName, LoadSample[]>>;
  /** verdicts[scenario][round]: whether the round tells anything (round-validity.ts). */
  verdicts: Record<Scenario, RoundVerdict[]>;
  /** RSS of each server after each scenario's load (bytes), and after all of it. */
  rssAfter: Record<Scenario, Partial<Record<ServerName, number>>>;
  rssFinal: Partial<Record<ServerName, number>>;
  /** Milliseconds from spawn to the first 200, one per attempt (attempts interleave the servers). */
  startMs: Record<ServerName, number[]>;
  /** startVerdicts[attempt]: whether other processes left the machine to the starting servers. */
  startVerdicts: RoundVerdict[];
  /** Heap retained per idempotent POST after full collections, in-process (`retained-per-post.ts`), bytes. */
  retained?: { ours: number; hono: number };
}

const bench = join(import.meta.dirname, '..');
const root = join(bench, '..');
const node = process.execPath;
const modules = join(bench, 'node_modules');
// A placeholder for servers that take any token (they check only that the header is there, or not at all).
const ANY_TOKEN = 'bench-token';

interface Seed {
  accountId: string;
  cardId: string;
}

/** What a server answers for the two requests, where it answers canned JSON (WireMock, json-server). */
function cannedCard(seed: Seed) {
  return {
    cardId: seed.cardId,
    cardNumber: '4455661035248210',
    expiryMonth: '09',
    expiryYear: '2029',
    cvv: '123',
  };
}

function cannedBudget(seed: Seed) {
  return {
    budgetId: 'bud_00000000-0000-4000-8000-000000000000',
    accountId: seed.accountId,
    name: 'Bench',
    currency: 'USD',
    balance: { available: '0.00', locked: '0.00', total: '0.00' },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** Files the peers read at start: WireMock's two stubs, json-server's database and its `/style-b/v1` route. */
function writePeerFiles(dir: string, seed: Seed) {
  const mappings = join(dir, 'wiremock', 'mappings');
  mkdirSync(mappings, { recursive: true });
  const stub = (method: string, urlPath: string, data: unknown) => ({
    request: { method, urlPath },
    response: {
      status: 200,
      headers: { 'content-type': 'application/json' },
      jsonBody: { code: '000000', message: 'success', data },
    },
  });
  writeFileSync(
    join(mappings, 'get-card.json'),
    JSON.stringify(
      stub('GET', `/style-b/v1/cards/${seed.cardId}`, { ...cannedCard(seed), status: 'ACTIVE' }),
    ),
  );
  writeFileSync(
    join(mappings, 'post-budget.json'),
    JSON.stringify(stub('POST', '/style-b/v1/budgets', cannedBudget(seed))),
  );
  writeFileSync(join(dir, 'json-server-routes.json'), JSON.stringify({ '/style-b/v1/*': '/$1' }));
  const db = JSON.stringify({
    cards: [{ id: seed.cardId, accountId: seed.accountId, ...cannedCard(seed) }],
    budgets: [],
  });
  return { wiremockRoot: join(dir, 'wiremock'), db, dbPath: join(dir, 'json-server-db.json') };
}

/** Why WireMock cannot run here, or undefined when `java` answers. */
function whyNoJava(): string | undefined {
  const run = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (run.error) return `\`java\` is not on PATH (${(run.error as NodeJS.ErrnoException).code})`;
  if (run.status !== 0) return `\`java -version\` exited with ${run.status}`;
  return undefined;
}

function specs(seed: Seed, dir: string): Record<ServerName, ServerSpec> {
  const cardPath = `/style-b/v1/cards/${seed.cardId}?accountId=${seed.accountId}`;
  const probeHeaders = { 'x-access-token': ANY_TOKEN };
  const peers = writePeerFiles(dir, seed);
  const minimal = (entry: string, name: ServerName): ServerSpec => ({
    name,
    command: node,
    args: (port) => [
      join(bench, entry),
      '--port',
      String(port),
      '--account-id',
      seed.accountId,
      '--card-id',
      seed.cardId,
    ],
    probePath: cardPath,
    probeHeaders,
  });
  // A mock of its own, seeded through its API like ours once it listens (`seedThroughApi`).
  const adapter = (which: string, name: ServerName): ServerSpec => ({
    name,
    command: node,
    args: (port) => [join(bench, 'mock-adapter-server.ts'), '--adapter', which, '--port', String(port)],
    probePath: '/_mock/config',
  });
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
        join(modules, '@stoplight/prism-cli/dist/index.js'),
        'mock',
        '--port',
        String(port),
        join(root, 'specs/style-b.openapi.yaml'),
      ],
      probePath: `/v1/cards/${seed.cardId}?accountId=${seed.accountId}`,
      probeHeaders,
    },
    mockoon: {
      name: 'mockoon',
      command: node,
      args: (port) => [
        join(modules, '@mockoon/cli/bin/run.js'),
        'start',
        '--data',
        join(root, 'specs/style-b.openapi.yaml'),
        '--port',
        String(port),
        '--hostname',
        '127.0.0.1',
        '--disable-log-to-file',
        '--disable-admin-api',
      ],
      probePath: cardPath,
      probeHeaders,
    },
    wiremock: {
      name: 'wiremock',
      command: 'java',
      args: (port) => [
        '-jar',
        join(modules, 'wiremock/build/wiremock-standalone-3.13.2.jar'),
        '--port',
        String(port),
        '--bind-address',
        '127.0.0.1',
        '--root-dir',
        peers.wiremockRoot,
        '--disable-banner',
      ],
      probePath: cardPath,
      probeHeaders,
    },
    'json-server': {
      name: 'json-server',
      command: node,
      args: (port) => {
        // Every start begins from the same database: json-server writes each POST's budget into the file.
        writeFileSync(peers.dbPath, peers.db);
        return [
          join(modules, 'json-server/lib/cli/bin.js'),
          peers.dbPath,
          '--port',
          String(port),
          '--host',
          '127.0.0.1',
          '--routes',
          join(dir, 'json-server-routes.json'),
          '--quiet',
        ];
      },
      probePath: cardPath,
      probeHeaders,
    },
    hono: minimal('minimal-hono-server.ts', 'hono'),
    floor: minimal('minimal-node-server.ts', 'floor'),
    'on-node-server': adapter('node-server', 'on-node-server'),
    'on-srvx': adapter('srvx', 'on-srvx'),
  };
}

interface Target {
  server: RunningServer;
  /** The account and card its requests name: ours and the adapter pair each seeded their own. */
  seed: Seed;
  prefix: string;
  token: string;
  /** Whether it answers in Style B's envelope with code `000000` (json-server and Mockoon's generated bodies do not). */
  envelope: boolean;
}

function requestOf(target: Target, scenario: Scenario) {
  const { seed } = target;
  const headers = { 'x-access-token': target.token };
  if (scenario === 'get-card')
    return {
      method: 'GET',
      path: `${target.prefix}/v1/cards/${seed.cardId}?accountId=${seed.accountId}`,
      headers,
    };
  return {
    method: 'POST',
    path: `${target.prefix}/v1/budgets`,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ accountId: seed.accountId, name: 'Bench' }),
    uniqueKey: true,
  };
}

/** One call checked by hand before the load: a 2xx (with Style B's success code where it has one), or the run stops. */
async function check(target: Target, scenario: Scenario) {
  const { method, path, headers, body } = requestOf(target, scenario) as {
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
  if (!response.ok || (target.envelope && (JSON.parse(text) as { code?: string }).code !== '000000'))
    throw new Error(`${target.server.name} ${scenario}: ${response.status} ${text.slice(0, 300)}`);
}

/** A warm-up then the measured load, by autocannon in a process of its own (load-generator.ts). */
async function load(target: Target, scenario: Scenario, options: LoadOptions): Promise<LoadSample> {
  const job: LoadJob = {
    url: target.server.origin,
    serverPid: target.server.pid,
    connections: options.connections,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    ...requestOf(target, scenario),
  };
  const out = await runToEnd(node, [join(import.meta.dirname, 'load-generator.ts'), JSON.stringify(job)]);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadSample;
}

/** One account with one card in a mock of ours, made through its own API (the control API's config, then Style B). */
async function seedThroughApi(server: RunningServer): Promise<Target> {
  // The control API answers in an envelope: { data: config }.
  const { data: config } = (await (await fetch(`${server.origin}/_mock/config`)).json()) as {
    data: Parameters<typeof styleBCard>[0]['config'];
  };
  const fixture = await styleBCard({ fetch: (input, init) => fetch(input, init), config });
  return {
    server,
    seed: { accountId: fixture.accountId, cardId: fixture.cardId },
    prefix: new URL(config.styleB.baseUrl).pathname,
    token: fixture.token,
    envelope: true,
  };
}

/** `retained-per-post.ts` in a process of its own, its heap holding nothing else. */
async function retainedPerPost(counts: {
  warm: number;
  posts: number;
}): Promise<{ ours: number; hono: number }> {
  const out = await runToEnd(node, [
    '--expose-gc',
    join(import.meta.dirname, 'retained-per-post.ts'),
    '--warm',
    String(counts.warm),
    '--posts',
    String(counts.posts),
  ]);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { ours: number; hono: number };
}

/** Start to first 200 of every server, `starts` attempts, each attempt judged by the other processes' CPU. */
async function timeStarts(
  active: readonly ServerName[],
  all: Record<ServerName, ServerSpec>,
  starts: number,
  log: (line: string) => void,
): Promise<Pick<HttpResults, 'startMs' | 'startVerdicts'>> {
  const startMs = Object.fromEntries(SERVERS.map((name) => [name, [] as number[]])) as Record<
    ServerName,
    number[]
  >;
  const startVerdicts: RoundVerdict[] = [];
  for (let attempt = 1; attempt <= starts; attempt += 1) {
    const otherCpu: Record<string, number> = {};
    for (const name of active) {
      // Other processes' CPU over the start: the machine's busy time less ours and the (exited) server's.
      const busyBefore = machineBusySeconds();
      const oursBefore = selfAndExitedChildrenSeconds();
      const wallBefore = performance.now();
      const ms = await timeToFirst200(all[name]);
      const wall = (performance.now() - wallBefore) / 1_000;
      const others = machineBusySeconds() - busyBefore - (selfAndExitedChildrenSeconds() - oursBefore);
      otherCpu[name] = Math.max(0, others / wall);
      startMs[name].push(ms);
      log(
        `  start to first 200, attempt ${attempt} ${name}: ${Math.round(ms)} ms, other processes ${(otherCpu[name] as number).toFixed(2)}`,
      );
    }
    const verdict = judgeStartAttempt(otherCpu);
    startVerdicts.push(verdict);
    log(`  start attempt ${attempt}: ${verdict.valid ? 'valid' : `INVALID: ${verdict.reasons.join('; ')}`}`);
  }
  return { startMs, startVerdicts };
}

interface LoadOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

/**
 * The HTTP comparison (issue 26): our CLI mock beside the peers a user could pick instead (Prism, Mockoon
 * CLI, WireMock, json-server), the minimal Hono server and the floor (bare `node:http`), each its own process
 * on 127.0.0.1. In each round every server in turn gets a warm-up then its measured seconds from a fresh
 * autocannon process whose CPU is read; each round is judged (round-validity.ts). RSS is read after each
 * scenario, then start to first 200 is timed.
 *
 * @example
 * const results = await runHttp({ rounds: 5, seconds: 5, warmupSeconds: 2, connections: 50, starts: 5, log });
 */
export async function runHttp(options: {
  rounds: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  starts: number;
  /** POSTs before and during the retained-heap measurement (`retained-per-post.ts`). */
  retainedPosts?: { warm: number; posts: number };
  log: (line: string) => void;
}): Promise<HttpResults> {
  const { rounds, seconds, warmupSeconds, connections, log } = options;
  const dir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const running: RunningServer[] = [];
  const skipped: HttpResults['skipped'] = {};
  const noJava = whyNoJava();
  if (noJava) {
    skipped.wiremock = noJava;
    log(`  WireMock skipped: ${noJava}`);
  }
  const active = SERVERS.filter((name) => skipped[name] === undefined);
  const perServer = <T>(make: () => T) =>
    Object.fromEntries(SERVERS.map((name) => [name, make()])) as Record<ServerName, T>;
  try {
    const ours = await startServer(specs({ accountId: '', cardId: '' }, dir).ours, true);
    running.push(ours);
    const targets = { ours: await seedThroughApi(ours) } as Record<ServerName, Target>;
    const { seed } = targets.ours;
    log(`  seeded our mock: account ${seed.accountId}, card ${seed.cardId}`);
    const all = specs(seed, dir);
    for (const name of active) {
      if (name === 'ours') continue;
      // The minimal servers and the adapter pair print their origin (`--port 0`); the peers get a free port up front.
      const jsonLine = name === 'hono' || name === 'floor' || (ADAPTERS as readonly string[]).includes(name);
      const server = await startServer(all[name], jsonLine);
      running.push(server);
      targets[name] = (ADAPTERS as readonly string[]).includes(name)
        ? await seedThroughApi(server)
        : {
            server,
            seed,
            prefix: name === 'prism' ? '' : '/style-b',
            token: ANY_TOKEN,
            envelope: name !== 'mockoon' && name !== 'json-server',
          };
      log(`  started ${name} (pid ${server.pid})`);
    }
    const samples = {} as HttpResults['samples'];
    const verdicts = {} as HttpResults['verdicts'];
    const rssAfter = {} as HttpResults['rssAfter'];
    const rss = () => Object.fromEntries(active.map((name) => [name, rssBytes(targets[name].server.pid)]));
    for (const scenario of SCENARIOS) {
      samples[scenario] = perServer(() => []);
      verdicts[scenario] = [];
      for (const name of active) await check(targets[name], scenario);
      for (let round = 1; round <= rounds; round += 1) {
        // Each round starts one server later, so no server always follows the same one.
        const order = active.map((_, i) => active[(i + round - 1) % active.length] as ServerName);
        for (const name of order) {
          const sample = await load(targets[name], scenario, { seconds, warmupSeconds, connections });
          samples[scenario][name].push(sample);
          log(
            `  ${scenario} round ${round} ${name}: ${Math.round(sample.rps)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, generator ${sample.generatorCpu.toFixed(2)} core, server ${sample.serverCpu.toFixed(2)}, other processes ${sample.otherCpu.toFixed(2)}${
              sample.non2xx + sample.errors > 0 ? `, ${sample.non2xx} non-2xx, ${sample.errors} errors` : ''
            }`,
          );
        }
        const verdict = judgeRound({
          floor: 'floor',
          nodeServers: NODE_SERVERS,
          loads: Object.fromEntries(active.map((name) => [name, samples[scenario][name][round - 1]])),
        });
        verdicts[scenario].push(verdict);
        log(
          `  ${scenario} round ${round}: ${verdict.valid ? 'valid' : `INVALID: ${verdict.reasons.join('; ')}`}`,
        );
      }
      rssAfter[scenario] = rss();
    }
    const rssFinal = rss();
    for (const server of running.splice(0)) await stopServer(server);
    // Start to first 200, after the load servers are gone; attempts interleave the servers too.
    const { startMs, startVerdicts } = await timeStarts(active, all, options.starts, log);
    const retained = await retainedPerPost(options.retainedPosts ?? { warm: 12_000, posts: 20_000 });
    log(
      `  retained per idempotent POST: ours ${Math.round(retained.ours)} B, hono ${Math.round(retained.hono)} B`,
    );
    return {
      connections,
      seconds,
      warmupSeconds,
      rounds,
      skipped,
      samples,
      verdicts,
      rssAfter,
      rssFinal,
      startMs,
      startVerdicts,
      retained,
    };
  } finally {
    for (const server of running) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

// Group commit under `--data-dir` (issues 21 and 26 part 4): POST a Style B budget with a unique
// Idempotency-Key against the CLI in memory and the CLI with `--data-dir`, in rounds that take them in turn;
// `--data-dir` at least 0.8x in memory, round by round. Shared by `pnpm bench --only commit` and
// `crash-durability.ts`.
import { join } from 'node:path';
import { type JourneyTarget, styleBCard } from '@card-issuance/mock-server/testing';
import autocannon from 'autocannon';
import { int, range, times } from './format.ts';
import { type RunningServer, type ServerSpec, startServer, stopServer } from './servers.ts';
import { ratios, spread } from './stats.ts';
import { meets, type TargetRow } from './target.ts';

const cli = join(import.meta.dirname, '../../packages/mock-server/dist/cli.js');

/**
 * The built CLI on a free port, in memory or with `--data-dir`.
 *
 * @example
 * const server = await startServer(cliSpec('data-dir', dir), true);
 */
export function cliSpec(name: string, dataDir?: string): ServerSpec {
  return {
    name,
    command: process.execPath,
    args: () => [cli, '--port', '0', '--json', ...(dataDir ? ['--data-dir', dataDir] : [])],
    probePath: '/_mock/config',
  };
}

/**
 * A journey target (`@card-issuance/mock-server/testing`) over HTTP to a running CLI.
 *
 * @example
 * const card = await styleBCard(await targetOf(server));
 */
export async function targetOf(server: RunningServer): Promise<JourneyTarget> {
  const { data: config } = (await (await fetch(`${server.origin}/_mock/config`)).json()) as {
    data: JourneyTarget['config'];
  };
  return { fetch: (input, init) => fetch(input, init), config };
}

async function postBudgets(
  server: RunningServer,
  seed: { accountId: string; token: string },
  seconds: number,
  connections: number,
) {
  const result = await autocannon({
    url: server.origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/style-b/v1/budgets',
        headers: { 'x-access-token': seed.token, 'content-type': 'application/json' },
        body: JSON.stringify({ accountId: seed.accountId, name: 'Bench' }),
        setupRequest: (request: { headers: Record<string, string> }) => {
          request.headers = { ...request.headers, 'idempotency-key': crypto.randomUUID() };
          return request;
        },
      },
    ],
  });
  return {
    rps: result['2xx'] / (result.duration > 0 ? result.duration : seconds),
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

/** POST req/s and p99 of each way, one per round, and the non-2xx answers and errors of all rounds. */
export interface GroupCommitResults {
  rounds: number;
  seconds: number;
  connections: number;
  rps: { memory: number[]; disk: number[] };
  p99: { memory: number[]; disk: number[] };
  bad: number;
}

/**
 * POST a budget with unique keys (autocannon) against the CLI in memory and the CLI with `--data-dir` in
 * `dir`, both started for the run and stopped by their pids: a 2 s warm-up each, then `rounds` rounds, each
 * way in turn, the order swapped every round.
 *
 * @example
 * const commit = await runGroupCommit({ dir, rounds: 5, seconds: 5, connections: 50, log: console.error });
 */
export async function runGroupCommit(options: {
  dir: string;
  rounds: number;
  seconds: number;
  connections: number;
  log: (line: string) => void;
}): Promise<GroupCommitResults> {
  const servers: RunningServer[] = [];
  try {
    const memory = await startServer(cliSpec('in-memory'), true);
    servers.push(memory);
    const disk = await startServer(cliSpec('data-dir', options.dir), true);
    servers.push(disk);
    const seeds = await Promise.all(
      servers.map(async (server) => {
        const card = await styleBCard(await targetOf(server));
        return { accountId: card.accountId, token: card.token };
      }),
    );
    for (const [n, server] of servers.entries())
      await postBudgets(server, seeds[n] as (typeof seeds)[0], 2, options.connections);
    const results: GroupCommitResults = {
      rounds: options.rounds,
      seconds: options.seconds,
      connections: options.connections,
      rps: { memory: [], disk: [] },
      p99: { memory: [], disk: [] },
      bad: 0,
    };
    for (let round = 1; round <= options.rounds; round += 1) {
      const order = round % 2 === 1 ? [0, 1] : [1, 0];
      for (const n of order) {
        const server = servers[n] as RunningServer;
        const sample = await postBudgets(
          server,
          seeds[n] as (typeof seeds)[0],
          options.seconds,
          options.connections,
        );
        const way = n === 0 ? 'memory' : 'disk';
        results.rps[way].push(sample.rps);
        results.p99[way].push(sample.p99);
        results.bad += sample.bad;
        options.log(`  round ${round} ${server.name}: ${Math.round(sample.rps)} req/s, p99 ${sample.p99} ms`);
      }
    }
    return results;
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

/**
 * The target of issue 26 part 4: POST with `--data-dir` at least 0.8x in memory, round by round.
 *
 * @example
 * groupCommitTargets(commit).map(targetLine);
 */
export function groupCommitTargets(commit: GroupCommitResults): TargetRow[] {
  const perRound = ratios(commit.rps.disk, commit.rps.memory);
  return [
    {
      target: 'POST a budget with `--data-dir` ≥ 0.8x in memory (group commit, issue 26)',
      measured: `${range(spread(perRound), times)}: ${range(spread(commit.rps.disk), int)} req/s${commit.bad > 0 ? `; ${commit.bad} non-2xx or errors` : ''}`,
      limit: `0.8 × ${range(spread(commit.rps.memory), int)} = ${range(spread(commit.rps.memory.map((rps) => rps * 0.8)), int)} req/s`,
      met: meets(perRound, 0.8),
    },
  ];
}

/**
 * The RESULTS.md lines of the group-commit section.
 *
 * @example
 * out.push(...renderGroupCommit(commit));
 */
export function renderGroupCommit(commit: GroupCommitResults): string[] {
  return [
    `POST a Style B budget with a unique \`Idempotency-Key\` (autocannon, ${commit.connections} connections), the CLI in memory and`,
    `the CLI with \`--data-dir\` in turn, ${commit.rounds} rounds of ${commit.seconds} s after a 2 s warm-up each (the order swapped every round).`,
    '',
    '| CLI | req/s | p99 ms | / in memory |',
    '| --- | --- | --- | --- |',
    `| in memory | ${range(spread(commit.rps.memory), int)} | ${range(spread(commit.p99.memory), int)} | |`,
    `| \`--data-dir\` | ${range(spread(commit.rps.disk), int)} | ${range(spread(commit.p99.disk), int)} | ${range(spread(ratios(commit.rps.disk, commit.rps.memory)), times)} |`,
  ];
}

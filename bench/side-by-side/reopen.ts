// Reopening a large `--data-dir` (issue 26 part 4): the built CLI started on a sandbox file of 100,000 cards
// and 1,000,000 transactions, timed from spawn to the first 200 of a GET of one of those cards, beside a
// bare `node:sqlite` script reading the same rows (`sqlite-read.ts`), in rounds that take both in turn.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { int, mb, ms, range, times } from './format.ts';
import { cliSpec, targetOf } from './group-commit.ts';
import { runToEnd, startServer, stopServer, timeToFirst200 } from './servers.ts';
import { ratios, spread } from './stats.ts';
import { meets, type TargetRow } from './target.ts';

/** What `reopen-data.ts` wrote beside the file. */
interface Fixture {
  cards: number;
  transactions: number;
  accountId: string;
  cardId: string;
  clientId: string;
  clientSecret: string;
  seconds: number;
}

export interface ReopenResults {
  cards: number;
  transactions: number;
  /** Rows read by the bare script (records), and their bytes. */
  rows: number;
  bytes: number;
  fileBytes: number;
  dir: string;
  /** Seconds the data set took to build, or undefined when one already built was reused. */
  builtSeconds: number | undefined;
  /** Spawn to the first 200 of GET a card, per round. */
  reopenMs: number[];
  /** Spawn to the end of the bare `node:sqlite` read, per round. */
  sqliteMs: number[];
}

const bench = join(import.meta.dirname, '..');

/** Builds the data set in a process of its own (its heap holds the whole sandbox while it grows). */
async function build(dir: string, cards: number, transactionsPerCard: number): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=8192',
      join(bench, 'reopen-data.ts'),
      '--dir',
      dir,
      '--cards',
      String(cards),
      '--transactions-per-card',
      String(transactionsPerCard),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`reopen-data.ts exited with ${code}`);
}

/** A fresh access token for the fixture's client, kept in the file by the CLI that issued it. */
async function freshToken(dir: string, fixture: Fixture): Promise<string> {
  const server = await startServer(cliSpec('reopen warm-up', dir), true);
  try {
    const { config } = await targetOf(server);
    const base = config.styleB.baseUrl;
    const { data: grant } = (await (
      await fetch(`${base}/v1/oauth/authorize?clientId=${fixture.clientId}`)
    ).json()) as {
      data: { code: string };
    };
    const { data } = (await (
      await fetch(`${base}/v1/oauth/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: fixture.clientId,
          clientSecret: fixture.clientSecret,
          code: grant.code,
        }),
      })
    ).json()) as { data: { accessToken: string } };
    return data.accessToken;
  } finally {
    await stopServer(server);
  }
}

/**
 * The reopen comparison: builds the data set once (kept in the temporary folder, reused by later runs of
 * the same size: `reopen-data.ts`), starts the CLI on it once (warming the OS's cache of the file for both
 * ways, and taking a fresh token), then in each round times the CLI from spawn to its first 200 of a GET of
 * one of the cards, and the bare `node:sqlite` read, in turn (the order swapped every round).
 *
 * @example
 * const reopen = await runReopen({ cards: 100_000, transactionsPerCard: 10, rounds: 3, log: console.error });
 */
export async function runReopen(options: {
  cards: number;
  transactionsPerCard: number;
  rounds: number;
  log: (line: string) => void;
}): Promise<ReopenResults> {
  const dir = join(tmpdir(), `card-issuance-bench-reopen-${options.cards}x${options.transactionsPerCard}`);
  const fixtureFile = join(dir, 'bench-fixture.json');
  const built = !existsSync(fixtureFile);
  if (built) {
    options.log(
      `  building ${dir} (${options.cards} cards, ${options.transactionsPerCard} transactions each)`,
    );
    await build(dir, options.cards, options.transactionsPerCard);
  }
  const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as Fixture;
  const file = join(dir, 'sandbox.sqlite');
  const token = await freshToken(dir, fixture);
  const cli = join(bench, '../packages/mock-server/dist/cli.js');
  const spec = {
    name: 'reopen',
    command: process.execPath,
    args: (port: number) => [cli, '--data-dir', dir, '--port', String(port)],
    probePath: `/style-b/v1/cards/${fixture.cardId}?accountId=${fixture.accountId}`,
    probeHeaders: { 'x-access-token': token },
  };
  const read = async () => {
    const started = performance.now();
    const out = JSON.parse(
      await runToEnd(process.execPath, [join(import.meta.dirname, 'sqlite-read.ts'), file]),
    ) as {
      rows: number;
      bytes: number;
    };
    return { ms: performance.now() - started, ...out };
  };
  const results: ReopenResults = {
    cards: fixture.cards,
    transactions: fixture.transactions,
    rows: 0,
    bytes: 0,
    fileBytes: statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0),
    dir,
    builtSeconds: built ? fixture.seconds : undefined,
    reopenMs: [],
    sqliteMs: [],
  };
  for (let round = 1; round <= options.rounds; round += 1) {
    const ways = [
      async () => {
        const elapsed = await timeToFirst200(spec);
        results.reopenMs.push(elapsed);
        options.log(`  round ${round} reopen to first 200: ${Math.round(elapsed)} ms`);
      },
      async () => {
        const sample = await read();
        results.sqliteMs.push(sample.ms);
        results.rows = sample.rows;
        results.bytes = sample.bytes;
        options.log(`  round ${round} node:sqlite read of ${sample.rows} rows: ${Math.round(sample.ms)} ms`);
      },
    ];
    for (const way of round % 2 === 1 ? ways : ways.reverse()) await way();
  }
  return results;
}

/**
 * The target of issue 26 part 4: reopen to the first 200 at most 2x the bare `node:sqlite` read, round by
 * round.
 *
 * @example
 * reopenTargets(reopen).map(targetLine);
 */
export function reopenTargets(reopen: ReopenResults): TargetRow[] {
  const perRound = ratios(reopen.reopenMs, reopen.sqliteMs);
  return [
    {
      target: `reopen a \`--data-dir\` of ${int(reopen.cards)} cards and ${int(reopen.transactions)} transactions to the first 200 ≤ 2x \`node:sqlite\` reading its rows (issue 26)`,
      measured: `${range(spread(perRound), times)}: ${range(spread(reopen.reopenMs), ms)} ms`,
      limit: `2 × ${range(spread(reopen.sqliteMs), ms)} = ${range(spread(reopen.sqliteMs.map((value) => value * 2)), ms)} ms`,
      met: meets(perRound, 2, true),
    },
  ];
}

/**
 * The RESULTS.md lines of the reopen section.
 *
 * @example
 * out.push(...renderReopen(reopen));
 */
export function renderReopen(reopen: ReopenResults): string[] {
  return [
    `A sandbox file of ${int(reopen.cards)} cards and ${int(reopen.transactions)} transactions (${int(reopen.rows)} rows, ${mb(reopen.bytes)} of`,
    `columns, ${mb(reopen.fileBytes)} on disk), grown through \`mock.fetch\` with the CLI's SQLite store${reopen.builtSeconds === undefined ? ' (built by an earlier run, reused)' : ` in ${int(reopen.builtSeconds)} s`}. Each round, in turn:`,
    'the built CLI spawned with `--data-dir` to its first 200 of a GET of one of those cards (polled every 5 ms),',
    'and a bare `node:sqlite` script (`side-by-side/sqlite-read.ts`) spawned to read every row the CLI reads; the',
    'file in the OS cache for both (the CLI started on it once before).',
    '',
    '| way | ms | / `node:sqlite` |',
    '| --- | --- | --- |',
    `| CLI, spawn to first 200 | ${range(spread(reopen.reopenMs), ms)} | ${range(spread(ratios(reopen.reopenMs, reopen.sqliteMs)), times)} |`,
    `| \`node:sqlite\`, spawn to every row read | ${range(spread(reopen.sqliteMs), ms)} | |`,
  ];
}

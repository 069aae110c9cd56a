/**
 * `pnpm --filter @card-issuance/bench run bench:crash` (issue 21): what `kill -9` under load leaves of the
 * writes the mock acknowledged with `--data-dir`, and what group commit costs.
 *
 * 1. Kills: the built CLI with `--data-dir`, 12 writers of both styles (test/support/crash-load.ts: Style B
 *    budgets, transfers and sub-accounts, Style A applicants and card fundings), killed with SIGKILL after a
 *    random number of acknowledged writes, restarted on the same file, 25 times; then every acknowledged
 *    write is looked up and the money counted. Acknowledged writes lost must be 0.
 * 2. Throughput: POST a Style B budget with a unique Idempotency-Key (autocannon, 50 connections), the CLI
 *    in memory beside the CLI with `--data-dir`, in interleaved rounds. Goal: `--data-dir` at least 80% of
 *    in-memory.
 *
 * Every server is stopped by its pid, also on errors and Ctrl-C (side-by-side/servers.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { styleACard, styleAToken, styleBCard } from '@card-issuance/mock-server/testing';
import {
  balancesOf,
  type CrashFixture,
  checkLedger,
  emptyLedger,
  writeUntilKilled,
} from '../packages/mock-server/test/support/crash-load.ts';
import { cliSpec, groupCommitTargets, runGroupCommit, targetOf } from './side-by-side/group-commit.ts';
import { startServer, stopServer } from './side-by-side/servers.ts';
import { spread } from './side-by-side/stats.ts';

const KILLS = Number(process.env.CRASH_KILLS ?? 25);
const WRITERS = 12;
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const SECONDS = Number(process.env.CRASH_SECONDS ?? 5);
const CONNECTIONS = 50;

const spec = cliSpec;
const median = (values: number[]) => spread(values).median;

async function kills(dir: string): Promise<string[]> {
  const lines: string[] = [];
  let server = await startServer(spec('crash', dir), true);
  try {
    let target = await targetOf(server);
    const b = await styleBCard(target);
    const a = await styleACard(target, { fundCents: 100 });
    const fixture: CrashFixture = {
      styleB: {
        baseUrl: target.config.styleB.baseUrl,
        token: b.token,
        accountId: b.accountId,
        parentAccountId: target.config.styleB.parentAccountId,
        budgetId: b.budgetId,
      },
      styleA: { baseUrl: target.config.styleA.baseUrl, token: a.token, cardId: a.cardId },
    };
    const base = await balancesOf(fixture);
    const ledger = emptyLedger();
    let acknowledged = 0;
    const started = performance.now();
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const child = server.child;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const killAfter = 50 + Math.floor(Math.random() * 450);
      const life = await writeUntilKilled(fixture, ledger, {
        workers: WRITERS,
        killAfter,
        kill: () => child.kill('SIGKILL'),
      });
      await exited;
      acknowledged += life.acked;
      if (life.failures.length > 0)
        lines.push(`  kill ${kill}: refused writes: ${life.failures.slice(0, 3).join('; ')}`);
      console.error(
        `  kill ${kill}: ${life.acked} writes acknowledged in this life (killed after ${killAfter})`,
      );
      server = await startServer(spec('crash', dir), true);
      target = await targetOf(server);
      fixture.styleB.baseUrl = target.config.styleB.baseUrl;
      fixture.styleA.baseUrl = target.config.styleA.baseUrl;
      fixture.styleA.token = await styleAToken(target);
    }
    const seconds = (performance.now() - started) / 1000;
    const { lost, inconsistent } = await checkLedger(fixture, ledger, base);
    lines.unshift(
      `| kill -9 under load | ${KILLS} kills, ${WRITERS} writers, ${acknowledged} writes acknowledged in ${seconds.toFixed(0)} s (${Math.round(acknowledged / seconds)}/s with restarts) | acknowledged writes lost: **${lost.length}**${lost.length ? ` (${lost.slice(0, 5).join(', ')})` : ''}; applied twice or money inconsistent: **${inconsistent.length}**${inconsistent.length ? ` (${inconsistent.slice(0, 5).join(', ')})` : ''} |`,
      `|  | budgets ${ledger.budgets.length}, sub-accounts ${ledger.accounts.length}, applicants ${ledger.applicants.length}, transfers ${ledger.transfers.acked} of ${ledger.transfers.attempted} sent, card fundings ${ledger.funds.acked} of ${ledger.funds.attempted} sent | every one looked up after the last restart; each budget's Idempotency-Key replayed answers the same budget |`,
    );
  } finally {
    await stopServer(server);
  }
  return lines;
}

async function throughput(dir: string): Promise<string[]> {
  const commit = await runGroupCommit({
    dir,
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    log: (line) => console.error(line),
  });
  const [row] = groupCommitTargets(commit);
  return [
    `| POST a budget, in memory | ${Math.round(median(commit.rps.memory))} req/s (p99 ${median(commit.p99.memory)} ms) | |`,
    `| POST a budget, \`--data-dir\` | ${Math.round(median(commit.rps.disk))} req/s (p99 ${median(commit.p99.disk)} ms) | ${row?.measured} of in memory (goal 0.8x: ${row?.met ? 'met' : 'missed'}) |`,
  ];
}

const dirs = [mkdtempSync(join(tmpdir(), 'bench-crash-')), mkdtempSync(join(tmpdir(), 'bench-commit-'))];
try {
  console.error(`kill -9 under load: ${KILLS} kills, ${WRITERS} writers`);
  const killed = await kills(dirs[0] as string);
  console.error(
    `POST throughput: ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, in memory and --data-dir in turn`,
  );
  const posted = await throughput(dirs[1] as string);
  console.log(['| Measure | Run | Result |', '| --- | --- | --- |', ...killed, ...posted].join('\n'));
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

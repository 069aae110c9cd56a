// The scale benchmark (not a test): grows one in-process sandbox through `mock.fetch` to each size in turn
// (Style B sub-accounts, each with a cardholder, a budget and cards; purchases authorized and settled through
// the card network simulator) and measures, at each size, the median cost of issuing a card, a card-list page,
// a transaction-list page and an authorization. Targets (the scale issue): at the largest size each median
// stays within 1.5x of its cost at the smallest, and RSS stays under 1 GB. Exits 1, saying which target was
// missed, when one is.
//
//   pnpm bench                                   # vitest benches, then this at 1,000 / 10,000 / 100,000 cards
//   pnpm --filter @card-issuance/bench run bench:scale -- --sizes 1000,10000   # a quick run
//
// Runs on Node 24 (type stripping) against the built package: `bench:scale` builds it first.
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { createClock, createMock, type Mock } from '@card-issuance/mock-server';
import { type Account, CARDS_PER_ACCOUNT, createSandboxGrower } from './grow-sandbox.ts';

const { values } = parseArgs({
  // `pnpm run bench:scale -- --sizes ...` passes the `--` through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    'transactions-per-card': { type: 'string', default: '10' },
    samples: { type: 'string', default: '100' },
  },
});
const sizes = (values.sizes ?? '')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((x, y) => x - y);
const transactionsPerCard = Number(values['transactions-per-card']);
const samples = Number(values.samples);
if (
  sizes.length === 0 ||
  !Number.isInteger(transactionsPerCard) ||
  !Number.isInteger(samples) ||
  samples < 5
) {
  console.error(
    'usage: node scale.ts [--sizes 1000,10000,100000] [--transactions-per-card 10] [--samples 100]',
  );
  process.exit(2);
}

const RATIO_TARGET = 1.5;
const ROUNDS = 5;
const RSS_TARGET = 1024 ** 3;

const mock: Mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });
const grower = createSandboxGrower(mock, { log: (line) => process.stderr.write(`\r${line}   `) });
const { onboard, issueCard, b, control, accounts, cards } = grower;

/** Grows the sandbox to `target` cards, `transactionsPerCard` purchases on each new card. */
async function growTo(target: number): Promise<void> {
  await grower.growTo(target, transactionsPerCard);
  process.stderr.write('\n');
}

/** A pseudo-random pick that repeats across runs (no Math.random: runs stay comparable). */
let pick = 0x9e3779b9;
function any<T>(items: readonly T[]): T {
  pick = (Math.imul(pick ^ (pick >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return items[pick % items.length] as T;
}

/**
 * What one call costs, in microseconds: the median of `samples` timed calls, in each of `ROUNDS` rounds (a
 * full GC before each), and the lowest of those medians, so a burst of other work on a shared machine does
 * not pass for the cost of the call.
 */
async function cost(run: () => Promise<void>, after?: () => Promise<void>): Promise<number> {
  for (let i = 0; i < 10; i += 1) {
    await run();
    await after?.();
  }
  const medians: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const started = performance.now();
      await run();
      times.push((performance.now() - started) * 1_000);
      await after?.();
    }
    times.sort((x, y) => x - y);
    medians.push(times[Math.floor(times.length / 2)] as number);
  }
  return Math.min(...medians);
}

interface Row {
  cards: number;
  transactions: number;
  issueCard: number;
  cardList: number;
  transactionList: number;
  authorize: number;
  rssBytes: number;
  heapBytes: number;
}

async function measure(): Promise<Row> {
  // Fresh probe cardholders, each given at most 5 cards as the grown ones were: so the cost of issuing is
  // measured on a cardholder like the others, whatever the number of samples.
  const probes = await onboard(Math.ceil((ROUNDS * samples + 10) / CARDS_PER_ACCOUNT));
  let issued = 0;
  const issueCardUs = await cost(async () => {
    await issueCard(probes[Math.floor(issued / CARDS_PER_ACCOUNT)] as Account);
    issued += 1;
  });
  const cardListUs = await cost(async () => {
    await b('GET', `/v1/card-list?accountId=${any(accounts).accountId}&pageNum=1&pageSize=20`);
  });
  const transactionListUs = await cost(async () => {
    await b('GET', `/v1/cards/transaction-list?accountId=${any(accounts).accountId}&pageNum=1&pageSize=20`);
  });
  let authorization = '';
  const authorizeUs = await cost(
    async () => {
      const { cardTransactionId } = await control('/simulate/authorize', {
        cardId: any(cards),
        amount: '1.00',
      });
      authorization = cardTransactionId as string;
    },
    async () => {
      await control('/simulate/settle', { cardTransactionId: authorization });
    },
  );
  // The sandbox at rest, as the CLI's is once idle (DECISIONS.md G-50): a memory-reducing full GC that
  // compacts every page of the old generation (V8 otherwise moves about 12 MB of live objects a
  // collection, and growth leaves hundreds of MB of holes between live records), which also gives back the
  // young generation grown under load; then a few idle seconds for V8 to return the pages it freed, and
  // one more collection.
  const collect = () => {
    setFlagsFromString('--compact-on-every-full-gc');
    (globalThis as { gc?: (options?: object) => void }).gc?.({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    });
    setFlagsFromString('--no-compact-on-every-full-gc');
  };
  collect();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  collect();
  const memory = process.memoryUsage();
  return {
    cards: cards.length,
    transactions: grower.transactions(),
    issueCard: issueCardUs,
    cardList: cardListUs,
    transactionList: transactionListUs,
    authorize: authorizeUs,
    rssBytes: memory.rss,
    heapBytes: memory.heapUsed,
  };
}

const OPERATIONS = [
  ['issue card', 'issueCard'],
  ['card-list page', 'cardList'],
  ['transaction-list page', 'transactionList'],
  ['authorize', 'authorize'],
] as const;

function table(rows: Row[]): string {
  const base = rows[0] as Row;
  const us = (value: number) => `${value.toFixed(0)} µs`;
  const ratio = (value: number, of: number) => `${(value / of).toFixed(2)}x`;
  const header = ['cards', 'transactions', ...OPERATIONS.map(([label]) => label), 'RSS', 'heap used'];
  const lines = rows.map((row) => [
    row.cards.toLocaleString('en-US'),
    row.transactions.toLocaleString('en-US'),
    ...OPERATIONS.map(([, field]) => `${us(row[field])} (${ratio(row[field], base[field])})`),
    `${(row.rssBytes / 1024 ** 2).toFixed(0)} MB`,
    `${(row.heapBytes / 1024 ** 2).toFixed(0)} MB`,
  ]);
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...lines.map((line) => (line[i] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [format(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(format)].join(
    '\n',
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  await grower.signIn();
  const rows: Row[] = [];
  for (const size of sizes) {
    await growTo(size);
    rows.push(await measure());
    console.log(`\n${table(rows)}`);
  }
  const base = rows[0] as Row;
  const last = rows.at(-1) as Row;
  const missed: string[] = [];
  if (rows.length > 1) {
    for (const [label, field] of OPERATIONS) {
      const ratio = last[field] / base[field];
      if (ratio > RATIO_TARGET) {
        missed.push(
          `${label}: ${ratio.toFixed(2)}x its cost at ${base.cards} cards at ${last.cards} (target ${RATIO_TARGET}x)`,
        );
      }
    }
  }
  for (const row of rows) {
    if (row.rssBytes > RSS_TARGET) {
      missed.push(`RSS ${(row.rssBytes / 1024 ** 2).toFixed(0)} MB at ${row.cards} cards (target < 1024 MB)`);
    }
  }
  console.log(
    `\neach cell: the lowest of ${ROUNDS} medians of ${samples} calls through mock.fetch; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  );
  mock.close();
  if (missed.length > 0) {
    console.error(`\nTargets missed:\n  ${missed.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All targets met.');
}

await main();

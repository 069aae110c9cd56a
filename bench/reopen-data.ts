// Builds the `--data-dir` the reopen section of `pnpm bench` reopens (issue 26 part 4): one sandbox grown
// through `mock.fetch` in-process on the built package, with the SQLite store the CLI uses
// (`createSqliteStorage(<dir>/sandbox.sqlite)`), to `--cards` cards with `--transactions-per-card`
// purchases each (authorized, then settled), 50 accounts at a time so that each commit carries many writes.
// Writes `<dir>/bench-fixture.json` last (the card to GET, its account, the Style B client): a folder
// without it was not built to its end.
//
//   node --max-old-space-size=6144 reopen-data.ts --dir /tmp/reopen --cards 100000 --transactions-per-card 10
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createMock } from '@card-issuance/mock-server';
import { createSqliteStorage } from '@card-issuance/mock-server/node';
import { createSandboxGrower } from './grow-sandbox.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    cards: { type: 'string', default: '100000' },
    'transactions-per-card': { type: 'string', default: '10' },
  },
});
if (!values.dir) {
  console.error('usage: node reopen-data.ts --dir <dir> [--cards 100000] [--transactions-per-card 10]');
  process.exit(2);
}
const dir = values.dir;
const cards = Number(values.cards);
const transactionsPerCard = Number(values['transactions-per-card']);
rmSync(dir, { recursive: true, force: true });

const started = performance.now();
const storage = createSqliteStorage(join(dir, 'sandbox.sqlite'));
const mock = createMock({ storage });
const grower = createSandboxGrower(mock, {
  concurrency: 50,
  log: (line) => process.stderr.write(`${line} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`),
});
await grower.signIn();
await grower.growTo(cards, transactionsPerCard);
const account = grower.accounts[Math.floor(grower.accounts.length / 2)];
if (!account?.cardIds[0]) throw new Error('no card grown');
const { clientId, clientSecret } = mock.config().styleB;
mock.close();
storage.close();
writeFileSync(
  join(dir, 'bench-fixture.json'),
  JSON.stringify({
    cards: grower.cards.length,
    transactions: grower.transactions(),
    accountId: account.accountId,
    cardId: account.cardIds[0],
    clientId,
    clientSecret,
    seconds: (performance.now() - started) / 1000,
  }),
);
process.stderr.write(`built ${dir} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

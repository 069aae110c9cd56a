import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createMock } from '@card-issuance/mock-server';
import { type ListeningMock, listen } from '@card-issuance/mock-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm start` as the README runs it: the CLI entry in its own Node process, against a mock on a free port.
const mock = createMock();
let server: ListeningMock;
beforeAll(async () => {
  server = await listen(mock, { port: 0 });
});
afterAll(async () => {
  await server.close();
  mock.close();
});

describe('main.ts', () => {
  it('prints each step and ends with the card frozen', async () => {
    const { controlUrl } = mock.config(server.origin);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', '../run-from-sources.ts', 'src/main.ts', controlUrl],
      {
        cwd: `${import.meta.dirname}/..`,
        timeout: 30_000,
      },
    );
    const lines = stdout.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('✔ '))).toHaveLength(13);
    expect(stdout).toMatch(/✔ purchase settled +\{"cardTransactionId":"txn_\w+","status":"CLOSED"\}/);
    expect(lines.at(-1)).toMatch(/^Card card_\w+: ACTIVE → FROZEN$/);
  });
});

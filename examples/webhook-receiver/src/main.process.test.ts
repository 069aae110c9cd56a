import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createMock } from '@card-issuance/mock-server';
import { type ListeningMock, listen } from '@card-issuance/mock-server/node';
import { purchase, styleBCard } from '@card-issuance/mock-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm start` as the README runs it: the receiver in its own Node process, against a mock on a free port.
const mock = createMock();
let server: ListeningMock;
let child: ChildProcess | undefined;
let stdout = '';
const waiters: Array<() => void> = [];
/** Resolves once the child has printed a line matching `pattern` (no polling: on each chunk of output). */
const printed = (pattern: RegExp) =>
  new Promise<RegExpMatchArray>((resolve) => {
    const check = () => {
      const match = stdout.match(pattern);
      if (match) resolve(match);
      else waiters.push(check);
    };
    check();
  });

beforeAll(async () => {
  server = await listen(mock, { port: 0 });
});
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGTERM');
  await server.close();
  mock.close();
});

describe('main.ts', () => {
  it('registers itself for both styles, prints each event handled, and unregisters on SIGTERM', async () => {
    const config = mock.config(server.origin);
    child = spawn(
      process.execPath,
      ['--import', '../run-from-sources.ts', 'src/main.ts', 'hono', '0', config.controlUrl],
      {
        cwd: `${import.meta.dirname}/..`,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const check of waiters.splice(0)) check();
    });
    await printed(/^hono receiver on http:\/\/127\.0\.0\.1:\d+, registered/m);
    const endpoints = await (await fetch(`${config.controlUrl}/webhooks/endpoints`)).json();
    expect(endpoints.data.items.map((e: { style: string }) => e.style)).toEqual(['b', 'a']);

    const target = { fetch: (input: string, init?: RequestInit) => fetch(input, init), config };
    const { cardId } = await styleBCard(target);
    const { cardTransactionId } = await purchase(target, cardId, { amount: '3.00' });
    await printed(new RegExp(`^B CARD_TRANSACTION.UPDATED [\\w-]+ -> ${cardTransactionId} now CLOSED$`, 'm'));

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    const after = await (await fetch(`${config.controlUrl}/webhooks/endpoints`)).json();
    expect(after.data.items).toEqual([]);
  }, 30_000);
});

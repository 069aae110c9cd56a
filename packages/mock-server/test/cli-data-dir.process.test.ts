import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMock } from '../src/app';
import type { CliConfig } from '../src/cli/banner';
import { createSqliteStorage } from '../src/node';
import { styleBCardholderBody } from '../src/testing';
import { cliConfig, ensureBuiltCli, type StartedCli, startCli } from './support/cli-process';
import { runCli } from './support/cli-run';

type Body = { code?: string; data?: Record<string, unknown> & { items?: Array<Record<string, unknown>> } };

const dir = mkdtempSync(join(tmpdir(), 'mock-data-dir-'));
let running: ChildProcess | undefined;
let receiver: Server;
let receiverUrl = '';
let receiverStatus = 503;
const received: string[] = [];

beforeAll(async () => {
  ensureBuiltCli();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      if (receiverStatus < 300) received.push(body);
      response.writeHead(receiverStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
}, 120_000);

afterEach(() => {
  running?.kill('SIGKILL');
  running = undefined;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<{ cli: StartedCli; config: CliConfig }> {
  const cli = await startCli(['--port', '0', '--json', '--data-dir', dir, '--webhook-url', receiverUrl]);
  running = cli.process;
  return { cli, config: cliConfig(cli.line) };
}

/** SIGTERM, as a service manager stops it; resolves with the exit code. */
function stop(cli: StartedCli): Promise<number | null> {
  return new Promise((resolve) => {
    cli.process.once('exit', (code) => resolve(code));
    cli.process.kill('SIGTERM');
    running = undefined;
  });
}

function client(config: CliConfig) {
  let token = '';
  const send = async (url: string, method: string, body?: unknown): Promise<Body> => {
    const response = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { 'x-access-token': token } : {}),
        ...(method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { ...((await response.json()) as Body), status: response.status } as Body;
  };
  return {
    b: (method: string, path: string, body?: unknown) =>
      send(`${config.styleB.baseUrl}${path}`, method, body),
    control: (method: string, path: string, body?: unknown) =>
      send(`${config.controlUrl}${path}`, method, body),
    setToken(value: string) {
      token = value;
    },
    get token() {
      return token;
    },
  };
}

/** What the test compares across the restart: the account, its money and cards, events, deliveries. */
async function readAll(api: ReturnType<typeof client>, accountId: string, budgetId: string) {
  return {
    clock: (await api.control('GET', '/clock')).data,
    kyc: (await api.b('GET', `/v1/accounts/cdd/detail/${accountId}`)).data,
    budget: (await api.b('GET', `/v1/budgets/${budgetId}?accountId=${accountId}`)).data,
    wallets: (await api.b('GET', `/v1/cards/wallets?accountId=${accountId}`)).data,
    cards: (await api.b('GET', `/v1/card-list?accountId=${accountId}`)).data,
    transactions: (await api.b('GET', `/v1/cards/transaction-list?accountId=${accountId}`)).data,
    events: (await api.control('GET', '/events?limit=500')).data,
    deliveries: (await api.control('GET', '/webhooks/deliveries?limit=500')).data,
  };
}

async function signIn(config: CliConfig, api: ReturnType<typeof client>): Promise<void> {
  const { code } = (await api.b('GET', `/v1/oauth/authorize?clientId=${config.styleB.clientId}`)).data as {
    code: string;
  };
  const tokens = await api.b('POST', '/v1/oauth/access-token', {
    clientId: config.styleB.clientId,
    clientSecret: config.styleB.clientSecret,
    code,
  });
  api.setToken((tokens.data as { accessToken: string }).accessToken);
}

describe('card-issuance-mock --data-dir', () => {
  it('loses nothing across a restart, keeps the clock and pending retries, and resets to the seed', async () => {
    // First life: an account, a card, a purchase, deliveries failing against a receiver that is down.
    const first = await start();
    const api = client(first.config);
    await api.control('POST', '/clock/freeze');
    await signIn(first.config, api);
    const email = 'persisted@example.com';
    const account = await api.b('POST', '/v1/accounts/register', {
      name: 'Ann Lee',
      email,
      parentAccountId: first.config.styleB.parentAccountId,
    });
    const accountId = account.data?.accountId as string;
    await api.b('POST', `/v1/accounts/${accountId}/kyc`, {
      sourceType: 'veritas',
      veritasShareToken: 'tok-1',
    });
    await api.control('POST', '/clock/advance', { ms: 2_000 });
    await api.b('POST', `/v1/accounts/${accountId}/init`, {});
    const bins = (await api.b('GET', `/v1/card/bins?accountId=${accountId}`)).data as {
      list: Array<{ id: string; type: number; minBudgetBalance: string }>;
    };
    const binId = bins.list.find((b) => b.type === 0 && b.minBudgetBalance === '0.00')?.id;
    const holder = await api.b(
      'POST',
      '/v1/cardholders',
      styleBCardholderBody({ accountId, binId, email, referenceId: 'holder-1' }),
    );
    const cardholderId = holder.data?.cardholderId as string;
    await api.control('POST', '/clock/advance', { ms: 1_000 });
    const budget = await api.b('POST', '/v1/budgets', { accountId, name: 'Travel' });
    const budgetId = budget.data?.budgetId as string;
    await api.b('POST', `/v1/budgets/${budgetId}/transfer-in`, {
      accountId,
      clientTransactionId: 'in-1',
      amount: '100.00',
    });
    const card = await api.b('POST', '/v1/budget-card', {
      accountId,
      binId,
      cardMode: 'VIRTUAL_CARD',
      cardholderId,
      budgetId,
      referenceId: 'card-1',
      label: 'Travel',
    });
    const cardId = card.data?.cardId as string;
    expect(cardId).toBeTruthy();
    const purchase = await api.control('POST', '/simulate/authorize', { cardId, amount: '12.34' });
    await api.control('POST', '/simulate/settle', { cardTransactionId: purchase.data?.cardTransactionId });
    await api.control('POST', '/clock/advance', { ms: 45_000 }); // attempt 2 of each delivery fails too

    const before = await readAll(api, accountId, budgetId);
    expect(before).toMatchObject({
      clock: { frozen: true },
      kyc: { kyc: { status: 'APPROVED' } },
      budget: { balance: { available: '87.66' } },
      cards: { total: 1 },
      transactions: { total: 1 },
    });
    const pending = (before.deliveries?.items ?? []).filter((d) => d.status === 'pending');
    expect(pending.length).toBeGreaterThan(3);
    expect(received).toEqual([]);
    expect(await stop(first.cli)).toBe(0);

    // Second life: the same file, a receiver that now answers.
    receiverStatus = 200;
    const second = await start();
    expect(second.config.dataFile).toBe(join(dir, 'sandbox.sqlite'));
    expect(second.config.styleB).toMatchObject({
      clientId: first.config.styleB.clientId,
      clientSecret: first.config.styleB.clientSecret,
      parentAccountId: first.config.styleB.parentAccountId,
      webhookSecret: first.config.styleB.webhookSecret,
    });
    expect(second.config.styleA.apiKeys).toEqual(first.config.styleA.apiKeys);
    const again = client(second.config);
    again.setToken(api.token); // the access token was stored too
    const after = await readAll(again, accountId, budgetId);
    expect(after).toEqual(before);

    // The retries pending at the stop still happen, on the clock that was kept.
    await again.control('POST', '/clock/advance', { ms: 24 * 3_600_000 });
    const delivered = (await again.control('GET', '/webhooks/deliveries?status=delivered')).data?.items ?? [];
    expect(delivered.map((d) => d.id).sort()).toEqual(pending.map((d) => d.id).sort());
    expect(received.length).toBe(pending.length);

    // Reset goes back to the seed, and stays there across the next restart.
    await again.control('POST', '/reset');
    expect((await again.b('GET', `/v1/accounts/cdd/detail/${accountId}`)).code).not.toBe('0');
    expect(await stop(second.cli)).toBe(0);
    const third = await start();
    expect(third.config.styleB.clientId).toBe(first.config.styleB.clientId);
    const last = client(third.config);
    await signIn(third.config, last);
    const gone = await last.b('GET', `/v1/accounts/cdd/detail/${accountId}`);
    expect(gone.code).toBe('40404');
    expect(await stop(third.cli)).toBe(0);
  }, 90_000);

  it('refuses a damaged, emptied or foreign file in one line naming it and what to do, with exit code 1', async () => {
    const sqlite = process.getBuiltinModule('node:sqlite');
    const exec = (file: string, sql: string) => {
      const db = new sqlite.DatabaseSync(file);
      db.exec(sql);
      db.close();
    };
    const cases: Array<[string, (file: string) => void, RegExp]> = [
      ['broken header', (file) => writeFileSync(file, 'x'.repeat(8192)), /is not a SQLite database/],
      [
        'another program',
        (file) => exec(file, 'CREATE TABLE users (id INTEGER PRIMARY KEY)'),
        /is a SQLite file of another program/,
      ],
      [
        'emptied meta',
        (file) => {
          const storage = createSqliteStorage(file);
          createMock({ storage }).close();
          storage.close();
          exec(file, 'DELETE FROM meta');
        },
        /holds records but not the description of their sandbox/,
      ],
    ];
    for (const [name, make, what] of cases) {
      const folder = mkdtempSync(join(dir, `${name.replace(/ /g, '-')}-`));
      const file = join(folder, 'sandbox.sqlite');
      make(file);
      const run = await runCli(['--port', '0', '--json', '--data-dir', folder]);
      expect(run.code, name).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines, name).toHaveLength(1);
      expect(lines[0], name).toContain(file);
      expect(lines[0], name).toMatch(what);
      expect(lines[0], name).toMatch(/--data-dir pointing to another folder, or delete the file/);
    }
  }, 60_000);

  it('refuses a second mock on the same directory with a one-line error', async () => {
    const first = await start();
    await expect(startCli(['--port', '0', '--json', '--data-dir', dir])).rejects.toThrow(
      /in use by another mock/,
    );
    expect(await stop(first.cli)).toBe(0);
  }, 30_000);
});

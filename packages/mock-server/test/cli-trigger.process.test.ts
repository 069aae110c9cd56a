import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ensureBuiltCli, startCli } from './support/cli-process';
import { runCli } from './support/cli-run';

/** The event types a spec lists under `webhooks`. */
function specEventTypes(file: string): string[] {
  const spec = parse(readFileSync(new URL(`../../../specs/${file}`, import.meta.url), 'utf8')) as {
    webhooks: Record<string, unknown>;
  };
  return Object.keys(spec.webhooks);
}

const EVENT_TYPES = [...specEventTypes('style-b.openapi.yaml'), ...specEventTypes('style-a.openapi.yaml')];

let mock: ChildProcess | undefined;
let controlUrl: string;

beforeAll(async () => {
  ensureBuiltCli();
  const started = await startCli(['--port', '0', '--json']);
  mock = started.process;
  controlUrl = (JSON.parse(started.line) as { controlUrl: string }).controlUrl;
}, 120_000);

afterAll(() => {
  mock?.kill('SIGTERM');
});

describe('card-issuance-mock trigger', () => {
  it('fires every event type of both specs, printing the ids it created and the event', async () => {
    const { code, stdout, stderr } = await runCli(['trigger', ...EVENT_TYPES, '--control', controlUrl]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const type of EVENT_TYPES) {
      const fired = new RegExp(`^  fired ${type.replace('.', '\\.')} ([0-9a-f-]{36})`, 'm').exec(stdout);
      expect(fired, `${type} in:\n${stdout}`).not.toBeNull();
      const log = await fetch(`${controlUrl}/events?type=${type}&limit=500`);
      const { data } = (await log.json()) as { data: { items: Array<{ id: string }> } };
      expect(data.items.map((event) => event.id)).toContain(fired?.[1]);
    }
    expect(stdout).toMatch(
      /^ {2}created accountId=[0-9a-f-]{36} walletId=wal_\w+ cardholderId=\w+ budgetId=\w+ cardId=\w+$/m,
    );
  }, 60_000);

  it('--list names every event type of both specs, with its style', async () => {
    const { code, stdout } = await runCli(['trigger', '--list']);
    expect(code).toBe(0);
    const listed = stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[0]);
    expect(listed.sort()).toEqual([...EVENT_TYPES].sort());
    expect(stdout).toMatch(/^card\.frozen\s+Style A\s+\S/m);
  });

  it('an unknown event type is exit code 2 naming the known ones', async () => {
    const { code, stderr, stdout } = await runCli(['trigger', 'CARD.EXPLODED', '--control', controlUrl]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('unknown event type CARD.EXPLODED; known: KYC.UPDATED,');
    expect(stderr).toContain('credit_purchase.settled');
  });

  it('a mock that does not answer is one line and exit code 1', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const gone = `http://127.0.0.1:${port}/_mock`;
    const { code, stderr } = await runCli(['trigger', 'CARD.CREATED', '--control', gone]);
    expect(code).toBe(1);
    expect(stderr).toBe(
      `card-issuance-mock: cannot reach the mock at ${gone} (ECONNREFUSED); start it with card-issuance-mock, or pass --control <url> or set CARD_ISSUANCE_MOCK_URL\n`,
    );
  });

  it('--control takes the mock’s address as $CARD_ISSUANCE_MOCK_URL does; --json prints one JSON line per event fired, nothing else', async () => {
    const origin = controlUrl.replace(/\/_mock$/, '');
    const { code, stdout, stderr } = await runCli([
      'trigger',
      'CARD.CREATED',
      'card.frozen',
      '--control',
      origin,
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      {
        eventType: 'CARD.CREATED',
        style: 'b',
        eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        created: expect.objectContaining({ cardId: expect.any(String) }),
        earlier: 0,
      },
      expect.objectContaining({ eventType: 'card.frozen', style: 'a', earlier: 0 }),
    ]);
  }, 60_000);

  it('--list --json: one JSON line per event type', async () => {
    const { code, stdout } = await runCli(['trigger', '--list', '--json']);
    expect(code).toBe(0);
    const listed = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { eventType: string; style: string; does: string });
    expect(listed.map((one) => one.eventType).sort()).toEqual([...EVENT_TYPES].sort());
    expect(listed.find((one) => one.eventType === 'card.frozen')).toEqual({
      eventType: 'card.frozen',
      style: 'a',
      does: expect.any(String),
    });
  });
});

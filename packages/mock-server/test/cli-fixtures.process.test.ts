import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, startCli } from './support/cli-process';
import { runCli } from './support/cli-run';

const EXAMPLE = fileURLToPath(new URL('../fixtures/style-b-card.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cli-fixtures-'));
const mocks: ChildProcess[] = [];
let controlUrl: string;

/** Writes a fixture file into a temporary directory and answers its path. */
function fixtureFile(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

type Event = { id: string; payload: Record<string, unknown> };

async function newest(control: string, type: string): Promise<Event | undefined> {
  const answer = await fetch(`${control}/events?type=${type}&limit=1`);
  return ((await answer.json()) as { data: { items: Event[] } }).data.items[0];
}

/** The example's effects: a card labelled Travel with a settled purchase of 42.50 on it. */
async function expectExampleEffects(control: string): Promise<void> {
  const card = await newest(control, 'CARD.CREATED');
  expect(card?.payload).toMatchObject({ label: 'Travel' });
  const purchase = await newest(control, 'CARD_TRANSACTION.UPDATED');
  expect(purchase?.payload).toMatchObject({
    cardId: card?.payload.cardId,
    amount: '42.50',
    status: 'CLOSED',
  });
}

beforeAll(async () => {
  ensureBuiltCli();
  const started = await startCli(['--port', '0', '--json']);
  mocks.push(started.process);
  controlUrl = (JSON.parse(started.line) as { controlUrl: string }).controlUrl;
}, 120_000);

afterAll(() => {
  for (const mock of mocks) mock.kill('SIGTERM');
});

describe('card-issuance-mock fixtures', () => {
  it('runs the example chain, one progress line per step, later steps using earlier answers', async () => {
    const { code, stdout, stderr } = await runCli(['fixtures', EXAMPLE, '--control', controlUrl]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toMatch(/^\[1\/12\] account: POST \/style-b\/v1\/accounts\/register ok \(\d+ ms\)$/);
    expect(lines[1]).toMatch(/^\[2\/12\] kyc: POST \/style-b\/v1\/accounts\/[0-9a-f-]{36}\/kyc ok/);
    expect(lines[12]).toBe(`${EXAMPLE}: 12 steps done`);
    await expectExampleEffects(controlUrl);
  }, 60_000);

  it('--json: one JSON line per step with its answer, nothing else; the mock named by its address', async () => {
    const origin = controlUrl.replace(/\/_mock$/, '');
    const { code, stdout, stderr } = await runCli(['fixtures', EXAMPLE, '--control', origin, '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const steps = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(steps).toHaveLength(12);
    expect(steps[0]).toEqual({
      step: 'account',
      index: 1,
      total: 12,
      method: 'POST',
      path: '/style-b/v1/accounts/register',
      ok: true,
      ms: expect.any(Number),
      answer: expect.objectContaining({ code: '000000' }),
    });
    // A later step's path holds what an earlier step answered.
    const account = steps[0]?.answer as { data: { accountId: string } } | undefined;
    expect(steps[1]?.path).toBe(`/style-b/v1/accounts/${account?.data.accountId}/kyc`);
  }, 60_000);

  it('as the README says, from a folder without the file: the package’s own fixture, the mock from $CARD_ISSUANCE_MOCK_URL', async () => {
    const origin = controlUrl.replace(/\/_mock$/, '');
    const { code, stdout, stderr } = await runCli(['fixtures', 'fixtures/style-b-card.json'], {
      cwd: dir,
      env: { CARD_ISSUANCE_MOCK_URL: origin },
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.trim().split('\n').at(-1)).toBe('fixtures/style-b-card.json: 12 steps done');
    await expectExampleEffects(controlUrl);
    // A name that is nowhere: the message names what was typed.
    const missing = await runCli(['fixtures', 'fixtures/nope.json'], {
      cwd: dir,
      env: { CARD_ISSUANCE_MOCK_URL: origin },
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read the fixture file fixtures/nope.json: ENOENT');
  }, 60_000);

  it('names the step that failed, with the answer, and stops there (exit code 1)', async () => {
    const file = fixtureFile('failing.json', {
      fixtures: [
        {
          name: 'programs',
          method: 'GET',
          path: '/style-a/v1/programs',
        },
        { name: 'card', method: 'POST', path: '/style-b/v1/budget-card', body: { accountId: 'nope' } },
        { name: 'never', method: 'POST', path: '/_mock/clock/advance', body: { ms: 1 } },
      ],
    });
    const { code, stdout, stderr } = await runCli(['fixtures', file, '--control', controlUrl]);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^\[1\/3\] programs: GET .* ok .*\n\[2\/3\] card: POST \/style-b\/v1\/budget-card FAILED\n$/,
    );
    expect(stderr).toMatch(
      /^card-issuance-mock: step "card" \(2 of 3\) failed: POST \/style-b\/v1\/budget-card answered HTTP \d+ \{"code":"\d+","message":".+"\}\n$/,
    );

    // --json: the refused step is a line too, with the status and the answer; the message stays on stderr.
    const json = await runCli(['fixtures', file, '--control', controlUrl, '--json']);
    expect(json.code).toBe(1);
    expect(json.stderr).toBe(stderr);
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.step, line.ok])).toEqual([
      ['programs', true],
      ['card', false],
    ]);
    expect(lines[1]).toMatchObject({ status: expect.any(Number), answer: { code: expect.any(String) } });
  }, 30_000);

  it('names a placeholder that cannot be filled', async () => {
    const file = fixtureFile('unknown-ref.json', {
      fixtures: [{ name: 'card', method: 'GET', path: `/_mock/events?type=\${holder:data.type}` }],
    });
    const { code, stderr } = await runCli(['fixtures', file, '--control', controlUrl]);
    expect(code).toBe(1);
    expect(stderr).toContain(
      `step "card" (1 of 1) failed: \${holder:data.type}: no earlier step named "holder"`,
    );
  });

  it('refuses a bad file before calling anything (exit code 2), naming each field at fault', async () => {
    const file = fixtureFile('bad.json', {
      fixtures: [
        { name: 'card', method: 'POST', path: '/style-b/v1/budget-card' },
        { name: 'card', method: 'FETCH', path: 'style-b', auth: 'oauth' },
      ],
    });
    const { code, stderr } = await runCli(['fixtures', file, '--control', controlUrl]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file} is not a valid fixture file:`);
    expect(stderr).toContain('fixtures[1] ("card").method:');
    expect(stderr).toContain('fixtures[1] ("card").path: starts with /');
    expect(stderr).toContain('fixtures[1] ("card").auth:');
    // Names are checked once the shape is right.
    const twice = fixtureFile('twice.json', {
      fixtures: [
        { name: 'card', method: 'GET', path: '/style-a/v1/programs' },
        { name: 'card', method: 'GET', path: '/style-a/v1/programs' },
        { name: 'config', method: 'GET', path: '/style-a/v1/programs' },
      ],
    });
    const named = await runCli(['fixtures', twice, '--control', controlUrl]);
    expect(named.code).toBe(2);
    expect(named.stdout).toBe('');
    expect(named.stderr).toContain('fixtures[1] ("card").name: "card" names an earlier step too');
    expect(named.stderr).toContain('fixtures[2] ("config").name: "config" is reserved');
    const notJson = await runCli([
      'fixtures',
      fixtureFile('broken.json', '{"fixtures": ['),
      '--control',
      controlUrl,
    ]);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toContain('broken.json is not JSON');
  });

  it('--fixtures seeds a freshly started mock before it prints its config; a failing file stops it', async () => {
    const started = await startCli(['--port', '0', '--json', '--fixtures', EXAMPLE]);
    mocks.push(started.process);
    expect(started.stderr()).toContain('[12/12] programs: GET /style-a/v1/programs ok');
    await expectExampleEffects((JSON.parse(started.line) as { controlUrl: string }).controlUrl);

    const failing = fixtureFile('failing-at-start.json', {
      fixtures: [{ name: 'card', method: 'POST', path: '/style-b/v1/budget-card', body: {} }],
    });
    const error = await startCli(['--port', '0', '--json', '--fixtures', failing]).catch((e: Error) => e);
    expect(String(error)).toMatch(/CLI exited with 1: [\s\S]*step "card" \(1 of 1\) failed/);
  }, 60_000);
});

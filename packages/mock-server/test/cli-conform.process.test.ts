import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliConfig } from '../src/cli/banner';
import { createMockControlClient } from '../src/client';
import type { ConformLine } from '../src/conform';
import { cliConfig, ensureBuiltCli, startCli } from './support/cli-process';
import { runCli } from './support/cli-run';
import { type PrismMock, startPrismMock } from './support/prism-mock';

// `card-issuance-mock conform` as CI runs it: the built CLI against a running mock (its own URLs, a
// sandbox's, one with an injected fault) and against Prism's static mock of the same spec. Decisions are
// polled on the mock's running clock (KYC in 2 s, a cardholder in 1 s), as against any deployment.

let mock: ChildProcess | undefined;
let config: CliConfig;
let prism: PrismMock | undefined;

beforeAll(async () => {
  ensureBuiltCli();
  const started = await startCli(['--port', '0', '--json']);
  mock = started.process;
  config = cliConfig(started.line);
}, 180_000);

afterAll(async () => {
  mock?.kill('SIGTERM');
  await prism?.stop();
});

const control = () => createMockControlClient({ url: config.controlUrl });

function styleBArgs(styleB: CliConfig['styleB'], baseUrl = styleB.baseUrl): string[] {
  return [
    '--style',
    'b',
    '--base-url',
    baseUrl,
    '--client-id',
    styleB.clientId,
    '--client-secret',
    styleB.clientSecret,
    '--parent-account-id',
    styleB.parentAccountId,
  ];
}

async function conformJson(args: string[]) {
  const run = await runCli(['conform', ...args, '--json', '--deadline', '20']);
  const lines = run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ConformLine);
  const summary = lines.at(-1);
  if (summary?.type !== 'summary') throw new Error(`no summary line:\n${run.stdout}\n${run.stderr}`);
  return { ...run, lines, summary };
}

describe('card-issuance-mock conform against the mock itself', () => {
  it('Style B at the root: every answer on the contract, no difference from a fresh sandbox, exit 0', async () => {
    const run = await conformJson([...styleBArgs(config.styleB), '--compare', config.controlUrl]);
    expect(run.stderr).toBe('');
    expect(run.summary).toMatchObject({
      style: 'b',
      failed: 0,
      statesFailed: 0,
      differences: 0,
      stoppedAt: null,
      drift: false,
    });
    expect(run.summary.type === 'summary' && run.summary.checks).toBeGreaterThan(20);
    expect(run.lines.filter((line) => line.type === 'check' && !line.ok)).toEqual([]);
    expect(run.code).toBe(0);
  }, 120_000);

  it('Style A in a sandbox: the table for people says OK, exit 0', async () => {
    const sandbox = await control().sandboxes.create({ name: 'conform style a' });
    const key = sandbox.styleA.apiKeys.DEVELOPER;
    const run = await runCli([
      'conform',
      '--style',
      'a',
      '--base-url',
      sandbox.styleA.baseUrl,
      '--client-id',
      key.clientId,
      '--client-secret',
      key.clientSecret,
      '--compare',
      config.controlUrl,
      '--deadline',
      '20',
    ]);
    expect(run.stdout).toMatch(/^STEP +OPERATION +STATUS +CODE +RESULT$/m);
    expect(run.stdout).toMatch(/^cards\.create +POST \/v1\/cards +201 +- +ok$/m);
    expect(run.stdout).toContain('No differences from the mock.');
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^OK: \d+ answers match the contract and the mock$/);
    expect(run.code).toBe(0);
  }, 120_000);
});

describe('card-issuance-mock conform with a bad command line', () => {
  it('names what is wrong on stderr and exits 2, before any call', async () => {
    for (const [args, message] of [
      [['--style', 'c'], '--style must be a or b'],
      [['--style', 'b', '--client-id', 'x', '--client-secret', 'y'], 'conform needs --base-url'],
      [
        ['--style', 'a', '--base-url', 'api.example.com', '--client-id', 'x', '--client-secret', 'y'],
        '--base-url must be an http(s) URL',
      ],
      [
        [
          '--style',
          'a',
          '--base-url',
          'http://127.0.0.1:9',
          '--client-id',
          'x',
          '--client-secret',
          'y',
          '--deadline',
          '0',
        ],
        '--deadline must be 1 to 3600 seconds',
      ],
    ] as const) {
      const run = await runCli(['conform', ...args], {
        env: { CARD_ISSUANCE_CLIENT_ID: '', CARD_ISSUANCE_CLIENT_SECRET: '' },
      });
      expect(run.stderr, args.join(' ')).toContain(`card-issuance-mock: ${message}`);
      expect(run.code, args.join(' ')).toBe(2);
    }
  });
});

describe('card-issuance-mock conform against a sandbox with an injected fault', () => {
  it('names the operation and the difference, and exits 1', async () => {
    const sandbox = await control().sandboxes.create({ name: 'conform fault' });
    await createMockControlClient({ url: sandbox.controlUrl }).faults.create({
      match: { method: 'POST', path: '/v1/budget-card', style: 'b' },
      count: 1,
      effect: { type: 'status', status: 503 },
    });
    const run = await conformJson([...styleBArgs(sandbox.styleB), '--compare', config.controlUrl]);
    expect(run.code).toBe(1);
    expect(run.summary).toMatchObject({ drift: true, stoppedAt: 'cards.issue' });
    expect(run.lines).toContainEqual({
      type: 'stop',
      run: 'target',
      step: 'cards.issue',
      reason: expect.stringContaining('HTTP 503'),
    });
    expect(run.lines).toContainEqual({
      type: 'difference',
      step: 'cards.issue',
      operation: 'POST /v1/budget-card',
      kind: 'status',
      field: null,
      here: '503',
      mock: '200',
    });
  }, 120_000);
});

describe("card-issuance-mock conform against Prism's static mock of the spec", () => {
  it('finds every answer valid but the state wrong: the stateful differences from the mock, exit 1', async () => {
    prism = await startPrismMock('style-b');
    const run = await conformJson([...styleBArgs(config.styleB, prism.url), '--compare', config.controlUrl]);
    expect(run.code).toBe(1);
    // The examples satisfy the schemas: the contract check alone passes...
    expect(run.summary).toMatchObject({ failed: 0, drift: true });
    // ...while what the journey expects of the state does not hold, as it does in the mock.
    const states = run.lines.filter((line) => line.type === 'difference' && line.kind === 'state');
    expect(states).toContainEqual(
      expect.objectContaining({
        step: 'accounts.register',
        field: 'answers the email registered',
        mock: 'so',
      }),
    );
    expect(states).toContainEqual(
      expect.objectContaining({ step: 'cards.list', field: 'lists the card issued, FROZEN' }),
    );
    expect(
      run.lines.filter((line) => line.type === 'state' && line.run === 'target' && !line.ok).length,
    ).toBe(states.length);
  }, 180_000);
});

import { afterEach, describe, expect, it } from 'vitest';
import { advanceInstead, contractOf } from '../../test/support/conform-kit';
import { ORIGIN, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { createMockControlClient } from '../client';
import type { ConformStyle } from './exchange';
import { type ConformTarget, runConform } from './run-conform';

// The journeys against an in-process mock on a frozen clock: polls move the clock instead of waiting.

let mock: Mock;
afterEach(() => mock?.close());

function targetOf(style: ConformStyle, base = ORIGIN): ConformTarget {
  const config = mock.config();
  if (style === 'a') {
    const key = config.styleA.apiKeys.DEVELOPER;
    return { baseUrl: `${base}/style-a`, clientId: key.clientId, clientSecret: key.clientSecret };
  }
  const { clientId, clientSecret, parentAccountId } = config.styleB;
  return { baseUrl: `${base}/style-b`, clientId, clientSecret, parentAccountId };
}

function conform(
  style: ConformStyle,
  options: { compare?: boolean; readOnly?: boolean; target?: ConformTarget } = {},
) {
  const warnings: string[] = [];
  const report = runConform({
    style,
    target: options.target ?? targetOf(style),
    contract: contractOf(style),
    deadlineMs: 30_000,
    readOnly: options.readOnly ?? false,
    compare: options.compare ? { controlUrl: `${ORIGIN}/_mock` } : undefined,
    fetch: mock.fetch,
    sleep: advanceInstead(mock),
    warn: (line) => warnings.push(line),
  });
  return report.then((done) => ({ ...done, warnings }));
}

describe.each(['a', 'b'] as const)('conform --style %s against the mock itself', (style) => {
  it('takes the whole journey, every answer on the contract and every state as expected', async () => {
    mock = testMock();
    const report = await conform(style);
    expect(report.target.stop).toBeUndefined();
    expect(report.target.exchanges.filter((e) => e.problems.length > 0)).toEqual([]);
    expect(report.target.states.filter((state) => !state.ok)).toEqual([]);
    expect(report.target.states.length).toBeGreaterThan(3);
    expect(report.drift).toBe(false);
    // The polls waited on the mock's clock: a decision was read PENDING (or not started) first.
    expect(report.target.exchanges.filter((e) => e.step.endsWith('(poll)')).length).toBeGreaterThan(2);
    // Loopback: no warning before writing.
    expect(report.warnings).toEqual([]);
  });

  it('finds no difference from a fresh sandbox of the same mock (--compare)', async () => {
    mock = testMock();
    const report = await conform(style, { compare: true });
    expect(report.mock?.stop).toBeUndefined();
    // The sandbox's answers are on the contract too (its tokens carry its id: G-78).
    expect(report.mock?.exchanges.filter((e) => e.problems.length > 0)).toEqual([]);
    expect(report.differences).toEqual([]);
    expect(report.drift).toBe(false);
    // The sandbox was removed after the run.
    const control = createMockControlClient({ url: `${ORIGIN}/_mock`, fetch: mock.fetch });
    expect((await control.sandboxes.list({})).items).toEqual([]);
  });

  it('--read-only sends the token calls and reads only', async () => {
    mock = testMock();
    const report = await conform(style, { readOnly: true });
    expect(report.drift).toBe(false);
    const writes = report.target.exchanges.filter((e) => e.method !== 'GET').map((e) => e.operation);
    expect(writes).toEqual(style === 'a' ? ['POST /v1/oauth/token'] : ['POST /v1/oauth/access-token']);
  });
});

describe('conform --read-only --account-id --compare', () => {
  it("reads the deployment's sub-account and the sandbox's sample account alike: no difference", async () => {
    mock = testMock();
    const accountId = mock.config().styleB.sampleAccount?.accountId;
    expect(accountId).toBeDefined();
    const report = await conform('b', {
      readOnly: true,
      compare: true,
      target: { ...targetOf('b'), accountId },
    });
    expect(report.target.exchanges.map((e) => e.step)).toContain('transactions.list');
    expect(report.mock?.exchanges.map((e) => e.step)).toContain('transactions.list');
    expect(report.differences).toEqual([]);
    expect(report.drift).toBe(false);
  });
});

describe('conform against a mock sandbox with an injected fault', () => {
  it('names the operation and the difference, and drifts', async () => {
    mock = testMock();
    const root = createMockControlClient({ url: `${ORIGIN}/_mock`, fetch: mock.fetch });
    const sandbox = await root.sandboxes.create({ name: 'faulty' });
    const control = createMockControlClient({ url: sandbox.controlUrl, fetch: mock.fetch });
    await control.faults.create({
      match: { method: 'POST', path: '/v1/budgets', style: 'b' },
      count: 1,
      effect: { type: 'status', status: 500 },
    });
    const { clientId, clientSecret, parentAccountId, baseUrl } = sandbox.styleB;
    const report = await conform('b', {
      compare: true,
      target: { baseUrl, clientId, clientSecret, parentAccountId },
    });
    expect(report.drift).toBe(true);
    expect(report.target.stop).toMatchObject({
      step: 'budgets.create',
      reason: expect.stringContaining('HTTP 500'),
    });
    expect(report.differences).toContainEqual({
      step: 'budgets.create',
      operation: 'POST /v1/budgets',
      kind: 'status',
      here: '500',
      mock: '200',
    });
    expect(report.differences).toContainEqual(
      expect.objectContaining({ step: 'cards.issue', kind: 'step', here: 'absent', mock: 'sent' }),
    );
  });
});

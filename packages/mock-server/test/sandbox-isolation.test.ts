import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mock } from '../src/app';
import { styleBCard } from '../src/testing';
import { ledgerProblems } from './fuzz/oracles';
import { call, ORIGIN, testMock } from './support/test-mock';

// Issue 24 part 4: random operations spread over several sandboxes of one mock never read or change
// another's records, balances, events, clock or deliveries, and each sandbox's money is conserved on
// its own. Observed from outside: after each operation on one sandbox, every other sandbox's whole state
// (`GET {controlUrl}/state`), clock, event log and deliveries read exactly as before.

interface Sandbox {
  /** Undefined for the mock's own sandbox. */
  id: string | undefined;
  control: string;
  styleB: string;
  cardId: string;
  token: string;
  pending: string[];
}

type Op =
  | { kind: 'purchase'; t: number; cents: number }
  | { kind: 'settle'; t: number }
  | { kind: 'advance'; t: number; ms: number }
  | { kind: 'freeze'; t: number }
  | { kind: 'reset'; t: number }
  | { kind: 'cross'; t: number; other: number };

const SANDBOXES = 3;
const below = (url: string) => url.slice(ORIGIN.length);

let mock: Mock;
afterEach(() => mock?.close());

async function openSandboxes(m: Mock): Promise<Sandbox[]> {
  const configs = [m.config()];
  for (let i = 1; i < SANDBOXES; i++) {
    configs.push((await call(m, 'POST', '/_mock/sandboxes', { name: `sandbox ${i}` })).body.data as never);
  }
  const sandboxes: Sandbox[] = [];
  for (const config of configs) {
    const control = below(config.controlUrl);
    await call(m, 'POST', `${control}/clock/freeze`);
    // Each sandbox's deliveries go to its own inbox, through the mock.
    await call(m, 'POST', `${control}/webhooks/endpoints`, {
      url: `${config.controlUrl}/webhooks/inbox`,
      style: 'b',
    });
    const card = await styleBCard({ fetch: m.fetch, config }, { fund: '500.00' });
    const id = /\/sandboxes\/([^/]+)\//.exec(config.controlUrl)?.[1];
    sandboxes.push({
      id,
      control,
      styleB: below(config.styleB.baseUrl),
      cardId: card.cardId,
      token: card.token,
      pending: [],
    });
  }
  return sandboxes;
}

/** What another sandbox's operation must leave alone. */
async function observe(m: Mock, sandbox: Sandbox) {
  await m.idle();
  const read = async (path: string) => (await call(m, 'GET', `${sandbox.control}${path}`)).body.data;
  return JSON.stringify([
    await read('/state'),
    await read('/clock'),
    await read('/events?limit=500'),
    await read('/webhooks/deliveries?limit=500'),
    await read('/webhooks/inbox?limit=500'),
  ]);
}

async function apply(m: Mock, sandboxes: Sandbox[], op: Op) {
  const sandbox = sandboxes[op.t] as Sandbox;
  switch (op.kind) {
    case 'purchase': {
      const res = await call(m, 'POST', `${sandbox.control}/simulate/authorize`, {
        cardId: sandbox.cardId,
        amount: (op.cents / 100).toFixed(2),
      });
      const data = res.body.data as { status?: string; cardTransactionId?: string } | undefined;
      if (data?.status === 'PENDING' && data.cardTransactionId) sandbox.pending.push(data.cardTransactionId);
      return;
    }
    case 'settle': {
      const id = sandbox.pending.pop();
      if (id) await call(m, 'POST', `${sandbox.control}/simulate/settle`, { cardTransactionId: id });
      return;
    }
    case 'advance':
      await call(m, 'POST', `${sandbox.control}/clock/advance`, { ms: op.ms });
      return;
    case 'freeze':
      await call(m, 'POST', `${sandbox.control}/cards/${sandbox.cardId}/freeze`);
      return;
    case 'reset':
      await call(m, 'POST', `${sandbox.control}/reset`);
      await call(m, 'POST', `${sandbox.control}/clock/freeze`);
      sandbox.pending = [];
      return;
    case 'cross': {
      // A sandbox's token on another's card, at the other's base URL and at the usual one: never an answer
      // about that card.
      const other = sandboxes[op.other] as Sandbox;
      for (const base of [other.styleB, '/style-b']) {
        const res = await call(m, 'GET', `${base}/v1/cards/${other.cardId}?accountId=x`, undefined, {
          'x-access-token': sandbox.token,
        });
        expect(
          (res.body as { code?: string }).code,
          `sandbox ${op.t} reading sandbox ${op.other}'s card`,
        ).not.toBe('000000');
      }
      return;
    }
  }
}

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    t: fc.nat(SANDBOXES - 1),
    cents: fc.integer({ min: 1, max: 9_000 }),
  }),
  fc.record({ kind: fc.constant('settle' as const), t: fc.nat(SANDBOXES - 1) }),
  fc.record({
    kind: fc.constant('advance' as const),
    t: fc.nat(SANDBOXES - 1),
    ms: fc.integer({ min: 1, max: 9 * 86_400_000 }),
  }),
  fc.record({ kind: fc.constant('freeze' as const), t: fc.nat(SANDBOXES - 1) }),
  fc.record({ kind: fc.constant('reset' as const), t: fc.nat(SANDBOXES - 1) }),
  fc.record({ kind: fc.constant('cross' as const), t: fc.nat(SANDBOXES - 1), other: fc.nat(SANDBOXES - 1) }),
);

describe('sandboxes stay isolated (property)', () => {
  it('no operation on one sandbox reads or changes another; each conserves its own money', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 10 }), async (ops) => {
        mock?.close();
        mock = testMock({ webhookFetch: (input, init) => mock.fetch(input, init) });
        const sandboxes = await openSandboxes(mock);
        for (const step of ops) {
          if (step.kind === 'cross' && step.t === step.other) continue;
          const others = sandboxes.filter((_, i) => i !== step.t);
          const before = await Promise.all(others.map((t) => observe(mock, t)));
          await apply(mock, sandboxes, step);
          const after = await Promise.all(others.map((t) => observe(mock, t)));
          expect(after, `after ${JSON.stringify(step)}`).toEqual(before);
        }
        for (const sandbox of sandboxes) {
          const ctx = sandbox.id === undefined ? mock.ctx : mock.sandboxContext(sandbox.id);
          expect(
            ledgerProblems(ctx?.storage ?? mock.ctx.storage),
            `sandbox ${sandbox.id ?? 'default'}`,
          ).toEqual([]);
        }
      }),
      { numRuns: 6, seed: 20261127 },
    );
  }, 120_000);
});

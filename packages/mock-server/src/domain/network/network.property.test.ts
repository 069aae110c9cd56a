import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNetworkWorld, type NetworkWorld } from '../../../test/support/domain/network-fixtures';
import { transferIn, transferOut } from '../budgets';
import { budgetCardAction, type CardRecord } from '../cards';
import type { DomainContext, PartnerScope } from '../context';
import { catchDomainError } from '../errors';
import { TRANSACTIONS, type TransactionStatus } from '../transactions';
import { authorize } from './authorize';
import { increment } from './increment';
import { refund, reverse, settle } from './lifecycle';
import { ALLOWED_TRANSITIONS } from './network-transactions';
import { forceCapture, unlinkedRefund } from './unmatched';

const DAY_MS = 86_400_000;
/** The default `authorizationExpiryDays`. */
const EXPIRY_MS = 7 * DAY_MS;

/** The `{accountId, cardId}` a card change takes. */
type CardRef = { accountId: string; cardId: string };

const freezeCard = (ctx: DomainContext, scope: PartnerScope, input: CardRef) =>
  budgetCardAction(ctx, scope, input, 'freeze');
const unfreezeCard = (ctx: DomainContext, scope: PartnerScope, input: CardRef) =>
  budgetCardAction(ctx, scope, input, 'unfreeze');
const deleteCard = (ctx: DomainContext, scope: PartnerScope, input: CardRef) =>
  budgetCardAction(ctx, scope, input, 'close');

type CardState = 'ACTIVE' | 'FROZEN' | 'CLOSED';

/** What the test expects, kept independently of the implementation. */
interface Model {
  cards: CardState[];
  txns: {
    id: string;
    card: number;
    status: TransactionStatus;
    amount: number;
    settled: number;
    createdAt: number;
  }[];
  wallet: number;
  /** The budget's total, held funds included. */
  budget: number;
  held: number;
}

interface Real {
  world: NetworkWorld;
  cards: CardRecord[];
  walletId: string;
  constant: number;
  statuses: Map<string, TransactionStatus>;
  counter: number;
}

function invariants(model: Model, real: Real): void {
  const { ctx, budget } = real.world;
  const wallet = ctx.ledger.balance(real.walletId);
  const pool = ctx.ledger.balance(budget.budgetId);
  let capturedOut = 0;
  let refundedIn = 0;
  for (const entry of ctx.ledger.entries()) {
    if (entry.kind === 'capture') capturedOut += entry.amount;
    if (entry.kind === 'refund') refundedIn += entry.amount;
  }
  // Money is conserved: what left for merchants and came back accounts for every cent.
  expect(wallet.total + pool.total + capturedOut - refundedIn).toBe(real.constant);
  for (const balance of [wallet, pool]) {
    expect(balance.available).toBeGreaterThanOrEqual(0);
    expect(balance.held).toBeGreaterThanOrEqual(0);
  }
  const records = [...ctx.storage.collection(TRANSACTIONS).values()];
  // Holds are exactly the PENDING authorizations.
  const pending = records.filter((r) => r.status === 'PENDING').reduce((sum, r) => sum + r.amountCents, 0);
  expect(pool.held).toBe(pending);
  expect({ wallet: wallet.total, budget: pool.total, held: pool.held }).toEqual({
    wallet: model.wallet,
    budget: model.budget,
    held: model.held,
  });
  // Statuses only move along part 3's transitions.
  for (const record of records) {
    const before = real.statuses.get(record.cardTransactionId);
    if (before !== undefined && before !== record.status) {
      expect(ALLOWED_TRANSITIONS[before]).toContain(record.status);
    }
    real.statuses.set(record.cardTransactionId, record.status);
  }
  expect(records.map((r) => r.status)).toEqual(model.txns.map((t) => t.status));
}

type Cmd = fc.Command<Model, Real>;
const command = (label: string, run: (model: Model, real: Real) => void): Cmd => ({
  check: () => true,
  run(model, real) {
    run(model, real);
    invariants(model, real);
  },
  toString: () => label,
});
const pick = <T>(list: readonly T[], index: number): T | undefined => list[index % Math.max(1, list.length)];
const partOf = (whole: number, part: number) => Math.max(1, Math.ceil((whole * part) / 4));

const authorizeCmd = fc
  .record({ card: fc.nat(1), cents: fc.integer({ min: 1, max: 6_000 }) })
  .map(({ card, cents }) =>
    command(`authorize(${card}, ${cents})`, (model, real) => {
      const cardId = real.cards[card]?.id ?? '';
      const { record } = authorize(real.world.ctx, { cardId, amountCents: cents });
      const state = model.cards[card];
      const expected =
        state === 'FROZEN'
          ? 'CARD_FROZEN'
          : state === 'CLOSED'
            ? 'CARD_CLOSED'
            : cents > model.budget - model.held
              ? 'INSUFFICIENT_FUNDS'
              : null;
      expect(record.declineReason).toBe(expected);
      model.txns.push({
        id: record.cardTransactionId,
        card,
        status: expected === null ? 'PENDING' : 'FAIL',
        amount: cents,
        settled: 0,
        createdAt: record.createdAt,
      });
      if (expected === null) model.held += cents;
    }),
  );

const stepCmd = fc
  .record({
    step: fc.constantFrom('settle', 'reverse', 'refund'),
    txn: fc.nat(30),
    part: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ step, txn, part }) =>
    command(`${step}(#${txn}, ${part}/4)`, (model, real) => {
      const target = pick(model.txns, txn);
      if (!target) return;
      const { ctx } = real.world;
      const allowed =
        (step === 'refund' && target.status === 'CLOSED') ||
        (step !== 'refund' && target.status === 'PENDING');
      const amount = step === 'refund' ? partOf(target.settled, part) : partOf(target.amount, part);
      const input = { cardTransactionId: target.id, amountCents: amount };
      const action = { settle, reverse, refund }[step];
      if (!allowed) {
        expect(catchDomainError(() => action(ctx, input))).toMatchObject({ kind: 'conflict' });
        return;
      }
      action(ctx, input);
      if (step === 'reverse' && amount < target.amount) {
        // A partial reversal: that much of the hold goes, the rest stays PENDING.
        target.amount -= amount;
        model.held -= amount;
        return;
      }
      model.held -= step === 'refund' ? 0 : target.amount;
      if (step === 'settle') {
        model.budget -= amount;
        target.settled = amount;
        target.status = 'CLOSED';
      } else if (step === 'reverse') {
        target.status = 'REVERSED';
      } else {
        model.budget += amount;
        target.status = 'REFUNDED';
      }
    }),
  );

/** The decline a card of `state` gives an authorization of `cents`, or null. */
function expectedDecline(model: Model, state: CardState | undefined, cents: number): string | null {
  if (state === 'FROZEN') return 'CARD_FROZEN';
  if (state === 'CLOSED') return 'CARD_CLOSED';
  return cents > model.budget - model.held ? 'INSUFFICIENT_FUNDS' : null;
}

const incrementCmd = fc
  .record({ txn: fc.nat(30), cents: fc.integer({ min: 1, max: 4_000 }) })
  .map(({ txn, cents }) =>
    command(`increment(#${txn}, ${cents})`, (model, real) => {
      const target = pick(model.txns, txn);
      if (!target) return;
      const { ctx } = real.world;
      const input = { cardTransactionId: target.id, amountCents: cents };
      if (target.status !== 'PENDING') {
        expect(catchDomainError(() => increment(ctx, input))).toMatchObject({ kind: 'conflict' });
        return;
      }
      const { record } = increment(ctx, input);
      const expected = expectedDecline(model, model.cards[target.card], cents);
      if (expected === null) {
        expect(record).toMatchObject({ cardTransactionId: target.id, status: 'PENDING' });
        target.amount += cents;
        model.held += cents;
        return;
      }
      // Declined: the authorization stays as it was, the increment is a FAIL of its own.
      expect(record).toMatchObject({ status: 'FAIL', declineReason: expected, amountCents: cents });
      model.txns.push({
        id: record.cardTransactionId,
        card: target.card,
        status: 'FAIL',
        amount: cents,
        settled: 0,
        createdAt: record.createdAt,
      });
    }),
  );

const unmatchedCmd = fc
  .record({
    kind: fc.constantFrom('force-capture', 'unlinked-refund'),
    card: fc.nat(1),
    cents: fc.integer({ min: 1, max: 8_000 }),
  })
  .map(({ kind, card, cents }) =>
    command(`${kind}(${card}, ${cents})`, (model, real) => {
      const { ctx } = real.world;
      const input = { cardId: real.cards[card]?.id ?? '', amountCents: cents };
      if (kind === 'force-capture' && cents > model.budget - model.held) {
        // Forced whatever the card's state, but never into held funds or below zero.
        expect(catchDomainError(() => forceCapture(ctx, input))).toMatchObject({ kind: 'conflict' });
        return;
      }
      const { record } = (kind === 'force-capture' ? forceCapture : unlinkedRefund)(ctx, input);
      const capture = kind === 'force-capture';
      model.budget += capture ? -cents : cents;
      model.txns.push({
        id: record.cardTransactionId,
        card,
        status: capture ? 'CLOSED' : 'REFUNDED',
        amount: cents,
        settled: capture ? cents : 0,
        createdAt: record.createdAt,
      });
    }),
  );

const clockCmd = fc.integer({ min: 1, max: 8 * DAY_MS }).map((ms) =>
  command(`advance(${ms} ms)`, (model, real) => {
    const { clock } = real.world.ctx;
    clock.advance(ms);
    // Authorizations still PENDING when their days run out expire as REVERSED, their holds released.
    for (const txn of model.txns) {
      if (txn.status === 'PENDING' && txn.createdAt + EXPIRY_MS <= clock.now()) {
        txn.status = 'REVERSED';
        model.held -= txn.amount;
      }
    }
  }),
);

const transferCmd = fc
  .record({ direction: fc.constantFrom('in', 'out'), cents: fc.integer({ min: 1, max: 20_000 }) })
  .map(({ direction, cents }) =>
    command(`transfer-${direction}(${cents})`, (model, real) => {
      const { ctx, scope, account, budget } = real.world;
      real.counter += 1;
      const input = {
        accountId: account.accountId,
        budgetId: budget.budgetId,
        clientTransactionId: `prop-${real.counter}`,
        amountCents: cents,
      };
      const source = direction === 'in' ? model.wallet : model.budget;
      const available = direction === 'in' ? model.wallet : model.budget - model.held;
      const expected = cents > source ? 'insufficient_funds' : cents > available ? 'funds_locked' : undefined;
      const error = catchDomainError(() =>
        (direction === 'in' ? transferIn : transferOut)(ctx, scope, input),
      );
      expect(error?.kind).toBe(expected);
      if (expected) return;
      const sign = direction === 'in' ? 1 : -1;
      model.wallet -= sign * cents;
      model.budget += sign * cents;
    }),
  );

const cardCmd = fc
  .record({ change: fc.constantFrom('freeze', 'unfreeze', 'delete'), card: fc.nat(1) })
  .map(({ change, card }) =>
    command(`${change}(${card})`, (model, real) => {
      const { ctx, scope, target } = real.world;
      const input = target(real.cards[card]?.id ?? '');
      const state = model.cards[card];
      if (change === 'delete') {
        deleteCard(ctx, scope, input);
        model.cards[card] = 'CLOSED';
        return;
      }
      const error = catchDomainError(() =>
        (change === 'freeze' ? freezeCard : unfreezeCard)(ctx, scope, input),
      );
      expect(error?.kind).toBe(state === 'CLOSED' ? 'unprocessable' : undefined);
      if (state !== 'CLOSED') model.cards[card] = change === 'freeze' ? 'FROZEN' : 'ACTIVE';
    }),
  );

function setupRun(): { model: Model; real: Real } {
  const world = createNetworkWorld();
  const cards = [world.issue(), world.issue()];
  const walletId = world.account.walletId ?? '';
  const wallet = world.ctx.ledger.balance(walletId).total;
  const budget = world.ctx.ledger.balance(world.budget.budgetId).total;
  return {
    model: { cards: ['ACTIVE', 'ACTIVE'], txns: [], wallet, budget, held: 0 },
    real: { world, cards, walletId, constant: wallet + budget, statuses: new Map(), counter: 0 },
  };
}

describe('card network (model-based)', () => {
  it('conserves money, honours holds and locks, and moves statuses only along part 3, with increments, partial reversals, expiry, force captures and unlinked refunds', () => {
    fc.assert(
      fc.property(
        fc.commands(
          [
            authorizeCmd,
            authorizeCmd,
            stepCmd,
            stepCmd,
            incrementCmd,
            unmatchedCmd,
            clockCmd,
            transferCmd,
            cardCmd,
          ],
          { maxCommands: 40 },
        ),
        (cmds) => {
          fc.modelRun(setupRun, cmds);
        },
      ),
      { numRuns: 80 },
    );
  });
});

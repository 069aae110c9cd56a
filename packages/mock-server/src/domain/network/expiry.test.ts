import { describe, expect, it } from 'vitest';
import { createNetworkWorld } from '../../../test/support/domain/network-fixtures';
import { createClock } from '../clock';
import { createDomainContext } from '../context';
import { JOBS, restoreJobs } from '../jobs';
import { authorize } from './authorize';
import { authorizationExpiryDays, setAuthorizationExpiryDays } from './expiry';
import { increment } from './increment';
import { reverse, settle } from './lifecycle';
import { getNetworkTransaction } from './network-transactions';

const DAY_MS = 86_400_000;

function setup() {
  const world = createNetworkWorld();
  const card = world.issue();
  const pending = (amountCents = 1_000) =>
    authorize(world.ctx, { cardId: card.id, amountCents }).record.cardTransactionId;
  const statusOf = (id: string) => getNetworkTransaction(world.ctx, id)?.record.status;
  return { ...world, card, pending, statusOf };
}

describe('authorization expiry', () => {
  it('reverses a PENDING authorization after 7 days on the clock and releases its hold', () => {
    const { ctx, pending, statusOf, budgetBalance, transactionEvents } = setup();
    const id = pending(2500);
    increment(ctx, { cardTransactionId: id, amountCents: 500 });
    reverse(ctx, { cardTransactionId: id, amountCents: 1000 });
    ctx.clock.advance(7 * DAY_MS - 1);
    expect(statusOf(id)).toBe('PENDING');
    expect(budgetBalance().held).toBe(2000);
    ctx.clock.advance(1);
    expect(statusOf(id)).toBe('REVERSED');
    expect(budgetBalance()).toEqual({ available: 10_000, held: 0, total: 10_000 });
    expect(transactionEvents().at(-1)).toMatchObject({
      type: 'CARD_TRANSACTION.UPDATED',
      payload: { cardTransactionId: id, status: 'REVERSED', amount: '20.00', settledAmount: null },
    });
  });

  it('leaves settled and reversed authorizations alone, and drops their jobs', () => {
    const { ctx, pending, statusOf, budgetBalance } = setup();
    const jobs = ctx.storage.collection(JOBS);
    const before = jobs.size;
    const settled = pending(1000);
    const reversed = pending(1000);
    expect(jobs.size).toBe(before + 2);
    settle(ctx, { cardTransactionId: settled, amountCents: 400 });
    reverse(ctx, { cardTransactionId: reversed });
    expect(jobs.size).toBe(before);
    ctx.clock.advance(8 * DAY_MS);
    expect([statusOf(settled), statusOf(reversed)]).toEqual(['CLOSED', 'REVERSED']);
    expect(budgetBalance()).toEqual({ available: 9600, held: 0, total: 9600 });
  });

  it('takes its days from the settings, then from the control API for authorizations placed after', () => {
    const { ctx, pending, statusOf } = setup();
    expect(authorizationExpiryDays(ctx)).toBe(7);
    const weekly = pending();
    setAuthorizationExpiryDays(ctx, 2);
    const short = pending();
    ctx.clock.advance(2 * DAY_MS);
    expect([statusOf(weekly), statusOf(short)]).toEqual(['PENDING', 'REVERSED']);
    expect(authorizationExpiryDays(createDomainContext({ settings: { authorizationExpiryDays: 30 } }))).toBe(
      30,
    );
  });

  it('survives a restart: the expiry is a stored job', () => {
    const { ctx, pending, budget } = setup();
    const id = pending(1000);
    const again = createDomainContext({ clock: createClock({ frozenAt: ctx.clock.now() }) });
    again.storage.restore(ctx.storage.snapshot());
    restoreJobs(again);
    again.clock.advance(7 * DAY_MS);
    expect(getNetworkTransaction(again, id)?.record.status).toBe('REVERSED');
    expect(again.ledger.balance(budget.budgetId).held).toBe(0);
  });
});

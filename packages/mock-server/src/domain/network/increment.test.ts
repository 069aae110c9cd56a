import { describe, expect, it } from 'vitest';
import { createNetworkWorld } from '../../../test/support/domain/network-fixtures';
import { budgetCardAction, setVelocityControl } from '../cards';
import { catchDomainError } from '../errors';
import { authorize } from './authorize';
import { increment } from './increment';
import { settle } from './lifecycle';

function setup() {
  const world = createNetworkWorld();
  const card = world.issue();
  const pending = (amountCents = 1_000) =>
    authorize(world.ctx, { cardId: card.id, amountCents, merchantName: 'Hotel', mcc: '7011' }).record
      .cardTransactionId;
  return { ...world, card, pending };
}

describe('increment', () => {
  it('raises a PENDING authorization and its hold, and settles up to the new amount', () => {
    const { ctx, pending, budgetBalance, transactionEvents } = setup();
    const id = pending(3000);
    const { record } = increment(ctx, { cardTransactionId: id, amountCents: 2000 });
    expect(record).toMatchObject({ cardTransactionId: id, status: 'PENDING', amountCents: 5000 });
    expect(budgetBalance()).toEqual({ available: 5000, held: 5000, total: 10_000 });
    expect(transactionEvents().map((e) => [e.type, e.payload.cardTransactionId, e.payload.amount])).toEqual([
      ['CARD_TRANSACTION.CREATED', id, '30.00'],
      ['CARD_TRANSACTION.UPDATED', id, '50.00'],
    ]);
    expect(settle(ctx, { cardTransactionId: id }).record.settledAmountCents).toBe(5000);
    expect(budgetBalance()).toEqual({ available: 5000, held: 0, total: 5000 });
  });

  it('declines an increment the funds do not cover: a FAIL of its own, the authorization unchanged', () => {
    const { ctx, pending, budgetBalance, card } = setup();
    const id = pending(6000);
    const { record } = increment(ctx, { cardTransactionId: id, amountCents: 4001 });
    expect(record).toMatchObject({
      status: 'FAIL',
      declineReason: 'INSUFFICIENT_FUNDS',
      amountCents: 4001,
      cardId: card.id,
      merchantName: 'Hotel',
      mcc: '7011',
    });
    expect(record.cardTransactionId).not.toBe(id);
    expect(budgetBalance()).toEqual({ available: 4000, held: 6000, total: 10_000 });
    expect(increment(ctx, { cardTransactionId: id, amountCents: 4000 }).record.amountCents).toBe(10_000);
  });

  it("declines on a frozen card and above the card's limit, the authorization's own amount counted", () => {
    const world = setup();
    const { ctx, scope, card, target, pending } = world;
    setVelocityControl(ctx, scope, { ...target(card.id), transactionLimitsType: 'DAY', amountLimit: 2000 });
    const id = pending(1500);
    expect(increment(ctx, { cardTransactionId: id, amountCents: 501 }).record.declineReason).toBe(
      'VELOCITY_LIMIT_EXCEEDED',
    );
    budgetCardAction(ctx, scope, target(card.id), 'freeze');
    expect(increment(ctx, { cardTransactionId: id, amountCents: 100 }).record.declineReason).toBe(
      'CARD_FROZEN',
    );
    expect(world.budgetBalance().held).toBe(1500);
  });

  it('takes only a PENDING authorization', () => {
    const { ctx, pending } = setup();
    const id = pending(1000);
    settle(ctx, { cardTransactionId: id });
    expect(catchDomainError(() => increment(ctx, { cardTransactionId: id, amountCents: 1 }))).toMatchObject({
      kind: 'conflict',
    });
    expect(
      catchDomainError(() => increment(ctx, { cardTransactionId: 'txn_nope', amountCents: 1 })),
    ).toMatchObject({ kind: 'not_found', field: 'cardTransactionId' });
  });
});

import { describe, expect, it } from 'vitest';
import { createNetworkWorld } from '../../../test/support/domain/network-fixtures';
import { transactionView } from '../../style-b/transaction-view';
import { budgetCardAction, issueCard, setVelocityControl } from '../cards';
import { catchDomainError } from '../errors';
import { listTransactions } from '../transactions';
import { authorize } from './authorize';
import { refund } from './lifecycle';
import { forceCapture, unlinkedRefund } from './unmatched';

function setup() {
  const world = createNetworkWorld();
  const card = world.issue();
  return { ...world, card };
}

describe('forceCapture', () => {
  it('settles without an authorization: a CLOSED transaction, the money gone at once', () => {
    const { ctx, card, budgetBalance, transactionEvents } = setup();
    const { record } = forceCapture(ctx, { cardId: card.id, amountCents: 1500, merchantName: 'Toll' });
    expect(record).toMatchObject({
      type: 'AUTHORIZATION',
      status: 'CLOSED',
      amountCents: 1500,
      settledAmountCents: 1500,
      refundedAmountCents: null,
      declineReason: null,
      merchantName: 'Toll',
      currency: 'USD',
    });
    expect(budgetBalance()).toEqual({ available: 8500, held: 0, total: 8500 });
    expect(transactionEvents().map((e) => [e.type, e.payload])).toEqual([
      ['CARD_TRANSACTION.CREATED', transactionView(record)],
    ]);
    // A settled charge like any other: it can be refunded.
    expect(refund(ctx, { cardTransactionId: record.cardTransactionId }).record.status).toBe('REFUNDED');
  });

  it('is forced through whatever the card status and limits say', () => {
    const { ctx, scope, card, target, budgetBalance } = setup();
    setVelocityControl(ctx, scope, {
      ...target(card.id),
      transactionLimitsType: 'TRANSACTION',
      amountLimit: 100,
    });
    budgetCardAction(ctx, scope, target(card.id), 'close');
    expect(forceCapture(ctx, { cardId: card.id, amountCents: 5000 }).record.status).toBe('CLOSED');
    expect(budgetBalance().total).toBe(5000);
  });

  it('never takes held funds nor goes below zero: above what is available, conflict and nothing recorded', () => {
    const { ctx, card, budgetBalance, transactionEvents } = setup();
    authorize(ctx, { cardId: card.id, amountCents: 7000 });
    const error = catchDomainError(() => forceCapture(ctx, { cardId: card.id, amountCents: 3001 }));
    expect(error).toMatchObject({ kind: 'conflict', field: 'amount' });
    expect(error?.message).toContain('30.00 available');
    expect(budgetBalance()).toEqual({ available: 3000, held: 7000, total: 10_000 });
    expect(transactionEvents()).toHaveLength(1);
    expect(forceCapture(ctx, { cardId: card.id, amountCents: 3000 }).record.status).toBe('CLOSED');
  });
});

describe('unlinkedRefund', () => {
  it("credits the card's funding account with a REFUND transaction, on a closed card too", () => {
    const { ctx, scope, card, target, account, budgetBalance, transactionEvents } = setup();
    budgetCardAction(ctx, scope, target(card.id), 'close');
    const { record } = unlinkedRefund(ctx, { cardId: card.id, amountCents: 700, merchantName: 'Shop' });
    expect(record).toMatchObject({
      type: 'REFUND',
      status: 'REFUNDED',
      amountCents: 700,
      settledAmountCents: null,
      refundedAmountCents: 700,
      merchantName: 'Shop',
    });
    expect(budgetBalance()).toEqual({ available: 10_700, held: 0, total: 10_700 });
    expect(transactionEvents().map((e) => [e.type, e.payload.status])).toEqual([
      ['CARD_TRANSACTION.CREATED', 'REFUNDED'],
    ]);
    const list = listTransactions(
      ctx,
      scope,
      { accountId: account.accountId, status: 'REFUNDED' },
      {
        offset: 0,
        limit: 10,
      },
    );
    expect(list.items.map((t) => t.cardTransactionId)).toEqual([record.cardTransactionId]);
  });

  it('gives no spending allowance back, and takes no further step', () => {
    const { ctx, scope, card, target } = setup();
    setVelocityControl(ctx, scope, { ...target(card.id), transactionLimitsType: 'DAY', amountLimit: 1000 });
    const { record } = unlinkedRefund(ctx, { cardId: card.id, amountCents: 5000 });
    expect(authorize(ctx, { cardId: card.id, amountCents: 1001 }).record.declineReason).toBe(
      'VELOCITY_LIMIT_EXCEEDED',
    );
    expect(
      catchDomainError(() => refund(ctx, { cardTransactionId: record.cardTransactionId })),
    ).toMatchObject({ kind: 'conflict' });
  });

  it('answers not_found naming cardId for an unknown card', () => {
    const { ctx } = setup();
    for (const action of [forceCapture, unlinkedRefund]) {
      expect(catchDomainError(() => action(ctx, { cardId: 'card_x', amountCents: 1 }))).toMatchObject({
        kind: 'not_found',
        field: 'cardId',
      });
    }
  });
});

describe('on a Style A prepaid card', () => {
  it("moves money on the card's own balance and emits no Style B event", () => {
    const world = setup();
    const { ctx } = world;
    const card = issueCard(ctx, '431940', {
      style: 'a',
      tenantId: 'org_1',
      environment: 'sandbox',
      ownerId: 'applicant_1',
      cardholderId: 'ch_1',
      productId: 'prg_1',
      form: 'VIRTUAL',
      status: 'FROZEN',
      label: null,
      funding: 'PREPAID',
      budgetId: null,
      currencies: ['USD'],
      spendLimit: { period: 'MONTH', amountCents: 100 },
      referenceId: null,
      useType: null,
      physicalCardDesignId: null,
    });
    ctx.ledger.credit(card.id, 1_000, 'prepaid load');
    expect(forceCapture(ctx, { cardId: card.id, amountCents: 800 }).record).toMatchObject({
      status: 'CLOSED',
      budgetId: null,
      accountId: 'applicant_1',
    });
    expect(unlinkedRefund(ctx, { cardId: card.id, amountCents: 300 }).record.type).toBe('REFUND');
    expect(ctx.ledger.balance(card.id)).toEqual({ available: 500, held: 0, total: 500 });
    expect(world.transactionEvents()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createNetworkWorld } from '../../../test/support/domain/network-fixtures';
import { transactionView } from '../../style-b/transaction-view';
import { budgetCardAction, cardSecretsOf, setVelocityControl } from '../cards';
import type { DomainContext, PartnerScope } from '../context';
import { catchDomainError } from '../errors';
import { listTransactions, type TransactionStatus } from '../transactions';
import { authorize, decline } from './authorize';
import { refund, reverse, settle } from './lifecycle';

/** The `{accountId, cardId}` a card change takes. */
type CardRef = { accountId: string; cardId: string };

const freezeCard = (ctx: DomainContext, scope: PartnerScope, input: CardRef) =>
  budgetCardAction(ctx, scope, input, 'freeze');
const deleteCard = (ctx: DomainContext, scope: PartnerScope, input: CardRef) =>
  budgetCardAction(ctx, scope, input, 'close');

function setup() {
  const world = createNetworkWorld();
  const card = world.issue();
  const pending = (amountCents = 1_000) =>
    authorize(world.ctx, { cardId: card.id, amountCents }).record.cardTransactionId;
  return { ...world, card, pending };
}

describe('settle', () => {
  it('settles in full: the held amount leaves the budget', () => {
    const { ctx, pending, budgetBalance } = setup();
    const id = pending(1230);
    const { record } = settle(ctx, { cardTransactionId: id });
    expect(record).toMatchObject({ status: 'CLOSED', settledAmountCents: 1230, refundedAmountCents: null });
    expect(budgetBalance()).toEqual({ available: 8770, held: 0, total: 8770 });
  });

  it('settles part of the authorization and releases the rest of the hold', () => {
    const { ctx, pending, budgetBalance } = setup();
    const id = pending(1000);
    const { record } = settle(ctx, { cardTransactionId: id, amountCents: 750 });
    expect(record).toMatchObject({ status: 'CLOSED', amountCents: 1000, settledAmountCents: 750 });
    expect(budgetBalance()).toEqual({ available: 9250, held: 0, total: 9250 });
  });

  it('refuses more than the authorized amount', () => {
    const { ctx, pending, budgetBalance } = setup();
    const id = pending(1000);
    const error = catchDomainError(() => settle(ctx, { cardTransactionId: id, amountCents: 1001 }));
    expect(error).toMatchObject({ kind: 'unprocessable', field: 'amount' });
    expect(budgetBalance()).toEqual({ available: 9000, held: 1000, total: 10_000 });
  });

  it('settles after the card was deleted or frozen', () => {
    const { ctx, scope, pending, card, target, budgetBalance } = setup();
    const first = pending(1000);
    const second = pending(2000);
    freezeCard(ctx, scope, target(card.id));
    expect(settle(ctx, { cardTransactionId: first }).record.status).toBe('CLOSED');
    deleteCard(ctx, scope, target(card.id));
    expect(settle(ctx, { cardTransactionId: second }).record.status).toBe('CLOSED');
    expect(budgetBalance()).toEqual({ available: 7000, held: 0, total: 7000 });
  });

  it('updates updatedAt on the mock clock and keeps createdAt', () => {
    const { ctx, pending } = setup();
    const id = pending();
    const created = ctx.clock.now();
    ctx.clock.advance(60_000);
    const { record } = settle(ctx, { cardTransactionId: id });
    expect(record.createdAt).toBe(created);
    expect(record.updatedAt).toBe(created + 60_000);
  });
});

describe('reverse', () => {
  it('releases the whole hold', () => {
    const { ctx, pending, budgetBalance } = setup();
    const id = pending(4000);
    expect(reverse(ctx, { cardTransactionId: id }).record).toMatchObject({
      status: 'REVERSED',
      settledAmountCents: null,
    });
    expect(budgetBalance()).toEqual({ available: 10_000, held: 0, total: 10_000 });
  });

  it('releases part of the hold and keeps the rest PENDING (a partial reversal)', () => {
    const { ctx, pending, budgetBalance, transactionEvents } = setup();
    const id = pending(4000);
    expect(reverse(ctx, { cardTransactionId: id, amountCents: 1500 }).record).toMatchObject({
      status: 'PENDING',
      amountCents: 2500,
    });
    expect(budgetBalance()).toEqual({ available: 7500, held: 2500, total: 10_000 });
    expect(transactionEvents().map((e) => [e.type, e.payload.status, e.payload.amount])).toEqual([
      ['CARD_TRANSACTION.CREATED', 'PENDING', '40.00'],
      ['CARD_TRANSACTION.UPDATED', 'PENDING', '25.00'],
    ]);
    // The rest settles at most what is still authorized; reversing all of it ends the authorization.
    expect(catchDomainError(() => settle(ctx, { cardTransactionId: id, amountCents: 2501 }))).toMatchObject({
      kind: 'unprocessable',
      field: 'amount',
    });
    expect(reverse(ctx, { cardTransactionId: id, amountCents: 2500 }).record.status).toBe('REVERSED');
    expect(budgetBalance()).toEqual({ available: 10_000, held: 0, total: 10_000 });
  });

  it('refuses to reverse more than is authorized', () => {
    const { ctx, pending, budgetBalance } = setup();
    const id = pending(1000);
    expect(catchDomainError(() => reverse(ctx, { cardTransactionId: id, amountCents: 1001 }))).toMatchObject({
      kind: 'unprocessable',
      field: 'amount',
    });
    expect(budgetBalance()).toEqual({ available: 9000, held: 1000, total: 10_000 });
  });
});

describe('refund', () => {
  it('refunds in full into the budget', () => {
    const { ctx, pending, budgetBalance } = setup();
    const id = pending(1000);
    settle(ctx, { cardTransactionId: id, amountCents: 800 });
    const { record } = refund(ctx, { cardTransactionId: id });
    expect(record).toMatchObject({ status: 'REFUNDED', settledAmountCents: 800, refundedAmountCents: 800 });
    expect(budgetBalance()).toEqual({ available: 10_000, held: 0, total: 10_000 });
  });

  it('refunds part of the settled amount, and no more than it', () => {
    const { ctx, pending, budgetBalance } = setup();
    const id = pending(1000);
    settle(ctx, { cardTransactionId: id, amountCents: 800 });
    expect(catchDomainError(() => refund(ctx, { cardTransactionId: id, amountCents: 801 }))).toMatchObject({
      kind: 'unprocessable',
      field: 'amount',
    });
    expect(refund(ctx, { cardTransactionId: id, amountCents: 250 }).record.refundedAmountCents).toBe(250);
    expect(budgetBalance()).toEqual({ available: 9450, held: 0, total: 9450 });
  });
});

describe('allowed transitions', () => {
  type Step = 'settle' | 'reverse' | 'refund';
  const steps = { settle, reverse, refund };
  const reach = (world: ReturnType<typeof setup>, status: TransactionStatus) => {
    const { ctx, card } = world;
    if (status === 'FAIL')
      return decline(ctx, { cardId: card.id, amountCents: 100 }).record.cardTransactionId;
    const id = world.pending(100);
    if (status === 'CLOSED' || status === 'REFUNDED') settle(ctx, { cardTransactionId: id });
    if (status === 'REFUNDED') refund(ctx, { cardTransactionId: id });
    if (status === 'REVERSED') reverse(ctx, { cardTransactionId: id });
    return id;
  };
  const forbidden: [TransactionStatus, Step][] = [
    ['PENDING', 'refund'],
    ['CLOSED', 'settle'],
    ['CLOSED', 'reverse'],
    ['FAIL', 'settle'],
    ['FAIL', 'reverse'],
    ['FAIL', 'refund'],
    ['REVERSED', 'settle'],
    ['REVERSED', 'reverse'],
    ['REVERSED', 'refund'],
    ['REFUNDED', 'settle'],
    ['REFUNDED', 'reverse'],
    ['REFUNDED', 'refund'],
  ];

  it.each(forbidden)('%s cannot %s: conflict naming cardTransactionId, nothing changes', (status, step) => {
    const world = setup();
    const id = reach(world, status);
    const before = world.ctx.storage.snapshot();
    const error = catchDomainError(() => steps[step](world.ctx, { cardTransactionId: id }));
    expect(error).toMatchObject({ kind: 'conflict', field: 'cardTransactionId' });
    expect(world.ctx.storage.snapshot()).toEqual(before);
  });

  // A missing id is refused by the contract's schema (src/control/network-simulation.test.ts).
  it.each(['settle', 'reverse', 'refund'] as const)('%s of an unknown id', (step) => {
    const { ctx } = setup();
    expect(catchDomainError(() => steps[step](ctx, { cardTransactionId: 'txn_nope' }))).toMatchObject({
      kind: 'not_found',
      field: 'cardTransactionId',
    });
  });
});

describe('events and the transaction list', () => {
  it('moves one cardTransactionId through CREATED and UPDATED events carrying its view', () => {
    const { ctx, scope, pending, transactionEvents, card, account } = setup();
    const id = pending(1000);
    const settled = settle(ctx, { cardTransactionId: id, amountCents: 900 }).record;
    const refunded = refund(ctx, { cardTransactionId: id, amountCents: 100 }).record;
    const reversed = reverse(ctx, { cardTransactionId: pending(300) }).record;
    const events = transactionEvents();
    expect(events.map((e) => [e.type, e.payload.cardTransactionId, e.payload.status])).toEqual([
      ['CARD_TRANSACTION.CREATED', id, 'PENDING'],
      ['CARD_TRANSACTION.UPDATED', id, 'CLOSED'],
      ['CARD_TRANSACTION.UPDATED', id, 'REFUNDED'],
      ['CARD_TRANSACTION.CREATED', reversed.cardTransactionId, 'PENDING'],
      ['CARD_TRANSACTION.UPDATED', reversed.cardTransactionId, 'REVERSED'],
    ]);
    expect(events[1]?.payload).toEqual(transactionView(settled));
    expect(events[2]?.payload).toEqual(transactionView(refunded));
    expect(events[4]?.payload).toEqual(transactionView(reversed));
    expect(refunded).toMatchObject({ settledAmountCents: 900, refundedAmountCents: 100 });

    const { cardNumber, cvv } = cardSecretsOf(ctx, card);
    for (const event of events) {
      const text = JSON.stringify(event);
      expect(text).not.toContain(cardNumber);
      expect(Object.values(event.payload)).not.toContain(cvv);
      expect(Object.keys(event.payload)).not.toContain('cvv');
    }

    const list = listTransactions(ctx, scope, { accountId: account.accountId }, { offset: 0, limit: 20 });
    expect(list.items.map((t) => [t.cardTransactionId, t.status])).toEqual(
      expect.arrayContaining([
        [id, 'REFUNDED'],
        [reversed.cardTransactionId, 'REVERSED'],
      ]),
    );
    expect(list.total).toBe(2);
  });
});

describe('velocity after settlement and refund', () => {
  it('counts settled amounts net of refunds, not the authorized amount', () => {
    const { ctx, scope, card, target, pending } = setup();
    setVelocityControl(ctx, scope, {
      ...target(card.id),
      transactionLimitsType: 'MONTH',
      amountLimit: 1000,
    });
    const id = pending(1000);
    const over = authorize(ctx, { cardId: card.id, amountCents: 100 }).record;
    expect(over.declineReason).toBe('VELOCITY_LIMIT_EXCEEDED');
    settle(ctx, { cardTransactionId: id, amountCents: 600 });
    refund(ctx, { cardTransactionId: id, amountCents: 200 });
    // 4.00 counted: 6.00 more fit, 6.01 does not.
    expect(authorize(ctx, { cardId: card.id, amountCents: 601 }).record.status).toBe('FAIL');
    expect(authorize(ctx, { cardId: card.id, amountCents: 600 }).record.status).toBe('PENDING');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cardSecrets, deleteCard, freezeCard, setVelocityControl } from '../cards';
import { cardsOf } from '../cards/card-store';
import { catchDomainError } from '../errors';
import { transactionView } from '../transactions';
import { registerAuthorizationRule } from './authorization-rules';
import { authorize, decline } from './authorize';
import { type NetworkCard, registerCardResolver } from './network-card';
import { registerTransactionHook, type TransactionChange } from './network-transactions';
import { createNetworkWorld } from './testing';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup() {
  const world = createNetworkWorld();
  const card = world.issue();
  const auth = (overrides: Record<string, unknown> = {}) =>
    authorize(world.ctx, { cardId: card.cardId, amount: '10.00', ...overrides }).record;
  return { ...world, card, auth };
}

describe('authorize', () => {
  it('places a PENDING authorization and holds its amount on the budget', () => {
    const { auth, budgetBalance, card, budget } = setup();
    const record = auth({ amount: '12.30', merchantName: 'Coffee', mcc: '5814', merchantCountry: 'SG' });
    expect(record).toMatchObject({
      status: 'PENDING',
      cardId: card.cardId,
      budgetId: budget.budgetId,
      type: 'AUTHORIZATION',
      amountCents: 1230,
      currency: 'USD',
      merchantName: 'Coffee',
      mcc: '5814',
      merchantCountry: 'SG',
      declineReason: null,
      settledAmountCents: null,
      refundedAmountCents: null,
    });
    expect(budgetBalance()).toEqual({ available: 8770, held: 1230, total: 10_000 });
  });

  it('uses the documented defaults', () => {
    const record = setup().auth();
    expect(record).toMatchObject({
      currency: 'USD',
      merchantName: 'Test Merchant',
      mcc: '5999',
      merchantCountry: 'US',
    });
  });

  it('emits CARD_TRANSACTION.CREATED with the transaction view and no card number or CVV', () => {
    const { auth, transactionEvents, ctx, card } = setup();
    const record = auth();
    const declined = auth({ amount: '500' });
    const events = transactionEvents();
    expect(events.map((e) => e.type)).toEqual(['CARD_TRANSACTION.CREATED', 'CARD_TRANSACTION.CREATED']);
    expect(events[0]?.payload).toEqual(transactionView(record));
    expect(events[1]?.payload).toEqual(transactionView(declined));
    expect(events[0]).toMatchObject({ style: 'b', programId: card.programId, environment: 'sandbox' });
    const { cardNumber, cvv } = cardSecrets(ctx, card);
    const text = JSON.stringify(events);
    expect(text).not.toContain(cardNumber);
    expect(text).not.toMatch(new RegExp(`"cvv"|:"${cvv}"`));
  });

  it('produces views that fit the Transaction schema', () => {
    const { auth } = setup();
    for (const record of [auth(), auth({ amount: '0.01', currency: 'EUR' }), auth({ amount: '999999' })]) {
      const view = transactionView(record);
      expect(view.amount).toMatch(/^(0|[1-9][0-9]*)\.[0-9]{2}$/);
      expect(view.currency).toBe('USD');
      expect(view.mcc).toMatch(/^[0-9]{4}$/);
      expect(view.merchantCountry).toMatch(/^[A-Z]{2}$/);
      expect(typeof view.budgetId).toBe('string');
      expect(view.declineReason === null).toBe(view.status !== 'FAIL');
    }
  });
});

describe('authorize: declines', () => {
  const expectDeclined = (world: ReturnType<typeof setup>, reason: string, overrides = {}) => {
    const before = world.budgetBalance();
    const record = world.auth(overrides);
    expect(record).toMatchObject({ status: 'FAIL', declineReason: reason });
    expect(world.budgetBalance()).toEqual(before);
    return record;
  };

  it('declines on a FROZEN card', () => {
    const world = setup();
    freezeCard(world.ctx, world.scope, world.target(world.card.cardId));
    expectDeclined(world, 'CARD_FROZEN');
  });

  it('declines on a CLOSED card', () => {
    const world = setup();
    deleteCard(world.ctx, world.scope, world.target(world.card.cardId));
    expectDeclined(world, 'CARD_CLOSED');
  });

  it('declines on an EXPIRED card, once the clock passes the expiry month', () => {
    const world = setup();
    world.ctx.clock.advance(4 * 366 * 86_400_000);
    expect(cardsOf(world.ctx).get(world.card.cardId)?.status).toBe('EXPIRED');
    expectDeclined(world, 'CARD_EXPIRED');
  });

  it('declines a currency the card does not support, recording the card currency', () => {
    const world = setup();
    const record = expectDeclined(world, 'CURRENCY_NOT_SUPPORTED', { currency: 'EUR' });
    expect(record.currency).toBe('USD');
  });

  it('declines above the available funds, held funds included', () => {
    const world = setup();
    expectDeclined(world, 'INSUFFICIENT_FUNDS', { amount: '100.01' });
    expect(world.auth({ amount: '60' }).status).toBe('PENDING');
    expectDeclined(world, 'INSUFFICIENT_FUNDS', { amount: '40.01' });
    expect(world.auth({ amount: '40' }).status).toBe('PENDING');
  });

  it('declines one authorization above a TRANSACTION limit', () => {
    const world = setup();
    const { ctx, scope, card, target } = world;
    setVelocityControl(ctx, scope, {
      ...target(card.cardId),
      transactionLimitsType: 'TRANSACTION',
      amountLimit: '5',
    });
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amount: '5.01' });
    expect(world.auth({ amount: '5' }).status).toBe('PENDING');
    expect(world.auth({ amount: '5' }).status).toBe('PENDING');
  });

  it('declines above a DAY limit, counting pending amounts, and resets at 00:00 GMT+8', () => {
    const world = setup();
    const { ctx, scope, card, target } = world;
    setVelocityControl(ctx, scope, {
      ...target(card.cardId),
      transactionLimitsType: 'DAY',
      amountLimit: '10',
    });
    // The world's clock stands a few seconds after 2026-01-15T12:00Z, 20:00 GMT+8.
    const untilMidnight = Date.parse('2026-01-15T16:00:00Z') - ctx.clock.now();
    expect(world.auth({ amount: '6' }).status).toBe('PENDING');
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amount: '4.01' });
    expect(world.auth({ amount: '4' }).status).toBe('PENDING');
    ctx.clock.advance(untilMidnight - 1);
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amount: '0.01' });
    ctx.clock.advance(1);
    expect(world.auth({ amount: '10' }).status).toBe('PENDING');
  });

  it('counts nothing for declined authorizations, and never declines on an NA velocity control', () => {
    const world = setup();
    const { ctx, scope, card, target } = world;
    setVelocityControl(ctx, scope, {
      ...target(card.cardId),
      transactionLimitsType: 'LIFETIME',
      amountLimit: '20',
    });
    decline(ctx, { cardId: card.cardId, amount: '15' });
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amount: '20.01' });
    expect(world.auth({ amount: '20' }).status).toBe('PENDING');
    setVelocityControl(ctx, scope, { ...target(card.cardId), transactionLimitsType: 'NA' });
    expect(world.auth({ amount: '80' }).status).toBe('PENDING');
  });

  it('runs registered rules after velocity and before funds', () => {
    const world = setup();
    const seen: string[] = [];
    cleanups.push(
      registerAuthorizationRule((_ctx, _card, authorization) => {
        seen.push(authorization.mcc);
        return authorization.mcc === '7995' ? 'SPEND_CONTROL_BLOCKED' : undefined;
      }),
    );
    expectDeclined(world, 'SPEND_CONTROL_BLOCKED', { mcc: '7995', amount: '1000' });
    expect(world.auth({ mcc: '5411' }).status).toBe('PENDING');
    freezeCard(world.ctx, world.scope, world.target(world.card.cardId));
    expectDeclined(world, 'CARD_FROZEN', { mcc: '7995' });
    expect(seen).toEqual(['7995', '5411']);
  });
});

describe('decline', () => {
  it('records a FAIL without touching funds, DECLINED_BY_SIMULATION by default', () => {
    const world = setup();
    const before = world.budgetBalance();
    const { record } = decline(world.ctx, { cardId: world.card.cardId, amount: '5' });
    expect(record).toMatchObject({
      status: 'FAIL',
      declineReason: 'DECLINED_BY_SIMULATION',
      amountCents: 500,
    });
    expect(world.budgetBalance()).toEqual(before);
    expect(world.transactionEvents().map((e) => e.type)).toEqual(['CARD_TRANSACTION.CREATED']);
  });

  it('takes a reason from the list, and refuses another', () => {
    const world = setup();
    const input = { cardId: world.card.cardId, amount: '5', reason: 'INSUFFICIENT_FUNDS' };
    expect(decline(world.ctx, input).record.declineReason).toBe('INSUFFICIENT_FUNDS');
    const error = catchDomainError(() => decline(world.ctx, { ...input, reason: 'NOPE' }));
    expect(error).toMatchObject({ kind: 'invalid', field: 'reason' });
  });
});

describe('authorize: input', () => {
  it.each([
    [{}, 'invalid', 'cardId'],
    [{ amount: '1' }, 'invalid', 'cardId'],
    [{ cardId: 'card_x' }, 'invalid', 'amount'],
    [{ cardId: 'card_x', amount: 10 }, 'invalid', 'amount'],
    [{ cardId: 'card_x', amount: '1.001' }, 'invalid', 'amount'],
    [{ cardId: 'card_x', amount: '0' }, 'unprocessable', 'amount'],
    [{ cardId: 'card_x', amount: '1000000.01' }, 'unprocessable', 'amount'],
    [{ cardId: 'card_x', amount: '1', currency: 'usd' }, 'invalid', 'currency'],
    [{ cardId: 'card_x', amount: '1', mcc: '59' }, 'invalid', 'mcc'],
    [{ cardId: 'card_x', amount: '1', merchantCountry: 'USA' }, 'invalid', 'merchantCountry'],
    [{ cardId: 'card_x', amount: '1', merchantName: 7 }, 'invalid', 'merchantName'],
    [{ cardId: 'card_x', amount: '1' }, 'not_found', 'cardId'],
  ])('%j is %s naming %s', (input, kind, field) => {
    const { ctx } = setup();
    expect(catchDomainError(() => authorize(ctx, input))).toMatchObject({ kind, field });
    expect(catchDomainError(() => decline(ctx, input))).toMatchObject({ kind, field });
  });

  it('refuses a body that is not an object', () => {
    expect(catchDomainError(() => authorize(setup().ctx, 'x'))).toMatchObject({ kind: 'invalid' });
  });
});

describe('other card styles', () => {
  it('authorizes a registered card on its own funding account, without a Style B event, through the hook', () => {
    const world = setup();
    const { ctx } = world;
    const styleA: NetworkCard = {
      cardId: 'acard_1',
      style: 'a',
      programId: 'org_1',
      environment: 'sandbox',
      accountId: 'applicant_1',
      status: 'ACTIVE',
      fundingAccountId: 'acard_1',
      currencies: ['USD'],
      velocityControl: { transactionLimitsType: 'NA', amountLimitCents: 0 },
      budgetId: null,
    };
    ctx.ledger.open('acard_1');
    ctx.ledger.credit('acard_1', 1_000, 'prepaid load');
    const changes: TransactionChange[] = [];
    cleanups.push(registerCardResolver((_ctx, cardId) => (cardId === 'acard_1' ? styleA : undefined)));
    cleanups.push(registerTransactionHook((_ctx, change) => changes.push(change)));
    const { record, link } = authorize(ctx, { cardId: 'acard_1', amount: '7' });
    expect(record).toMatchObject({ status: 'PENDING', budgetId: null, accountId: 'applicant_1' });
    expect(link).toMatchObject({ style: 'a', fundingAccountId: 'acard_1' });
    expect(ctx.ledger.balance('acard_1')).toEqual({ available: 300, held: 700, total: 1_000 });
    expect(world.transactionEvents()).toEqual([]);
    expect(changes.map((c) => [c.kind, c.transaction.record.cardTransactionId])).toEqual([
      ['created', record.cardTransactionId],
    ]);
  });
});

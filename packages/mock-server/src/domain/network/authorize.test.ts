import { describe, expect, it } from 'vitest';
import { transactionView } from '../../style-b/transaction-view';
import { budgetCardAction, cardSecretsOf, cardsOf, issueCard, setVelocityControl } from '../cards';
import type { DomainContext, ProgramScope } from '../context';
import { catchDomainError } from '../errors';
import { authorize, decline } from './authorize';
import { createNetworkWorld } from './testing';

const freezeCard = (ctx: DomainContext, scope: ProgramScope, input: unknown) =>
  budgetCardAction(ctx, scope, input, 'freeze');
const deleteCard = (ctx: DomainContext, scope: ProgramScope, input: unknown) =>
  budgetCardAction(ctx, scope, input, 'close');

function setup() {
  const world = createNetworkWorld();
  const card = world.issue();
  const auth = (overrides: Record<string, unknown> = {}) =>
    authorize(world.ctx, { cardId: card.id, amount: '10.00', ...overrides }).record;
  return { ...world, card, auth };
}

describe('authorize', () => {
  it('places a PENDING authorization and holds its amount on the budget', () => {
    const { auth, budgetBalance, card, budget } = setup();
    const record = auth({ amount: '12.30', merchantName: 'Coffee', mcc: '5814', merchantCountry: 'SG' });
    expect(record).toMatchObject({
      status: 'PENDING',
      cardId: card.id,
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
    expect(events[0]).toMatchObject({ style: 'b', programId: card.tenantId, environment: 'sandbox' });
    const { cardNumber, cvv } = cardSecretsOf(ctx, card);
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
    freezeCard(world.ctx, world.scope, world.target(world.card.id));
    expectDeclined(world, 'CARD_FROZEN');
  });

  it('declines on a CLOSED card', () => {
    const world = setup();
    deleteCard(world.ctx, world.scope, world.target(world.card.id));
    expectDeclined(world, 'CARD_CLOSED');
  });

  it('declines on an EXPIRED card, once the clock passes the expiry month', () => {
    const world = setup();
    world.ctx.clock.advance(4 * 366 * 86_400_000);
    expect(cardsOf(world.ctx).get(world.card.id)?.status).toBe('EXPIRED');
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
      ...target(card.id),
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
      ...target(card.id),
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
      ...target(card.id),
      transactionLimitsType: 'LIFETIME',
      amountLimit: '20',
    });
    decline(ctx, { cardId: card.id, amount: '15' });
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amount: '20.01' });
    expect(world.auth({ amount: '20' }).status).toBe('PENDING');
    setVelocityControl(ctx, scope, { ...target(card.id), transactionLimitsType: 'NA' });
    expect(world.auth({ amount: '80' }).status).toBe('PENDING');
  });

  it('says why a card may not spend before its limit, and its limit before the funds', () => {
    const world = setup();
    setVelocityControl(world.ctx, world.scope, {
      ...world.target(world.card.id),
      transactionLimitsType: 'TRANSACTION',
      amountLimit: '5',
    });
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amount: '1000' });
    freezeCard(world.ctx, world.scope, world.target(world.card.id));
    expectDeclined(world, 'CARD_FROZEN', { amount: '1000' });
  });
});

describe('decline', () => {
  it('records a FAIL without touching funds, DECLINED_BY_SIMULATION by default', () => {
    const world = setup();
    const before = world.budgetBalance();
    const { record } = decline(world.ctx, { cardId: world.card.id, amount: '5' });
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
    const input = { cardId: world.card.id, amount: '5', reason: 'INSUFFICIENT_FUNDS' };
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

describe('cards of both styles', () => {
  it('authorizes a Style A prepaid card on its own ledger account, without a Style B event', () => {
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
      status: 'ACTIVE',
      label: null,
      funding: 'PREPAID',
      budgetId: null,
      currencies: ['USD'],
      spendLimit: { period: 'MONTH', amountCents: 900 },
      referenceId: null,
      useType: null,
      physicalCardDesignId: null,
    });
    ctx.ledger.credit(card.id, 1_000, 'prepaid load');
    const { record, link } = authorize(ctx, { cardId: card.id, amount: '7' });
    expect(record).toMatchObject({ status: 'PENDING', budgetId: null, accountId: 'applicant_1' });
    expect(link).toMatchObject({ style: 'a', fundingAccountId: card.id });
    expect(ctx.ledger.balance(card.id)).toEqual({ available: 300, held: 700, total: 1_000 });
    expect(world.transactionEvents()).toEqual([]);
    // Style A's monthly limit declines in its own words.
    expect(authorize(ctx, { cardId: card.id, amount: '2.01' }).record.declineReason).toBe(
      'SPEND_LIMIT_EXCEEDED',
    );
  });
});

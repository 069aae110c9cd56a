import { describe, expect, it } from 'vitest';
import { createNetworkWorld } from '../../../test/support/domain/network-fixtures';
import { transactionView } from '../../style-b/transaction-view';
import { budgetCardAction, cardSecretsOf, cardsOf, issueCard, setVelocityControl } from '../cards';
import type { DomainContext, PartnerScope } from '../context';
import { catchDomainError } from '../errors';
import { type AuthorizationInput, authorize, decline } from './authorize';

/** The `{accountId, cardId}` a card change takes. */
type CardRef = { accountId: string; cardId: string };

const freezeCard = (ctx: DomainContext, scope: PartnerScope, input: CardRef) =>
  budgetCardAction(ctx, scope, input, 'freeze');
const deleteCard = (ctx: DomainContext, scope: PartnerScope, input: CardRef) =>
  budgetCardAction(ctx, scope, input, 'close');

function setup() {
  const world = createNetworkWorld();
  const card = world.issue();
  const auth = (overrides: Partial<AuthorizationInput> = {}) =>
    authorize(world.ctx, { cardId: card.id, amountCents: 1000, ...overrides }).record;
  return { ...world, card, auth };
}

describe('authorize', () => {
  it('places a PENDING authorization and holds its amount on the budget', () => {
    const { auth, budgetBalance, card, budget } = setup();
    const record = auth({ amountCents: 1230, merchantName: 'Coffee', mcc: '5814', merchantCountry: 'SG' });
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
    const declined = auth({ amountCents: 50_000 });
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
    for (const record of [
      auth(),
      auth({ amountCents: 1, currency: 'EUR' }),
      auth({ amountCents: 99_999_900 }),
    ]) {
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
    expectDeclined(world, 'INSUFFICIENT_FUNDS', { amountCents: 10_001 });
    expect(world.auth({ amountCents: 6000 }).status).toBe('PENDING');
    expectDeclined(world, 'INSUFFICIENT_FUNDS', { amountCents: 4001 });
    expect(world.auth({ amountCents: 4000 }).status).toBe('PENDING');
  });

  it('declines one authorization above a TRANSACTION limit', () => {
    const world = setup();
    const { ctx, scope, card, target } = world;
    setVelocityControl(ctx, scope, {
      ...target(card.id),
      transactionLimitsType: 'TRANSACTION',
      amountLimit: 500,
    });
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amountCents: 501 });
    expect(world.auth({ amountCents: 500 }).status).toBe('PENDING');
    expect(world.auth({ amountCents: 500 }).status).toBe('PENDING');
  });

  it('declines above a DAY limit, counting pending amounts, and resets at 00:00 GMT+8', () => {
    const world = setup();
    const { ctx, scope, card, target } = world;
    setVelocityControl(ctx, scope, {
      ...target(card.id),
      transactionLimitsType: 'DAY',
      amountLimit: 1000,
    });
    // The world's clock stands a few seconds after 2026-01-15T12:00Z, 20:00 GMT+8.
    const untilMidnight = Date.parse('2026-01-15T16:00:00Z') - ctx.clock.now();
    expect(world.auth({ amountCents: 600 }).status).toBe('PENDING');
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amountCents: 401 });
    expect(world.auth({ amountCents: 400 }).status).toBe('PENDING');
    ctx.clock.advance(untilMidnight - 1);
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amountCents: 1 });
    ctx.clock.advance(1);
    expect(world.auth({ amountCents: 1000 }).status).toBe('PENDING');
  });

  it('counts nothing for declined authorizations, and never declines on an NA velocity control', () => {
    const world = setup();
    const { ctx, scope, card, target } = world;
    setVelocityControl(ctx, scope, {
      ...target(card.id),
      transactionLimitsType: 'LIFETIME',
      amountLimit: 2000,
    });
    decline(ctx, { cardId: card.id, amountCents: 1500 });
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amountCents: 2001 });
    expect(world.auth({ amountCents: 2000 }).status).toBe('PENDING');
    setVelocityControl(ctx, scope, { ...target(card.id), transactionLimitsType: 'NA', amountLimit: 0 });
    expect(world.auth({ amountCents: 8000 }).status).toBe('PENDING');
  });

  it('says why a card may not spend before its limit, and its limit before the funds', () => {
    const world = setup();
    setVelocityControl(world.ctx, world.scope, {
      ...world.target(world.card.id),
      transactionLimitsType: 'TRANSACTION',
      amountLimit: 500,
    });
    expectDeclined(world, 'VELOCITY_LIMIT_EXCEEDED', { amountCents: 100_000 });
    freezeCard(world.ctx, world.scope, world.target(world.card.id));
    expectDeclined(world, 'CARD_FROZEN', { amountCents: 100_000 });
  });
});

describe('decline', () => {
  it('records a FAIL without touching funds, DECLINED_BY_SIMULATION by default', () => {
    const world = setup();
    const before = world.budgetBalance();
    const { record } = decline(world.ctx, { cardId: world.card.id, amountCents: 500 });
    expect(record).toMatchObject({
      status: 'FAIL',
      declineReason: 'DECLINED_BY_SIMULATION',
      amountCents: 500,
    });
    expect(world.budgetBalance()).toEqual(before);
    expect(world.transactionEvents().map((e) => e.type)).toEqual(['CARD_TRANSACTION.CREATED']);
  });

  it('records the reason it is given', () => {
    const world = setup();
    const input = { cardId: world.card.id, amountCents: 500, reason: 'INSUFFICIENT_FUNDS' } as const;
    expect(decline(world.ctx, input).record.declineReason).toBe('INSUFFICIENT_FUNDS');
  });
});

describe('authorize: input', () => {
  // The control API validates the body with the contract's schema (src/control/network-simulation.test.ts).
  it('answers not_found naming cardId for an unknown card', () => {
    const { ctx } = setup();
    const input = { cardId: 'card_x', amountCents: 100 };
    expect(catchDomainError(() => authorize(ctx, input))).toMatchObject({
      kind: 'not_found',
      field: 'cardId',
    });
    expect(catchDomainError(() => decline(ctx, input))).toMatchObject({ kind: 'not_found', field: 'cardId' });
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
    const { record, link } = authorize(ctx, { cardId: card.id, amountCents: 700 });
    expect(record).toMatchObject({ status: 'PENDING', budgetId: null, accountId: 'applicant_1' });
    expect(link).toMatchObject({ style: 'a', fundingAccountId: card.id });
    expect(ctx.ledger.balance(card.id)).toEqual({ available: 300, held: 700, total: 1_000 });
    expect(world.transactionEvents()).toEqual([]);
    // Style A's monthly limit declines in its own words.
    expect(authorize(ctx, { cardId: card.id, amountCents: 201 }).record.declineReason).toBe(
      'SPEND_LIMIT_EXCEEDED',
    );
  });
});

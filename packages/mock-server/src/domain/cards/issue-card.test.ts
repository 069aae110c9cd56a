import { describe, expect, it } from 'vitest';
import { createCardWorld } from '../../../test/support/domain/card-world';
import { cardholderInput } from '../../../test/support/domain/cardholder-fixtures';
import { onboardAccount } from '../../../test/support/domain/test-world';
import { cardEventPayload, cardView } from '../../style-b/card-view';
import { createBudget, transferOut } from '../budgets';
import { createCardholder, forceCardholderDecision } from '../cardholders';
import { luhnValid } from '../ids';
import { budgetCardAction, getCardSecrets, issueBudgetCard as issueCard } from './budget-cards';

describe('issueCard', () => {
  it('issues an ACTIVE card with a masked Luhn number on its BIN and emits CARD.CREATED (7002)', () => {
    const { ctx, scope, account, cardholder, budget, issue, binOf, events, ref } = createCardWorld();
    const card = issue({ label: 'Ads', useType: 'marketing' });
    expect(cardView(card)).toEqual({
      cardId: expect.stringMatching(/^card_/),
      accountId: account.accountId,
      cardholderId: cardholder.id,
      budgetId: budget.budgetId,
      binId: binOf('US'),
      referenceId: expect.any(String),
      cardMode: 'VIRTUAL_CARD',
      status: 'ACTIVE',
      shippingStatus: null,
      label: 'Ads',
      useType: 'marketing',
      maskedCardNumber: expect.stringMatching(/^445566\*{6}[0-9]{4}$/),
      last4: expect.stringMatching(/^[0-9]{4}$/),
      expiryMonth: '01',
      expiryYear: '2029',
      velocityControl: { transactionLimitsType: 'NA', amountLimit: '0.00' },
      createdAt: expect.any(String),
    });
    const secrets = getCardSecrets(ctx, scope, ref(card));
    expect(luhnValid(secrets.cardNumber) && secrets.cardNumber.startsWith('445566')).toBe(true);
    expect(secrets.cardNumber.endsWith(card.lastFour)).toBe(true);
    expect(secrets).toMatchObject({
      cardId: card.id,
      expiryMonth: '01',
      expiryYear: '2029',
      status: 'ACTIVE',
    });
    expect(secrets.cvv).toMatch(/^[0-9]{3}$/);
    expect(events.at(-1)).toMatchObject({ type: 'CARD.CREATED', payload: cardEventPayload(card, 7002) });
    // Never the full number or CVV in a view or an event.
    const leaked = JSON.stringify([cardView(card), events]);
    expect(leaked).not.toContain(secrets.cardNumber);
    expect(leaked).not.toMatch(/"cvv"/);
  });

  it('issues physical cards with a design id on BINs that support them (020007, B-32)', () => {
    // A physical card without a design id is the face's (the spec's branch): request-schemas.test.ts.
    const { issue, binOf } = createCardWorld();
    expect(cardView(issue({ cardMode: 'PHYSICAL_CARD', physicalCardDesignId: 'design-1' })).cardMode).toBe(
      'PHYSICAL_CARD',
    );
    expect(() => issue({ cardMode: 'PHYSICAL_CARD', physicalCardDesignId: 'd', binId: binOf('BB') })).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'bin_no_physical' }),
    );
  });

  it('needs an available Budget BIN (020001, 020006)', () => {
    const world = createCardWorld();
    expect(() => world.issue({ binId: world.binOf('HK') })).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'bin_not_budget_type', field: 'binId' }),
    );
    expect(() => world.issue({ binId: 'bin_unknown' })).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'bin_not_available' }),
    );
    // B-29: any type 0 BIN of the partner, not only the cardholder's.
    expect(world.issue({ binId: world.binOf('BZ') }).productId).toBe(world.binOf('BZ'));
  });

  it('needs an APPROVED cardholder of the account (020002)', () => {
    const world = createCardWorld();
    const other = onboardAccount(world);
    const pending = createCardholder(world.ctx, world.scope, cardholderInput(world, other));
    const budget = createBudget(world.ctx, world.scope, { accountId: other.accountId, name: 'B' });
    const input = {
      accountId: other.accountId,
      cardholderId: pending.id,
      budgetId: budget.budgetId,
    };
    expect(() => world.issue(input)).toThrow(
      expect.objectContaining({
        kind: 'unprocessable',
        reason: 'cardholder_not_approved',
        field: 'cardholderId',
      }),
    );
    forceCardholderDecision(world.ctx, pending.id, 'REJECTED');
    expect(() => world.issue(input)).toThrow(expect.objectContaining({ reason: 'cardholder_not_approved' }));
    expect(() => world.issue({ cardholderId: pending.id })).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'cardholderId' }),
    );
    expect(() => world.issue({ budgetId: budget.budgetId })).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'budgetId' }),
    );
  });

  it('needs an initialized account (020003)', () => {
    const world = createCardWorld();
    const approved = onboardAccount(world, world.scope, 'approved');
    expect(() => world.issue({ accountId: approved.accountId })).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'account_not_initialized' }),
    );
  });

  it("needs the BIN's opening balance in the budget (020004, B-19)", () => {
    const world = createCardWorld();
    transferOut(world.ctx, world.scope, {
      ...world.budget,
      clientTransactionId: 'drain',
      amountCents: 5_001,
    });
    expect(() => world.issue({ binId: world.binOf('BB') })).toThrow(
      expect.objectContaining({
        kind: 'unprocessable',
        reason: 'opening_balance_insufficient',
        field: 'budgetId',
      }),
    );
    expect(world.issue().status).toBe('ACTIVE'); // the US BIN needs nothing
  });

  it('allows 5 live cards per cardholder on a BIN (020005, B-18); closed cards do not count', () => {
    const world = createCardWorld();
    const cards = Array.from({ length: 5 }, () => world.issue());
    expect(() => world.issue()).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'card_limit_reached' }),
    );
    budgetCardAction(world.ctx, world.scope, world.ref(cards[0] ?? (undefined as never)), 'close');
    expect(world.issue().status).toBe('ACTIVE');
  });

  it('keeps referenceIds unique per partner (40004)', () => {
    // The body's fields are the face's: request-schemas.test.ts.
    const world = createCardWorld();
    world.issue({ referenceId: 'dup' });
    expect(() => world.issue({ referenceId: 'dup' })).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'reference_id_taken', field: 'referenceId' }),
    );
  });

  it('keeps an empty label and an absent useType as none (B-41)', () => {
    const world = createCardWorld();
    expect(world.issue({ label: '' })).toMatchObject({ label: null, useType: null });
  });

  it('is scoped: production and other partners see not_found', () => {
    const world = createCardWorld();
    for (const scope of [world.production, world.other]) {
      expect(() => issueCard(world.ctx, scope, world.input())).toThrow(
        expect.objectContaining({ kind: 'not_found', field: 'accountId' }),
      );
    }
  });
});

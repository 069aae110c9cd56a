import { afterEach, describe, expect, it, vi } from 'vitest';
import { binsOf } from '../bins';
import { cardsOf } from '../cards/card-store';
import { catchDomainError } from '../errors';
import { registerAuthorizationRule } from './authorization-rules';
import { authorize } from './authorize';
import {
  type NetworkCard,
  registerCardResolver,
  requireNetworkCard,
  resolveCard,
  styleBCardResolver,
} from './network-card';
import { registerTransactionHook } from './network-transactions';
import { createNetworkWorld } from './testing';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

describe('Style B card resolver', () => {
  it('shows a budget card spending from its budget, in its BIN currencies', () => {
    const { ctx, issue, budget, account } = createNetworkWorld();
    const card = issue();
    expect(resolveCard(ctx, card.cardId)).toEqual({
      cardId: card.cardId,
      style: 'b',
      programId: card.programId,
      environment: 'sandbox',
      accountId: account.accountId,
      status: 'ACTIVE',
      fundingAccountId: budget.budgetId,
      currencies: ['USD'],
      velocityControl: { transactionLimitsType: 'NA', amountLimitCents: 0 },
      budgetId: budget.budgetId,
    });
  });

  it('shows a card of a prepaid (type 1) BIN spending from its own balance', () => {
    const { ctx, scope, issue } = createNetworkWorld();
    const card = issue();
    const prepaid = binsOf(ctx, scope).find((b) => b.type === 1);
    cardsOf(ctx).put(card.cardId, { ...card, binId: prepaid?.id ?? '' });
    expect(styleBCardResolver(ctx, card.cardId)?.fundingAccountId).toBe(card.cardId);
    // No balance opened for it: declined, not an error.
    const { record } = authorize(ctx, { cardId: card.cardId, amount: '1' });
    expect(record.declineReason).toBe('INSUFFICIENT_FUNDS');
  });

  it('answers undefined, or not_found naming cardId, for an unknown card', () => {
    const { ctx } = createNetworkWorld();
    expect(resolveCard(ctx, 'card_nope')).toBeUndefined();
    expect(catchDomainError(() => requireNetworkCard(ctx, 'card_nope'))).toMatchObject({
      kind: 'not_found',
      field: 'cardId',
    });
  });
});

describe('registries', () => {
  it('asks registered resolvers after the built-in one, once each, until unregistered', () => {
    const { ctx } = createNetworkWorld();
    const card = { cardId: 'acard_9', style: 'a' } as NetworkCard;
    const resolver = vi.fn((_ctx: unknown, cardId: string) => (cardId === 'acard_9' ? card : undefined));
    const unregister = registerCardResolver(resolver);
    registerCardResolver(resolver);
    expect(resolveCard(ctx, 'acard_9')).toBe(card);
    expect(resolver).toHaveBeenCalledTimes(1);
    unregister();
    expect(resolveCard(ctx, 'acard_9')).toBeUndefined();
  });

  it('never unregisters the built-in resolver', () => {
    const { ctx, issue } = createNetworkWorld();
    const card = issue();
    registerCardResolver(styleBCardResolver)();
    expect(resolveCard(ctx, card.cardId)?.style).toBe('b');
  });

  it('removes an authorization rule when asked', () => {
    const { ctx, issue } = createNetworkWorld();
    const card = issue();
    const unregister = registerAuthorizationRule(() => 'SPEND_LIMIT_EXCEEDED');
    expect(authorize(ctx, { cardId: card.cardId, amount: '1' }).record.status).toBe('FAIL');
    unregister();
    expect(authorize(ctx, { cardId: card.cardId, amount: '1' }).record.status).toBe('PENDING');
  });

  it('keeps the step when a transaction hook throws', () => {
    const { ctx, issue, transactionEvents } = createNetworkWorld();
    const card = issue();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(
      registerTransactionHook(() => {
        throw new Error('hook bug');
      }),
    );
    expect(authorize(ctx, { cardId: card.cardId, amount: '1' }).record.status).toBe('PENDING');
    expect(transactionEvents()).toHaveLength(1);
    expect(console.error).toHaveBeenCalledOnce();
  });
});

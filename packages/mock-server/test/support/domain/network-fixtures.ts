import type { DomainEvent } from '../../../src/domain/context';
import { type CardWorld, createCardWorld } from './card-world';

/** A card world (budget holding 100.00) plus shortcuts for the network's tests. */
export interface NetworkWorld extends CardWorld {
  /** `{accountId, cardId}` of a card, the body of the card changes. */
  target(cardId: string): { accountId: string; cardId: string };
  /** The budget's ledger balance. */
  budgetBalance(): { available: number; held: number; total: number };
  /** The CARD_TRANSACTION.* events emitted so far. */
  transactionEvents(): DomainEvent[];
}

/**
 * Builds a {@link NetworkWorld} for the network's tests.
 *
 * @example
 * const world = createNetworkWorld();
 * const card = world.issue();
 * authorize(world.ctx, { cardId: card.cardId, amountCents: 1_000 });
 */
export function createNetworkWorld(): NetworkWorld {
  const world = createCardWorld();
  return {
    ...world,
    target: (cardId) => ({ accountId: world.account.accountId, cardId }),
    budgetBalance: () => world.ctx.ledger.balance(world.budget.budgetId),
    transactionEvents: () => world.events.filter((e) => e.type.startsWith('CARD_TRANSACTION.')),
  };
}

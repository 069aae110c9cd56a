import { binsOf } from '../bins';
import type { CardStatus, VelocityPeriod } from '../cards';
import { cardsOf } from '../cards/card-store';
import type { DomainContext, Environment } from '../context';
import { DomainError } from '../errors';
import type { Cents, Currency } from '../money';

/**
 * A card as the network sees it, whatever style issued it: enough to decide an authorization and to know
 * which ledger account pays for it.
 */
export interface NetworkCard {
  cardId: string;
  style: 'a' | 'b';
  /** The tenant: a Style B program or a Style A organization. */
  programId: string;
  environment: Environment;
  accountId: string;
  status: CardStatus;
  /** The ledger account funds come from: the budget of a budget card, the card itself for a prepaid card. */
  fundingAccountId: string;
  currencies: readonly Currency[];
  velocityControl: { transactionLimitsType: VelocityPeriod; amountLimitCents: Cents };
  budgetId: string | null;
}

/** Finds a card by id, or answers `undefined` when the card is not of its kind. */
export type CardResolver = (ctx: DomainContext, cardId: string) => NetworkCard | undefined;

/**
 * The built-in resolver: Style B budget cards (`b.cards`). A type 0 BIN spends from the card's budget, a
 * type 1 (prepaid) BIN from a ledger account under the card's own id.
 *
 * @example
 * styleBCardResolver(ctx, card.cardId)?.fundingAccountId === card.budgetId; // true
 */
export const styleBCardResolver: CardResolver = (ctx, cardId) => {
  const card = cardsOf(ctx).get(cardId);
  if (!card) return undefined;
  const bin = binsOf(ctx, card).find((b) => b.id === card.binId);
  const prepaid = bin?.type === 1;
  return {
    cardId: card.cardId,
    style: 'b',
    programId: card.programId,
    environment: card.environment,
    accountId: card.accountId,
    status: card.status,
    fundingAccountId: prepaid ? card.cardId : card.budgetId,
    currencies: bin ? [...bin.currencies] : ['USD'],
    velocityControl: { ...card.velocityControl },
    budgetId: card.budgetId,
  };
};

// Registries hold code, not state: resolvers and rules are pure functions of their `ctx` and read only its
// storage, so one module-level list serves every context without leaking data between them. Keying them by
// ctx (a WeakMap) would make every place that creates a context (app, tests, browser) register Style A's
// resolver again; a module-level list lets Style A register once, when its module loads. Each register
// call answers the function that removes the entry, so a test can undo what it added.
const resolvers: CardResolver[] = [styleBCardResolver];

/**
 * Adds a card resolver (Style A cards, issue 5). Resolvers are asked in registration order, the built-in
 * Style B one first; the first card found wins. Registering the same function twice is a no-op.
 *
 * @example
 * const unregister = registerCardResolver((ctx, cardId) => styleACard(ctx, cardId));
 * unregister(); // in a test's cleanup
 */
export function registerCardResolver(resolver: CardResolver): () => void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
  return () => {
    const index = resolvers.indexOf(resolver);
    if (index > 0) resolvers.splice(index, 1);
  };
}

/**
 * A card of any style by id, or `undefined`.
 *
 * @example
 * const card = resolveCard(ctx, 'card_0f3k...');
 */
export function resolveCard(ctx: DomainContext, cardId: string): NetworkCard | undefined {
  for (const resolver of resolvers) {
    const found = resolver(ctx, cardId);
    if (found) return found;
  }
  return undefined;
}

/**
 * A card of any style by id; an unknown one is `not_found` naming `cardId`.
 *
 * @example
 * const card = requireNetworkCard(ctx, body.cardId);
 */
export function requireNetworkCard(ctx: DomainContext, cardId: string): NetworkCard {
  const found = resolveCard(ctx, cardId);
  if (!found)
    throw new DomainError('not_found', `card ${cardId.slice(0, 64)} not found`, { field: 'cardId' });
  return found;
}

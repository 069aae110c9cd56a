import type { AccountRecord } from '../../../src/domain/accounts';
import { binsOf } from '../../../src/domain/bins';
import { type BudgetRecord, createBudget, transferIn } from '../../../src/domain/budgets';
import type { CardholderRecord } from '../../../src/domain/cardholders';
import { type CardRecord, type IssueBudgetCardInput, issueBudgetCard } from '../../../src/domain/cards';
import type { DomainSettings } from '../../../src/domain/context';
import { approvedCardholder } from './cardholder-fixtures';
import { createTestWorld, onboardAccount, type TestWorld } from './test-world';

/** A world where a card can be issued at once. */
export interface CardWorld extends TestWorld {
  account: AccountRecord;
  cardholder: CardholderRecord;
  /** Holds 100.00. */
  budget: BudgetRecord;
  binOf(family: string): string;
  input(overrides?: Partial<IssueBudgetCardInput>): IssueBudgetCardInput;
  issue(overrides?: Partial<IssueBudgetCardInput>): CardRecord;
  /** `{cardId, accountId}` of a card: the input of the operations on one card. */
  ref(card: CardRecord): { cardId: string; accountId: string };
}

let counter = 0;

/**
 * An onboarded account with an APPROVED cardholder and a budget holding 100.00.
 *
 * @example
 * const { issue } = createCardWorld();
 * const card = issue({ label: 'Ads' });
 */
export function createCardWorld(settings: Partial<DomainSettings> = {}): CardWorld {
  const world = createTestWorld(settings);
  const account = onboardAccount(world);
  const cardholder = approvedCardholder(world, account);
  const budget = createBudget(world.ctx, world.scope, { accountId: account.accountId, name: 'Cards' });
  transferIn(world.ctx, world.scope, { ...budget, clientTransactionId: 'fund', amountCents: 10_000 });
  const binOf = (family: string) => binsOf(world.ctx, world.scope).find((b) => b.family === family)?.id ?? '';
  const input = (overrides: Partial<IssueBudgetCardInput> = {}): IssueBudgetCardInput => {
    counter += 1;
    return {
      accountId: account.accountId,
      binId: binOf('US'),
      cardholderId: cardholder.id,
      budgetId: budget.budgetId,
      referenceId: `card-ref-${counter}`,
      cardMode: 'VIRTUAL_CARD' as const,
      ...overrides,
    };
  };
  const issue = (overrides: Partial<IssueBudgetCardInput> = {}) =>
    issueBudgetCard(world.ctx, world.scope, input(overrides));
  const ref = (card: CardRecord) => ({ cardId: card.id, accountId: card.ownerId });
  return { ...world, account, cardholder, budget, binOf, input, issue, ref };
}
